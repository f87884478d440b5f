"""Colours as a reader sees them: WCAG 2's contrast of every text on screen (its ink against the
ground most of its cells show, read from the drawn frame), and how far apart colours stay for
colour-blind eyes."""

import itertools
import math

import displayio

from ui import gfx


def luminance(rgb):
    """WCAG 2's relative luminance of an 0xRRGGBB colour."""
    out = 0.0
    for shift, weight in ((16, 0.2126), (8, 0.7152), (0, 0.0722)):
        c = (rgb >> shift & 0xFF) / 255
        out += weight * (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4)
    return out


# Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for Simulation of Color
# Vision Deficiency", severity 1.0 (dichromacy), on linear RGB
MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
    "typical": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
}


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


def apart(a, b, vision="typical"):
    """CIE76 Delta E (CIELAB, D65) between two colours as `vision` sees them."""
    return math.dist(_lab(seen(a, vision)), _lab(seen(b, vision)))


def closest(colours, vision="typical"):
    """The least Delta E between two of `colours` as `vision` sees them."""
    return min(apart(a, b, vision) for a, b in itertools.combinations(colours, 2))


def ratio(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _texts(group, x=0, y=0, scale=1):
    """(text grid, its left, top, scale on screen) of each visible text in `group`."""
    if group.hidden:
        return
    x, y = x + group.x * scale, y + group.y * scale
    if isinstance(group, displayio.Group):
        for item in group:
            yield from _texts(item, x, y, scale * group.scale)
    elif group.bitmap is gfx.SHEET:
        yield group, x, y, scale


def low(display, root, least=4.5):
    """[(ratio, ink, background, the text)] of each text on screen under `least`."""
    import pygame

    surf = display._pygame_screen
    w, h = surf.get_size()
    rgb_bytes = pygame.image.tobytes(surf, "RGB")
    out = []
    texts = list(_texts(root))
    for grid, x0, y0, scale in texts:
        ink = grid.pixel_shader[1]
        if any(_row_text(g, 0) == _row_text(grid, 0) and x0 >= x and y0 >= y
               and 0 < x0 - x + y0 - y <= 2 * scale for g, x, y, _ in texts):
            continue  # a shadow (ui.marquee): the text up and left of it is the one read
        for row in range(grid.height):
            chars = [grid[col, row] for col in range(grid.width)]
            if all(t == chars[0] for t in chars) and grid.width > 0 and _blank(grid, chars[0]):
                continue
            seen = {}
            text_ink = None
            for col, t in enumerate(chars):
                if _blank(grid, t):
                    continue
                for dy in range(gfx.LINE_H * scale):
                    for dx in range(gfx.CHAR_W * scale):
                        px, py = x0 + (col * gfx.CHAR_W) * scale + dx, y0 + row * gfx.LINE_H * scale + dy
                        if 0 <= px < w and 0 <= py < h:
                            k = 3 * (py * w + px)
                            rgb = rgb_bytes[k] << 16 | rgb_bytes[k + 1] << 8 | rgb_bytes[k + 2]
                            seen[rgb] = seen.get(rgb, 0) + 1
            if not seen:
                continue
            text_ink = min(seen, key=lambda c: _distance(c, ink))  # (the ink as the panel shows it)
            ground = max((c for c in seen if c != text_ink), key=seen.get, default=None)
            if ground is not None and ratio(text_ink, ground) < least:
                out.append((round(ratio(text_ink, ground), 2), hex(ink), hex(ground), _row_text(grid, row)))
    return out


def _blank(grid, tile):
    return tile == gfx.TILES[0]  # (the space)


def _distance(a, b):
    return sum(abs((a >> s & 0xFF) - (b >> s & 0xFF)) for s in (16, 8, 0))


def _row_text(grid, row):
    back = {t: chr(gfx._FIRST + i) for i, t in enumerate(gfx.TILES)}
    return "".join(back.get(grid[col, row], "?") for col in range(grid.width)).rstrip()
