"""VEGAS chance nodes: every outcome sample_chance() can draw, with its probability."""

from vegas.knizia.codes import PH_ROLL


def outcomes(s):
    """The gold die's face, 1-6 at even odds (the only chance in VEGAS)."""
    return [(f, 1 / 6) for f in range(1, 7)] if s.phase == PH_ROLL else []
