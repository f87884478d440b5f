"""A plain-text table for games that have no drawn screen yet: the scores, the viewer's view as
"key: value" lines, and the option under the cursor. Every decision stays reachable."""

from ui import gfx
from ui.board import BaseBoard

_SKIP = ("game_id", "player", "to_move")


class Board(BaseBoard):
    def __init__(self, app, session, group):
        BaseBoard.__init__(self, app, session)
        w, h = app.width, app.height
        gfx.box(group, 0, 0, w, h, gfx.BG)
        self.status = gfx.Text(group, 2, 1, "", gfx.GOLD)
        rows = (h - 3 * gfx.LINE_H) // gfx.LINE_H
        self.lines = [gfx.Text(group, 2, 2 + gfx.LINE_H * (i + 1), "", gfx.FG) for i in range(rows)]
        self.prompt_text = gfx.Text(group, 2, h - gfx.LINE_H - 1, "", gfx.FG)

    def secrets(self, settings, state):
        return True  # hands and secret picks: a new human always gets the curtain

    def draw(self, state):
        s = self.session
        viewer = s.viewer(state.to_move())
        scores = state.scores()
        self.status.set(gfx.clip(" ".join("%s %d" % (gfx.COLOURS[s.colours[i]][0][:3], scores[i])
                                          for i in range(state.num_players)), self.chars - 1))
        rows = []
        if viewer >= 0:
            v = state.view(viewer)
            for k in sorted(v):
                if k not in _SKIP:
                    rows.append("%s: %s" % (k, v[k]))
        for i, line in enumerate(self.lines):
            line.set(gfx.clip(rows[i], self.chars - 1) if i < len(rows) else "")
