"""Paged rule summaries, or a game's legend: LEFT/RIGHT or A turn pages; B goes back.

The pages are data, each game's in its package (ui.<game>.rules; Royale's tiles in
ui.royale.tile_rules), loaded only while this scene is shown. The legend is a game's "on screen"
pages: what every label on its table means, and in Royale which tile each casino holds now."""

import displayio

from ui import buttons, gfx
from ui.session import game_module


def _tiles_now(faces):
    """Legend pages: each casino's tile this round, by code and name, with its whole rule."""
    from ui.royale.tile_rules import PAGES as TILES
    from vegas.royale.text import FACE_CODES, face_text

    rules = dict(TILES[0][1])
    return tuple(("Casino %d: %s" % (c + 1, face_text(f)), rules[face_text(f)])
                 for c, f in enumerate(faces) if f >= 0 and face_text(f) in rules) or \
        (("Royale: tiles now", " ".join(FACE_CODES[f] for f in faces if f >= 0)),)


def pages_of(text, chars, rows):
    """A text's screens of at most `rows` lines, each ending where a sentence ends: whole
    sentences fill a screen while they fit; only a sentence longer than a screen is cut."""
    sentences = []
    for para in text.split("\n"):
        start = 0
        for i in range(len(para)):
            if para[i] in ".:;" and (i + 1 == len(para) or para[i + 1] == " "):
                sentences.append(para[start:i + 1].strip())
                start = i + 1
        rest = para[start:].strip()
        if rest or not para:
            sentences.append(rest)
        sentences.append("\n")  # (a paragraph's end)
    out = []
    page = ""
    for sentence in sentences:
        if sentence == "\n":
            page = page.rstrip(" ") + "\n" if page else page
            continue
        more = page + sentence if page.endswith("\n") or not page else page + " " + sentence
        if page and len(gfx.wrap(more.rstrip("\n"), chars)) > rows:
            out.append(page.rstrip("\n"))
            more = sentence
        page = more
    if page.strip():
        out.append(page.rstrip("\n"))
    screens = []
    for page in out:
        lines = gfx.wrap(page, chars)
        for i in range(0, len(lines), rows):  # (a sentence longer than a screen)
            screens.append(lines[i:i + rows])
    return screens


class Rules:
    def __init__(self, app, arg):
        """arg: (scene to go back to, game id), and "legend" for the legend alone."""
        self.app = app
        self.back_to, game_id = arg[0], arg[1]
        legend = arg[2:] == ("legend",)
        book = __import__(game_module(game_id, "rules"), None, None, ["PAGES"])
        self.games = [game_id] + list(getattr(book, "INCLUDES", {}).get(game_id, ()))
        self.pages = []  # (game title, lines) per screen page
        self.group = displayio.Group()
        w, h = app.width, app.height
        chars = w // gfx.CHAR_W - 1
        rows = (h - 2 * gfx.LINE_H - 4) // gfx.LINE_H
        sources = list(book.PAGES)
        more = getattr(book, "MORE", {})
        for g in self.games:
            if g in more and not legend:
                sources += __import__(more[g], None, None, ["PAGES"]).PAGES
        faces = app.session.state.view(0).get("tiles", ()) if legend and app.session else ()
        if any(f >= 0 for f in faces):
            sources.insert(0, (game_id, _tiles_now(faces)))  # what this round's tiles do, first
        for g, pages in sources:
            if g not in self.games:
                continue
            for title, text in pages:
                if legend and not ("on screen" in title or "now" in title or title.startswith("Casino")):
                    continue
                for lines in pages_of(text, chars, rows):
                    self.pages.append((title, lines))
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
        last = self.page == len(self.pages) - 1
        turn = "A done" if last else "</> A turn"
        self.foot.set("page %d/%d  %s  B back" % (self.page + 1, len(self.pages), turn))

    def button(self, b):
        n = len(self.pages)
        if b in (buttons.RIGHT, buttons.DOWN) or (b == buttons.A and self.page < n - 1):
            self.page = min(n - 1, self.page + 1)  # (the last page stays: it does not wrap)
        elif b in (buttons.LEFT, buttons.UP):
            self.page = max(0, self.page - 1)
        elif b in (buttons.A, buttons.B, buttons.MENU):  # (A on the last page: done)
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
