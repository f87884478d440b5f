"""The table's top line: a cell per seat, led by its letter, the seat to move on a box of its colour.

Colour is never the only cue: each cell starts with the seat's letter (B, R, G, Y, P, O), and the
seat to move is the one boxed, in black (5:1 or more on every seat colour). A gold line under a
cell marks the start player (Royale). A cell's figures follow icons (ui.art: a note for money, a
die, a chip...) that the game's legend names."""

from ui import gfx


def letter(session, seat):
    """A seat's letter: its colour's initial (the set-up's colours all differ in it)."""
    return gfx.seat_name(session, seat)[0]


class SeatBar:
    def __init__(self, group, x, width, heads, colours):
        """heads: what each cell starts with (a letter, or a word such as "Bank"); colours: each
        seat's (body, ink), the box's colour and the text's on it."""
        n = len(heads)
        self.cw = width // n
        self.x = x
        self.heads = heads
        self.colours = colours
        self.box = gfx.box(group, x, 0, self.cw - 1, gfx.LINE_H, colours[0][0])
        self.box.hidden = True
        self.under = gfx.box(group, x, gfx.LINE_H, self.cw - 2, 1, gfx.GOLD)
        self.under.hidden = True
        self.cells = [gfx.Text(group, x + s * self.cw, 1, "", gfx.on_felt(colours[s][0])) for s in range(n)]
        self.texts = [""] * n
        self.mover = -1
        self.starter = -1

    def set(self, seat, text):
        """A cell's text: in the seat's colour on the felt (tinted to be read), black on its box."""
        self.texts[seat] = text
        body = self.colours[seat][0]
        self.cells[seat].set(self.heads[seat] + text, gfx.BLACK if seat == self.mover else gfx.on_felt(body))

    def fill(self, forms, cells, seats=None):
        """Set each of `seats` (default: all) to its `cells` tuple in the first of `forms` (%
        formats, the richest first) that leaves every cell a space clear of the next: one form
        on the line."""
        seats = range(len(self.cells)) if seats is None else seats
        chars = self.cw // gfx.CHAR_W
        for form in forms:
            if all(len(self.heads[s]) + len(form % cells[s]) < chars for s in seats):
                break
        for s in seats:
            self.set(s, form % cells[s])

    def turn(self, seat):
        """Box the seat to move (-1: none, e.g. while dice are rolled)."""
        if seat == self.mover:
            return
        old, self.mover = self.mover, seat
        if old >= 0:
            self.set(old, self.texts[old])
        self.box.hidden = seat < 0
        if seat >= 0:
            gfx.place(self.box, self.x + seat * self.cw)
            self.box[0].pixel_shader[0] = self.colours[seat][0]
            self.set(seat, self.texts[seat])

    def start(self, seat):
        """Underline the start player's cell."""
        if seat != self.starter:
            self.starter = seat
            self.under.hidden = seat < 0
            gfx.place(self.under, self.x + max(0, seat) * self.cw)
