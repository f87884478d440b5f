"""A scrolling list scene: a title, rows of text, a cursor. Menus subclass it with `rows()`,
`choose(i)`, `adjust(i, step)` (LEFT/RIGHT on a row) and `back()`."""

import displayio

from ui import buttons, gfx


class Menu:
    title = ""
    footer = "A choose  B back"

    def __init__(self, app, arg=None):
        self.app = app
        self.arg = arg
        self.group = displayio.Group()
        w, h = app.width, app.height
        gfx.box(self.group, 0, 0, w, h, gfx.BG)
        top = self.head(w) + 4
        self.note = gfx.Text(self.group, 4, h - 2 * gfx.LINE_H - 2, "", gfx.WARN)
        self.foot = gfx.Text(self.group, 4, h - gfx.LINE_H - 1, self.footer, gfx.DIM)
        self.charge = None  # a handheld's battery, read as the menu opens, at the foot's right
        charge = app.battery()
        if charge is not None:
            from ui.icons import BATTERY

            text = BATTERY + "%d%%" % charge
            self.charge = gfx.Text(self.group, w - 4 - len(text) * gfx.CHAR_W, h - gfx.LINE_H - 1, text,
                                   gfx.WARN if charge < 15 else gfx.DIM)
        self.visible = (h - top - 2 * gfx.LINE_H - 4) // gfx.LINE_H
        self.chars = w // gfx.CHAR_W - 2
        self.lines = [gfx.Text(self.group, 4, top + i * gfx.LINE_H, "") for i in range(self.visible)]
        self.cursor = 0
        self.first = 0
        self.redraw()

    def head(self, width):
        """Draw the title at the top; returns the y below it."""
        scale = 2 if self.app.big else 1
        self.title_text = gfx.Text(self.group, 4, 2, self.title, gfx.GOLD, scale)
        return 2 + gfx.LINE_H * scale

    def rows(self):
        return []

    def choose(self, i):
        pass

    def adjust(self, i, step):
        pass

    def back(self):
        pass

    def redraw(self):
        rows = self.rows()
        n = len(rows)
        if self.cursor >= n:
            self.cursor = max(0, n - 1)
        if self.cursor < self.first:
            self.first = self.cursor
        elif self.cursor >= self.first + self.visible:
            self.first = self.cursor - self.visible + 1
        for k, line in enumerate(self.lines):
            i = self.first + k
            if i < n:
                mark = ">" if i == self.cursor else " "
                line.set(gfx.clip(mark + rows[i], self.chars), gfx.GOLD if i == self.cursor else gfx.FG)
            else:
                line.set("")

    def button(self, b):
        n = len(self.rows())
        if b == buttons.UP:
            self.cursor = (self.cursor - 1) % n
        elif b == buttons.DOWN:
            self.cursor = (self.cursor + 1) % n
        elif b == buttons.LEFT:
            self.adjust(self.cursor, -1)
        elif b == buttons.RIGHT:
            self.adjust(self.cursor, 1)
        elif b == buttons.A:
            self.choose(self.cursor)
        elif b == buttons.B:
            self.back()
        elif b == buttons.MENU:
            self.menu()
        if self.app.scene is self and not self.app.pending:  # (not when leaving)
            self.redraw()

    def menu(self):
        self.back()

    def tick(self, now):
        return False

    def busy(self):
        return False
