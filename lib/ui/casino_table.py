"""The six casinos both dice games draw (Las Vegas, Royale): a die per casino along the top, under
it the money it pays (notes or cards bearing their value), under that the count of dice of each
colour there (digits on a box of that colour), and the rolled dice, with the casino under the
cursor and the dice that would go there highlighted. Made once; every change only touches what
differs. Its motion is ui.motion's, loaded only where there is room for it."""

import displayio

from ui import gfx

OWN, WHITE, BLACK = 0, 1, 2  # how a rolled die is coloured: the roller's, white, black
_MOST = 10  # the highest count drawn (a Royale seat has 9 at most: 7 dice, the Biggy counting 2)


class CasinoTable:
    def __init__(self, group, session, cw, y_head, y_counts, count_colours, y_roll, slots, roll_w):
        """count_colours: (box, digits) colours of each kind of dice counted, seats first."""
        self.session = session
        self.cw = cw
        self.y_roll = y_roll
        self.y_counts = y_counts
        from ui import sheets  # (dropped once the board is built: see ui.play)

        sheet = sheets.dice_sheet()
        self.sheet = sheet
        self.casino_pal = gfx.die_palette(0xDDDDDD, gfx.BLACK)
        self.casino_sel = gfx.die_palette(gfx.GOLD, gfx.BLACK, gfx.RED)
        self.heads = []
        for c in range(6):
            tg = displayio.TileGrid(sheet, pixel_shader=self.casino_pal, tile_width=gfx.DIE,
                                    tile_height=gfx.DIE, x=c * cw + (cw - gfx.DIE) // 2, y=y_head)
            tg[0] = c + 1
            group.append(tg)
            self.heads.append(tg)
        counts = sheets.count_sheet(cw, _MOST)
        self.counts = []
        per = gfx.COUNTS_PER_LINE
        for i, (box, digits) in enumerate(count_colours):
            tg = displayio.TileGrid(counts, pixel_shader=gfx.palette(0, box, digits), width=6, height=1,
                                    tile_width=cw, tile_height=gfx.COUNT_H, x=1 + i % per * gfx.COUNT_W,
                                    y=y_counts + 1 + i // per * gfx.LINE_H)
            group.append(tg)
            self.counts.append(tg)
        self.count_n = bytearray(6 * len(count_colours))
        p = session.state.num_players
        colours = [gfx.COLOURS[session.colours[s]] for s in range(p)]
        self.pal = [gfx.die_palette(c[1], c[2]) for c in colours]
        self.pal_sel = [gfx.die_palette(c[1], c[2], gfx.GOLD) for c in colours]
        self.others = (gfx.die_palette(gfx.WHITE_DIE[1], gfx.BLACK), gfx.die_palette(0x222222, 0xEEEEEE))
        self.others_sel = (gfx.die_palette(gfx.WHITE_DIE[1], gfx.BLACK, gfx.GOLD),
                           gfx.die_palette(0x222222, 0xEEEEEE, gfx.GOLD))
        pitch = min(gfx.DIE + 3, roll_w // slots)
        self.roll = []
        for i in range(slots):
            tg = displayio.TileGrid(sheet, pixel_shader=self.others[0], tile_width=gfx.DIE,
                                    tile_height=gfx.DIE, x=2 + i * pitch, y=y_roll)
            tg[0] = 0
            group.append(tg)
            self.roll.append(tg)
        self.roll_end = 2 + slots * pitch
        self.faces = bytearray(slots)  # face 1-6 of each shown die (0 none)
        self.kinds = bytearray(slots)
        self.roller = 0
        self.selected = -1

    def money(self, group, sprite, values, lines, y):
        """Under each casino from y, `lines` rows of two tiles: ui.art's `sprite` (e.g. "BANKNOTE")
        bearing one of `values`. One TileGrid for all six casinos, a half column a tile."""
        from ui import sheets  # (dropped once the board is built: see ui.play)

        sheet, pal = sheets.value_sheet(sprite, values, self.cw // 2)
        self.values = values
        self.notes = gfx.grid(group, (sheet, pal), 0, y, self.cw // 2, sheet.height, 12, lines)
        # a note apiece to fly to its winner at the payout (ui.motion; none on the simpler drawing)
        self.note_h = sheet.height
        self.flyers = [] if gfx.LEAN else [gfx.grid(group, (sheet, pal), 0, y, self.cw // 2, sheet.height)
                                           for _ in range(12 * lines)]
        for f in self.flyers:
            f.hidden = True

    def show_money(self, c, notes):
        """Casino c's notes or cards (their values), two to a row from the top left."""
        grid = self.notes
        for i in range(2 * grid.height):
            tile = self.values.index(notes[i]) + 1 if i < len(notes) else 0
            at = (2 * c + i % 2, i // 2)
            if grid[at] != tile:
                grid[at] = tile

    def count(self, kind, c, n):
        """Show n dice of kind (an index into count_colours) at casino c."""
        k = kind * 6 + c
        n = min(_MOST, n)
        if self.count_n[k] != n:
            self.count_n[k] = n
            self.counts[kind][c] = n

    def die(self, i, face, kind=OWN):
        self.faces[i] = face
        self.kinds[i] = kind
        self.roll[i][0] = face

    def dice(self, counts, kind, i):
        """Show counts[f] dice of face f + 1 from slot i on; returns the next free slot."""
        for f in range(6):
            for _ in range(counts[f]):
                self.die(i, f + 1, kind)
                i += 1
        return i

    def clear_from(self, i):
        while i < len(self.roll):
            self.die(i, 0)
            i += 1

    def palette(self, kind, on):
        if kind == OWN:
            return self.pal_sel[self.roller] if on else self.pal[self.roller]
        return self.others_sel[kind - 1] if on else self.others[kind - 1]

    def mark(self):
        """Highlight the selected casino and the rolled dice that would go there."""
        sel = self.selected
        for c in range(6):
            pal = self.casino_sel if c == sel else self.casino_pal
            if self.heads[c].pixel_shader is not pal:
                self.heads[c].pixel_shader = pal
        for i, tg in enumerate(self.roll):
            on = self.faces[i] == sel + 1
            pal = self.palette(self.kinds[i], on)
            if tg.pixel_shader is not pal:
                tg.pixel_shader = pal
            y = self.y_roll - (3 if on else 0)
            if tg.y != y:
                tg.y = y

    def tumble(self, seed, own, others, kind):
        """A frame of a roll animation (display only): returns the next seed."""
        self.selected = -1
        for i in range(len(self.roll)):
            seed = (seed * 1103515245 + 12345) & 0x3FFFFFFF
            face = 1 + (seed >> 16) % 6 if i < own + others else 0
            self.die(i, face, kind if i >= own else OWN)
        self.mark()
        return seed
