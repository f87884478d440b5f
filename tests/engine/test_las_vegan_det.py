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


def test_a_void_shown_in_an_earlier_trick_is_kept():
    reds = [card(R, v) for v in range(9)]
    s = deal(3, [reds, [card(P, 0), card(P, 5)], [card(R, 9), card(G, 0)]])
    play(s, card(R, 4), card(P, 0), card(R, 9))  # a whole trick: Fanny shows she has no red
    assert s.view(BAPTISTE)["played"] and not s.view(BAPTISTE)["trick"]
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


def _secret_position():
    """2 players: the Bank led, Ludo has chosen in secret, Fanny to choose; a trick taken."""
    s = deal(2, [[card(R, 2), card(P, 0)], [card(R, 3)]], display=[card(R, 9), card(P, 1), card(P, 2)],
             keep_out=[card(G, v) for v in range(10)])
    play(s, card(R, 2), card(R, 3), card(R, 9))
    s.apply(card(G, 8))  # refill
    s.apply(card(G, 5))  # the Bank leads
    play(s, card(P, 0))
    return s


def _fresh(s, seat, state):
    """What drawing anew gives from random state `state`: (card places, trick, stream after)."""
    from vegas.las_vegan import deal

    rng = Rng()
    rng.setstate(state)
    d = deal.draw(s, seat, rng)
    return bytes(d.loc), d.trick_cards[:], rng.getstate()


def test_a_deal_asked_for_again_is_the_deal_a_new_draw_gives():
    """The last deal is remembered (a search asks for it once per action of a pass): asked
    again from the same random state it is the same deal, the stream left where a new draw
    leaves it; a changed position or seat is dealt anew."""
    s = _secret_position()
    rng = Rng(5)
    start = rng.getstate()
    expected = _fresh(s, FANNY, start)
    first = s.determinize(FANNY, rng)
    assert (bytes(first.loc), first.trick_cards, rng.getstate()) == expected
    for into in (None, first):  # again: remembered, into a new state or over the last one
        rng.setstate(start)
        again = s.determinize(FANNY, rng, into)
        assert (bytes(again.loc), again.trick_cards, rng.getstate()) == expected
        assert again.view(FANNY) == s.view(FANNY)
    other = s.determinize(LUDO, Rng(5))  # another seat: its own deal, Ludo's card its own
    assert (bytes(other.loc), other.trick_cards) == _fresh(s, LUDO, start)[:2]
    assert other.trick_cards[1] == card(P, 0)
    play(s, s.legal_actions()[0])  # the position changes: dealt anew from the same random state
    rng.setstate(start)
    moved = s.determinize(LUDO, rng)
    assert (bytes(moved.loc), moved.trick_cards, rng.getstate()) == _fresh(s, LUDO, start)
    a = deal(4, [[card(R, 1)], [card(R, 2)], [], []])  # no trick yet; Ludo's own hands differ
    b = deal(4, [[card(R, 2)], [card(R, 1)], [], []])
    a.determinize(LUDO, Rng(5))
    d = b.determinize(LUDO, Rng(5))
    assert bytes(d.loc) == _fresh(b, LUDO, start)[0] and d.view(LUDO) == b.view(LUDO)
