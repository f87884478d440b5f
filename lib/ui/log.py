"""The move log: the game's latest moves, newest last; up and down scroll, B goes back."""

import vegas
from ui import buttons, gfx
from ui.lines import Lines

_LINES = 80  # lines the log keeps, the newest last
# chance not written as such: dealing (a line a card would bury the moves), and Royale's black
# dice (their news line tells them)
_UNTOLD = ("note", "card", "deal", "draw", "black")


def latest_moves(session, most=_LINES):
    """The game's last `most` lines: each decision and each outcome it made known (rolls, tile
    outcomes, duels, scorings, trick winners, payouts), with the rounds marked. Replayed from
    its history, so nothing is kept in play for the log. A secret choice shows as made until a
    decision in the open follows it (the guess after Lucky Punch's hiding, the pick after the
    Black Box's split, the play after a duel or Las Vegan's secret cards): then it is told."""
    st = session.state
    s = vegas.new_game(st.game_id, st.num_players, **st.options)
    out = []
    hidden = []  # (index in out, its text once told)
    for step in st.history:
        who = s.to_move()
        rnd = getattr(s, "round", 0)
        chance = ""
        if who == vegas.CHANCE:
            kind = s.chance_kind() if hasattr(s, "chance_kind") else "roll"  # (VEGAS: the gold die)
            if kind not in _UNTOLD:
                roller = gfx.seat_name(session, s.cur) + ": " if kind == "roll" else ""
                chance = "  " + roller + s.action_text(step)
        else:
            secret = s.secret_choice()
            name = gfx.seat_name(session, who)
            if secret:
                hidden.append((len(out), name + s.told_text(step)))
            out.append(name + (": chose in secret" if secret else s.told_text(step)))
            if not secret:
                for i, told in hidden:
                    out[i] = told
                hidden = []
        mark = s.news_mark(step)
        before = s.scores()
        s.apply(step)
        told = s.news(mark)
        if chance and not told:  # (news of a roll tells the number too: VEGAS's gold die)
            out.append(chance)
        for text, seats, _ in told:
            out.append(text % tuple(gfx.seat_name(session, x) for x in seats))
        if getattr(s, "round", 0) != rnd:
            out.extend(_round_end(session, s, before))
            if not s.is_over():
                out.append("- round %d -" % (s.round + 1))
        if not hidden and len(out) > 2 * most:  # (a device's heap keeps only what is shown)
            del out[:-most]
    return out[-most:]


def _round_end(session, s, before):
    """A finished round's lines: each casino's payout (where the view has one), then each
    player's change."""
    from ui.payout import casino_parts

    out = ["  casino %d: %s" % (c + 1, "; ".join(text for text, _ in parts))
           for c, parts in casino_parts(session, s)]
    after = s.scores()
    out.append("  round %d: %s" % (s.view(0)["round"], ", ".join(
        "%s %+d" % (gfx.seat_name(session, p), after[p] - before[p]) for p in range(s.num_players))))
    return out


class MoveLog(Lines):
    def __init__(self, app, arg=None):
        Lines.__init__(self, app, "Moves", "^/v scroll  B back")
        self.entries = []  # (line, colour): decisions and outcomes white, rolls and such dim
        for entry in latest_moves(app.session) if app.session else ():
            quiet = entry.startswith("  ") or entry.startswith("-")
            for i, line in enumerate(gfx.wrap(entry.strip(), self.chars - 4)):
                lead = ("  " if quiet else "") + ("  " if i else "")
                self.entries.append((lead + line, gfx.DIM if quiet else gfx.FG))
        if not self.entries:
            self.entries = [("No moves yet.", gfx.FG)]
        self.top = max(0, len(self.entries) - len(self.lines))  # the newest in view
        self.draw()

    def draw(self):
        self.show(self.entries[self.top:self.top + len(self.lines)])

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
