"""Las Vegas Royale tiles A-D: trigger, reward and the interactions each text names."""

import vegas
from ry_helpers import A, B, C, black, finish_turns, new, one, pay, rewards, roll, turn
from vegas.rng import Rng
from vegas.royale import payout
from vegas.royale.data import (
    BAD_LUCK,
    BLOCK_IT,
    CARD_VALUES,
    FIFTY,
    HIGH_FIVE,
    JACKPOT,
    LUCKY,
    PAY_DAY,
    POWER,
    PRIME,
)

ONE = [1, 6, 6, 6, 6, 6, 6]  # one die on casino 1, the rest 6s


def _bank_total(s):
    return sum(CARD_VALUES[i] * n for i, n in enumerate(s.view(0)["bank"]))


def test_lucky_punch_hidden_tokens_guessed_by_the_left_neighbour():
    s = new(3, faces=[LUCKY])
    turn(s, A, ONE, 6, 1)
    assert s.to_move() == A and s.legal_actions() == [0, 1, 2]
    s.apply(2)  # three tokens in the fist
    assert s.to_move() == B  # the player to the left guesses
    assert s.view(A)["lucky_punch"] == 3 and s.view(B)["lucky_punch"] is None
    assert s.view(C)["lucky_punch"] is None
    # A bot guessing for Ben cannot know the tokens: his determinizations draw them anew.
    assert {s.determinize(B, Rng(i)).lucky for i in range(30)} == {1, 2, 3}
    assert {s.determinize(A, Rng(i)).lucky for i in range(5)} == {3}
    bank = _bank_total(s)
    s.apply(1)  # guesses 2: wrong, Anna gets the reward for 3 tokens
    assert s.scores()[A] == 20 + 40 and _bank_total(s) == bank - 40
    assert s.view(C)["lucky_last"] == (3, 2)


def test_lucky_punch_right_guess_pays_nothing_and_one_token_pays_two_chips():
    s = new(2, faces=[LUCKY])
    turn(s, A, ONE, 6, 1)
    s.apply(0)
    s.apply(0)  # Ben guesses 1: right
    assert s.scores() == [20, 20]
    turn(s, B, ONE, 6, 1)
    s.apply(0)  # Ben hides 1, Anna guesses 3
    s.apply(2)
    assert s.view(0)["chips"] == (2, 4)


def test_lucky_punch_bots_mix_their_secret_choice():
    s = new(2, faces=[LUCKY])
    turn(s, A, ONE, 6, 1)
    hide = s.secret_mix()
    assert len(hide) == 3 and hide[0] > hide[1] > hide[2]  # fewer tokens, smaller reward: hide it more
    s.apply(0)
    guess = s.secret_mix()
    assert guess[0] < guess[1] < guess[2]
    import vegas.ai

    picks = [vegas.ai.new_bot("royale", "normal", seed=i).choose(s) for i in range(60)]
    assert set(picks) == {0, 1, 2}  # a mix, not one predictable guess


def test_jackpot_track_pays_on_a_seven_or_a_double_and_stops_at_80k():
    s = new(2, faces=[JACKPOT])
    for i in range(6):  # six misses: $30k .. $80k, then it stays
        one(s, i % 2, 1)
        black(s, 1, 2)
    assert s.view(0)["jackpot"] == 5
    one(s, A, 1)
    black(s, 1, 2)
    assert s.view(0)["jackpot"] == 5 and s.scores()[A] == 20
    one(s, B, 1)
    black(s, 3, 4)  # a 7
    assert s.scores()[B] == 20 + 80 and s.view(0)["jackpot"] == 0
    one(s, A, 1)
    black(s, 2, 2)  # a double
    assert s.scores()[A] == 20 + 30 and s.view(0)["jackpot"] == 0


def test_prime_time_winner_places_black_dice_that_count_as_theirs():
    s = new(2, faces=[PRIME])
    turn(s, A, [1, 1, 3, 3, 3, 3, 3], 3, 1)
    turn(s, B, [1, 4, 6, 6, 6, 6, 6], 6, 1)
    turn(s, A, [3] * 5, 3, 3)
    turn(s, B, [4, 6, 6, 6, 6, 6], 6, 4)  # Ben alone on casino 4 ...
    turn(s, B, [6] * 5, 6, 6)
    assert s.chance_kind() == "black"  # Anna won casino 1: she throws the black dice
    black(s, 4, 5)
    assert s.to_move() == A and s.legal_actions() == [0, 1, 2, 3]
    assert s.action_text(1) == "a black die on casino 4"
    s.apply(1)  # ... until Anna's black die ties him there
    assert pay(s, 4) == [(-1, 70), (-1, 60)]
    assert pay(s, 1) == [(A, 30), (B, 30)]


