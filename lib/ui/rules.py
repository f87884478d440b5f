"""Paged rule summaries, or a game's legend: LEFT/RIGHT or A turn pages; B goes back.

The pages are data (ui/rules_text.py, Royale's tiles in ui/rules_tiles.py), loaded only while
this scene is shown. The legend is a game's "on screen" pages: what every label on its table
means, and in Royale which tile each casino holds now."""

import displayio

from ui import buttons, gfx


def wrap(text, chars):
    """Lines of at most `chars` characters, broken at spaces; blank lines kept."""
    out = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            if line and len(line) + 1 + len(word) > chars:
                out.append(line)
                line = word
            else:
                line = line + " " + word if line else word
        out.append(line)
    return out


def _tiles_now(faces):
    """A legend page: each casino's tile this round, by code and name."""
    from vegas.royale.text import face_text

    lines = ["casino %d: %s" % (c + 1, face_text(f)) for c, f in enumerate(faces) if f >= 0]
    return ("Royale: tiles now", "\n".join(lines))


class Rules:
    def __init__(self, app, arg):
        """arg: (scene to go back to, game id), and "legend" for the legend alone."""
        from ui.rules_text import INCLUDES, MORE, PAGES

        self.app = app
        self.back_to, game_id = arg[0], arg[1]
        legend = arg[2:] == ("legend",)
        self.games = [game_id] + list(INCLUDES.get(game_id, ()))
        self.pages = []  # (game title, lines) per screen page
        self.group = displayio.Group()
        w, h = app.width, app.height
        chars = w // gfx.CHAR_W - 1
        rows = (h - 2 * gfx.LINE_H - 4) // gfx.LINE_H
        sources = list(PAGES)
        for g in self.games:
            if g in MORE and not legend:
                sources += __import__(MORE[g], None, None, ["PAGES"]).PAGES
        faces = app.session.state.view(0).get("tiles", ()) if legend and app.session else ()
        if any(f >= 0 for f in faces):
            sources.insert(0, (game_id, (_tiles_now(faces),)))  # what this round's codes mean, first
        for g, pages in sources:
            if g not in self.games:
                continue
            for title, text in pages:
                if legend and "on screen" not in title and "now" not in title:
                    continue
                lines = wrap(text, chars)
                while lines and not lines[-1]:
                    lines.pop()
                # as many screens as it needs, the lines spread evenly: no screen of one word
                screens = (len(lines) + rows - 1) // rows
                per = (len(lines) + screens - 1) // screens if screens else 0
                for i in range(0, len(lines), per or 1):
                    self.pages.append((title, lines[i:i + per]))
        gfx.box(self.group, 0, 0, w, h, gfx.BG)
        self.head = gfx.Text(self.group, 2, 1, "", gfx.GOLD)
        self.body = [gfx.Text(self.group, 3, 2 + gfx.LINE_H * (i + 1), "") for i in range(rows)]
        self.foot = gfx.Text(self.group, 2, h - gfx.LINE_H - 1, "", gfx.DIM)
        self.page = 0
        self.show()

    def show(self):
        title, lines = self.pages[self.page]
        self.head.set(title)
        for i, t in enumerate(self.body):
            t.set(lines[i] if i < len(lines) else "")
        self.foot.set("page %d/%d  </> A turn  B back" % (self.page + 1, len(self.pages)))

    def button(self, b):
        n = len(self.pages)
        if b in (buttons.RIGHT, buttons.DOWN, buttons.A):
            self.page = (self.page + 1) % n
        elif b in (buttons.LEFT, buttons.UP):
            self.page = (self.page - 1) % n
        elif b in (buttons.B, buttons.MENU):
            if isinstance(self.back_to, tuple):  # (scene, its arg)
                self.app.goto(*self.back_to)
            else:
                self.app.goto(self.back_to)
            return
        self.show()

    def tick(self, now):
        return False

    def busy(self):
        return False
