"""Las Vegan determinization (what bots search): consistent with the view, never peeking."""

from lvn_helpers import G, P, R, card, deal, play

from vegas.rng import Rng

LUDO, FANNY, BAPTISTE = 0, 1, 2


def test_other_hands_are_dealt_anew_and_own_hand_kept():
    s = deal(4, [[]] * 4)
    hands = set()
    for k in range(6):
        d = s.determinize(LUDO, Rng(k))
        assert d.view(LUDO) == s.view(LUDO)
        hands.add(d.view(FANNY)["hand"])
    assert len(hands) > 1


def test_same_view_same_determinization_no_peeking():
    a = deal(4, [[card(R, 1)], [card(R, 2)], [card(R, 3)], [card(R, 4)]])
    b = deal(4, [[card(R, 1)], [card(R, 3)], [card(R, 4)], [card(R, 2)]])
    assert a.view(LUDO) == b.view(LUDO)
    for k in range(3):
        x, y = a.determinize(LUDO, Rng(k)), b.determinize(LUDO, Rng(k))
        for p in range(4):
            assert x.view(p) == y.view(p)


def test_a_player_who_did_not_follow_is_dealt_none_of_that_colour():
    reds = [card(R, v) for v in range(10) if v != 9]
    s = deal(3, [reds, [card(P, 0)], [card(R, 9), card(G, 0)]])
    play(s, card(R, 4), card(P, 0))  # Fanny shows she has no red
    for k in range(8):
        d = s.determinize(BAPTISTE, Rng(k))
        assert not [c for c in d.view(FANNY)["hand"] if c // 10 == R]


def test_a_secret_card_is_guessed_not_read():
    s = deal(2, [[card(R, 2), card(P, 0)], [card(R, 3)]], display=[card(R, 9), card(P, 1), card(P, 2)],
             keep_out=[card(G, v) for v in range(10)])
    play(s, card(R, 2), card(R, 3), card(R, 9))
    s.apply(card(G, 8))  # refill
    s.apply(card(G, 5))  # the Bank leads; Ludo then chooses in secret
    play(s, card(P, 0))
    guesses = set()
    for k in range(10):
        d = s.determinize(FANNY, Rng(k))
        assert d.view(FANNY) == s.view(FANNY)
        guesses.add(d.trick_cards[1])
    assert len(guesses) > 1  # Fanny's searches do not know Ludo's card
