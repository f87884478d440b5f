"""Motion: layers sliding from where they are to a place, eased, a frame at a time."""

from ui.gfx import place


class Slide:
    def __init__(self, layers, x, y):
        """Layers (TileGrids, Groups) bound for (x, y), each a little after the one before."""
        self.moving = [(layer, layer.x, layer.y) for layer in layers]
        self.to = (x, y)

    def frame(self, k):
        """The layers k/256 of the way there, quick then settling (256: back where they were,
        for the table to redraw)."""
        tx, ty = self.to
        e = k * (512 - k) >> 8 if k < 256 else 0
        for n, (layer, x, y) in enumerate(self.moving):
            place(layer, x + ((tx + 2 * n - x) * e >> 8), y + ((ty + n - y) * e >> 8))
