"""The palette under the common colour-vision deficiencies: seat and suit colours stay apart, and
seat colours as text stay readable on the felt, in a simulation of each.

The simulation is Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for
Simulation of Color Vision Deficiency", at severity 1.0 (dichromacy), applied in linear RGB; the
distance is CIE76 Delta E in CIELAB (D65). Colour is never the only cue (each seat keeps its
letter, each count its place), so the floors ask that colours look different, not that they
alone tell seats apart."""

import itertools
import math

import pytest

from ui import gfx

MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
    "typical": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
}
MIN_APART = 12  # Delta E: two colours side by side are plainly different
MIN_TEXT = 3.0  # contrast ratio of a seat's text on the felt (4.5 with typical vision)


def _linear(rgb):
    out = []
    for c in ((rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255):
        c /= 255
        out.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
    return out


def seen(rgb, vision):
    """A colour as seen with `vision`: linear RGB, clipped to 0-1."""
    m, lin = MACHADO[vision], _linear(rgb)
    return [min(1.0, max(0.0, sum(m[i][j] * lin[j] for j in range(3)))) for i in range(3)]


def _lab(lin):
    r, g, b = lin
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def apart(a, b, vision):
    return math.dist(_lab(seen(a, vision)), _lab(seen(b, vision)))


def contrast(a, b, vision):
    la, lb = (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2] for c in (seen(a, vision), seen(b, vision)))
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def test_the_simulation_merges_what_it_should():
    assert apart(0xFF0000, 0x00FF00, "typical") > 80
    assert apart(0xE8333A, 0x8B8B3A, "deuteranopia") < apart(0xE8333A, 0x8B8B3A, "typical")
    assert apart(0x0000FF, 0x00FFFF, "tritanopia") < apart(0x0000FF, 0x00FFFF, "typical")


@pytest.mark.parametrize("vision", sorted(MACHADO))
def test_seat_colours_stay_apart_and_readable(vision):
    bodies = [c[1] for c in gfx.COLOURS]
    for a, b in itertools.combinations(gfx.COLOURS, 2):
        assert apart(a[1], b[1], vision) >= MIN_APART, (vision, a[0], b[0], apart(a[1], b[1], vision))
    for name, body, _ in gfx.COLOURS:
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
