"""A round's end, line by line: casino by casino who took which note with how many dice (or Las
Vegan's machines), then the totals."""

from ui import buttons, gfx
from ui.lines import Lines
from ui.settings import SHOW_MS
from vegas.ticks import ticks_diff

# A game whose round end is not casinos paying notes: (its module of rows(), title, totals' label).
_ROUND_END = {"las_vegan": ("ui.las_vegan.round", "Round %d scoring", "cabbages")}


class Payout(Lines):
    """A round's end line by line (casino by casino, who took which note; or Las Vegan's
    machines); then the totals (unless money is kept hidden)."""

    def __init__(self, app, arg=None):
        st = app.session.state
        module, title, self.unit = _ROUND_END.get(st.game_id, (None, "Round %d payout", "$k"))
        Lines.__init__(self, app, title % st.round, "A next  B all")
        app.cue("payout")
        self.session = app.session
        if module:
            self.rows = __import__(module, None, None, ["rows"]).rows(app.session, st, self.chars)
        else:
            self.rows = self._casino_rows(st)
        self.shown = 0
        self.t0 = app.now
        self.reveal(1)

    def _casino_rows(self, st):
        """A casino a line, wrapped: each note with who took it and their dice, ties that
        cancelled, what went under the pile; Royale's tile rewards under their casino."""
        v = st.view(0)
        p = st.num_players
        name = self.session
        rows = [(line, gfx.DIM) for line in gfx.wrap(
            "Most dice takes the top note; equal counts cancel. Notes nobody takes go under the pile.",
            self.chars)]
        for c in range(6):
            dice = v["paid_dice"][c] if c < len(v["paid_dice"]) else ()
            parts, took, under = [], [], []
            for paid in v["payouts"]:
                if paid[0] != c or len(paid) > 3:
                    continue
                seat, value = paid[1], paid[2]
                if 0 <= seat < p:
                    took.append(seat)
                    dice_there = gfx.count(dice[seat], "die", "dice")
                    parts.append("%s %s $%dk" % (gfx.seat_name(name, seat), dice_there, value))
                elif seat == p and p < len(dice) and dice[p] and st.game_id == "las_vegas":
                    took.append(seat)
                    parts.append("white %d $%dk, under the pile" % (dice[p], value))
                else:
                    under.append("$%dk" % value)
            tied = [s for s in range(p) if s not in took and dice and dice[s]]
            if tied:
                parts.append("tied, out: " + ", ".join("%s %d" % (gfx.seat_name(name, s), dice[s])
                                                       for s in tied))
            if under:
                parts.append(" ".join(under) + " under the pile")
            text = "%d: %s" % (c + 1, "; ".join(parts) if parts else "no notes")
            rows.extend((line, gfx.FG) for line in gfx.wrap(text, self.chars))
            tiles = [paid for paid in v["payouts"] if paid[0] == c and len(paid) > 3]
            if tiles:
                rows.extend(_tile_rows(name, tiles, self.chars))
        return rows

    def _money_rows(self):
        st = self.session.state
        if self.app.settings.get("money") == 1 and self.unit == "$k":
            return [("Money won stays face down.", gfx.DIM)]
        if self.unit != "$k":
            parts = ["%s %d" % (gfx.seat_name(self.session, s), m) for s, m in enumerate(st.scores())]
            text = "Now: " + ", ".join(parts) + " " + self.unit
        elif st.game_id == "las_vegas":
            text = "Now: " + ", ".join("%s $%dk" % (gfx.seat_name(self.session, s), m)
                                       for s, m in enumerate(st.scores()))
        else:
            v = st.view(0)
            text = "Now: " + ", ".join("%s $%dk+%dc" % (gfx.seat_name(self.session, s), st.money(s),
                                                         v["chips"][s]) for s in range(st.num_players))
            text += " (c: chips, $10k each at the end)"
        return [(line, gfx.GOLD) for line in gfx.wrap(text, self.chars)]

    def reveal(self, n):
        self.shown = min(len(self.rows), n)
        rows = self.rows[:self.shown]
        if self.shown == len(self.rows):
            rows = rows + self._money_rows()
        self.all = rows
        self.top = max(0, len(rows) - len(self.lines))  # the newest lines: the oldest scroll away
        self._show_from()

    def _show_from(self):
        """The rows from self.top; the footer says when some are above or below."""
        rows = self.all
        self.show(rows[self.top:])
        if self.shown == len(self.rows):
            up = "^" if self.top else ""
            down = "v" if self.top + len(self.lines) < len(rows) else ""
            self.foot.set("A continue" + ("  %s%s scroll" % (up, down) if up or down else ""))

    def tick(self, now):
        wait = SHOW_MS[self.app.settings.get("speed")]
        if self.shown < len(self.rows) and wait is not None and ticks_diff(now, self.t0) >= wait:
            self.t0 = now
            self.reveal(self.shown + 1)
            return True
        return False

    def busy(self):
        """True while lines are still to come by themselves (not at the "wait for A" speed)."""
        return self.shown < len(self.rows) and SHOW_MS[self.app.settings.get("speed")] is not None

    def button(self, b):
        if b == buttons.B:
            self.reveal(len(self.rows))
        elif b == buttons.A:
            if self.shown < len(self.rows):
                self.t0 = self.app.now
                self.reveal(self.shown + 1)
            else:
                self.app.seen_round = self.session.state.round
                self.app.goto("play")
        elif b == buttons.MENU and self.shown == len(self.rows):
            self.app.seen_round = self.session.state.round
            self.app.goto("play")
        elif b in (buttons.UP, buttons.DOWN) and self.shown == len(self.rows):
            step = -1 if b == buttons.UP else 1
            self.top = max(0, min(len(self.all) - len(self.lines), self.top + step))
            self._show_from()


def _tile_rows(session, paid, chars):
    """A casino's tile rewards at payout, wrapped: "  Jackpot: Blue $30k" (a fine: "pays $50k"),
    each under the tile that gave it (the face kept in the payout: the round's tiles are gone)."""
    from vegas.royale.text import FACE_NAMES, reward_text

    rows = []
    for face in sorted(set(r[3] for r in paid)):
        parts = ["%s %s" % (gfx.seat_name(session, seat), reward_text(r) if r >= 0 else "pays $%dk" % -r)
                 for _, seat, r, f in paid if f == face]
        rows.extend(("   " + line, gfx.GOLD)
                    for line in gfx.wrap("%s: %s" % (FACE_NAMES[face], ", ".join(parts)), chars - 3))
    return rows
