"""Las Vegas Royale's basic game: the rulebook's examples and rules, through forced chance outcomes."""

import vegas
from helpers import raises
from ry_helpers import NOTES, A, B, C, D, deal_cards, finish_turns, new, pay, roll, turn
from vegas.dice import roll_code
from vegas.royale.data import CARD_COUNTS, CARD_VALUES


def test_pairs_sorted_by_total_and_equal_totals_by_the_higher_card():
    s = new(2)
    assert [tuple(n) for n in s.view(0)["casino_notes"]] == list(NOTES)
    # 100+40 and 90+50 both total 140: the pair with the $100k card lies at casino 6.


def test_each_player_has_seven_dice_and_the_biggy_and_two_chips():
    s = new(3)
    v = s.view(0)
    assert v["supply"] == (7, 7, 7) and v["biggy_at"] == (6, 6, 6) and v["chips"] == (2, 2, 2)
    assert s.dice_to_roll() == (7, 1)


def test_bens_example_all_dice_of_the_chosen_number():
    # "Ben rolls his remaining 5 dice: four 3s and a 5. He chooses the four 3s and places them
    # all (he is not allowed to place less than all four)."
    s = new(2, first=B)
    turn(s, B, [1, 1, 2, 2, 2, 2, 2], 1, 1)  # two 1s and the Biggy: 5 dice left
    assert s.view(0)["supply"][B] == 5 and s.view(0)["biggy_at"][B] == 0
    turn(s, A, [6] * 7, 6, 6)
    roll(s, [3, 3, 3, 3, 5])
    assert s.legal_actions() == [2, 4, 6]  # casino 3, casino 5, or pay a chip
    s.apply(2)
    assert s.view(0)["casino_dice"][2][B] == 4 and s.view(0)["supply"][B] == 1


def test_biggy_is_placed_with_the_dice_of_its_number_and_counts_two():
    s = new(2)
    assert s.dice_left(A) == 9  # (what a bot's prior counts: seven dice, the Biggy as two)
    roll(s, [4, 4, 1, 1, 1, 1, 1], 4)
    assert s.action_text(3) == "2 dice + Biggy on casino 4"
    s.apply(3)
    assert s.count(3, A) == 4 and s.view(0)["biggy_at"][A] == 3
    assert s.dice_left(A) == 5 and s.dice_left(B) == 9


def test_pay_a_chip_to_pass_after_rolling():
    s = new(2)
    roll(s, [1, 2, 3, 4, 5, 6, 6], 2)
    assert 6 in s.legal_actions() and s.action_text(6) == "pay a chip to pass"
    s.apply(6)
    v = s.view(0)
    assert v["chips"] == (1, 2) and v["supply"][A] == 7 and v["biggy_at"][A] == 6 and v["current"] == B
    turn(s, B, [1] * 7, 1, 1)
    roll(s, [1] * 7, 1)
    s.apply(6)
    assert s.view(0)["chips"][A] == 0
    roll(s, [2] * 7, 2)  # Anna again (Ben is out of dice), out of chips: no more passing
    assert 6 not in s.legal_actions()


def test_players_out_of_dice_pass_the_rest_of_the_round():
    s = new(2)
    turn(s, A, [1] * 7, 1, 1)  # all of Anna's dice
    turn(s, B, [2, 3, 3, 3, 3, 3, 3], 3, 2)
    roll(s, [3] * 6, 3)  # Ben again: Anna has none left
    assert s.to_move() == B


def test_payout_example_1_ties_cancel():
    # Anna 5 dice, Ben 3, Carla 1 + Biggy (= 3), Denny 1: Ben and Carla remove their dice;
    # Anna wins the higher card, Denny the other.
    s = new(4)
    turn(s, A, [6, 6, 6, 6, 6, 1, 2], 3, 6)
    turn(s, B, [6, 6, 6, 1, 1, 1, 1], 2, 6)
    turn(s, C, [6, 1, 1, 1, 1, 1, 1], 6, 6)
    turn(s, D, [6, 2, 2, 2, 2, 2, 2], 1, 6)
    assert [s.count(5, i) for i in range(4)] == [5, 3, 3, 1]
    finish_turns(s, 1)
    assert pay(s, 6) == [(A, 100), (D, 40)]


