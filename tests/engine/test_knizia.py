"""VEGAS (Knizia 1996): placing counters, the cards, Mary Chip and scoring (rulebook examples)."""

from kz_helpers import A, B, new, roll, table

import vegas
from helpers import decisions_after, raises
from vegas.knizia.codes import A_FRONT_MAN, A_GOOD_LUCK, A_MARY_CARD, A_PASS, A_ROLL, A_SPACE, A_TABLE


def test_start_pawns_in_turn_order_at_any_table():
    s = vegas.new_game("knizia", 3, first_player=1)
    assert s.to_move() == 1 and s.legal_actions() == list(range(14))
    for t in (5, 5, 9):  # seats 1, 2, 0: two at the same table is allowed
        s.apply(t)
    assert s.view(0)["pawns"] == (9, 5, 5)
    assert s.to_move() == 1 and s.view(0)["phase"] == "turn"


def test_a_free_space_must_be_taken_with_a_choice_among_several():
    s = new([2, 2])  # table 3: two rows of 1-6
    roll(s, 4)
    assert s.view(0)["phase"] == "space" and s.legal_actions() == [A_SPACE + 3, A_SPACE + 9]
    s.apply(A_SPACE + 9)
    assert table(s, 2)[9] == 1 and s.view(0)["counters"] == (19, 20)
    assert s.to_move() == B


def test_replacing_an_opponents_counter_and_all_own_spaces_give_nothing():
    s = new([5, 5])  # table 6: 1, 2, 3/4, 5/6
    roll(s, 2)  # A takes the 2
    roll(s, 2)  # no free 2: B replaces A's counter, which goes back to A
    assert table(s, 5) == (0, 2, 0, 0) and s.view(0)["counters"] == (20, 19)
    roll(s, 3)  # double-numbered space: a 3 or a 4
    roll(s, 4)  # the 3/4 space holds A's counter: B replaces it
    assert table(s, 5) == (0, 2, 2, 0)
    s.apply(A_TABLE + 7)  # A moves away (a whole turn)
    roll(s, 2)  # every 2 space holds B's own counter: no benefit
    assert table(s, 5) == (0, 2, 2, 0) and s.view(0)["counters"] == (20, 18)
    assert s.to_move() == A


def test_a_six_at_a_table_without_six_is_a_joker_on_any_space():
    s = new([1, 1])  # table 2: 1/2, 3/4, 5 (no 6)
    roll(s, 5)
    s.apply(A_ROLL)
    s.apply(6)
    assert s.legal_actions() == [A_SPACE + 0, A_SPACE + 1, A_SPACE + 2]
    assert "replace" in s.action_text(A_SPACE + 2)
    s.apply(A_SPACE + 2)  # nasty: kick A's counter out
    assert table(s, 1) == (0, 0, 2) and s.view(0)["counters"] == (20, 19)


def test_good_luck_card_places_then_rolls_zilly_zocker():
    s = new([3, 0])
    s.apply(A_GOOD_LUCK + 1)  # Good Luck 2: a counter on the 2 space of table 4
    assert table(s, 3) == (0, 1, 0, 0, 0)
    v = s.view(B)
    assert v["good_luck"][A] == (1, 3, 4, 5, 6) and v["phase"] == "roll"  # then she rolls
    s.apply(3)
    assert table(s, 3) == (0, 1, 1, 0, 0) and s.to_move() == B
    s.apply(A_ROLL)
    s.apply(2)
    assert A_GOOD_LUCK + 1 not in s.legal_actions() and A_GOOD_LUCK in s.legal_actions()


def test_good_luck_six_joker_on_a_one_space_does_not_move_mary_chip():
    s = new([1, 1])
    s.apply(A_GOOD_LUCK + 5)
    assert len(s.legal_actions()) == 3  # a joker: any space
    s.apply(A_SPACE + 0)  # the 1/2 space
    assert s.view(0)["mary"] == 0 and s.view(0)["phase"] == "roll"


