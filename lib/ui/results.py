"""The screens between and after games: a round's end line by line, and the final results."""

import displayio

from ui import buttons, gfx
from ui.settings import SHOW_MS
from vegas.ticks import ticks_diff


class _Lines:
    """A scene of text lines with a title and a footer."""

    def __init__(self, app, title, footer):
        self.app = app
        self.group = displayio.Group()
        w, h = app.width, app.height
        gfx.box(self.group, 0, 0, w, h, gfx.BG)
        gfx.Text(self.group, 4, 2, title, gfx.GOLD, 2 if app.big else 1)
        top = (2 + 2 * gfx.LINE_H + 4) if app.big else 16
        rows = (h - top - gfx.LINE_H - 2) // gfx.LINE_H
        self.chars = w // gfx.CHAR_W - 1
        self.lines = [gfx.Text(self.group, 4, top + i * gfx.LINE_H, "") for i in range(rows)]
        self.foot = gfx.Text(self.group, 4, h - gfx.LINE_H - 1, footer, gfx.DIM)

    def show(self, rows):
        """rows: (text, colour) pairs; extra lines are cleared, too many are cut."""
        for i, line in enumerate(self.lines):
            if i < len(rows):
                line.set(gfx.clip(rows[i][0], self.chars), rows[i][1])
            else:
                line.set("")

    def busy(self):
        return False


# A game whose round end is not casinos paying notes: (its module of rows(), title, totals' label).
_ROUND_END = {"las_vegan": ("ui.round_las_vegan", "Round %d scoring", "cabbages")}


class Payout(_Lines):
    """A round's end line by line (casino by casino, who took which note; or Las Vegan's
    machines); then the totals (unless money is kept hidden)."""

    def __init__(self, app, arg=None):
        st = app.session.state
        module, title, self.unit = _ROUND_END.get(st.game_id, (None, "Round %d payout", "$k"))
        _Lines.__init__(self, app, title % st.round, "A next  B all")
        self.session = app.session
        if module:
            self.rows = __import__(module, None, None, ["rows"]).rows(app.session, st, self.chars)
        else:
            self.rows = self._casino_rows(st)
        self.shown = 0
        self.t0 = app.now
        self.reveal(1)

    def _casino_rows(self, st):
        v = st.view(0)
        per = [[] for _ in range(6)]
        tiles = [[] for _ in range(6)]  # Royale's tile rewards: (casino, seat, reward, 1)
        for paid in v["payouts"]:
            casino, seat, value = paid[0], paid[1], paid[2]
            if len(paid) > 3:
                tiles[casino].append(paid)
                continue
            if seat < 0:
                who = "pile"
            elif seat >= st.num_players:
                who = "white>pile"
            else:
                who = gfx.seat_name(self.session, seat)
            per[casino].append("%d %s" % (value, who))
        rows = []
        for c in range(6):
            rows.append(("%d: %s" % (c + 1, ", ".join(per[c]) if per[c] else "-"), gfx.FG))
            if tiles[c]:
                rows.append(_tile_row(self.session, v["tiles"][c], tiles[c]))
        return rows

    def _money_rows(self):
        st = self.session.state
        if self.app.settings.get("money") == 1 and self.unit == "$k":
            return [("Money won stays face down.", gfx.DIM)]
        parts = ["%s %d" % (gfx.seat_name(self.session, s), m) for s, m in enumerate(st.scores())]
        half = (len(parts) + 1) // 2
        pad = " " * (len(self.unit) + 1)
        return [(self.unit + " " + " ".join(parts[:half]), gfx.GOLD),
                (pad + " ".join(parts[half:]), gfx.GOLD)]

    def reveal(self, n):
        self.shown = min(len(self.rows), n)
        rows = self.rows[:self.shown]
        if self.shown == len(self.rows):
            rows = rows + self._money_rows()
            self.foot.set("A continue" + ("  ^/v scroll" if len(rows) > len(self.lines) else ""))
        self.all = rows
        self.top = max(0, len(rows) - len(self.lines))  # the newest lines: the oldest scroll away
        self.show(rows[self.top:])

    def tick(self, now):
        speed = self.app.settings.get("speed")
        if self.shown < len(self.rows) and ticks_diff(now, self.t0) >= SHOW_MS[speed]:
            self.t0 = now
            self.reveal(self.shown + 1)
            return True
        return False

    def busy(self):
        return self.shown < len(self.rows)

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
            self.show(self.all[self.top:])


def _tile_row(session, face, paid):
    """A casino's tile rewards at payout: "  High Five: Blue $100k" (a fine: "pays $50k")."""
    from vegas.royale.text import FACE_NAMES, reward_text

    parts = ["%s %s" % (gfx.seat_name(session, seat), reward_text(r) if r >= 0 else "pays $%dk" % -r)
             for _, seat, r, _ in paid]
    return ("   %s: %s" % (FACE_NAMES[face], ", ".join(parts)), gfx.GOLD)


# How each game's score reads on the results screen.
_UNITS = {"las_vegas": "$%dk", "royale_basic": "$%dk", "royale": "$%dk", "las_vegan": "%d cabbages",
          "knizia": "%d gold"}


class Results(_Lines):
    def __init__(self, app, arg=None):
        _Lines.__init__(self, app, "Final results", "A rematch  B title")
        session = app.session
        st = session.state
        from ui import stats

        counted = stats.record(app.stats, session)
        if counted is not None:
            app.stats = counted
            app.save()  # (the finished game is not in the save, so it cannot count twice)
        scores = st.scores()
        winners = st.winners()
        order = sorted(range(st.num_players), key=lambda s: -scores[s])
        unit = _UNITS.get(st.game_id, "%d")
        alone = session.humans() == 1  # one human: that seat is "you"
        rows = []
        for rank, s in enumerate(order):
            name = gfx.seat_name(session, s) + ("*" if alone and session.is_human(s) else "")
            mark = "wins" if s in winners else ""
            rows.append(("%d. %-8s %10s %s" % (rank + 1, name, unit % scores[s], mark),
                         gfx.GOLD if s in winners else gfx.FG))
        if alone:
            rows.append(("* you", gfx.DIM))
        note = st.result_note()
        if note:
            from ui.rules import wrap

            rows.extend((line, gfx.DIM) for line in wrap(note, self.chars))
        self.show(rows)
        self.session = session

    def tick(self, now):
        return False

    def button(self, b):
        app = self.app
        if b == buttons.A:
            self.rematch()
        elif b in (buttons.B, buttons.MENU):
            app.session = self.session = None
            app.save()
            app.goto("title")

    def rematch(self):
        """The same game, seats and options again, on new dice."""
        import gc

        from ui.session import Session

        app, old = self.app, self.session
        spec = (old.game_id, old.kinds[:], old.colours[:], dict(old.state.options))
        app.session = self.session = old = None
        gc.collect()  # (the finished game goes before the new one is dealt)
        app.begin(Session.new(spec[0], spec[1], spec[2], spec[3], app.new_seed(len(spec[1]))))
