"""Las Vegan's machines and suits in words and shapes, for the table and the round's end."""

from ui import icons
from vegas.las_vegan.data import MACHINE_SUIT, MACHINES, SUIT_NAMES

SHAPES = (icons.HEART, icons.DIAMOND, icons.ROUND, icons.TRIANGLE)  # each suit's shape, as on its cards


def machine_short(m, token=None):
    """A machine and the token on it in a few characters: "3" and a heart for sets of three red
    cards, "each 6" for 6s, then what each pays ("each 6 -1")."""
    kind, what = MACHINES[m]
    name = "3" + SHAPES[what] if kind == MACHINE_SUIT else "each %d" % what
    return name if token is None else "%s %+d" % (name, token)


def machine_words(m, token):
    """What a machine pays with a token on it, in words: "-2 per 3 red cards taken"."""
    kind, what = MACHINES[m]
    if kind == MACHINE_SUIT:
        return "%+d per 3 %s cards taken" % (token, SUIT_NAMES[what].lower())
    return "%+d for each %d taken" % (token, what)
