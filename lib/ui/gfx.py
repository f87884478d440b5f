"""Drawing helpers shared by every scene: colours, text that redraws only when it changes (from
the font sheet made at boot), filled boxes and panels, and the heap check the extras use."""

import displayio
import terminalio

FONT = terminalio.FONT
CHAR_W = 6
LINE_H = 12
_FIRST, _LAST = 32, 126  # the font's characters text may use: printable ASCII, then ui.icons'
# ("?" stands for any other)

BG = 0x0B3D20  # casino felt
PANEL = 0x14532D
FG = 0xF4F4F4
DIM = 0x8FA89A
GOLD = 0xFFD23F
RED = 0xE8333A
WARN = 0xF4A3A6  # red text: 4.5:1 or more on the felt and its panels (RED itself is 2.9:1)
BLACK = 0x000000
# Seat colours the set-up offers (UI data, not a game rule): name, body, pips.
# Seat colours: (name, colour, text on it: black, 4.5:1 or more on each). Settings' "Seat colours:
# colour-blind" swaps in ui.palette_cvd's (use_colours).
STANDARD = (("Blue", 0x3A7BFF, 0x000000), ("Red", 0xE8333A, 0x000000), ("Green", 0x00A048, 0x000000),
            ("Yellow", 0xF2D21B, 0x000000), ("Purple", 0x9060D0, 0x000000), ("Orange", 0xFF8A1F, 0x000000))
COLOURS = STANDARD


def use_colours(k):
    """The seat colours from here on (boards take them as they are made): 0 standard, 1 the
    colour-blind palette."""
    global COLOURS
    if k:
        from ui.palette_cvd import COLOURS as cvd

        COLOURS = cvd
    else:
        COLOURS = STANDARD


WHITE_DIE = ("White", 0xEEEEEE, 0x000000)
# A seat colour as text on the felt, and on a panel (lighter): tinted toward white to 4.5:1
# (WCAG AA) where it is darker.
_ON_FELT = {0x3A7BFF: 0x6D9DFF, 0xE8333A: 0xF07C80, 0x9060D0: 0xAF8DDD, 0x00A048: 0x30B26B,
            0xEE6677: 0xF07B8A, 0xCC79A7: 0xD289B1, 0xE66100: 0xEB8235}
_ON_PANEL = {0x3A7BFF: 0x96B9FF, 0xE8333A: 0xF4A3A6, 0x9060D0: 0xC7AFE7, 0x00A048: 0x72CA9A,
             0xFF8A1F: 0xFFA350, 0xEE6677: 0xF4A1AC, 0xCC79A7: 0xDEA9C6, 0xE66100: 0xF1A872}


def on_felt(colour, panel=False):
    """`colour` as text on the felt (or a panel), readable (4.5:1 at least)."""
    return (_ON_PANEL if panel else _ON_FELT).get(colour, colour)

DIE = 14  # die sprite size in pixels
COUNT_W = 13  # a count of dice: two of the font's digits on a box of the dice's colour
COUNTS_PER_LINE = 3  # counts side by side under a casino


def palette(*colours, transparent=0):
    p = displayio.Palette(len(colours))
    for i, c in enumerate(colours):
        p[i] = c
    if transparent is not None:
        p.make_transparent(transparent)
    return p


COUNT_H = LINE_H - 2  # (a line apart from the next line of counts)


def count_lines(n):
    """Lines of text height that n counts side by side under a casino take."""
    return (n + COUNTS_PER_LINE - 1) // COUNTS_PER_LINE


def die_palette(body, pips, rim=BLACK):
    return palette(BLACK, body, pips, rim)


def _glyph_sheet():
    """(The sheet text draws from, the tile of each character from _FIRST on, icons last.) The
    font sheet (ui.font, made once at boot, about 1 KB), or where the heap has no room for it
    (stock CircuitPython) the device's font itself, each icon drawn as its stand-in
    (ui.icons.PLAIN)."""
    import sys

    if isinstance(FONT.bitmap, displayio.Bitmap) and free_heap() < _SHEET_ROOM:
        from ui.icons import PLAIN

        chars = [chr(c) for c in range(_FIRST, _LAST + 1)] + list(PLAIN)
        return FONT.bitmap, bytes(FONT.get_glyph(ord(c)).tile_index for c in chars)
    from ui.font import glyph_sheet

    sheet, n = glyph_sheet(FONT, _FIRST, _LAST, CHAR_W, LINE_H)
    del sys.modules["ui.font"]
    delattr(sys.modules["ui"], "font")
    return sheet, bytes(range(n))


def collect():
    """A collection where the heap is small (the device, MicroPython's port): it leaves the free
    room in larger pieces. CPython's desktop heap needs none, and each costs it milliseconds."""
    import gc

    if hasattr(gc, "mem_free"):
        gc.collect()


def free_heap():
    """Bytes free after a collect (the desktop's heap has no such limit: a large number)."""
    import gc

    if not hasattr(gc, "mem_free"):
        return 1 << 30
    gc.collect()
    return gc.mem_free()


# free heap at boot the font sheet and ui.app's extras need (our firmware has about 180 KB then;
# stock CircuitPython 10.2.1 about 110 KB)
_SHEET_ROOM = 150 * 1024
SHEET, TILES = _glyph_sheet()
LEAN = SHEET is FONT.bitmap  # short of heap: the simpler drawing (no font sheet, no panels, no extras)
_BLANK = TILES[0]  # a space
_UNKNOWN = TILES[ord("?") - _FIRST]


_INKS = {}  # type: dict  # (background or None, colour): the palette texts in that colour share


def _ink(colour, background):
    key = (background, colour)
    pal = _INKS.get(key)
    if pal is None:
        pal = _INKS[key] = palette(BLACK if background is None else background, colour,
                                   transparent=0 if background is None else None)
    return pal


