"""Every text readable: 4.5:1 (WCAG AA) or better, from the palette and on the drawn screen."""

import contrast
import pytest

import simhelp
from ui import gfx
from ui.palette_cvd import COLOURS as CVD

PALETTES = (gfx.STANDARD, CVD)  # the Settings' seat colours: standard, colour-blind

AA = 4.5
PANEL_AS_DRAWN = 0x105029  # gfx.PANEL through the panel's 16-bit colour


@pytest.mark.parametrize("palette", range(len(PALETTES)))
def test_the_palette_gives_every_text_colour_its_contrast(palette):
    for name, colour, ink in PALETTES[palette] + (gfx.WHITE_DIE,):
        assert contrast.ratio(colour, ink) >= AA, name  # a seat's box, count or cell and its text
        assert contrast.ratio(gfx.on_felt(colour), gfx.BG) >= AA, name  # its name on the felt
        for ground in (gfx.PANEL, PANEL_AS_DRAWN):
            assert contrast.ratio(gfx.on_felt(colour, True), ground) >= AA, name  # ... on a panel
    for ink in (gfx.FG, gfx.DIM, gfx.GOLD, gfx.WARN):
        assert contrast.ratio(ink, gfx.BG) >= AA, hex(ink)
    for ink in (gfx.FG, gfx.GOLD, gfx.WARN):
        assert contrast.ratio(ink, PANEL_AS_DRAWN) >= AA, hex(ink)


@pytest.mark.parametrize("game", ["las_vegas", "royale", "knizia", "las_vegan"])
def test_every_text_on_screen_reads_at_4_5_to_1(tmp_path, game):
    """Each text's ink against the ground most of its cells show, every few presses of a game
    with four seats (their colours all on the table) at 240x135."""
    d = simhelp.driver(tmp_path, seed=3, pixels=True)
    simhelp.fast_settings(d)
    simhelp.start(d, game, ["human", "random", "random", "random"])
    seen, low = 0, []
    for i in range(900):
        if d.app.scene_name == "results" or seen >= 12:
            break
        if i % 3 == 0:
            low += contrast.low(d.display, d.display.root_group, AA)
            seen += 1
        d.press("a")
    low += contrast.low(d.display, d.display.root_group, AA)
    assert seen > 5 and low == [], low[:5]


def test_the_seat_colours_setting_recolours_the_table(tmp_path):
    d = simhelp.driver(tmp_path, pixels=False)
    d.app.settings.cycle(d.app.settings.index("colours"))
    simhelp.start(d, "las_vegas", ["human", "random", "random"])
    bar = d.app.scene.board.bar
    assert [gfx.seat_name(d.app.session, s) for s in range(3)] == ["Blue", "Rose", "Sky"]
    assert [c[0] for c in bar.colours] == [0x3A7BFF, 0xEE6677, 0x66CCEE]
