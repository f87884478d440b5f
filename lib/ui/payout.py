"""A round's end, casino by casino: who took which note with how many dice (or Las Vegan's
machines), then the totals; a page at a time, from the top, never cutting a casino in half."""

from ui import buttons, gfx
from ui.lines import Lines
from ui.settings import SHOW_MS
from vegas.ticks import ticks_diff

# A game whose round end is not casinos paying notes: (its module of rows(), title, totals' label).
_ROUND_END = {"las_vegan": ("ui.las_vegan.round", "Round %d scoring", "cabbages")}
_RULE = "Most dice takes the top note; equal counts cancel. Notes nobody takes go under the pile."


def casino_parts(session, st):
    """A finished round's payouts, per casino that had any: (casino, [(text, seat or -1)]): each
    note with who took it and their dice, ties that cancelled, what went under the pile, then
    Royale's tile rewards ("Jackpot: Blue $30k"). The payout screen and the move log both tell
    a round's end from these."""
    v = st.view(0)
    p = st.num_players
    paid_dice = v.get("paid_dice", ())
    out = []
    for c in range(6):
        dice = paid_dice[c] if c < len(paid_dice) else ()
        parts, took, under = [], [], []
        for paid in v.get("payouts", ()):
            if paid[0] != c or len(paid) > 3:
                continue
            seat, value = paid[1], paid[2]
            if 0 <= seat < p:
                took.append(seat)
                took_it = gfx.count(dice[seat], "die", "dice")
                parts.append(("%s %s $%dk" % (gfx.seat_name(session, seat), took_it, value), seat))
            elif seat == p and p < len(dice) and dice[p] and st.game_id == "las_vegas":
                took.append(seat)
                parts.append(("white %d $%dk, under the pile" % (dice[p], value), -1))
            else:
                under.append("$%dk" % value)
        # the dice that took nothing: cancelled by an equal count, or past the casino's notes
        # (after the seats: Las Vegas's white dice, Royale's neutral and blank dice)
        left = [dice[s] for s in range(len(dice)) if s not in took and dice[s]]
        shown = [s for s in range(min(len(dice), p + 1)) if s not in took and dice[s]
                 and (s < p or st.game_id == "las_vegas")]
        tied = [s for s in shown if left.count(dice[s]) > 1]
        for head, group in (("tied, out: ", tied), ("no note left: ", [s for s in shown if s not in tied])):
            if group:
                names = [gfx.seat_name(session, s) if s < p else "white" for s in group]
                parts.append((head + ", ".join("%s %d" % (n, dice[s]) for n, s in zip(names, group)), -1))
        if under:
            parts.append((" ".join(under) + " under the pile", -1))
        parts.extend(_tile_parts(session, [r for r in v.get("payouts", ()) if r[0] == c and len(r) > 3]))
        if parts:
            out.append((c, parts))
    return out


def _tile_parts(session, paid):
    """A casino's tile rewards, a part each: "Jackpot: Blue $30k" (a fine: "pays $50k"), named
    by the tile that gave it (the face kept in the payout: the round's tiles are gone)."""
    if not paid:
        return []
    from vegas.royale.text import FACE_NAMES, reward_text

    return [("%s: %s %s" % (FACE_NAMES[face], gfx.seat_name(session, seat),
                            reward_text(r) if r >= 0 else "pays $%dk" % -r), seat)
            for _, seat, r, face in sorted(paid, key=lambda x: x[3])]