class Text:
    """Text at (x, y), its top-left, one tile of the font's sheet per character, lines split at
    newlines; set() redraws only when the text or colour changes. The grid of tiles grows to the
    longest text it is given (a new TileGrid in the same place in the group). Its place, size,
    colour and visibility are read from its tiles: a text holds four attributes (the heap)."""

    def __init__(self, group, x, y, text="", color=FG, scale=1, background=None):
        self.group = group
        self.label = self.grid = None  # what is in the group: the grid, or a scaled group holding it
        self.text = None
        lines = text.split("\n")
        width = max(1, max(len(line) for line in lines))
        self._grow(width, len(lines), x, y, scale, _ink(color, background), False)
        self.set(text)

    x = property(lambda self: self.label.x)
    y = property(lambda self: self.label.y)
    scale = property(lambda self: 1 if self.label is self.grid else self.label.scale)
    hidden = property(lambda self: self.label.hidden)
    color = property(lambda self: self.grid.pixel_shader[1])
    cols = property(lambda self: self.grid.width)
    rows = property(lambda self: self.grid.height)

    def _grow(self, cols, rows, x, y, scale, pal, hidden):
        cols = (cols + 3) & ~3  # room for a few more characters: fewer regrowths
        grid = displayio.TileGrid(SHEET, pixel_shader=pal, width=cols, height=rows, tile_width=CHAR_W,
                                  tile_height=LINE_H, default_tile=_BLANK)
        label = grid
        if scale > 1:
            label = displayio.Group(scale=scale)
            label.append(grid)
        label.x, label.y = x, y
        label.hidden = hidden
        if self.label is None:
            self.group.append(label)
        else:
            i = self.group.index(self.label)
            self.group.remove(self.label)
            self.group.insert(i, label)
        self.grid, self.label = grid, label
        self.text = ""

    def set(self, text, color=None):
        grid = self.grid
        if color is not None and color != grid.pixel_shader[1]:
            pal = grid.pixel_shader
            grid.pixel_shader = _ink(color, None if pal.is_transparent(0) else pal[0])
        if text == self.text:
            return
        lines = text.split("\n")
        width = max(len(line) for line in lines)
        if width > grid.width or len(lines) > grid.height:
            label = self.label
            self._grow(max(width, grid.width), max(len(lines), grid.height), label.x, label.y, self.scale,
                       grid.pixel_shader, label.hidden)
            grid = self.grid
        old = self.text.split("\n")
        for r in range(grid.height):
            line = lines[r] if r < len(lines) else ""
            was = len(old[r]) if r < len(old) else 0
            for c in range(max(len(line), was)):
                k = ord(line[c]) - _FIRST if c < len(line) else 0
                grid[c, r] = TILES[k] if 0 <= k < len(TILES) else _UNKNOWN
        self.text = text

    def move(self, x, y):
        label = self.label
        if label.x != x or label.y != y:
            label.x, label.y = x, y

    def hide(self, hidden):
        self.label.hidden = hidden


def box(group, x, y, w, h, colour):
    """A solid rectangle: a small bitmap in a scaled group (a full-screen bitmap would cost KBs)."""
    s = 1
    for k in (8, 5, 4, 3, 2):
        if w % k == 0 and h % k == 0:
            s = k
            break
    g = displayio.Group(scale=s, x=x, y=y)
    bm = displayio.Bitmap(w // s, h // s, 1)
    g.append(displayio.TileGrid(bm, pixel_shader=palette(colour, transparent=None)))
    group.append(g)
    return g


def panels(group, n, pitch, y, h, colour):
    """n panels side by side, `pitch` apart, each pitch - 2 wide and h high, as one TileGrid of
    a one-tile sheet (a bitmap per panel would cost about 600 bytes each); none when LEAN."""
    if LEAN:
        return None
    t = 1
    for k in (8, 5, 4, 3, 2):
        if h % k == 0:
            t = k
            break
    bm = displayio.Bitmap(2 * pitch, t, 2)
    for yy in range(t):
        for xx in range(pitch + 1, 2 * pitch - 1):
            bm[xx, yy] = 1
    tg = displayio.TileGrid(bm, pixel_shader=palette(0, colour), width=n, height=h // t, tile_width=pitch,
                            tile_height=t, x=0, y=y, default_tile=1)
    group.append(tg)
    return tg


def place(layer, x, y=None):
    """Move a layer only if it is elsewhere (a move marks the display for a redraw)."""
    if layer.x != x:
        layer.x = x
    if y is not None and layer.y != y:
        layer.y = y


def seat_name(session, seat):
    """A seat is called by its colour; the seat after the players' is Las Vegan's Bank."""
    return COLOURS[session.colours[seat]][0] if seat < len(session.colours) else "Bank"


def count(n, one, many):
    """'1 die', '3 dice', 'no dice': a count with its noun."""
    return "%d %s" % (n, one) if n == 1 else ("no " if n == 0 else "%d " % n) + many


def clip(text, chars):
    return text if len(text) <= chars else text[:max(0, chars - 1)] + "~"


def wrap(text, chars):
    """Lines of at most `chars` characters, broken at spaces; blank lines kept."""
    out = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            if line and len(line) + 1 + len(word) > chars:
                out.append(line)
                line = word
            else:
                line = line + " " + word if line else word
        out.append(line)
    return out


def grid(group, sheet, x, y, tile_w, tile_h, width=1, height=1):
    """A TileGrid over a swatches() sheet, every tile clear."""
    tg = displayio.TileGrid(sheet[0], pixel_shader=sheet[1], width=width, height=height,
                            tile_width=tile_w, tile_height=tile_h, x=x, y=y, default_tile=0)
    group.append(tg)
    return tg
