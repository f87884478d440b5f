"""Drive Las Vegas through forced chance outcomes (shared by the Las Vegas tests)."""

import vegas
from vegas.las_vegas.data import NOTE_VALUES
from vegas.las_vegas.game import roll_code

A, B, C, D = 0, 1, 2, 3  # Anna, Benno, Carla, Denny


def deal(s, casinos):
    """Force the banknote draws: `casinos` lists, per casino 1-6, the notes in draw order."""
    for notes in casinos:
        for value in notes:
            assert s.chance_kind() == "note", s.chance_kind()
            s.apply(NOTE_VALUES.index(value))
    for c in range(6):
        assert list(s.view(0)["casino_notes"][c]) == sorted(casinos[c], reverse=True)


def turn(s, player, own, place, white=()):
    """`player` rolls `own` (+ `white`) dice and places all dice showing `place`."""
    assert s.to_move() == vegas.CHANCE and s.chance_kind() == "roll"
    assert s.view(0)["current"] == player, "expected %d to roll, not %d" % (player, s.view(0)["current"])
    s.apply(roll_code(own, white))
    assert s.to_move() == player
    s.apply(place - 1)


def all_ties_round(s, first):
    """Both players put all 8 dice on casino 1: they tie, nobody is paid."""
    turn(s, first, [1] * 8, 1)
    turn(s, 1 - first, [1] * 8, 1)


def deal_smallest(s):
    """Force every note draw of the current deal to the smallest note left."""
    while s.to_move() == vegas.CHANCE and s.chance_kind() == "note":
        s.apply([i for i in range(9) if s.view(0)["pile"][i]][0])
