"""The Las Vegas table: six casinos (die, notes, a bar of dice per colour), the roll, the money.

Everything comes from the engine's view(); objects are made once, then only changed.
"""

import displayio

from ui import gfx

_NOTE_LINES = 3


def notes_text(notes):
    """Notes of a casino in $1,000, two to a line: "90 20\\n10"."""
    parts = [str(v) for v in notes]
    lines = [" ".join(parts[i:i + 2]) for i in range(0, len(parts), 2)]
    return "\n".join(lines[:_NOTE_LINES])


class Board:
    def __init__(self, app, session, group):
        self.app = app
        self.session = session
        st = session.state
        p = st.num_players
        self.p = p
        w, h = app.width, app.height
        big = app.big
        cw = w // 6
        self.cw = cw
        y_head = 16 if big else 13
        self.y_notes = y_head + gfx.DIE + 2
        note_h = _NOTE_LINES * gfx.LINE_H
        y_bars = self.y_notes + note_h + 1
        pitch = 8 if big else 6
        self.y_roll = y_bars + (p + 1) * pitch + (8 if big else 2)
        gfx.box(group, 0, 0, w, h, gfx.BG)
        sheet = gfx.dice_sheet()
        self.sheet = sheet
        # casino dice along the top
        self.casino_pal = gfx.die_palette(0xDDDDDD, gfx.BLACK)
        self.casino_sel = gfx.die_palette(gfx.GOLD, gfx.BLACK, gfx.RED)
        self.heads = []
        for c in range(6):
            tg = displayio.TileGrid(sheet, pixel_shader=self.casino_pal, tile_width=gfx.DIE,
                                    tile_height=gfx.DIE, x=c * cw + (cw - gfx.DIE) // 2, y=y_head)
            tg[0] = c + 1
            group.append(tg)
            self.heads.append(tg)
        self.notes = [gfx.Text(group, c * cw + 3, self.y_notes, "") for c in range(6)]
        # a bar of dice per seat (and white) per casino
        bars = gfx.bar_sheet(cw)
        self.bars = []
        for s in range(p + 1):
            colour = gfx.WHITE_DIE if s == p else gfx.COLOURS[session.colours[s]]
            tg = displayio.TileGrid(bars, pixel_shader=gfx.palette(0, colour[1]), width=6, height=1,
                                    tile_width=cw, tile_height=gfx.BAR_H, x=2, y=y_bars + s * pitch)
            group.append(tg)
            self.bars.append(tg)
        # the roll: own dice first, then white
        self.pal = [gfx.die_palette(c[1], c[2]) for c in (gfx.COLOURS[session.colours[s]] for s in range(p))]
        self.pal_sel = [gfx.die_palette(c[1], c[2], gfx.GOLD) for c in
                        (gfx.COLOURS[session.colours[s]] for s in range(p))]
        self.white = gfx.die_palette(gfx.WHITE_DIE[1], gfx.BLACK)
        self.white_sel = gfx.die_palette(gfx.WHITE_DIE[1], gfx.BLACK, gfx.GOLD)
        self.roll = []
        pitch = min(gfx.DIE + 3, (w - 4) // 12)
        for i in range(12):
            tg = displayio.TileGrid(sheet, pixel_shader=self.white, tile_width=gfx.DIE, tile_height=gfx.DIE,
                                    x=2 + i * pitch, y=self.y_roll)
            tg[0] = 0
            group.append(tg)
            self.roll.append(tg)
        self.roll_faces = bytearray(12)  # face 1-6 of each shown die (0 none)
        self.roll_white = bytearray(12)
        self.roller = 0
        # status: round, then each seat's money in its colour; prompt at the bottom
        self.round_text = gfx.Text(group, 2, 1, "", gfx.FG)
        mw = (w - 30) // p
        self.money = [gfx.Text(group, 30 + s * mw, 1, "", gfx.COLOURS[session.colours[s]][1])
                      for s in range(p)]
        self.info = gfx.Text(group, 2, self.y_roll + gfx.DIE + 2, "", gfx.DIM) if big else None
        self.prompt_text = gfx.Text(group, 2, h - gfx.LINE_H - 1, "", gfx.FG)
        self.tiles = bytearray(6 * (p + 1))
        self.selected = -1
        self.seed = 1

    # -- what the play scene asks ----------------------------------------------------------
    def order(self, legal):
        return legal

    def animates(self, state):
        return state.chance_kind() in ("roll", "white")

    def chance_text(self, state):
        if state.chance_kind() == "white":
            return "%s rolls the spare white dice..." % gfx.seat_name(self.session, state.start)
        return "%s rolls..." % gfx.seat_name(self.session, state.cur)

    def secrets(self, settings):
        return settings.get("money") == 1  # won money lies face down

    def round_over(self, state):
        return state.round != self.app.seen_round

    def prompt(self, text):
        self.prompt_text.set(gfx.clip(text, self.app.width // gfx.CHAR_W))

    # -- drawing --------------------------------------------------------------------------
    def draw(self, state):
        v = state.view(state.to_move() if state.to_move() >= 0 else 0)
        p = self.p
        self.round_text.set("R%d" % (min(v["round"], 3) + 1))
        hidden = self.app.settings.get("money") == 1
        viewer = self.session.viewer(v["to_move"])
        for s in range(p):
            mark = ">" if v["to_move"] == s else ""
            if hidden and s != viewer:
                self.money[s].set(mark + "?")
            else:
                self.money[s].set(mark + str(v["money"][s]))
        for c in range(6):
            self.notes[c].set(notes_text(v["casino_notes"][c]))
            dice = v["casino_dice"][c]
            for s in range(p + 1):
                n = min(8, dice[s])
                k = s * 6 + c
                if self.tiles[k] != n:
                    self.tiles[k] = n
                    self.bars[s][c] = n
        roll = v["roll"]
        self.roller = v["current"]
        i = 0
        if roll is not None:
            for f in range(6):
                for _ in range(roll[f]):
                    self._die(i, f + 1, False)
                    i += 1
            for f in range(6):
                for _ in range(roll[6 + f]):
                    self._die(i, f + 1, True)
                    i += 1
        while i < 12:
            self._die(i, 0, False)
            i += 1
        self._mark()
        if self.info is not None:  # room for a line per seat: money, banknotes, dice left
            rows = []
            for s in range(p):
                money = "$%dk, %d notes" % (v["money"][s], v["notes_won"][s])
                if hidden and s != viewer:
                    money = "?"
                rows.append("%-7s %-16s %d dice" % (gfx.seat_name(self.session, s), money,
                                                     v["own_left"][s] + v["white_left"][s]))
            self.info.set("\n".join(rows))

    def _die(self, i, face, white):
        self.roll_faces[i] = face
        self.roll_white[i] = white
        self.roll[i][0] = face

    def _mark(self):
        sel = self.selected
        for c in range(6):
            pal = self.casino_sel if c == sel else self.casino_pal
            if self.heads[c].pixel_shader is not pal:
                self.heads[c].pixel_shader = pal
        r = self.roller
        for i in range(12):
            on = self.roll_faces[i] == sel + 1
            if self.roll_white[i]:
                pal = self.white_sel if on else self.white
            else:
                pal = self.pal_sel[r] if on else self.pal[r]
            tg = self.roll[i]
            if tg.pixel_shader is not pal:
                tg.pixel_shader = pal
            y = self.y_roll - (3 if on else 0)
            if tg.y != y:
                tg.y = y

    def focus(self, action, who):
        """Highlight casino `action` and the rolled dice that would go there (None: nothing)."""
        self.selected = -1 if action is None else action
        self._mark()

    def rolling(self, now):
        """A frame of the roll animation: the roller's dice tumble (display only, not the game's Rng)."""
        st = self.session.state
        own, white = st.dice_to_roll()
        self.roller = st.cur
        self.selected = -1
        for i in range(12):
            self.seed = (self.seed * 1103515245 + 12345) & 0x3FFFFFFF
            face = 1 + (self.seed >> 16) % 6 if i < own + white else 0
            self._die(i, face, i >= own)
        self._mark()
