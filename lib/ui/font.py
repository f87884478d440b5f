"""The font sheet: the font's glyphs and ui.icons' icons as one bitmap, made once at boot."""

import displayio

try:
    from bitmaptools import blit  # (CircuitPython: the font's glyphs copied in C)
except ImportError:  # a build without bitmaptools

    def blit(dest_bitmap, source_bitmap, x, y, *, x1=0, y1=0, x2=None, y2=None, skip_source_index=None,
             skip_dest_index=None):
        """bitmaptools.blit's rectangle copy (the two skip indexes aside), in Python."""
        for yy in range(y2 - y1):
            for xx in range(x2 - x1):
                dest_bitmap[x + xx, y + yy] = source_bitmap[x1 + xx, y1 + yy]


def glyph_sheet(font, first, last, char_w, line_h):
    """(The sheet, its tile count): the font's characters first to last, then ui.icons' (each a
    character after ~), as one row of char_w x line_h tiles at a bit a pixel: tile k is
    character first + k. The device's font is such a sheet already, copied a glyph at a time;
    Blinka's (the simulator) is a glyph per bitmap, drawn in pixel by pixel."""
    from ui.icons import ICONS

    n = last - first + 1
    icons = len(ICONS) // line_h
    sheet = displayio.Bitmap(char_w * (n + icons), line_h, 2)
    glyphs = font.bitmap
    if isinstance(glyphs, displayio.Bitmap):
        cols = glyphs.width // char_w
        for i in range(n):
            t = font.get_glyph(first + i).tile_index
            sx, sy = t % cols * char_w, t // cols * line_h
            blit(sheet, glyphs, i * char_w, 0, x1=sx, y1=sy, x2=sx + char_w, y2=sy + line_h)
    else:
        box = font.get_bounding_box()
        baseline = line_h + box[3] if len(box) > 3 else line_h - 2
        for i in range(n):
            g = font.get_glyph(first + i)
            top = baseline - g.height - g.dy
            for yy in range(g.height):
                for xx in range(g.width):
                    x, y = i * char_w + g.dx + xx, top + yy
                    if g.bitmap[xx, yy] and 0 <= x - i * char_w < char_w and 0 <= y < line_h:
                        sheet[x, y] = 1
    for j in range(icons):
        x0 = (n + j) * char_w
        for y in range(line_h):
            bits = ICONS[j * line_h + y]
            for x in range(char_w):
                if bits & (1 << (char_w - 1 - x)):
                    sheet[x0 + x, y] = 1
    return sheet, n + icons
