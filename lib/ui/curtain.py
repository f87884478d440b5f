"""The pass curtain: whose turn it is and what happened since that player last decided."""

import displayio

from ui import gfx


class Curtain:
    """A full-screen panel over the table (made only when humans share the device)."""

    def __init__(self, app, parent):
        self.app = app
        self.group = displayio.Group()
        gfx.box(self.group, 0, 0, app.width, app.height, gfx.PANEL)
        self.title = gfx.Text(self.group, 8, 4, "", gfx.GOLD, 2 if app.big else 1)
        self.recap = gfx.Text(self.group, 4, 4 + (3 if app.big else 2) * gfx.LINE_H, "", gfx.FG)
        self.group.hidden = True
        parent.append(self.group)

    def show(self, name, who):
        self.title.set("Pass to %s - press A" % name)
        self.recap.set(self._recap(who))
        self.group.hidden = False

    def hide(self):
        self.group.hidden = True

    def _recap(self, who):
        """What happened since `who` last decided, newest last, as many lines as fit."""
        app = self.app
        rows = (app.height - 4) // gfx.LINE_H - (4 if app.big else 3)
        lines = app.since(who, app.width // gfx.CHAR_W - 1)
        if not lines:
            return ""
        return "Since your last turn:\n" + "\n".join(lines[-rows:])
