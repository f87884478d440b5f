"""Las Vegas Royale tiles E-H: trigger, reward and the interactions each text names."""

from ry_helpers import A, B, C, black, finish_turns, new, one, pay, rewards, roll, turn
from vegas.rng import Rng
from vegas.royale.data import (
    BLACK_BOX,
    DOUBLE_DOWN,
    HANDICARP,
    JACKPOT,
    KNOCKOUT,
    MY_CHOICE,
    NICE_DICE,
    NO_ENTRY,
)

AT_SUPPLY, AT_BAR, AT_DOUBLE, AT_NICE, AT_GOLD = 6, 7, 8, 9, 10


def test_no_entry_closes_a_casino_and_moves_the_counter_for_a_reward():
    s = new(2, faces=[NO_ENTRY])
    one(s, A, 1)
    assert s.legal_actions() == [1, 2, 3, 4, 5]  # not its own casino; the first time it must go
    s.apply(3)  # casino 4 closed; the first space pays nothing
    assert s.view(0)["no_entry"] == (3, 1) and s.scores()[A] == 20
    roll(s, [4, 4, 5, 5, 5, 5, 5], 4)
    assert s.legal_actions() == [4, 6]  # Ben may not add dice to casino 4
    s.apply(4)
    one(s, A, 1)
    assert s.legal_actions() == [1, 2, 4, 5, 6]  # move it elsewhere, or leave it
    s.apply(6)  # leaves it: no counter move, no reward
    assert s.view(0)["no_entry"] == (3, 1) and s.scores()[A] == 20
    roll(s, [4, 4], 4)  # every rolled number is closed: the turn passes, no chip paid (ruling)
    assert s.legal_actions() == [8]
    s.apply(8)
    assert s.view(0)["chips"][B] == 2 and s.view(0)["supply"][B] == 2 and s.view(0)["current"] == A
    one(s, A, 1)
    s.apply(1)  # moved to casino 2: the counter's next space, 1 chip
    assert s.view(0)["no_entry"] == (1, 2) and s.view(0)["chips"][A] == 3


def test_knockout_each_opponent_puts_a_die_in_the_bar_and_the_activator_takes_theirs_back():
    s = new(3, faces=[KNOCKOUT])
    one(s, A, 1)
    assert s.to_move() == B and s.legal_actions() == [0, 1]  # Ben chooses his die ...
    s.apply(1)  # ... the Biggy
    assert s.to_move() == C
    s.apply(0)  # Carla a normal die
    v = s.view(0)
    assert v["biggy_at"][B] == AT_BAR and v["knockout_bar"] == (0, 0, 1) and v["supply"] == (6, 7, 6)
    one(s, B, 1)  # Ben's turn: Carla and Anna give; Ben gets his Biggy back
    s.apply(0)  # Carla (left of Ben) first
    s.apply(0)  # then Anna
    v = s.view(0)
    assert v["biggy_at"][B] == AT_SUPPLY and v["knockout_bar"] == (1, 0, 2) and v["supply"] == (5, 6, 5)
    one(s, C, 1)  # Carla: Anna gives (her second), Ben gives; Carla takes back her 2 dice
    s.apply(0)
    s.apply(0)
    v = s.view(0)
    assert v["knockout_bar"] == (2, 1, 0) and v["supply"] == (4, 5, 6)
    one(s, A, 1)  # Anna takes her 2 back; Ben and Carla give
    s.apply(0)
    s.apply(0)
    assert s.view(0)["knockout_bar"] == (0, 2, 1)
    one(s, B, 1)  # Ben has 2 in the bar, takes them back; Carla then Anna give
    s.apply(0)
    assert s.to_move() == A
    s.apply(0)
    assert s.view(0)["knockout_bar"] == (1, 0, 2)


def test_knockout_biggy_counts_one_in_the_bar_and_bar_dice_do_not_score():
    s = new(2, faces=[KNOCKOUT])
    one(s, A, 1)
    s.apply(1)  # Ben's Biggy to the bar
    one(s, B, 6)
    one(s, A, 1)  # Ben has only normal dice left: one goes to the bar without a question
    assert s.view(0)["knockout_bar"] == (0, 1)
    one(s, B, 6)
    one(s, A, 1)  # Ben has 2 in the bar: nothing more
    assert s.view(0)["knockout_bar"] == (0, 1) and s.view(0)["biggy_at"][B] == AT_BAR
    finish_turns(s, 5)
    assert pay(s, 6)[0] == (B, 100)


