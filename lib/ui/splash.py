"""A game's splash as it begins: its name on a marquee, who made it, and who sits where; then the
table (after SPLASH_MS by the AI speed, or at A)."""

import displayio

from ui import buttons, gfx
from ui.session import KINDS
from ui.settings import SPLASH_MS
from vegas.ticks import ticks_diff

# game: (the name on the sign, the line under it, the dice beside the name: None for a card game)
_SIGNS = {
    "las_vegas": ("LAS VEGAS", "Ruediger Dorn, 2012", (1, 6)),
    "royale_basic": ("ROYALE", "Ruediger Dorn, 2019: the basic game", (3, 4)),
    "royale": ("ROYALE", "Ruediger Dorn, 2019: with the tiles", (3, 4)),
    "knizia": ("VEGAS", "Reiner Knizia, 1996", (2, 5)),
    "las_vegan": ("LAS VEGAN", "Laurent, Lebrat, Maublanc, 2022", None),
}


class Splash:
    def __init__(self, app, arg=None):
        from ui import marquee

        self.app = app
        self.group = displayio.Group()
        w, h = app.width, app.height
        session = app.session
        gfx.box(self.group, 0, 0, w, h, gfx.BG)
        name, credit, faces = _SIGNS[session.game_id]
        self.sign, y = marquee.draw(self.group, w, 4 if app.big else 2, name, 3 if app.big else 2, faces)
        y += 4 if app.big else 2
        credit = gfx.clip(credit, w // gfx.CHAR_W)
        self.lines = [gfx.Text(self.group, (w - len(credit) * gfx.CHAR_W) // 2, y, credit, gfx.DIM)]
        y += gfx.LINE_H + (8 if app.big else 3)
        alone = session.humans() == 1
        col = w // 2
        for s in range(len(session.kinds)):
            kind = KINDS[session.kinds[s]]
            who = ("you" if alone else "a player") if kind == "human" else kind + " AI"
            colour = gfx.COLOURS[session.colours[s]]
            self.lines.append(gfx.Text(self.group, 6 + s % 2 * col, y + s // 2 * gfx.LINE_H,
                                       gfx.clip("%s: %s" % (colour[0], who), col // gfx.CHAR_W - 1),
                                       gfx.on_felt(colour[1])))
        if session.game_id == "las_vegan" and len(session.kinds) == 2:  # (2 players: the Bank too)
            bank = "Bank: a third hand, by the rules"
            self.lines.append(gfx.Text(self.group, 6, y + gfx.LINE_H, bank, gfx.GOLD))
        gfx.Text(self.group, 4, h - gfx.LINE_H - 1, "A: to the table", gfx.DIM)
        self.t0 = app.now

    def busy(self):
        return True  # (it moves on by itself)

    def tick(self, now):
        if ticks_diff(now, self.t0) >= SPLASH_MS[self.app.settings.get("speed")]:
            self.app.goto("play")
        return False

    def button(self, b):
        if b == buttons.A or b == buttons.B:
            self.app.goto("play")
