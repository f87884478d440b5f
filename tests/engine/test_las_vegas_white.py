"""Las Vegas (2012): the white (neutral) dice variant, set up through forced chance outcomes."""

from lv_helpers import A, B, C, deal, turn

import vegas
from helpers import raises
from vegas.las_vegas.game import roll_code


def test_white_dice_roll_with_your_own():
    """Carla rolls two own 1s and a white 1, an own 5 and a white 6: she may place
    all three 1s, her own 5, or the white 6."""
    s = vegas.new_game("las_vegas", 3, neutral_dice=True, first_player=C)
    assert s.view(0)["white_left"] == (2, 2, 2)
    deal(s, [[60], [50], [90], [20, 40], [30, 80], [40, 70]])
    assert s.chance_kind() == "white"  # the start player rolls the 2 leftover white dice
    s.apply(roll_code([], [4, 4]))
    assert s.casino_dice(3) == [0, 0, 0, 2]
    turn(s, C, [2, 2, 2, 2, 2, 3, 3, 3], 2, white=[3, 4])
    turn(s, A, [6] * 8, 6, white=[6, 6])
    turn(s, B, [5] * 8, 5, white=[1, 1])
    s.apply(roll_code([1, 1, 5], [1, 6]))
    assert s.to_move() == C and s.legal_actions() == [0, 4, 5]
    assert s.action_text(0) == "3 on casino 1 (1 white)"
    assert s.action_text(5) == "casino 6 (1 white)"
    s.apply(0)
    assert s.casino_dice(0) == [0, 0, 2, 1]
    assert s.view(0)["white_left"] == (0, 2, 1) and s.view(0)["own_left"] == (0, 0, 1)


def test_white_player_wins_notes_that_go_beneath_the_pile():
    s = vegas.new_game("las_vegas", 3, neutral_dice=True)
    deal(s, [[60], [50], [90], [20, 40], [30, 80], [40, 70]])
    s.apply(roll_code([], [3, 3]))  # leftover white dice: both on casino 3
    turn(s, A, [1, 1, 1, 1, 1, 1, 1, 6], 1, white=[5, 5])
    turn(s, B, [2, 2, 2, 2, 2, 2, 5, 5], 2, white=[5, 1])
    turn(s, C, [4, 4, 4, 4, 4, 6, 6, 6], 4, white=[6, 6])
    turn(s, A, [6], 5, white=[5, 5])
    turn(s, B, [5, 5], 5, white=[5, 1])
    turn(s, C, [6, 6, 6], 6, white=[6, 6])
    turn(s, A, [6], 6)
    turn(s, B, [], 1, white=[1])
    pay = s.view(0)["payouts"]
    W = 3  # the white player's seat in payouts
    # Example 1: the $80k goes to white (beneath the pile); Benno receives $30k.
    assert [p for p in pay if p[0] == 4] == [(4, W, 80), (4, B, 30)]
    # Example 2: Carla $70k, white $40k (beneath the pile); Anna nothing.
    assert [p for p in pay if p[0] == 5] == [(5, C, 70), (5, W, 40)]
    assert [p for p in pay if p[0] == 2] == [(2, W, 90)]
    assert s.scores() == [60, 80, 110]
    assert s.view(0)["under_pile"] == (90, 20, 80, 40)


def test_neutral_dice_counts_and_player_limits():
    for players, white in ((2, 4), (3, 2), (4, 2)):
        s = vegas.new_game("las_vegas", players, neutral_dice=True)
        assert s.view(0)["white_left"] == (white,) * players
    e = raises(ValueError, vegas.new_game, "las_vegas", 5, neutral_dice=True)
    assert "2-4" in str(e)
    assert vegas.new_game("las_vegas", 4).view(0)["white_left"] == (0, 0, 0, 0)