def test_payout_example_2_everybody_ties():
    # Anna's Biggy, Carla's two dice; Ben and Denny one die each: all four remove their dice.
    s = new(4)
    turn(s, A, [1] * 7, 5, 5)
    turn(s, B, [5, 1, 1, 1, 1, 1, 1], 1, 5)
    turn(s, C, [5, 5, 1, 1, 1, 1, 1], 1, 5)
    turn(s, D, [5, 1, 1, 1, 1, 1, 1], 1, 5)
    finish_turns(s, 1)
    assert pay(s, 5) == [(-1, 90), (-1, 50)]
    under = s.view(0)["under_pile"]
    assert CARD_VALUES.index(90) in under and CARD_VALUES.index(50) in under


def test_runner_up_takes_the_lower_card_and_leftovers_go_under_the_pile():
    s = new(3)
    turn(s, A, [4, 4, 4, 1, 1, 1, 1], 1, 4)
    turn(s, B, [4, 4, 1, 1, 1, 1, 1], 1, 4)
    turn(s, C, [3] * 7, 3, 3)
    finish_turns(s, 2)
    assert pay(s, 4) == [(A, 70), (B, 60)]
    assert pay(s, 3) == [(C, 80), (-1, 40)]
    # The last payout: casinos 5 and 6 had no dice: their cards lie under the pile.
    assert pay(s, 6) == [(-1, 100), (-1, 40)]


def test_second_round_new_cards_two_more_chips_and_the_casino_6_winner_starts():
    s = new(2)
    turn(s, A, [1] * 7, 1, 1)
    turn(s, B, [6] * 7, 6, 6)  # both placed everything: the round is over
    assert s.round == 1 and s.view(0)["chips"] == (4, 4)
    assert s.chance_kind() == "card"
    deal_cards(s)
    assert s.view(0)["start_player"] == B  # Ben won casino 6's higher card
    assert s.view(0)["current"] == B


def test_start_falls_to_the_next_lower_casino_and_to_the_left_when_nobody_won():
    s = new(2)
    turn(s, A, [5] * 7, 5, 5)  # Anna wins casino 5; nobody is at casino 6
    turn(s, B, [1] * 7, 1, 1)
    assert s.round == 1
    deal_cards(s)
    assert s.view(0)["start_player"] == A
    s = new(2)
    turn(s, A, [1] * 7, 1, 1)
    turn(s, B, [1] * 7, 1, 1)  # a tie: nobody wins anything
    deal_cards(s)
    assert s.view(0)["start_player"] == B  # ruling: the next seat


def test_three_rounds_then_chips_are_worth_10k_and_ties_go_to_most_cards_and_chips():
    s = new(2)
    for _ in range(3):
        if s.chance_kind() == "card":
            deal_cards(s)
        finish_turns(s, 1)  # always a tie at casino 1: nobody earns anything
    assert s.is_over() and s.scores() == [60, 60] and s.winners() == [0, 1]
    assert s.result_note() == "Tie on money and on cards plus chips: the win is shared."
    # The same money, but more cards and chips: that player wins.
    t = s.clone()
    t.chips[0], t.hands[0 * 8 + CARD_VALUES.index(30)] = 3, 1  # $30k + 3 chips = $60k in 4
    t.chips[1] = 6
    assert t.scores() == [60, 60] and t.winners() == [1]
    assert t.result_note() == "Tie on money: the most cards and chips (6) wins."


def test_two_player_neutral_dice_example_1():
    # The $80k card is won by the neutral player (under the pile); Ben wins the $30k card.
    deal = (80, 30, 70, 40, 30, 30, 30, 30, 30, 30, 30, 30)  # 80/30 at casino 6, 70/40 at 5
    s = new(2, neutral=True, deal=deal, neutral_roll=[6, 6, 6, 5, 5, 1, 1, 1])
    v = s.view(0)
    assert v["casino_dice"][5][2] == 3 and v["casino_dice"][4][2] == 2
    turn(s, A, [1] * 7, 1, 1)
    turn(s, B, [6, 1, 1, 1, 1, 1, 1], 1, 6)
    finish_turns(s, 4)
    assert pay(s, 6) == [(-1, 80), (B, 30)]
    assert CARD_VALUES.index(80) in s.view(0)["under_pile"]


