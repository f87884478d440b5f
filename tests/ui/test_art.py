"""The pixel art: its sources make lib/ui/icons.py and lib/ui/art.py, icons are characters text
draws, and the Las Vegas table draws each casino's banknotes under it."""

import os
import sys

import pytest

import simhelp
from ui import gfx, icons
from vegas.las_vegas.data import NOTE_VALUES

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                                "tools"))
import art as art_tool  # noqa: E402  (tools/art.py)


def test_lib_ui_art_is_what_the_sources_make():
    assert art_tool.main(["--check"]) == 0


def test_a_bad_source_says_which_line():
    with pytest.raises(art_tool.ArtError, match=r"x.txt:3: an icon row is 6 of # and \., not '#x'"):
        art_tool.parse("icon die d  a die\n......\n#x\n", "x.txt")
    with pytest.raises(art_tool.ArtError, match="x.txt:4: q not in palette p"):
        art_tool.parse("palette p  legend\na 0x123456\nsprite s  a sprite\naq\n", "x.txt")
    with pytest.raises(art_tool.ArtError, match="icon die has 1 rows, not 12"):
        art_tool.parse("icon die d  a die\n......\n", "x.txt")
    with pytest.raises(art_tool.ArtError, match="x.txt:1: icon die needs a printable character"):
        art_tool.parse("icon die  a die\n", "x.txt")


def _cell(tile):
    """The sheet's pixels of one tile, rows of "#" and "."."""
    return ["".join("#" if gfx.SHEET[tile * gfx.CHAR_W + x, y] else "." for x in range(gfx.CHAR_W))
            for y in range(gfx.LINE_H)]


def test_each_icon_is_a_character_of_the_font_sheet():
    sources = {name: rows for name, rows, _ in art_tool.load()["icons"]}
    for name, rows in sources.items():
        ch = getattr(icons, name.upper())
        assert _cell(ord(ch) - 32) == rows, name
    assert _cell(ord("A") - 32) != _cell(ord("B") - 32) and "#" in "".join(_cell(ord("A") - 32))
    g = gfx.displayio.Group()
    text = "B" + icons.NOTE + "80" + icons.DIE + "5"
    t = gfx.Text(g, 0, 0, text)
    assert [t.grid[i, 0] for i in range(6)] == [ord(c) - 32 for c in text]


