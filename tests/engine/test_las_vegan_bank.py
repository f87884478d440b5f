"""Las Vegan: the 2-player game against the Bank."""

from lvn_helpers import B, G, P, R, assert_to_move, card, deal, finish_round, play

import vegas
from helpers import raises
from vegas.las_vegan.codes import A_GOLD_MIN, A_PILE, A_TOKEN
from vegas.rng import Rng

LUDO, FANNY, BANK = 0, 1, 2
GREENS = [card(G, v) for v in range(10)]


def test_bank_example_no_card_of_the_led_colour_in_the_display():
    s = deal(2, [[card(G, 8)], [card(G, 1)]], display=[card(B, 7), card(P, 5), card(R, 3)])
    v = s.view(FANNY)
    assert v["hand_sizes"] == (12, 12) and v["pile_size"] == 13 and len(v["display"]) == 3
    play(s, card(G, 8), card(G, 1))
    assert_to_move(s, LUDO)  # the trick's leader plays for the Bank
    assert s.legal_actions() == [card(R, 3), card(P, 5), card(B, 7), A_PILE]
    assert s.action_text(A_PILE) == "Bank: top of the pile"
    s.apply(card(B, 7))
    assert s.chance_kind() == "draw"  # the display is refilled at once
    s.apply(card(G, 9))
    v = s.view(FANNY)
    assert v["display"] == (card(R, 3), card(P, 5), card(G, 9)) and v["pile_size"] == 12
    assert v["last_trick"][1] == LUDO  # green 8 is the highest green
    assert v["phase"] == "token" and s.to_move() == LUDO  # the Bank's 7 is in Ludo's trick


def test_the_bank_must_play_the_led_colour_from_its_display():
    s = deal(2, [[card(R, 2)], [card(R, 3)]], display=[card(R, 9), card(P, 1), card(R, 0)])
    play(s, card(R, 2), card(R, 3))
    assert s.legal_actions() == [card(R, 0), card(R, 9)]  # no pile: it has the colour
    raises(vegas.IllegalAction, s.apply, A_PILE)


def test_the_bank_may_play_the_top_of_the_pile_and_take_the_trick():
    s = deal(2, [[card(R, 2)], [card(R, 3)]], display=[card(P, 1), card(P, 2), card(B, 1)],
             keep_out=[card(G, 0)])
    play(s, card(R, 2), card(R, 3), A_PILE)
    s.apply(card(G, 0))  # the top card: a 0 of another colour, played last
    v = s.view(LUDO)
    assert v["last_trick"][1] == BANK and v["tricks"] == (0, 0, 1)
    assert v["display"] == (card(P, 1), card(P, 2), card(B, 1))
    assert s.chance_kind() == "draw"  # the Bank leads the next trick from the pile


def _bank_leads(zero_for_fanny):
    s = deal(2, [[card(R, 2), card(P, 0)], [card(R, 3), card(B, 0)]],
             display=[card(R, 9), card(P, 1), card(P, 2)], keep_out=GREENS)
    play(s, card(R, 2), card(R, 3), card(R, 9))
    s.apply(card(B, 8))  # refill
    assert s.view(0)["last_trick"][1] == BANK
    s.apply(card(G, 5))  # the Bank leads green 5 from the pile
    assert s.view(0)["phase"] == "secret"
    assert_to_move(s, LUDO)
    play(s, card(P, 0))
    assert_to_move(s, FANNY)
    assert s.view(FANNY)["trick"] == ((BANK, card(G, 5)), (LUDO, -1))  # chosen secretly
    assert s.view(LUDO)["trick"] == ((BANK, card(G, 5)), (LUDO, card(P, 0)))
    play(s, card(B, 0) if zero_for_fanny else card(B, 4))
    return s.view(FANNY)["last_trick"]


def test_after_the_bank_leads_both_choose_secretly_and_two_off_colour_zeros_go_to_the_bank():
    trick, winner = _bank_leads(True)
    assert winner == BANK and trick == ((BANK, card(G, 5)), (LUDO, card(P, 0)), (FANNY, card(B, 0)))
    trick, winner = _bank_leads(False)
    assert winner == LUDO  # one off-colour 0 takes the trick


def test_secret_choices_still_follow_the_led_colour():
    s = deal(2, [[card(R, 2), card(G, 1)], [card(R, 3)]], display=[card(R, 9), card(P, 1), card(P, 2)],
             keep_out=GREENS[2:])
    play(s, card(R, 2), card(R, 3), card(R, 9))
    s.apply(card(B, 8))
    s.apply(card(G, 5))
    assert s.legal_actions() == [card(G, 1)]  # his only green, though he holds eleven other cards


def test_the_banks_seven_takes_the_first_token_of_the_ascending_row():
    for throw, placed in ((0, (-1, -1, -1, -1, 0)), (16, (-1, -1, -1, 0, -1))):
        # throw 0: golden -4 is first (MIN); throw 16: golden -3 ties token 3's -3 and goes after it
        s = deal(2, [[card(R, 2)], [card(R, 3)]], display=[card(R, 7), card(P, 1), card(P, 2)], throw=throw)
        play(s, card(R, 2), card(R, 3), card(R, 7))
        s.apply(card(B, 8))
        v = s.view(LUDO)
        assert v["last_trick"][1] == BANK and v["token_at"] == placed, (throw, v["token_at"])
        assert v["phase"] == "draw"


def test_a_player_places_a_token_after_taking_the_banks_seven():
    s = deal(2, [[card(G, 8)], [card(G, 1)]], display=[card(B, 7), card(P, 5), card(R, 3)])
    play(s, card(G, 8), card(G, 1), card(B, 7))
    s.apply(card(G, 9))
    s.apply(A_TOKEN + 3 * 2 + 1)
    assert s.view(FANNY)["token_at"] == (-1, -1, 1, -1, -1)
    assert A_GOLD_MIN not in s.legal_actions() and s.to_move() == LUDO


def test_when_the_bank_takes_the_last_trick_it_starts_the_next_round():
    rng = Rng(2)
    seen = 0
    for _ in range(30):
        s = vegas.new_game("las_vegan", 2)
        finish_round(s, rng)
        v = s.view(0)
        if s.to_move() == vegas.OVER or v["last_trick"][1] != BANK:
            continue
        assert v["starter"] == BANK
        while s.chance_kind() in ("machine", "throw", "deal"):
            s.apply(s.sample_chance(rng))
        assert s.chance_kind() == "draw" and s.view(0)["hand_sizes"] == (12, 12)
        s.apply(s.sample_chance(rng))  # the Bank's lead from the pile
        assert s.view(0)["phase"] == "secret" and s.to_move() == LUDO
        seen += 1
    assert seen
