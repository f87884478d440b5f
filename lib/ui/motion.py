"""Motion: layers sliding from where they are to a place, eased, a frame at a time."""

from ui.gfx import place


class Slide:
    def __init__(self, layers=(), x=0, y=0):
        """Layers (TileGrids, Groups) bound for (x, y), each a little after the one before."""
        self.moving = []
        self.add(layers, x, y)

    def add(self, layers, x, y):
        """More layers, bound for (x, y): a note to its winner while another goes elsewhere."""
        for n, layer in enumerate(layers):
            self.moving.append((layer, layer.x, layer.y, x + 2 * n, y + n))

    def frame(self, k):
        """The layers k/256 of the way there, quick then settling (256: back where they were,
        for the table to redraw)."""
        e = k * (512 - k) >> 8 if k < 256 else 0
        for layer, x, y, tx, ty in self.moving:
            place(layer, x + ((tx - x) * e >> 8), y + ((ty - y) * e >> 8))
