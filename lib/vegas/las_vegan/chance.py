"""Las Vegan chance nodes: every outcome sample_chance() can draw, with its probability."""

from vegas.las_vegan.codes import L_DECK, PH_DRAW, PH_MACHINE, PH_THROW
from vegas.las_vegan.data import CARDS, MACHINES


def outcomes(s):
    """A machine draw is the index of a machine card still in the deck, at even odds; the token
    throw is the 5-bit mask of the sides the tokens land on (32 at even odds); a card draw is
    the id of the next card dealt or turned up (cards are drawn one at a time), any card not yet
    dealt or played at even odds."""
    ph = s.phase
    if ph == PH_MACHINE:
        left = [m for m in range(len(MACHINES)) if s.machine_left[m]]
    elif ph == PH_THROW:
        left = list(range(32))
    elif ph <= PH_DRAW:
        left = [c for c in range(CARDS) if s.loc[c] == L_DECK]
    else:
        return []
    return [(x, 1 / len(left)) for x in left]
