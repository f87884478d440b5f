"""A marquee: a name in big letters on a red sign edged with bulbs, a die each side where there
is room (the title's and each game's splash)."""

import displayio

from ui import gfx

_SIGN = 0x9E1B32  # a red sign, its bulbs two golds that alternate
_BULBS = (gfx.GOLD, 0xFFF4C2)
_BULB = 6  # a bulb's pitch in pixels


def draw(g, width, y0, name, scale, faces=(5, 6)):
    """The sign across `width` from y0, `name` on it at `scale`, dice showing `faces` left and
    right (None: no dice); returns (the name's Text, the y below the sign)."""
    from ui import sheets  # (its sprites are drawn once; the scene drops it)

    h = gfx.LINE_H * scale + 2 * _BULB + 4
    w = (width - 4) // _BULB * _BULB
    x0 = (width - w) // 2
    gfx.box(g, x0, y0, w, h, _SIGN)
    bulbs = sheets.swatches(_BULB, _BULB, _BULBS, 2)
    across, down = w // _BULB, h // _BULB
    for x, y, n, wide in ((x0, y0, across, True), (x0, y0 + h - _BULB, across, True),
                          (x0, y0, down, False), (x0 + w - _BULB, y0, down, False)):
        tg = gfx.grid(g, bulbs, x + 1, y + 1, _BULB, _BULB, n if wide else 1, 1 if wide else n)
        for i in range(n):
            tg[i] = 1 + (i + (x + y) // _BULB) % 2
    tw = len(name) * gfx.CHAR_W * scale
    y = y0 + (h - gfx.LINE_H * scale) // 2
    gfx.Text(g, (width - tw) // 2 + scale, y + scale, name, gfx.BLACK, scale)  # its shadow
    text = gfx.Text(g, (width - tw) // 2, y, name, gfx.GOLD, scale)
    room = (width - tw) // 2 - x0 - _BULB
    if faces is not None and room >= gfx.DIE + 4:
        dice = sheets.dice_sheet()
        pal = gfx.die_palette(0xF4F4F4, _SIGN)
        side = (room - gfx.DIE) // 2 + _BULB
        for x, face in ((x0 + side, faces[0]), (width - x0 - side - gfx.DIE, faces[1])):
            tg = displayio.TileGrid(dice, pixel_shader=pal, tile_width=gfx.DIE, tile_height=gfx.DIE,
                                    x=x, y=y0 + (h - gfx.DIE) // 2)
            tg[0] = face
            g.append(tg)
    return text, y0 + h
