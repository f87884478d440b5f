"""Las Vegan (2022): taking a trick with a 7 places casino tokens."""

from lvn_helpers import B, G, P, R, assert_to_move, card, deal, play

from vegas.las_vegan.codes import A_GOLD_MAX, A_GOLD_MIN, A_TOKEN

FANNY, BAPTISTE = 1, 2


def test_taking_a_trick_with_a_seven_places_a_token_that_never_moves():
    # machines in slots 0-2: Red sets, Purple sets, Green sets; throw 0: every token's first side
    s = deal(3, [[card(R, 2)], [card(R, 7)], [card(R, 5)]])
    play(s, card(R, 2), card(R, 7), card(R, 5))
    assert_to_move(s, FANNY)
    assert s.view(0)["phase"] == "token" and s.view(0)["sevens_to_place"] == 1
    legal = s.legal_actions()
    assert legal == [A_TOKEN + 3 * t + m for t in range(4) for m in range(3)] + [A_GOLD_MIN, A_GOLD_MAX]
    assert s.action_text(A_TOKEN + 3 * 3 + 1) == "-3 on purple sets"
    assert s.action_text(A_GOLD_MAX) == "golden -4 on MAX"
    s.apply(A_TOKEN + 3 * 3 + 1)  # the -3 token on the Purple machine
    assert s.view(BAPTISTE)["token_at"] == (-1, -1, -1, 1, -1)
    assert_to_move(s, FANNY)
    assert s.view(0)["phase"] == "play"  # then she leads


def test_one_token_per_seven_and_the_golden_token_only_on_the_golden_machine():
    # Baptiste takes a trick holding two 7s; later every machine is taken
    reds = [card(R, v) for v in range(10) if v != 7]
    s = deal(3, [reds, [card(P, 7), card(G, 7)], [card(R, 7)]], throw=31)
    play(s, card(R, 0), card(P, 7), card(R, 7))
    assert s.view(0)["last_trick"][1] == BAPTISTE  # Fanny had no red: her 7 is off-colour
    assert s.view(0)["sevens_to_place"] == 2
    s.apply(A_GOLD_MIN)  # the golden token shows -3 (thrown on its second side)
    assert s.view(0)["tokens"] == (1, -1, 1, -1, -3)
    assert A_GOLD_MIN not in s.legal_actions() and A_GOLD_MAX not in s.legal_actions()
    s.apply(A_TOKEN + 0)  # token 0 on slot 0
    assert s.legal_actions() != [] and s.view(0)["phase"] == "play"
    assert_to_move(s, BAPTISTE)
    assert s.view(0)["token_at"] == (0, -1, -1, -1, 0)


def test_three_ordinary_tokens_fill_the_machines_and_the_fourth_is_never_placed():
    ludo = [card(R, v) for v in range(10) if v != 7] + [card(B, 1)]
    s = deal(4, [ludo, [card(R, 7), card(B, 7)], [card(G, 7), card(B, 2)], [card(P, 7), card(B, 3)]])
    play(s, card(R, 1), card(R, 7), card(G, 7), card(P, 7))  # Fanny takes three 7s
    assert s.view(0)["sevens_to_place"] == 3
    s.apply(A_TOKEN + 3 * 0 + 0)
    s.apply(A_TOKEN + 3 * 1 + 1)
    assert s.legal_actions() == [A_TOKEN + 3 * 2 + 2, A_TOKEN + 3 * 3 + 2, A_GOLD_MIN, A_GOLD_MAX]
    s.apply(A_TOKEN + 3 * 3 + 2)
    play(s, card(B, 7), card(B, 2), card(B, 3), card(B, 1))  # Fanny takes the last 7
    assert s.legal_actions() == [A_GOLD_MIN, A_GOLD_MAX]  # token 2 has no machine left
    s.apply(A_GOLD_MAX)
    assert s.view(0)["token_at"] == (0, 1, -1, 2, 1)
