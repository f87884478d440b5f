"""The final results: each seat's place and score, how the winner was decided, a rematch."""

from ui import buttons, gfx
from ui.lines import UNITS, Lines


class Results(Lines):
    def __init__(self, app, arg=None):
        session = app.session
        Lines.__init__(self, app, "Final results", "A rematch  B title")
        st = session.state
        from ui import stats

        counted = stats.record(app.stats, session)
        if counted is not None:  # (the game's end, not a return to its results)
            app.stats = counted
            app.cue("end")
            app.save()  # (the finished game is not in the save, so it cannot count twice)
        scores = st.scores()
        winners = st.winners()
        order = sorted(range(st.num_players), key=lambda s: -scores[s])
        unit = UNITS.get(st.game_id, "%d")
        alone = session.humans() == 1  # one human: that seat is "you"
        chips = st.view(0)["chips"] if st.game_id in ("royale", "royale_basic") else None
        rows = []
        ties = []
        for i, s in enumerate(order):
            rank = 1 + sum(1 for t in order if scores[t] > scores[s])  # equal scores share a rank
            name = gfx.seat_name(session, s) + ("*" if alone and session.is_human(s) else "")
            mark = "wins" if s in winners else ""
            if chips is not None:  # (Royale: a chip is $10k at the end, in the total)
                mark = ("%dc " % chips[s]) + mark
            if st.game_id == "las_vegan":
                score = gfx.count(scores[s], "cabbage", "cabbages")
            else:
                score = unit % scores[s]
            rows.append(("%d. %-8s %8s %s" % (rank, name, score, mark),
                         gfx.GOLD if s in winners else gfx.FG))
            if i and scores[order[i - 1]] == scores[s] and rank > 1 and rank not in ties:
                ties.append(rank)
        if alone:
            rows.append(("* you", gfx.DIM))
        notes = []
        if chips is not None:
            notes.append("Totals include each chip (c) at $10k.")
        for rank in ties:
            notes.append("Equal totals share place %d: the tie-break decides only the winner." % rank)
        if st.game_id == "las_vegan" and st.round < 4:
            out = [gfx.seat_name(session, t) for t in range(st.num_players) if not scores[t]]
            notes.append("%s ran out of cabbages: the game ended after round %d of 4."
                         % (" and ".join(out), st.round))
        note = st.result_note()
        if note:
            notes.append(note)
        for n in notes:
            rows.extend((line, gfx.DIM) for line in gfx.wrap(n, self.chars))
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
        from ui.session import Session

        app, old = self.app, self.session
        spec = (old.game_id, old.kinds[:], old.colours[:], dict(old.state.options))
        app.session = self.session = old = None
        gfx.collect()  # (the finished game goes before the new one is dealt)
        app.begin(Session.new(spec[0], spec[1], spec[2], spec[3], app.new_seed(len(spec[1]))))