def test_handicarp_blank_die_to_the_tile_for_a_reward_option_and_skip():
    s = new(2, faces=[HANDICARP, JACKPOT])
    assert [s.view(0)["casino_dice"][c][3] for c in range(6)] == [1, 1, 1, 2, 2, 2]
    one(s, A, 1)
    legal = s.legal_actions()
    assert legal[-1] == 18 and 5 * 3 + 0 in legal and 0 * 3 + 2 in legal
    s.apply(5 * 3 + 0)  # a blank from casino 6, onto a chip picture
    v = s.view(0)
    assert v["chips"][A] == 3 and v["casino_dice"][5][3] == 1 and v["handicarp"] == (1, 3, 4)
    one(s, B, 1)
    s.apply(18)  # no blank die: no reward
    assert s.view(0)["chips"][B] == 2 and s.view(0)["handicarp"] == (1, 3, 4)
    one(s, A, 1)
    s.apply(4 * 3 + 2)  # the option: turn a die and place it (no activation), or take one back
    assert s.legal_actions()[:12] == list(range(12)) and 12 + 0 * 2 + 0 in s.legal_actions()
    s.apply(1 * 6 + 1)  # the Biggy turned to 2: casino 2's Jackpot does not activate
    assert s.chance_kind() == "roll" and s.view(0)["biggy_at"][A] == 1
    one(s, B, 1)
    s.apply(3 * 3 + 2)
    s.apply(12 + 0 * 2 + 0)  # Ben takes a die back from casino 1
    assert s.view(0)["casino_dice"][0][B] == 1 and s.view(0)["supply"][B] == 6


def test_handicarp_blank_dice_and_neutral_dice_are_different_imaginary_players():
    s = new(2, faces=[HANDICARP], neutral=True, neutral_roll=[4, 4, 5, 5, 6, 6, 6, 6])
    one(s, A, 4)  # casino 4: Anna 1, blank 2, neutral 2: the imaginary players cancel
    finish_turns(s, 1)
    assert pay(s, 4) == [(A, 70), (-1, 60)]


def test_black_box_left_neighbour_splits_the_winner_picks_blind():
    s = new(3, faces=[BLACK_BOX])
    one(s, A, 1)  # Anna wins casino 1
    finish_turns(s, 6)
    assert s.to_move() == B  # the player to the winner's left splits
    assert len(s.legal_actions()) == 62
    s.apply(0b000011)  # 2 chips and $0 on the left; $40k-$100k on the right
    assert s.to_move() == A
    assert s.view(A)["black_box"] == (A, 2) and s.view(B)["black_box"] == (A, 0b000011)
    assert s.view(C)["black_box"] == (A, 2)
    assert {s.determinize(A, Rng(i)).box_mask for i in range(40)} != {0b000011}
    assert {bin(s.determinize(A, Rng(i)).box_mask).count("1") for i in range(40)} == {2}
    assert s.legal_actions() == [0, 1] and s.action_text(0) == "the left pile (2 tokens)"
    s.apply(1)
    assert s.view(0)["black_box_last"] == (1, 0b111100)
    # the payout screen's record: each token of the pile taken, at casino 1, for Anna
    assert sorted(rewards(s, 1)) == [(A, 40), (A, 60), (A, 80), (A, 100)]  # noted for the payout screen
    # The tokens, casino 1's $30k, casino 6's $100k (Ben and Carla cancel there), 2 + 2 chips.
    assert s.scores()[A] == 40 + 60 + 80 + 100 + 30 + 100 + 40


def test_black_box_bots_split_three_and_three_as_even_as_can_be_and_pick_either_pile():
    import vegas.ai

    s = new(3, faces=[BLACK_BOX])
    one(s, A, 1)
    finish_turns(s, 6)
    mix = s.secret_mix()
    assert len(mix) == len(s.legal_actions()) == 62
    splits = [m for m, w in zip(s.legal_actions(), mix) if w]
    worth = (20, 0, 40, 60, 80, 100)  # 2 chips at $10k each, $0, $40k-$100k
    for m in splits:  # three and three; the piles $140k and $160k, the nearest to even the tokens allow
        left = [worth[i] for i in range(6) if m >> i & 1]
        assert len(left) == 3 and sum(left) in (140, 160)
        assert 63 ^ m in splits  # either side alike: the piles' sizes tell the picker nothing
    assert len(splits) == 6
    # no other three-and-three split is nearer even (royale_data.BLACK_BOX_EVEN, derived from the tokens)
    assert min(abs(300 - 2 * sum(worth[i] for i in range(6) if m >> i & 1)) for m in range(1, 63)
               if m not in splits and sum(1 for i in range(6) if m >> i & 1) == 3) > 20
    picked = {vegas.ai.new_bot("royale", "normal", seed=i).choose(s) for i in range(30)}
    assert picked <= set(splits) and len(picked) > 2
    s.apply(0b000011)  # a human's split: 2 chips and $0 on the left
    assert s.secret_mix() == [1, 1]  # whatever the sizes, either pile evenly: no rule to exploit
    assert {vegas.ai.new_bot("royale", "normal", seed=i).choose(s) for i in range(30)} == {0, 1}