class Payout(Lines):
    """A round's end as entries (the rule, a casino each, or Las Vegan's machines; then the
    totals, unless money is kept hidden), shown one entry at a time, a page at a time."""

    def __init__(self, app, arg=None):
        st = app.session.state
        module, title, self.unit = _ROUND_END.get(st.game_id, (None, "Round %d payout", "$k"))
        Lines.__init__(self, app, title % st.round, "A next  B all")
        app.cue("payout")
        self.session = app.session
        if module:
            self.entries = [[row] for row in __import__(module, None, None, ["rows"]).rows(
                app.session, st, self.chars)]
        else:
            self.entries = self._casino_entries(st)
        self.shown = 0  # entries shown so far (the totals come with the last)
        self.top = 0  # the entry the page starts with
        self.t0 = app.now
        self.reveal(1)

    def _casino_entries(self, st):
        """The rule, then per casino a line per part, the casino's number on its first: the
        humans' own gains in gold."""
        session = self.session
        out = [[(line, gfx.DIM) for line in gfx.wrap(_RULE, self.chars)]]
        for c, parts in casino_parts(session, st):
            rows = []
            for text, seat in parts:
                mine = seat >= 0 and session.is_human(seat)
                colour = gfx.GOLD if mine else gfx.FG if seat >= 0 else gfx.DIM
                for line in gfx.wrap(text, self.chars - 3):
                    rows.append(("%-3s%s" % ("" if rows else "%d:" % (c + 1), line), colour))
            out.append(rows)
        if len(out) == 1:
            out.append([("No casino paid a note.", gfx.FG)])
        return out

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

    def _done(self):
        return self.shown == len(self.entries)

    def _shown(self):
        """The entries shown, the totals as the last once every casino is."""
        out = self.entries[:self.shown]
        return out + [self._money_rows()] if self._done() else out

    def told(self):
        """Every (line, colour) revealed so far, on the page or not."""
        return [row for entry in self._shown() for row in entry]

    def _fits(self, top, last):
        """True when entries top..last (of those shown) fit the page whole."""
        return sum(len(e) for e in self._shown()[top:last + 1]) <= len(self.lines)

    def reveal(self, n):
        """Entries up to n shown; the page turns where the newest would not fit whole."""
        self.shown = min(len(self.entries), n)
        last = len(self._shown()) - 1
        if not self._fits(self.top, last):
            self.top = last
            while self._done() and self._fits(self.top - 1, last):  # (the totals under the last
                self.top -= 1  # casinos, not on a page of their own)
        self._show_from()

    def _show_from(self):
        """The page: whole entries from self.top; the footer says when some are above or below."""
        shown = self._shown()
        rows, end = [], self.top
        while end < len(shown) and (not rows or len(rows) + len(shown[end]) <= len(self.lines)):
            rows.extend(shown[end])  # (an entry taller than the page: its top, and v)
            end += 1
        self.show(rows)
        if self._done():
            up = "^" if self.top else ""
            down = "v" if end < len(shown) else ""
            self.foot.set("A continue" + ("  %s%s more" % (up, down) if up or down else ""))

    def everything(self):
        """Every entry and the totals, from the top."""
        self.shown, self.top = len(self.entries), 0
        self._show_from()

    def tick(self, now):
        wait = SHOW_MS[self.app.settings.get("speed")]
        if not self._done() and wait is not None and ticks_diff(now, self.t0) >= wait:
            self.t0 = now
            if wait:
                self.reveal(self.shown + 1)
            else:  # (the instant speed: no page flickers past)
                self.everything()
            return True
        return False

    def busy(self):
        """True while entries are still to come by themselves (not at the "wait for A" speed)."""
        return not self._done() and SHOW_MS[self.app.settings.get("speed")] is not None

    def button(self, b):
        if b == buttons.B:
            self.everything()
        elif b == buttons.A:
            if not self._done():
                self.t0 = self.app.now
                self.reveal(self.shown + 1)
            else:
                self.app.seen_round = self.session.state.round
                self.app.goto("play")
        elif b == buttons.MENU and self._done():
            self.app.seen_round = self.session.state.round
            self.app.goto("play")
        elif b in (buttons.UP, buttons.DOWN) and self._done():
            shown = self._shown()
            if b == buttons.UP:
                self.top = max(0, self.top - 1)
            elif not self._fits(self.top, len(shown) - 1):  # (down: while some are below)
                self.top += 1
            self._show_from()