def test_two_player_neutral_dice_example_2():
    # Carla wins the $70k card, the neutral player the $40k card (under the pile); Ben nothing.
    deal = (80, 30, 70, 40, 30, 30, 30, 30, 30, 30, 30, 30)
    s = new(2, neutral=True, deal=deal, neutral_roll=[5, 5, 1, 1, 1, 1, 1, 1])
    turn(s, A, [5, 5, 5, 1, 1, 1, 1], 2, 5)  # Carla is seat 0 here: 3 dice
    turn(s, B, [5, 1, 1, 1, 1, 1, 1], 2, 5)  # Ben: 1 die
    finish_turns(s, 3)
    assert pay(s, 5) == [(A, 70), (-1, 40)]


def test_neutral_variant_is_two_players_only_and_can_be_turned_off():
    assert new(2, neutral=True, neutral_roll=[1] * 8).view(0)["casino_dice"][0] == (0, 0, 8, 0)
    s = new(2, neutral=False)
    assert s.chance_kind() == "roll"
    s = vegas.new_game("royale_basic", 3)  # on by default, but a 2-player variant
    deal_cards(s)
    assert s.chance_kind() == "roll"


def test_cards_conserved_and_pile_composition_public():
    s = new(3)
    v = s.view(0)
    assert sum(v["pile"]) == 90 - 12
    assert sum(CARD_VALUES[i] * (CARD_COUNTS[i] - v["pile"][i]) for i in range(8)) == sum(
        sum(n) for n in v["casino_notes"])


def test_bad_rolls_and_actions_are_refused_and_change_nothing():
    s = new(2)
    raises(vegas.IllegalAction, s.apply, roll_code([1] * 8))  # 8 normal dice: not this roll
    roll(s, [2] * 7, 2)
    raises(vegas.IllegalAction, s.apply, 0)  # no 1 was rolled
    e = raises(vegas.IllegalAction, s.apply, 9)
    assert "legal" in str(e)
    assert s.legal_actions() == [1, 6]


def test_basic_game_has_no_tiles_bank_or_black_dice():
    from helpers import step_random
    from vegas.rng import Rng

    s = vegas.new_game("royale_basic", 3)
    rng = Rng(5)
    while not s.is_over():
        assert s.chance_kind() in (None, "card", "roll") and s.view(0)["tiles"] == (-1,) * 6
        step_random(s, rng)
    assert sum(s.view(0)["bank"]) == 0 and sum(s.view(0)["set_aside"]) == 0


def test_payout_page_examples_casino_by_casino():
    # "Ben wins a $40,000 card. The other $40,000 card is put back under the pile."
    # "Carla wins the $70,000 card and Ben wins the $30,000 card. Denny gets nothing."
    # "Anna wins $80,000 and Denny wins $50,000."
    deal = (100, 90, 100, 80, 80, 50, 70, 30, 40, 40, 30, 30)  # 40/40 at 2, 70/30 at 3, 80/50 at 4
    s = new(4, deal=deal)
    turn(s, A, [4, 4, 4, 1, 1, 1, 1], 1, 4)
    turn(s, B, [2, 3, 3, 6, 6, 6, 6], 6, 2)
    turn(s, C, [3, 3, 3, 6, 6, 6, 6], 6, 3)
    turn(s, D, [3, 4, 4, 6, 6, 6, 6], 6, 4)
    turn(s, A, [1, 1, 1, 1], 1, 1)
    turn(s, B, [3, 3, 6, 6, 6, 6], 6, 3)
    turn(s, C, [6, 6, 6, 6], 6, 6)
    turn(s, D, [3, 6, 6, 6, 6], 6, 3)
    finish_turns(s, 5)
    assert pay(s, 2) == [(B, 40), (-1, 40)]
    assert pay(s, 3) == [(C, 70), (B, 30)]
    assert pay(s, 4) == [(A, 80), (D, 50)]
