"""Las Vegas (2012): every rulebook example, set up through forced chance outcomes."""

from lv_helpers import A, B, C, D, all_ties_round, deal, deal_smallest, turn

import vegas
from helpers import raises
from vegas.las_vegas.game import roll_code


def test_setup_deals_each_casino_to_at_least_50k():
    s = vegas.new_game("las_vegas", 4)
    deal(s, [[10, 30, 80], [50], [20, 20, 10], [90], [40, 40], [20, 70]])
    v = s.view(0)
    assert v["casino_notes"][0] == (80, 30, 10)
    assert v["casino_notes"][2] == (20, 20, 10)
    assert sum(v["pile"]) == 54 - 12
    # a draw that does not exist is refused
    raises(vegas.IllegalAction, vegas.replay, "las_vegas", 4, [0] * 7)  # only six $10k notes


def test_benno_must_place_all_four_threes_then_rolls_his_last_die():
    s = vegas.new_game("las_vegas", 2, first_player=B)
    deal(s, [[60], [50], [90], [40, 20], [80], [70]])
    turn(s, B, [1, 1, 1, 2, 2, 4, 4, 6], 1)  # first turn: three 1s
    turn(s, A, [2] * 8, 2)
    # "Benno rolls (midway through a round) four 3s and a 5."
    s.apply(roll_code([3, 3, 3, 3, 5]))
    assert s.legal_actions() == [2, 4]  # casino 3 (all four 3s) or casino 5
    assert s.action_text(2) == "4 on casino 3"
    s.apply(2)
    assert s.casino_dice(2)[B] == 4 and s.dice_left(B) == 1
    # Anna is out of dice and passes; Benno rolls and places his last die.
    assert s.view(0)["current"] == B
    s.apply(roll_code([6]))
    assert s.legal_actions() == [5]
    s.apply(5)
    # That was the last die of the round: casinos paid out, a new round is being dealt.
    assert s.view(0)["round"] == 1 and s.chance_kind() == "note"
    assert (5, B, 70) in s.view(0)["payouts"]


def _round_one_examples():
    """The 2012 rulebook's payout examples, one casino each, in a 4-player round."""
    s = vegas.new_game("las_vegas", 4)
    deal(s, [[60], [50], [90], [10, 30, 80], [40, 40], [20, 70]])
    turn(s, A, [4, 4, 4, 4, 4, 1, 2, 2], 4)
    turn(s, B, [4, 4, 4, 2, 5, 5, 6, 6], 4)
    turn(s, C, [4, 4, 4, 2, 2, 6, 6, 6], 4)
    turn(s, D, [1, 1, 1, 1, 1, 4, 2, 6], 1)
    turn(s, A, [2, 2, 1], 2)
    turn(s, B, [5, 5, 2, 6, 6], 5)
    turn(s, C, [6, 6, 6, 2, 2], 6)
    turn(s, D, [4, 2, 6], 4)
    turn(s, A, [1], 1)
    turn(s, B, [6, 6, 2], 6)
    turn(s, C, [2, 2], 2)
    turn(s, D, [2, 6], 2)
    # Anna and Carla are out of dice: Benno and Denny take the last turns.
    turn(s, B, [2], 2)
    assert s.casino_dice(3)[:4] == [5, 3, 3, 1]  # Caesars Palace: 5, 3, 3, 1
    assert s.casino_dice(1)[:4] == [2, 1, 2, 1]  # Golden Nugget: 2, 1, 2, 1
    turn(s, D, [6], 6)
    return s


def test_tie_examples_and_payout_examples():
    s = _round_one_examples()
    pay = s.view(0)["payouts"]
    # Tie example 1 + payout example 1: Benno and Carla (3 each) cancel; Anna takes
    # $80k, Denny $30k, the $10k goes beneath the pile.
    assert [p for p in pay if p[0] == 3] == [(3, A, 80), (3, D, 30), (3, -1, 10)]
    # Tie example 2: 2, 1, 2, 1 - everybody's dice cancel, nobody is paid.
    assert [p for p in pay if p[0] == 1] == [(1, -1, 50)]
    # Payout example 2: Benno takes one $40k, the other goes beneath the pile.
    assert [p for p in pay if p[0] == 4] == [(4, B, 40), (4, -1, 40)]
    # Payout example 3: Carla $70k, Benno $20k, Denny (third) gets nothing.
    assert [p for p in pay if p[0] == 5] == [(5, C, 70), (5, B, 20)]
    assert s.casino_dice(5)[:4] == [0, 0, 0, 0]  # dice are taken back for the next round
    assert s.scores() == [80, 60, 70, 90]
    assert s.view(0)["notes_won"] == (1, 2, 1, 2)
    # Leftover notes lie beneath the pile in payout order, casino 1 to 6.
    assert s.view(0)["under_pile"] == (50, 90, 10, 40)


def test_next_round_start_player_moves_left():
    s = _round_one_examples()
    assert s.view(0)["round"] == 1 and s.view(0)["start_player"] == B
    assert s.chance_kind() == "note"
    while s.to_move() == vegas.CHANCE and s.chance_kind() == "note":
        s.apply([i for i in range(9) if s.view(0)["pile"][i]][0])
    assert s.view(0)["current"] == B and s.chance_kind() == "roll"
    assert all(sum(n) >= 50 for n in s.view(0)["casino_notes"])


def _two_player_game(round_one):
    s = vegas.new_game("las_vegas", 2)
    deal(s, [[60], [30, 20], [30, 20], [90], [80], [70]])
    round_one(s)
    for r in range(1, 4):
        deal_smallest(s)
        all_ties_round(s, r % 2)
    assert s.is_over()
    return s


def test_final_tie_broken_by_most_banknotes():
    def round_one(s):
        turn(s, A, [1] * 8, 1)  # Anna: $60k in one note
        turn(s, B, [2, 2, 2, 2, 3, 3, 3, 3], 2)  # Benno: $30k ...
        turn(s, B, [3, 3, 3, 3], 3)  # ... and $30k: Anna is out, Benno rolls again

    s = _two_player_game(round_one)
    assert s.scores() == [60, 60]
    assert s.view(0)["notes_won"] == (1, 2)
    assert s.winners() == [B]


def test_final_tie_with_equal_notes_has_two_winners():
    def round_one(s):
        turn(s, A, [2] * 8, 2)  # $30k
        turn(s, B, [3] * 8, 3)  # $30k

    s = _two_player_game(round_one)
    assert s.scores() == [30, 30] and s.winners() == [A, B]


def test_no_winner_before_the_end_and_nothing_after():
    s = vegas.new_game("las_vegas", 2)
    assert s.winners() == []
    s = _two_player_game(lambda s: (turn(s, A, [2] * 8, 2), turn(s, B, [4] * 8, 4)))
    assert s.scores() == [30, 90] and s.winners() == [B]
    e = raises(vegas.IllegalAction, s.apply, 0)
    assert "over" in str(e)


def test_result_note_explains_the_banknote_tie_break():
    from vegas.las_vegas.codes import PH_OVER

    s = vegas.new_game("las_vegas", 3)
    assert s.result_note() == ""  # not over yet
    s.phase = PH_OVER
    s.money, s.notes_won = [100, 100, 50], [3, 4, 2]
    assert s.winners() == [1]
    assert s.result_note() == "Tie on money: the most banknotes (4) wins."
    s.notes_won = [4, 4, 2]
    assert s.winners() == [0, 1]
    assert s.result_note() == "Tie on money and on banknotes: the win is shared."
    s.money = [120, 100, 50]
    assert s.result_note() == ""
