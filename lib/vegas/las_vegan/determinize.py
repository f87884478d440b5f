"""Las Vegan determinization (State.determinize): vegas.las_vegan.deal's deal, remembered.

A bot's search tries every action of a pass on the same random draws, so it asks for one deal
again and again. The deal is a function of what the seat knows and of the random state, so the
last one is kept with those, and given again for the cost of a copy, the random stream then
left where a new draw would leave it: the same games, seed for seed, for less work. Apart from
the deal so that each module compiles in a small heap on the device.
"""

import gc

from vegas.las_vegan.data import CARDS

gc.collect()  # room in one piece for compiling the deal (see vegas.new_game)
from vegas.las_vegan import deal  # noqa: E402

# The last deal's inputs: (seat, players, phase, random state before, after), the card places,
# the round's tricks and the trick in play; then what it dealt: the card places, and the
# secret card (deal.secret_drawn).
_key = None
_from = bytearray(CARDS)
_played = b""
_seats = []
_cards = []
_dealt = bytearray(CARDS)
_secret = deal.secret_drawn


def determinize(state, seat, rng, into=None):
    global _key, _played, _seats, _cards
    before = rng.getstate()
    key = _key
    if (key is not None and key[0] == seat and key[1] == state.num_players and key[2] == state.phase
            and key[3] == before and _from == state.loc and _played == state.played
            and _seats == state.trick_seats and _cards == state.trick_cards):
        s = state.clone(False, into)
        s.loc[:] = _dealt
        if _secret[0] >= 0:
            s.trick_cards[_secret[0]] = _secret[1]
        rng.setstate(key[4])
        return s
    s = deal.draw(state, seat, rng, into)
    _key = (seat, state.num_players, state.phase, before, rng.getstate())
    _from[:] = state.loc
    _played = bytes(state.played)
    _seats = state.trick_seats[:]
    _cards = state.trick_cards[:]
    _dealt[:] = s.loc
    return s