def _notes_shown(board, c):
    """The values the banknotes under casino c show, read from its two columns of tiles."""
    grid = board.table.notes
    tiles = [grid[2 * c + i % 2, i // 2] for i in range(2 * grid.height)]
    return [NOTE_VALUES[t - 1] for t in tiles if t]


def test_las_vegas_casinos_hold_their_banknotes_and_the_bar_its_icons(tmp_path):
    d = simhelp.driver(tmp_path)
    simhelp.fast_settings(d)
    simhelp.start(d, "las_vegas", ["human", "random", "random", "random", "random"])
    grid = d.app.scene.board.table.notes  # (a casino's two columns of tiles lie within it)
    assert grid.x == 0 and 2 * grid.tile_width <= d.app.width // 6 and grid.width == 12
    seen = set()
    for _ in range(400):
        if d.app.scene_name == "play":
            board = d.app.scene.board
            st = d.app.session.state
            v = st.view(0)
            if not board.round_over(st):
                for c in range(6):
                    assert _notes_shown(board, c) == list(v["casino_notes"][c])
                for s in range(5):
                    cell = board.bar.cells[s].text
                    assert cell.endswith(icons.DIE + str(st.own_left[s] + st.white_left[s])), cell
                    assert str(v["money"][s]) in cell
                seen.add("play")
            else:  # the finished round's table: what each casino paid
                for c in range(6):
                    assert _notes_shown(board, c) == [p[2] for p in v["payouts"] if p[0] == c]
                seen.add("paid")
        if len(seen) == 2 and v["round"] > 0:
            break
        d.press("a")
    assert seen == {"play", "paid"}


def test_a_seat_bar_drops_its_first_icon_for_every_seat_when_one_cell_would_not_fit():
    from ui.seatbar import SeatBar

    g = gfx.displayio.Group()
    bar = SeatBar(g, 20, 220, list("BRGYP"), [(0x3A7BFF, 0xFFFFFF)] * 5)  # 44 pixels: 7 characters
    forms = (icons.NOTE + "%s" + icons.DIE + "%d", "%s" + icons.DIE + "%d")
    bar.fill(forms, [("80", 5)] * 5)
    assert [c.text for c in bar.cells] == [x + icons.NOTE + "80" + icons.DIE + "5" for x in "BRGYP"]
    bar.fill(forms, [("80", 5)] * 4 + [("130", 2)])
    want = [x + "80" + icons.DIE + "5" for x in "BRGY"] + ["P130" + icons.DIE + "2"]
    assert [c.text for c in bar.cells] == want


@pytest.mark.parametrize("board", ["pico_display", "picosystem", "pico_display_2"])
def test_the_title_is_a_marquee_above_its_menu(tmp_path, board):
    d = simhelp.driver(tmp_path, board=board)
    title = d.app.scene
    assert d.app.scene_name == "title" and title.title_text.text == "POCKET VEGAS"
    sign_bottom = title.title_text.y + gfx.LINE_H * title.title_text.scale
    assert all(line.y >= sign_bottom + 6 for line in title.lines)  # the menu clear of the sign
    grids = [g for g in title.group if isinstance(g, gfx.displayio.TileGrid) and g.tile_height == 6]
    assert len(grids) == 4  # the bulbs along each edge, alternating
    for g in grids:
        tiles = [g[i] for i in range(g.width * g.height)]
        assert set(tiles) == {1, 2} and all(a != b for a, b in zip(tiles, tiles[1:]))
    faces = [g[0] for g in title.group if isinstance(g, gfx.displayio.TileGrid) and g.tile_height == gfx.DIE]
    assert faces == ([] if board == "picosystem" else [5, 6])  # (240 wide at 3x: no room beside the name)
    assert "New game" in [line.text.strip(" >") for line in title.lines]


def test_las_vegan_machines_each_sit_in_a_machine_of_their_own(tmp_path):
    d = simhelp.driver(tmp_path)
    simhelp.fast_settings(d)
    simhelp.start(d, "las_vegan", ["human", "random", "random", "random"])
    most = 0
    for _ in range(30):
        if d.app.scene_name == "play":
            board = d.app.scene.board
            spans = []
            for text, panel in zip(board.machines, board.panels):
                tiles = [panel[i] for i in range(panel.width)]
                n = len(text.text)
                # its left end, its body under the text, its right end with the lever
                assert tiles == ([1] + [2] * (n - 1) + [3] + [0] * (panel.width - n - 1) if n
                                 else [0] * panel.width)
                if n:
                    assert panel.x == text.x - 3
                    spans.append((panel.x, panel.x + (n + 1) * gfx.CHAR_W - 1))  # (a gap pixel after)
            assert all(a[1] < b[0] for a, b in zip(spans, spans[1:])) and spans[-1][1] <= d.app.width
            most = max(most, len(spans))
        d.press("a")
    assert most == 4  # three machines and the golden one


def _mark_at(sheet, tile, w, colour):
    """The pixels of colour `colour` in a card tile's top rows, as rows of "s" and "."."""
    return ["".join("s" if sheet[tile * w + gfx.CHAR_W + x, 2 + y] == colour else "." for x in range(5))
            for y in range(5)]


def test_las_vegan_cards_show_their_suit_by_shape_and_colour_and_their_value(tmp_path):
    from ui.las_vegan import board as blv

    sprites = {name: rows for name, _, rows in art_tool.load()["sprites"]}
    d = simhelp.driver(tmp_path)
    simhelp.fast_settings(d)
    simhelp.start(d, "las_vegan", ["human", "random", "random"])
    board = d.app.scene.board
    hand = board.hand
    sheet = hand.tiles[0].bitmap
    w = hand.tiles[0].tile_width
    shapes = set()
    for k, mark in enumerate(blv._MARKS):
        assert _mark_at(sheet, 2 + k, w, 4 + k) == sprites[mark.lower()]  # its shape in its colour
        shapes.add(tuple(sprites[mark.lower()]))
        assert hand.palette[4 + k] == blv.SUIT_COLOURS[k]
    assert len(shapes) == 4  # (four shapes: colour is not the only cue)
    v = d.app.session.state.view(0)
    cards = v["hand"]
    assert cards and [hand.tiles[i][0] for i in range(len(cards))] == [2 + c // 10 for c in cards]
    assert hand.values.text.split() == [str(c % 10) for c in cards]
    assert hand.values.color == gfx.BLACK  # (ink on the card's paper)


def test_vegas_mary_chip_stands_under_her_table(tmp_path):
    d = simhelp.driver(tmp_path)
    simhelp.fast_settings(d)
    simhelp.start(d, "knizia", ["human", "random", "random"])
    seen = set()
    for _ in range(300):
        if d.app.scene_name == "play":
            board = d.app.scene.board
            at = d.app.session.state.view(0)["mary"]
            if at < 14:
                assert not board.mary.hidden and board.mary[0] == 1
                left = 2 + at * board.cw
                assert left <= board.mary.x and board.mary.x + 9 <= left + board.cw
                seen.add(at)
        d.press("a")
    assert len(seen) >= 2  # (she walked)
