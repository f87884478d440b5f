"""terminalio stand-in: a built-in font whose sheet is a Bitmap of 95 6x12 glyph tiles."""

import displayio


class _Glyph:
    def __init__(self, tile_index):
        self.tile_index = tile_index


class _Font:
    bitmap = displayio.Bitmap(6 * 95, 12, 2)

    def get_glyph(self, codepoint):
        return _Glyph(codepoint - 32)

    def get_bounding_box(self):
        return (6, 12)


FONT = _Font()
