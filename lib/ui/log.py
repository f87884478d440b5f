"""The move log: the game's latest moves, newest last; up and down scroll, B goes back."""

import vegas
from ui import buttons, gfx
from ui.results import _Lines

_MOVES = 30  # decisions the log shows, the newest last


def latest_moves(session, most=_MOVES):
    """The game's last `most` decisions as text, with the rounds marked: replayed from its
    history, so nothing is kept in play for the log. A secret choice shows as made until a
    decision in the open follows it (the guess after Lucky Punch's hiding, the pick after the
    Black Box's split, the play after a duel or Las Vegan's secret cards): then it is told."""
    first = max(0, _replay(session, None) - most)
    return _replay(session, first)


def _replay(session, first):
    """The game replayed from its start: its decisions counted (first None), or the texts from
    decision number `first` on."""
    st = session.state
    s = vegas.new_game(st.game_id, st.num_players, **st.options)
    out = []
    hidden = []  # (index in out, its text once told)
    n = 0
    for step in st.history:
        who = s.to_move()
        rnd = getattr(s, "round", 0)
        if who >= 0:
            secret = s.secret_choice()
            if first is not None and n >= first:
                name = gfx.seat_name(session, who) + ": "
                if secret:
                    hidden.append((len(out), name + s.action_text(step)))
                out.append(name + ("chose in secret" if secret else s.action_text(step)))
            if not secret:
                for i, told in hidden:
                    out[i] = told
                hidden = []
            n += 1
        s.apply(step)
        if out and getattr(s, "round", 0) != rnd and not s.is_over():
            out.append("- round %d -" % (s.round + 1))
    return n if first is None else out


class MoveLog(_Lines):
    def __init__(self, app, arg=None):
        _Lines.__init__(self, app, "Moves", "^/v scroll  B back")
        self.entries = latest_moves(app.session) if app.session else []
        if not self.entries:
            self.entries = ["No moves yet."]
        self.top = max(0, len(self.entries) - len(self.lines))  # the newest in view
        self.draw()

    def draw(self):
        self.show([(t, gfx.DIM if t.startswith("-") else gfx.FG)
                   for t in self.entries[self.top:self.top + len(self.lines)]])

    def button(self, b):
        most = max(0, len(self.entries) - len(self.lines))
        if b == buttons.UP and self.top:
            self.top -= 1
        elif b == buttons.DOWN and self.top < most:
            self.top += 1
        elif b in (buttons.B, buttons.MENU, buttons.A):
            self.app.goto("pause")
            return
        self.draw()

    def tick(self, now):
        return False
