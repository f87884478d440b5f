"""The contrast of every text on screen, read from the drawn frame: WCAG 2's ratio of its ink
to the background most of its cells show."""

import displayio

from ui import gfx


def luminance(rgb):
    """WCAG 2's relative luminance of an 0xRRGGBB colour."""
    out = 0.0
    for shift, weight in ((16, 0.2126), (8, 0.7152), (0, 0.0722)):
        c = (rgb >> shift & 0xFF) / 255
        out += weight * (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4)
    return out


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
