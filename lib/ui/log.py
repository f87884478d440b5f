"""The move log: the game's latest moves, newest last; up and down scroll, B goes back."""

from ui import buttons, gfx
from ui.results import _Lines


class MoveLog(_Lines):
    def __init__(self, app, arg=None):
        _Lines.__init__(self, app, "Moves", "^/v scroll  B back")
        self.entries = app.log or ["No moves yet."]
        self.top = max(0, len(self.entries) - len(self.lines))  # the newest in view
        self.draw()

    def draw(self):
        self.show([(t, gfx.DIM if t.startswith("-") else gfx.FG)
                   for t in self.entries[self.top:self.top + len(self.lines)]])

    def button(self, b):
        most = max(0, len(self.entries) - len(self.lines))
        if b == buttons.UP and self.top:
            self.top -= 1
        elif b == buttons.DOWN and self.top < most:
            self.top += 1
        elif b in (buttons.B, buttons.MENU, buttons.A):
            self.app.goto("pause")
            return
        self.draw()

    def tick(self, now):
        return False
