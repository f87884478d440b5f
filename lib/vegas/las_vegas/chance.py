"""Las Vegas chance nodes: every outcome sample_chance() can draw, with its probability."""

from vegas.las_vegas.codes import PH_DEAL, PH_ROLL, PH_WHITE
from vegas.odds import roll_outcomes


def outcomes(s):
    """A banknote draw is the value index of the next note turned up (notes are drawn one at a
    time as the casinos are dealt), at the pile's odds; a roll is its code (vegas.dice)."""
    if s.phase == PH_DEAL:
        total = sum(s.pile)
        return [(v, n / total) for v, n in enumerate(s.pile) if n]
    if s.phase == PH_WHITE or s.phase == PH_ROLL:
        return roll_outcomes(*s.dice_to_roll())
    return []
