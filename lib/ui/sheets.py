"""The sprite sheets a table is built from (dice faces, dice counts, notes and cards bearing their
value, solid swatches): drawn into bitmaps once when the play scene builds its board, then this
module leaves the heap."""

import displayio

from ui.gfx import CHAR_W, COUNT_H, COUNT_W, DIE, LINE_H, SHEET, TILES, palette

_FIRST = 32  # (gfx's first character)
_L, _M, _R = 2, 5, 8  # pip centres per face on a 14-pixel die: 2x2 pips at these offsets
_PIPS = (
    (),
    ((_M, _M),),
    ((_L, _L), (_R, _R)),
    ((_L, _L), (_M, _M), (_R, _R)),
    ((_L, _L), (_R, _L), (_L, _R), (_R, _R)),
    ((_L, _L), (_R, _L), (_M, _M), (_L, _R), (_R, _R)),
    ((_L, _L), (_L, _M), (_L, _R), (_R, _L), (_R, _M), (_R, _R)),
)


def fill(bitmap, x, y, w, h, c):
    for yy in range(y, y + h):
        for xx in range(x, x + w):
            bitmap[xx, yy] = c


def dice_sheet():
    """Tiles 0 (nothing), 1-6 (faces), 7 (a blank die, rolling): 0 clear, 1 body, 2 pips, 3 rim."""
    bm = displayio.Bitmap(DIE * 8, DIE, 4)
    for t in range(1, 8):
        x0 = t * DIE
        fill(bm, x0 + 1, 1, DIE - 2, DIE - 2, 1)
        for i in range(1, DIE - 1):
            bm[x0 + i, 0] = bm[x0 + i, DIE - 1] = bm[x0, i] = bm[x0 + DIE - 1, i] = 3
        for px, py in (_PIPS[t] if t < 7 else ()):
            fill(bm, x0 + px + 1, py + 1, 2, 2, 2)
    return bm


def count_sheet(width, most):
    """Tiles n = 0-most, `width` x COUNT_H: n in the font's digits (colour 2) on a box (colour 1)
    at the tile's left; tile 0 clear."""
    bm = displayio.Bitmap(width, COUNT_H * (most + 1), 3)
    for n in range(1, most + 1):
        y0 = n * COUNT_H
        fill(bm, 0, y0, COUNT_W - 1, COUNT_H, 1)  # (a pixel apart from the next box)
        digits = str(n)
        _glyphs(bm, digits, (COUNT_W - CHAR_W * len(digits)) // 2, y0, 2)
    return bm


def _glyphs(bm, text, x, y, ink, top=1, rows=COUNT_H):
    """The font's glyphs of `text` onto bm at (x, y) in colour `ink`, from glyph row `top`."""
    cols = SHEET.width // CHAR_W
    for ch in text:
        t = TILES[ord(ch) - _FIRST]
        sx, sy = t % cols * CHAR_W, t // cols * LINE_H + top
        for yy in range(rows):
            for xx in range(CHAR_W):
                if SHEET[sx + xx, sy + yy]:
                    bm[x + xx, y + yy] = ink
        x += CHAR_W


def value_sheet(name, values, tw):
    """(Sheet, palette): tiles k = 1..len(values), each `tw` wide, ui.art's sprite `name` (e.g.
    "BANKNOTE") centred on it with values[k - 1] in the font's digits in colour 2 (its palette's
    ink), a row clear below (apart from the next); tile 0 clear."""
    from ui import art  # (dropped once the board is built: see ui.play)

    w, h = getattr(art, name + "_SIZE")
    sprite = getattr(art, name)
    bm = displayio.Bitmap(tw * (len(values) + 1), h + 1, 4)
    for k, value in enumerate(values, 1):
        x0 = k * tw + (tw - w) // 2
        for y in range(h):
            for x in range(w):
                bm[x0 + x, y] = sprite[y * w + x]
        digits = str(value)
        _glyphs(bm, digits, x0 + (w - CHAR_W * len(digits) + 1) // 2, 2, 2, top=2, rows=h - 4)
    return bm, palette(0, *getattr(art, name + "_PALETTE"))


def card_sheet(w, h, marks):
    """A hand of cards' sheet, w x h a tile: tile 0 clear, 1 a back, 2 + k a face of suit k
    (ui.art's sprite marks[k] at its top, a band at its foot, its edge: colour 4 + k) on paper
    (colour 3), its value left to a label laid over it; the back is colour 1 with an inner
    line of colour 2. Corners are clear."""
    from ui import art  # (dropped once the board is built: see ui.play)

    bm = displayio.Bitmap(w * (2 + len(marks)), h, 8)
    for t in range(1, 2 + len(marks)):
        x0 = t * w
        ink = 1 if t == 1 else 2 + t  # (a back is colour 1; face k's ink 4 + k)
        fill(bm, x0, 0, w, h, ink)
        if t == 1:
            fill(bm, x0 + 2, 2, w - 4, h - 4, 2)
            fill(bm, x0 + 3, 3, w - 6, h - 6, 1)
        else:
            fill(bm, x0 + 1, 1, w - 2, h - 6, 3)  # paper above the band
            mark = getattr(art, marks[t - 2])
            mw, mh = getattr(art, marks[t - 2] + "_SIZE")
            for y in range(mh):
                for x in range(mw):
                    if mark[y * mw + x]:
                        bm[x0 + CHAR_W + x, 2 + y] = ink
        for x, y in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
            bm[x0 + x, y] = 0
    return bm


def sprite_sheet(name, tile_w):
    """(Sheet, palette) of ui.art's sprite `name` cut into tiles `tile_w` wide, left to right
    from tile 1 (tile 0 clear): a frame drawn round text a tile a character."""
    from ui import art  # (dropped once the board is built: see ui.play)

    w, h = getattr(art, name + "_SIZE")
    sprite = getattr(art, name)
    colours = getattr(art, name + "_PALETTE")
    bm = displayio.Bitmap(tile_w + w, h, len(colours) + 1)
    for y in range(h):
        for x in range(w):
            bm[tile_w + x, y] = sprite[y * w + x]
    return bm, palette(0, *colours)


def swatches(tile_w, tile_h, colours, inset=0, inset_y=None):
    """A sheet of solid tiles for a TileGrid: tile 0 clear, tile k filled with colours[k - 1]
    (leaving `inset` pixels clear at the right and `inset_y`, else `inset`, at the bottom: the
    gap between neighbours). Many coloured blocks then cost one TileGrid, not a bitmap and a
    palette each."""
    n = len(colours)
    bm = displayio.Bitmap(tile_w * (n + 1), tile_h, n + 1)
    for k in range(1, n + 1):
        fill(bm, k * tile_w, 0, tile_w - inset, tile_h - (inset if inset_y is None else inset_y), k)
    return bm, palette(0, *colours)
