"""Las Vegan (2022) for 3-5 players: dealing, tricks, following suit, the 0s, rounds, views."""

from lvn_helpers import B, G, P, R, assert_to_move, card, deal, finish_round, play

import vegas
from helpers import raises, step_random
from vegas.las_vegan.text import tricks
from vegas.las_vegan.tricks import trick_winner
from vegas.rng import Rng

LUDO, FANNY, BAPTISTE = 0, 1, 2


def test_example_1_highest_card_of_the_led_colour_takes_the_trick():
    s = deal(3, [[card(P, 2)], [card(P, 5)], [card(P, 9)]])
    play(s, card(P, 2), card(P, 5), card(P, 9))
    v = s.view(LUDO)
    assert v["last_trick"] == (((0, card(P, 2)), (1, card(P, 5)), (2, card(P, 9))), BAPTISTE)
    assert v["tricks"] == (0, 0, 1) and v["taken"][BAPTISTE] == (card(P, 2), card(P, 5), card(P, 9))
    assert tricks(v["played"]) == (v["last_trick"],)  # the round's tricks so far
    assert_to_move(s, BAPTISTE)  # the trick's winner leads the next one


def test_example_2_the_last_zero_of_another_colour_takes_the_trick():
    reds = [card(R, v) for v in range(10)]  # Ludo holds every red: the others cannot follow
    s = deal(3, [reds, [card(P, 0)], [card(G, 0)]])
    play(s, card(R, 4), card(P, 0), card(G, 0))
    assert s.view(0)["last_trick"][1] == BAPTISTE
    # had Baptiste played anything else, Fanny's 0 would have been the last one
    assert trick_winner([0, 1, 2], [card(R, 4), card(P, 0), card(G, 5)], False, -1) == FANNY
    assert trick_winner([0, 1, 2], [card(R, 4), card(P, 9), card(G, 5)], False, -1) == LUDO


def test_a_zero_of_the_led_colour_is_just_its_lowest_card():
    s = deal(3, [[card(R, 4)], [card(R, 0)], [card(R, 2)]])
    play(s, card(R, 4), card(R, 0), card(R, 2))
    assert s.view(0)["last_trick"][1] == LUDO
    # a led 0 is the led colour too: any higher card of that colour beats it
    assert trick_winner([0, 1, 2], [card(B, 0), card(B, 1), card(G, 9)], False, -1) == 1


def test_you_must_follow_the_led_colour_if_you_can():
    s = deal(3, [[card(R, 4)], [card(R, 8), card(P, 0)], []])
    play(s, card(R, 4))
    hand = s.view(FANNY)["hand"]
    assert s.legal_actions() == [c for c in hand if c // 10 == R]
    raises(vegas.IllegalAction, s.apply, card(P, 0))
    assert s.view(FANNY)["hand"] == hand  # refused: nothing lost


def test_a_player_without_the_colour_may_play_any_card():
    reds = [card(R, v) for v in range(10)]
    s = deal(4, [reds, [], [], []])
    play(s, card(R, 0))
    assert s.legal_actions() == list(s.view(FANNY)["hand"])


def test_deal_sizes_and_the_three_player_face_down_card():
    for n, size in ((3, 13), (4, 10), (5, 8)):
        s = deal(n, [[]] * n)
        v = s.view(0)
        assert v["hand_sizes"] == (size,) * n
        assert v["phase"] == "play" and v["pile_size"] == 0 and v["display"] == ()
    s = deal(3, [[]] * 3, keep_out=[card(B, 7)])  # the last card: face down, out of play
    seen = set()
    for p in range(3):
        seen |= set(s.view(p)["hand"])
    assert card(B, 7) not in seen and len(seen) == 39
    # a whole round is 13 tricks; the face-down card is never played or taken
    rng = Rng(4)
    most = 0
    while s.view(0)["round"] == 0 and s.to_move() != vegas.OVER:
        v = s.view(0)
        assert card(B, 7) not in sum(v["taken"], ()) + tuple(c for _, c in v["trick"])
        most = max(most, sum(v["tricks"]))
        step_random(s, rng)
    assert most >= 12  # (the 13th trick ends the round at once)


def test_the_winner_of_the_last_trick_starts_the_next_round_with_new_machines():
    s = deal(5, [[]] * 5, first=3)
    assert_to_move(s, 3)
    first_machines = set(s.view(0)["machines"])
    finish_round(s, Rng(11))
    v = s.view(0)
    assert v["round"] == 1 and v["phase"] == "machine"
    assert v["starter"] == v["last_trick"][1]
    assert v["cabbages"] == tuple(max(0, 15 + c) for c in v["changes"])
    rng = Rng(5)
    while s.chance_kind() is not None:
        s.apply(s.sample_chance(rng))
    assert_to_move(s, v["starter"])
    machines = set(s.view(0)["machines"])
    assert len(machines) == 3 and not machines & first_machines
    assert not (machines | first_machines) & set(s.view(0)["machines_left"])


def test_views_hide_other_hands():
    a = deal(4, [[card(R, 1)], [card(R, 2)], [card(R, 3)], [card(R, 4)]])
    b = deal(4, [[card(R, 1)], [card(R, 3)], [card(R, 4)], [card(R, 2)]])
    assert a.view(0) == b.view(0)
    assert a.view(1) != b.view(1)
    assert b.view(1)["hand"][0] == card(R, 3)
