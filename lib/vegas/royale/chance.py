"""Las Vegas Royale chance nodes: every outcome sample_chance() can draw, with its probability."""

from vegas.odds import roll_outcomes
from vegas.royale import setup
from vegas.royale.codes import PH_BLACK, PH_CARD, PH_NEUTRAL, PH_ROLL, PH_TILE


def outcomes(s):
    """A tile draw is the face (0-15) of the tile laid at the next casino, one of the free
    tiles' faces at even odds; a card draw is the value index of the next money card turned up
    (cards are drawn one at a time), at the pile's odds; the black dice are 6 x first + second
    (0-35); a roll is its code (vegas.dice), the Biggy as the second colour."""
    ph = s.phase
    if ph == PH_TILE:
        faces = setup.open_faces(s)
        return [(f, 1 / len(faces)) for f in faces]
    if ph == PH_CARD:
        src = setup.card_source(s)
        total = sum(src)
        return [(v, n / total) for v, n in enumerate(src) if n]
    if ph == PH_BLACK:
        return [(x, 1 / 36) for x in range(36)]
    if ph == PH_NEUTRAL or ph == PH_ROLL:
        return roll_outcomes(*s.dice_to_roll())
    return []
