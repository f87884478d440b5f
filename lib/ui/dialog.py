"""A small dialog over the board for a decision that is not the board's main move (a tile's
question, a duel, a token): its title and the options as a scrolling list. Only the visible
rows are turned into text, so a long list (Black Box's 62 splits) costs no more than a short one."""

import displayio

from ui import gfx


class Dialog:
    def __init__(self, group, width, height, rows):
        self.rows = rows
        h = (rows + 1) * gfx.LINE_H + 6
        y = height - gfx.LINE_H - 2 - h
        self.group = displayio.Group()
        gfx.box(self.group, 0, y, width, h, gfx.PANEL)
        self.chars = (width - 16) // gfx.CHAR_W
        self.title = gfx.Text(self.group, 8, y + 2, "", gfx.GOLD)
        self.lines = [gfx.Text(self.group, 8, y + 4 + (i + 1) * gfx.LINE_H, "") for i in range(rows)]
        self.group.hidden = True
        self.first = 0
        group.append(self.group)

    def open(self, title):
        self.title.set(gfx.clip(title, self.chars))
        self.first = 0
        self.group.hidden = False

    def close(self):
        self.group.hidden = True

    def is_open(self):
        return not self.group.hidden

    def show(self, state, legal, cursor, describe):
        """The rows around `cursor`, each an action's text as describe(state, action, room) puts
        it; "more" marks at the ends."""
        n = len(legal)
        if cursor < self.first:
            self.first = cursor
        elif cursor >= self.first + self.rows:
            self.first = cursor - self.rows + 1
        for k, line in enumerate(self.lines):
            i = self.first + k
            if i >= n:
                line.set("")
                continue
            mark = "> " if i == cursor else ("^ " if k == 0 and i > 0 else
                                             "v " if k == self.rows - 1 and i < n - 1 else "  ")
            line.set(mark + gfx.clip(describe(state, legal[i], self.chars - 2), self.chars - 2),
                     gfx.GOLD if i == cursor else gfx.FG)