def test_a_rolled_one_places_first_then_mary_chip_scores_the_next_table():
    s = new([0, 0])  # table 1 is Mary Chip's first stop
    roll(s, 2)
    roll(s, 1, space=4)  # B: two free 1 spaces; then Mary Chip moves to table 1 and scores it
    v = s.view(0)
    # 1-1: tied, B's counter is on the lower space (1 against A's 2)
    assert v["mary"] == 1 and v["chips"][0] == B and v["gold"] == (0, 7)
    assert v["counters"] == (20, 20) and v["scored"] == ((0, B),)


def test_mary_chip_card_on_empty_tables_then_a_multi_row_tie_discards_the_chip():
    s = new([2, 2])  # table 3: two rows 1-6
    roll(s, 1, space=0)  # A on a 1; Mary Chip reaches table 1: no counters, chip discarded
    assert s.view(0)["mary"] == 1 and s.view(0)["chips"][0] == -1
    roll(s, 1)  # B on the other 1 (no choice left); Mary Chip discards table 2
    roll(s, 5, space=4)
    roll(s, 6, space=5)
    s.apply(A_MARY_CARD)  # A: Mary Chip reaches table 3 and scores it; A's turn ends
    v = s.view(0)
    assert v["mary"] == 3 and v["chips"][2] == -1  # 2-2, both on a 1: discarded
    assert v["counters"] == (20, 20) and v["gold"] == (0, 0)
    assert s.to_move() == B and v["mary_card"] == (False, True)


def test_mary_chip_card_on_an_empty_table_then_roll_as_normal():
    s = new([3, 3])
    s.apply(A_MARY_CARD)  # table 1 empty: chip discarded, not a scoring
    assert s.view(0)["phase"] == "roll" and s.to_move() == vegas.CHANCE
    s.apply(3)
    assert s.to_move() == B


def test_one_row_tie_goes_to_the_lowest_space_and_a_full_table_scores_at_once():
    s = new([7, 7])  # table 8: 1 2 3 4 5 6 in one row
    roll(s, 1)  # (Mary Chip discards the empty table 1)
    roll(s, 2)
    roll(s, 4)
    roll(s, 3)
    roll(s, 5)
    roll(s, 6)  # full: 3-3, A holds the lowest space (1)
    v = s.view(0)
    assert v["chips"][7] == A and v["gold"] == (6, 0) and v["counters"] == (20, 20)
    assert v["scored"][-1] == (7, A) and s.to_move() == A
    # pawns at a scored table must move
    assert s.legal_actions() == [A_TABLE + t for t in range(1, 14) if t != 7]
    raises(vegas.IllegalAction, s.apply, A_ROLL)


def test_a_rolled_one_that_fills_a_table_ends_the_turn_before_mary_chip_moves():
    s = new([1, 1])  # table 2: 1/2, 3/4, 5
    roll(s, 3)
    roll(s, 5)
    roll(s, 1)  # fills it: scored at once (A 2, B 1), the turn is over
    v = s.view(0)
    assert v["chips"][1] == A and v["gold"] == (3, 0) and v["mary"] == 0
    s.apply(A_TABLE + 3)  # B must move
    s.apply(A_TABLE + 3)  # and so must A
    s.apply(A_MARY_CARD)  # B: Mary Chip reaches table 1 (empty) ...
    s.apply(4)
    s.apply(A_MARY_CARD)  # A: ... and skips scored table 2 to reach table 3 (empty)
    assert s.view(0)["mary"] == 3 and s.view(0)["chips"][:3] == (-1, A, -1)


def test_front_man_places_the_counter_at_another_table():
    s = new([7, 7])
    s.apply(A_FRONT_MAN)
    assert 7 not in s.legal_actions() and A_TABLE + 3 in s.legal_actions()
    s.apply(A_TABLE + 3)
    s.apply(2)
    assert table(s, 3) == (0, 1, 0, 0, 0) and s.view(0)["pawns"] == (7, 7)
    assert s.view(0)["front_men"] == (2, 3)


def test_out_of_counters_mary_chip_card_move_or_pass():
    s = new([4, 4])
    s.supply[A] = 0  # (white box: as if all 20 were on the board)
    assert s.legal_actions() == [A_TABLE + t for t in range(14) if t != 4] + [A_MARY_CARD, A_PASS]
    s.apply(A_PASS)
    assert s.to_move() == B


