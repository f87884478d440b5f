"""A plain-text table for games that have no drawn screen yet: the scores, the viewer's view as
"key: value" lines, and the option under the cursor. Every decision stays reachable."""

from ui import gfx

_SKIP = ("game_id", "player", "to_move")


class Board:
    def __init__(self, app, session, group):
        self.app = app
        self.session = session
        w, h = app.width, app.height
        gfx.box(group, 0, 0, w, h, gfx.BG)
        self.chars = w // gfx.CHAR_W - 1
        self.status = gfx.Text(group, 2, 1, "", gfx.GOLD)
        rows = (h - 3 * gfx.LINE_H) // gfx.LINE_H
        self.lines = [gfx.Text(group, 2, 2 + gfx.LINE_H * (i + 1), "", gfx.FG) for i in range(rows)]
        self.prompt_text = gfx.Text(group, 2, h - gfx.LINE_H - 1, "", gfx.FG)

    def order(self, legal):
        return legal

    def animates(self, state):
        return False

    def chance_text(self, state):
        return ""

    def secrets(self, settings):
        return True  # hands and secret picks: a new human always gets the curtain

    def round_over(self, state):
        return False

    def prompt(self, text):
        self.prompt_text.set(gfx.clip(text, self.chars + 1))

    def focus(self, action, who):
        pass

    def rolling(self, now):
        pass

    def draw(self, state):
        s = self.session
        viewer = s.viewer(state.to_move())
        scores = state.scores()
        self.status.set(gfx.clip(" ".join("%s %d" % (gfx.COLOURS[s.colours[i]][0][:3], scores[i])
                                          for i in range(state.num_players)), self.chars))
        rows = []
        if viewer >= 0:
            v = state.view(viewer)
            for k in sorted(v):
                if k not in _SKIP:
                    rows.append("%s: %s" % (k, v[k]))
        for i, line in enumerate(self.lines):
            line.set(gfx.clip(rows[i], self.chars) if i < len(rows) else "")
