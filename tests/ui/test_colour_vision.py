"""The palette under the common colour-vision deficiencies: seat and suit colours stay apart, and
seat colours as text stay readable on the felt, in a simulation of each.

The simulation and the distance are contrast.py's (Machado et al. 2009 at dichromacy; CIE76
Delta E). Colour is never the only cue (each seat keeps its
letter, each count its place), so the floors ask that colours look different, not that they
alone tell seats apart."""

import itertools

import pytest
from contrast import MACHADO, apart, closest, seen

from ui import gfx
from ui.palette_cvd import COLOURS as CVD

PALETTES = (gfx.STANDARD, CVD)  # the Settings' seat colours: standard, colour-blind

MIN_APART = 12  # Delta E: two colours side by side are plainly different
MIN_TEXT = 3.0  # contrast ratio of a seat's text on the felt (4.5 with typical vision)


def contrast(a, b, vision):
    la, lb = (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2] for c in (seen(a, vision), seen(b, vision)))
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def test_the_simulation_merges_what_it_should():
    assert apart(0xFF0000, 0x00FF00, "typical") > 80
    assert apart(0xE8333A, 0x8B8B3A, "deuteranopia") < apart(0xE8333A, 0x8B8B3A, "typical")
    assert apart(0x0000FF, 0x00FFFF, "tritanopia") < apart(0x0000FF, 0x00FFFF, "typical")


@pytest.mark.parametrize("palette", range(len(PALETTES)))
@pytest.mark.parametrize("vision", sorted(MACHADO))
def test_seat_colours_stay_apart_and_readable(vision, palette):
    colours = PALETTES[palette]
    bodies = [c[1] for c in colours]
    for a, b in itertools.combinations(colours, 2):
        assert apart(a[1], b[1], vision) >= MIN_APART, (vision, a[0], b[0], apart(a[1], b[1], vision))
    for name, body, _ in colours:
        assert contrast(gfx.on_felt(body), gfx.BG, vision) >= MIN_TEXT, (vision, name)
        assert contrast(gfx.on_felt(body), gfx.BG, "typical") >= 4.5, name
    for a in bodies:  # the neutral and black dice, and the felt, differ from every seat
        for other in (gfx.WHITE_DIE[1], 0x222222, gfx.BG):
            assert apart(a, other, vision) >= MIN_APART, (vision, hex(a), hex(other))


@pytest.mark.parametrize("vision", sorted(MACHADO))
def test_las_vegan_suits_stay_apart(vision):
    from ui.las_vegan.board import SUIT_COLOURS

    for a, b in itertools.combinations(SUIT_COLOURS, 2):
        assert apart(a, b, vision) >= MIN_APART, (vision, hex(a), hex(b))


def test_the_colour_blind_palette_keeps_every_two_seats_further_apart():
    standard, safe = ([colour for _, colour, _ in p] for p in PALETTES)
    for vision in ("protanopia", "deuteranopia"):
        assert closest(safe, vision) >= 20, vision
        assert closest(standard, vision) < 16  # (what the setting is for)
    assert closest(safe) >= 20
    assert len({name for name, _, _ in PALETTES[1]}) == 6