def test_nobody_able_to_act_moves_mary_chip_on_by_herself():
    s = new([4, 4])
    s.occ[0] = 1  # (white box: A's counter on table 1; nobody else has a counter or a Mary card)
    s.supply = [0, 0]
    s.mary_card = [0, 0]
    s.apply(A_PASS)
    v = s.view(0)
    assert v["mary"] == 1 and v["chips"][0] == A and v["counters"] == (1, 0)
    assert s.to_move() == B


def test_a_round_of_turns_with_everyone_out_of_counters_moves_mary_chip_on():
    s = new([4, 4])
    s.occ[0] = 1  # (white box: A's counter on table 1; A keeps a Mary Chip card)
    s.supply = [0, 0]
    s.mary_card = [1, 0]
    assert A_MARY_CARD in s.legal_actions()
    s.apply(A_PASS)  # A keeps the card: B may still act
    assert s.view(0)["mary"] == 0 and s.to_move() == B
    s.apply(A_PASS)  # a whole round without her moving
    v = s.view(0)
    assert v["mary"] == 1 and v["chips"][0] == A and v["counters"] == (1, 0)
    assert v["mary_card"] == (True, False) and s.to_move() == A


def test_a_rolled_one_moves_mary_chip_even_with_nowhere_to_place():
    s = new([1, 1])  # table 2: 1/2, 3/4, 5
    roll(s, 1)  # A on the 1/2 space; Mary Chip discards the empty table 1
    s.apply(A_TABLE + 3)  # B moves away
    roll(s, 1)  # the only 1 space holds A's own counter: nothing placed, but Mary Chip moves
    v = s.view(0)
    assert v["mary"] == 2 and v["chips"][:2] == (-1, A) and v["gold"] == (3, 0)


def test_the_reconstructed_board_follows_the_known_rules():
    from vegas.knizia.data import TABLES
    from vegas.knizia.tables import SPACE_LOW, TABLE_START, has_six, table_value

    assert len(TABLES) == 14
    sizes = [table_value(t) for t in range(14)]
    assert min(sizes) == 3 and max(sizes) == 15
    assert sum(1 for t in range(14) if not has_six(t)) >= 3
    assert sum(1 for t in TABLES for r in t for sp in r.split() if len(sp) == 2) >= 5  # doubles
    for t, rows in enumerate(TABLES):
        assert 1 <= len(rows) <= 3
        numbers = set("".join("".join(r.split()) for r in rows))
        assert set("12345") <= numbers, "table %d must take 1-5" % (t + 1)
        if len(rows) == 1:  # one-row ties always resolve
            lows = [SPACE_LOW[i] for i in range(TABLE_START[t], TABLE_START[t + 1])]
            assert len(set(lows)) == len(lows)


def test_estimate_pays_each_open_table_to_its_leader_now():
    from kz_helpers import new, roll

    from vegas.knizia.tables import table_value

    s = new([5, 5])
    roll(s, 2)  # A places a counter at table 5 and leads it
    est = s.estimate()
    assert s.scores() == [0, 0] and est == [table_value(5), 0]


def test_bot_rollouts_roll_at_the_pawns_table_in_most_turns_that_may():
    from vegas.knizia.codes import PH_TURN
    from vegas.rng import Rng

    rolled = turns = 0
    for seed in range(4):
        d = new([seed, 13 - seed]).rollout(Rng(seed))  # no limit: to the end
        assert d.is_over()
        step = new([seed, 13 - seed])
        for a in d.history[2:]:
            if step.phase == PH_TURN and step.legal_actions()[-1] >= A_ROLL:  # roll, or pass
                turns += 1
                rolled += a >= A_ROLL
            step.apply(a)  # every step legal
        assert step.gold == d.gold
    # 9 in 10 by the policy, and a uniform pick among 20-odd actions now and then
    assert turns > 200 and 0.85 * turns < rolled < turns, (rolled, turns)
    s = new([2, 9])
    for seed in range(6):  # a short rollout stops before its 5th decision
        d = s.clone().rollout(Rng(seed), 4)
        assert decisions_after(s, d) == 4 and d.to_move() >= 0
