"""Motion: layers sliding from where they are to a place, eased, a frame at a time. Loaded only
where there is room for it (ui.play), so the dice games' motions are here too."""

from ui.gfx import DIE, place


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
        """The motion k/256 of the way through (256: every layer back where it was, for the
        table to redraw). The layers go one after another, each quick then settling, the next
        setting off halfway through the one before: a frame redraws only the places of the layers
        that moved, and on the chip each pixel redrawn costs microseconds."""
        n = 2 * len(self.moving) + 1
        for i, (layer, x, y, tx, ty) in enumerate(self.moving):
            j = min(256, max(0, (k * n - i * 512) // 3)) if k < 256 else 0  # (its share: 3/n of the time)
            e = j * (512 - j) >> 8
            place(layer, x + ((tx - x) * e >> 8), y + ((ty - y) * e >> 8))


def dice_to(table, c, more=()):
    """A ui.casino_table's rolled dice showing c + 1 (and the layers `more`) sliding to casino
    c's counts, or None when none moves."""
    layers = [tg for i, tg in enumerate(table.roll) if table.faces[i] == c + 1] + list(more)
    if not layers:
        return None
    return Slide(layers, c * table.cw + (table.cw - DIE) // 2, table.y_counts)


def notes_paid(table, payouts, bar):
    """A ui.casino_table's finished round's notes leaving their casino, each for its winner's
    cell of the seat bar (payouts: the view's, as the finished table shows them); None on the
    simpler drawing or when nobody took one."""
    if not table.flyers:
        return None
    slide = Slide()
    bound = {}
    grid, tw = table.notes, table.cw // 2
    flyers = table.flyers
    used = 0  # (CircuitPython's next() takes no default)
    for c in range(6):
        paid = [x[1] for x in payouts if x[0] == c and len(x) == 3]
        for i, seat in enumerate(paid[:2 * grid.height]):
            if not 0 <= seat < len(bar.cells):
                continue  # (nobody's, or the white dice's: under the pile)
            if used == len(flyers):
                break
            f = flyers[used]
            used += 1
            at = (2 * c + i % 2, i // 2)
            f[0] = grid[at]
            grid[at] = 0
            place(f, at[0] * tw, grid.y + at[1] * table.note_h)
            f.hidden = False
            bound.setdefault(seat, []).append(f)
    for seat, flying in bound.items():
        slide.add(flying, bar.x + seat * bar.cw, 0)
    return slide if bound else None