def test_prime_time_needs_a_winner_and_its_dice_activate_nothing():
    s = new(2, faces=[PRIME, JACKPOT])
    turn(s, A, [1, 6, 6, 6, 6, 6, 6], 6, 1)
    turn(s, B, [1, 6, 6, 6, 6, 6, 6], 6, 1)
    finish_turns(s, 6)
    assert s.round == 1  # a tie at casino 1: no black dice, straight to the payout
    s = new(2, faces=[PRIME, JACKPOT])
    turn(s, A, [1, 1, 6, 6, 6, 6, 6], 6, 1)
    turn(s, B, [1, 6, 6, 6, 6, 6, 6], 6, 1)
    finish_turns(s, 6)
    black(s, 2, 2)
    assert s.legal_actions() == [0, 1, 3]  # a double: one die or both
    s.apply(3)  # two black dice on casino 2 (Jackpot): no activation (ruling)
    assert s.round == 1 and s.chance_kind() == "card"
    assert pay(s, 2) == [(A, 60)] + [(-1, 50)]


def test_fifty_fifty_stop_bet_and_the_same_number_loses():
    s = new(2, faces=[FIFTY])
    turn(s, A, ONE, 6, 1)
    black(s, 3, 3)  # 6: the counter moves to $0
    assert s.legal_actions() == [0, 1, 2] and s.action_text(0) == "stop and take nothing"
    s.apply(1)  # higher
    black(s, 4, 4)  # 8: won, the counter moves on
    assert s.action_text(0) == "stop and take 1 chip"
    s.apply(0)
    assert s.view(0)["chips"] == (3, 2) and s.view(0)["fifty_fifty"][0] == 0
    turn(s, B, ONE, 6, 1)
    black(s, 2, 3)
    s.apply(2)  # lower than 5 ...
    black(s, 1, 4)  # ... a 5 again: lost
    assert s.view(0)["fifty_fifty"][0] == 0 and s.view(0)["chips"] == (3, 2) and s.to_move() == vegas.CHANCE
    turn(s, A, [1, 6, 6, 6, 6, 6], 6, 1)
    black(s, 3, 4)
    s.apply(1)
    black(s, 1, 2)  # higher than 7 lost
    assert s.scores()[A] == 30


def test_fifty_fifty_top_space_must_stop_at_60k():
    s = new(2, faces=[FIFTY])
    turn(s, A, ONE, 6, 1)
    black(s, 1, 1)
    for total in (3, 4, 5, 6, 7):
        s.apply(1)
        black(s, 1, total - 1)
    assert s.legal_actions() == [0]
    s.apply(0)
    assert s.scores()[A] == 20 + 60


def test_high_five_fifth_die_or_three_and_the_biggy_then_100k_at_payout():
    s = new(2, faces=[HIGH_FIVE])
    turn(s, A, [1, 1, 1, 1, 6, 6, 6], 6, 1)  # four: not yet
    assert s.view(0)["high_five"] == -1
    turn(s, B, [1, 1, 1, 6, 6, 6, 6], 1, 1)  # three and the Biggy: Ben takes the token
    assert s.view(0)["high_five"] == B
    turn(s, A, [1, 6, 6], 6, 1)  # Anna's fifth: the token is gone
    assert s.view(0)["high_five"] == B
    finish_turns(s, 6)  # 5 dice each at casino 1: they cancel; the token still pays
    assert s.scores()[B] == 20 + 100 + 20  # (+ the next round's 2 chips)


def test_bad_luck_fewest_dice_including_zero_counted_before_ties_cancel():
    s = new(3, faces=[BAD_LUCK])
    turn(s, A, [1, 6, 6, 6, 6, 6, 6], 6, 1)
    turn(s, B, [1, 6, 6, 6, 6, 6, 6], 6, 1)  # Anna and Ben tie (their dice cancel) ...
    turn(s, C, [6] * 7, 6, 6)  # ... Carla has none there: she alone pays
    assert s.chance_kind() == "roll"
    roll(s, [6] * 6, 6)
    s.apply(5)
    assert s.to_move() == vegas.CHANCE  # (Ben rolls next)
    finish_turns(s, 6)  # Anna and Ben cancel at casino 6 (8 each), Carla (9) wins $100k ...
    won = s.view(0)["cards_won"]
    assert sum(won[A]) == sum(won[B]) == 0
    # ... and pays $50k with it, getting $50k change from the bank (no chip spent).
    assert won[C][CARD_VALUES.index(50)] == 1 and sum(won[C]) == 1 and s.view(0)["chips"][C] == 2 + 2
    assert rewards(s, 1) == [(C, -50)]  # Carla's fine, noted for the payout screen


