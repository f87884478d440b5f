"""A scene of text lines under a title, with a footer: the payout, results, statistics and log."""

import displayio

from ui import gfx

# How each game's score reads (the results and statistics screens).
UNITS = {"las_vegas": "$%dk", "royale_basic": "$%dk", "royale": "$%dk", "knizia": "$%d gold"}


class Lines:
    """A scene of text lines with a title and a footer."""

    def __init__(self, app, title, footer):
        self.app = app
        self.group = displayio.Group()
        w, h = app.width, app.height
        gfx.box(self.group, 0, 0, w, h, gfx.BG)
        gfx.Text(self.group, 4, 2, title, gfx.GOLD, 2 if app.big else 1)
        top = (2 + 2 * gfx.LINE_H + 4) if app.big else 16
        rows = (h - top - gfx.LINE_H - 2) // gfx.LINE_H
        self.chars = w // gfx.CHAR_W - 1
        self.lines = [gfx.Text(self.group, 4, top + i * gfx.LINE_H, "") for i in range(rows)]
        self.foot = gfx.Text(self.group, 4, h - gfx.LINE_H - 1, footer, gfx.DIM)

    def show(self, rows):
        """rows: (text, colour) pairs; extra lines are cleared, too many are cut."""
        for i, line in enumerate(self.lines):
            if i < len(rows):
                line.set(gfx.clip(rows[i][0], self.chars), rows[i][1])
            else:
                line.set("")

    def busy(self):
        return False
