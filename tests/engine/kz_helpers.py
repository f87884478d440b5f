"""Drive VEGAS (Knizia) turns with forced die rolls (shared by the Knizia tests)."""

import vegas
from vegas.knizia.codes import A_ROLL, A_SPACE

A, B, C = 0, 1, 2


def new(pawns, advanced=False):
    """A game of len(pawns) players whose pawns start at these tables (0-13)."""
    s = vegas.new_game("knizia", len(pawns), advanced=advanced)
    for t in pawns:
        s.apply(t)
    assert s.view(0)["phase"] == "turn" and s.to_move() == 0
    return s


def roll(s, number, space=None):
    """The player to move rolls (no card): the die shows `number`; `space` if asked where."""
    s.apply(A_ROLL)
    s.apply(number)
    if space is not None:
        assert s.view(0)["phase"] == "space", s.view(0)["phase"]
        s.apply(A_SPACE + space)


def table(s, t):
    """Seat + 1 on each space of table t (0 = free)."""
    return s.view(0)["tables"][t]