def test_bad_luck_payer_short_of_money_pays_all_including_chips():
    s = new(2, faces=[BAD_LUCK])
    s.chips[B] = 2
    payout.fine(s, B, 50)
    assert s.chips[B] == 0 and s.scores()[B] == 0
    s.hands[A * 8 + CARD_VALUES.index(40)] = 1
    s.hands[A * 8 + CARD_VALUES.index(90)] = 1
    bank = list(s.bank)
    payout.fine(s, A, 50)  # the $90k card, $40k back in change: no chip spent
    assert s.chips[A] == 2 and s.scores()[A] == 40 + 40 + 20
    assert s.bank[CARD_VALUES.index(90)] == bank[CARD_VALUES.index(90)] + 1
    s.hands[A * 8 + CARD_VALUES.index(40)] = 1
    s.bank = bytearray(8)  # a bank with no change: exact with the $40k card and a chip
    payout.fine(s, A, 50)
    assert s.chips[A] == 1 and s.scores()[A] == 10


def test_pay_day_counts_casinos_with_own_dice():
    s = new(2, faces=[PAY_DAY])
    turn(s, A, [1, 6, 6, 6, 6, 6, 6], 6, 1)
    assert s.view(0)["chips"][A] == 3  # one casino: 1 chip
    turn(s, B, [6] * 7, 6, 6)
    turn(s, A, [2, 6, 6, 6, 6, 6], 6, 2)
    turn(s, A, [3, 6, 6, 6, 6], 6, 3)
    turn(s, A, [1, 6, 6, 6], 6, 1)  # casinos 1, 2, 3: $30k
    assert s.scores()[A] == 30 + 30


def test_power_play_token_majority_return_and_pass():
    s = new(2, faces=[POWER, JACKPOT])
    turn(s, A, [1, 1, 6, 6, 6, 6, 6], 6, 1)
    assert s.view(0)["power_play"] == A
    turn(s, B, [1, 1, 6, 6, 6, 6, 6], 6, 1)  # a tie: nobody has a clear majority
    assert s.view(0)["power_play"] == -1
    turn(s, A, [1, 6, 6, 6, 6], 6, 1)
    assert s.view(0)["power_play"] == A
    roll(s, [6, 6, 6, 6, 6], 6)  # Ben
    assert 7 not in s.legal_actions()
    s.apply(5)
    roll(s, [5, 5, 5, 5], 5)  # Anna may pass with the token: turn a die and place it
    assert 7 in s.legal_actions()
    s.apply(7)
    assert s.legal_actions() == list(range(12))  # a die or the Biggy, to any number
    s.apply(1)  # a die to casino 2: its tile (Jackpot) activates
    assert s.chance_kind() == "black"
    black(s, 3, 4)
    assert s.scores()[A] == 20 + 30 and s.view(0)["supply"][A] == 3 and s.view(0)["power_play"] == A
    assert s.view(0)["biggy_at"][A] == 6


def test_block_it_example_blank_dice_send_the_power_play_token_back():
    # Casino 2 (Power Play): 1 blue, 1 yellow, 2 red dice. 2 blank dice added: red returns the token,
    # and if it stays that way nobody wins money there.
    s = new(3, faces=[BLOCK_IT, POWER])
    turn(s, A, [2, 6, 6, 6, 6, 6, 6], 6, 2)
    turn(s, B, [2, 6, 6, 6, 6, 6, 6], 6, 2)
    turn(s, C, [2, 2, 6, 6, 6, 6, 6], 6, 2)
    assert s.view(0)["power_play"] == C
    turn(s, A, [1, 6, 6, 6, 6, 6], 6, 1)
    assert s.legal_actions() == [k * 6 + c for k in range(3) for c in range(6)]
    s.apply(1 * 6 + 1)  # the 2-dice cluster to casino 2
    v = s.view(0)
    assert v["power_play"] == -1 and v["casino_dice"][1][4] == 2 and v["block_it"] == (2, 1, 1)
    finish_turns(s, 6)
    assert pay(s, 2) == [(-1, 60), (-1, 50)]
