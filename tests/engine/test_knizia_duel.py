"""VEGAS (Knizia): the advanced game's dice duel, the end of the game, Mary Chip's walk."""

from kz_helpers import A, B, new, roll, table

import vegas
from helpers import step_random
from vegas.knizia.codes import A_GOOD_LUCK, A_HEARTS
from vegas.knizia.tables import duel_result
from vegas.rng import Rng

# (challenger's hearts, defender's hearts) -> who keeps a counter on the space
OUTCOMES = {
    (2, 1): "challenger", (3, 2): "challenger", (1, 3): "challenger",
    (1, 2): "defender", (2, 3): "defender", (3, 1): "defender",
    (1, 1): "nobody", (2, 2): "nobody", (3, 3): "defender",
}


def test_duel_rules_table():
    for (a, d), who in OUTCOMES.items():
        assert duel_result(a, d) == (who == "challenger", who == "defender"), (a, d)


def test_every_duel_outcome_through_a_good_luck_challenge():
    for (a, d), who in OUTCOMES.items():
        s = new([5, 5], advanced=True)  # table 6: 1, 2, 3/4, 5/6
        roll(s, 2)  # A holds the 2
        s.apply(A_GOOD_LUCK + 1)  # B (Harry Gambler) challenges it with Good Luck 2
        assert s.view(0)["phase"] == "duel" and s.to_move() == B
        s.apply(A_HEARTS + a - 1)
        assert s.to_move() == A
        assert s.view(A)["duel"] == (1, B, A, None)  # the challenger's hearts stay hidden
        assert s.view(B)["duel"] == (1, B, A, a)
        s.apply(A_HEARTS + d - 1)
        v = s.view(A)
        assert v["last_duel"] == (1, B, A, a, d) and v["duel"] is None
        on_space, counters = {"challenger": (2, (20, 19)), "defender": (1, (19, 20)),
                              "nobody": (0, (20, 20))}[who]
        assert table(s, 5)[1] == on_space and v["counters"] == counters, ((a, d), v)
        assert v["phase"] == "roll" and s.view(0)["current"] == B  # Harry still rolls


def test_a_rolled_replacement_duels_and_a_rolled_one_places_before_mary_chip_moves():
    s = new([0, 0], advanced=True)  # table 1: 1 2 3 4 / 1 5 6
    roll(s, 1, space=0)  # A's counter first, then Mary Chip scores table 1 with it
    assert s.view(0)["chips"][0] == A and s.view(0)["mary"] == 1
    s = new([2, 2], advanced=True)  # table 3: two rows 1-6
    roll(s, 3, space=2)
    roll(s, 3)  # B's 3 goes on the free 3 (no duel while a space is free)
    roll(s, 3)  # A: both 3s taken, one by A: B's counter is challenged
    assert s.view(0)["phase"] == "duel" and s.to_move() == A
    s.apply(A_HEARTS + 1)
    s.apply(A_HEARTS + 0)  # 2 beats 1
    assert table(s, 2)[8] == 1 and s.to_move() == B


def test_the_game_ends_with_the_last_chip_and_the_highest_total_wins():
    rng = Rng(77)
    for n in (2, 3, 4):
        for adv in (False, True):
            s = vegas.new_game("knizia", n, advanced=adv)
            mary = 0
            while s.to_move() != vegas.OVER:
                step_random(s, rng)
                v = s.view(0)
                assert v["mary"] >= mary  # Mary Chip only walks forward
                mary = v["mary"]
            v = s.view(0)
            assert -2 not in v["chips"]
            best = max(v["gold"])
            assert s.winners() == [p for p in range(n) if v["gold"][p] == best]


def test_equal_totals_share_the_win():
    s = new([0, 0])
    s.gold = [20, 20]  # (white box: the game over with equal totals)
    s.phase = 7
    assert s.winners() == [A, B]