def test_double_down_moves_dice_to_the_tile_which_pays_like_a_casino():
    s = new(2, faces=[DOUBLE_DOWN])
    turn(s, A, [1, 1, 1, 6, 6, 6, 6], 1, 1)
    assert s.legal_actions() == list(range(8))  # 0-3 dice, with or without the Biggy
    assert s.action_text(5) == "move 2 dice + Biggy to the tile"
    s.apply(5)
    v = s.view(0)
    assert v["double_down"] == (2, 0) and v["biggy_at"][A] == AT_DOUBLE and v["casino_dice"][0][A] == 1
    turn(s, B, [1, 1, 6, 6, 6, 6, 6], 6, 1)
    s.apply(2)  # Ben moves 1 of his 2
    finish_turns(s, 6)
    # Casino 1: Anna 1, Ben 1: they cancel. The tile: Anna 4, Ben 1: $60k and $30k.
    assert pay(s, 1) == [(-1, 30), (-1, 30)]
    assert rewards(s, 1) == [(A, 60), (B, 30)]  # noted for the payout screen
    assert s.scores() == [60 + 40 + 40, 30 + 40 + 100]  # (Ben also won casino 6 with 6 + Biggy)


def test_nice_dice_rolled_die_to_its_space_displacing_without_activation():
    s = new(2, faces=[NICE_DICE, JACKPOT])
    turn(s, A, [1, 3, 6, 6, 6, 6, 6], 2, 1)
    assert s.legal_actions() == [0, 1, 3, 6, 8]  # keep; the 1 placed; the 3; a 6; the Biggy's 2
    s.apply(8)  # the Biggy (showing 2) to space 2
    assert s.view(0)["biggy_at"][A] == AT_NICE and s.view(0)["nice_dice"][1] == A * 2 + 2
    turn(s, B, [1, 2, 6, 6, 6, 6, 6], 6, 1)
    s.apply(2)  # Ben's 2 to space 2: Anna's Biggy goes to casino 2, whose Jackpot stays quiet
    assert s.view(0)["biggy_at"][A] == 1 and s.chance_kind() == "roll"
    finish_turns(s, 5)
    # Ben: 2 + 2 chips, space 2's 2 chips, casino 5's $90k (7 dice to 6); Anna: casino 2 with
    # the displaced Biggy ($60k), casino 5's $50k, 2 + 2 chips.
    assert s.scores() == [60 + 50 + 40, 20 + 20 + 20 + 90]


def test_my_choice_rewards_other_tile_option_and_gold_space():
    s = new(2, faces=[MY_CHOICE, JACKPOT])
    one(s, A, 1)
    black(s, 1, 2)
    assert s.legal_actions() == [0, 1] and s.action_text(1) == "use 2: +2 chips"
    s.apply(1)
    assert s.view(0)["chips"][A] == 4
    one(s, B, 1)
    black(s, 4, 4)  # a double: one result, used at once (activate another tile)
    assert s.legal_actions() == [1] and s.action_text(1) == "activate casino 2 (A2 Jackpot)"
    s.apply(1)
    black(s, 3, 4)
    assert s.scores()[B] == 20 + 30
    one(s, A, 1)
    black(s, 6, 5)
    s.apply(5)  # the gold space: a die of the supply onto it
    assert s.legal_actions() == [0, 1]
    s.apply(1)
    assert s.view(0)["gold"] == A * 2 + 2 and s.view(0)["biggy_at"][A] == AT_GOLD
    one(s, B, 1)
    black(s, 6, 6)  # Ben takes the gold space: Anna's Biggy goes home
    s.apply(0)  # (a normal die)
    assert s.view(0)["gold"] == B * 2 + 1 and s.view(0)["biggy_at"][A] == AT_SUPPLY
    one(s, A, 1)
    black(s, 5, 1)
    s.apply(4)  # turn a die and place it, or take one back
    s.apply(12 + 0 * 2)  # a die back from casino 1
    assert s.view(0)["casino_dice"][0][A] == 2 and s.view(0)["supply"][A] == 5


def test_my_choice_cannot_activate_a_tile_at_a_closed_casino():
    s = new(2, faces=[MY_CHOICE, NO_ENTRY, JACKPOT])
    one(s, A, 2)
    s.apply(2)  # No Entry closes casino 3 (Jackpot)
    one(s, B, 1)
    black(s, 4, 1)
    s.apply(3)
    assert s.legal_actions() == [1]  # only No Entry's tile; Jackpot's casino is closed
    s.apply(1)
    assert s.legal_actions() == [0, 3, 4, 5, 6]  # move the token (not to its own casino), or leave it
    assert s.view(0)["no_entry"][0] == 2
