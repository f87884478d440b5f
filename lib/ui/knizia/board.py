"""VEGAS (Knizia): Mary Chip's track of 14 tables as a map, the focused table zoomed in with its
spaces, numbers and counters, and the viewer's cards. Objects are made once, then only changed."""

import displayio

from ui import gfx, icons
from ui.board import BaseBoard
from ui.seatbar import SeatBar, letter
from vegas.knizia.codes import A_GOOD_LUCK, A_HEARTS, A_ROLL, A_SPACE, PH_ROLL, PH_SPACE, TABLE_COUNT
from vegas.knizia.data import TABLES
from vegas.knizia.tables import TABLE_START, table_value

# the seat bar: counters left, gold
_BAR = (icons.COUNTER + "%d " + icons.CHIP + "%d", icons.COUNTER + "%d" + icons.CHIP + "%d")
_MAX_ROWS = 3
_INFO_CHARS = 14  # the cards' longest line: "T14 Purple $12"
_EMPTY = 0xCFCFCF
_GONE = 0x0F2A1A


def _layout():
    """Per table, each space's (row, column) and its numbers as text ("3/4")."""
    out = []
    for rows in TABLES:
        spaces = []
        for r, row in enumerate(rows):
            for col, numbers in enumerate(row.split()):
                spaces.append((r, col, "/".join(numbers)))
        out.append(spaces)
    return out


class Board(BaseBoard):
    HAS_DIALOG = True

    def __init__(self, app, session, group):
        BaseBoard.__init__(self, app, session)
        w, h = app.width, app.height
        big = app.big
        self.p = session.state.num_players
        self.layout = _layout()
        gfx.box(group, 0, 0, w, h, gfx.BG)
        from ui import sheets  # (dropped once the board is built: see ui.play)

        # the status: counters left and gold won, per seat
        self.bar = SeatBar(group, 0, w, [letter(session, s) for s in range(self.p)],
                           [gfx.COLOURS[session.colours[s]][1:] for s in range(self.p)])
        # the map: a cell per table, a marker under the focused one, pawns and Mary Chip below
        cw = (w - 2) // TABLE_COUNT
        self.cw = cw
        cell_h = 28 if big else 26  # two lines: the table's number, its worth below
        y_map = 14 if big else 13
        seat_colours = [gfx.COLOURS[session.colours[s]][1] for s in range(self.p)]
        self.map_sel = gfx.box(group, 0, y_map - 1, cw, cell_h + 2, gfx.GOLD)
        # cell tiles: 1 open, 2 discarded, 3 + seat: won by that seat
        # (a cell is two tiles of half its height, one above the other: half the sheet)
        half = cell_h // 2
        self.cells = gfx.grid(group, sheets.swatches(cw, half, [gfx.PANEL, _GONE] + seat_colours, 2, 0),
                              2, y_map, cw, half, TABLE_COUNT, 2)
        self.ink = [gfx.COLOURS[session.colours[s]][2] for s in range(self.p)]  # a won cell's text
        self.cell_texts = [gfx.Text(group, 3 + t * cw, y_map + 1, "%d\n%d" % (t + 1, table_value(t)))
                           for t in range(TABLE_COUNT)]
        y_pawn = y_map + cell_h + 2
        self.pawns = [gfx.box(group, 0, y_pawn, 3, 3, seat_colours[s]) for s in range(self.p)]
        sheet = sheets.sprite_sheet("MARYCHIP", 9)
        self.mary = gfx.grid(group, sheet, 0, y_pawn + 3, 9, sheet[0].height)
        self.mary[0] = 1
        # the zoomed table: spaces as tiles (1 empty, 2 + seat: its counter), a line of numbers per row
        self.y_zoom = y_pawn + 3 + gfx.LINE_H + (4 if big else -1)
        self.zoom_title = gfx.Text(group, 2, self.y_zoom, "", gfx.GOLD)
        # the gold die at the zoomed table's right: this turn's number, tumbling while it is rolled
        self.die = displayio.TileGrid(sheets.dice_sheet(), pixel_shader=gfx.die_palette(gfx.GOLD, gfx.BLACK),
                                      tile_width=gfx.DIE, tile_height=gfx.DIE, x=w - gfx.DIE - 4,
                                      y=self.y_zoom - 2)
        self.die[0] = 0
        group.append(self.die)
        self.seed = 1
        self.pitch = (36, 22) if big else (24, 16)  # a space's width is a whole number of characters
        px, py = self.pitch
        y_spaces = self.y_zoom + gfx.LINE_H + 2
        self.space_sel = gfx.box(group, 0, 0, px, py, gfx.GOLD)
        self.spaces = gfx.grid(group, sheets.swatches(px, py, [_EMPTY] + seat_colours, 2),
                               3, y_spaces + 1, px, py, 6, _MAX_ROWS)
        self.space_rows = [gfx.Text(group, 4, y_spaces + 1 + r * py + (py - 12) // 2, "", gfx.BLACK)
                           for r in range(_MAX_ROWS)]
        self.y_spaces = y_spaces
        self.want = bytearray(6 * _MAX_ROWS)
        # the viewer's cards and the die
        # (beside the spaces; where that leaves too few characters, 240 wide at the big pitch, under them)
        x_info, y_info = 6 * px + 8, self.y_zoom + gfx.LINE_H + 2
        y_under = y_spaces + 1 + _MAX_ROWS * py + 4
        if (w - x_info) // gfx.CHAR_W < _INFO_CHARS:
            x_info, y_info = 2, y_under
        elif big:  # (the cards beside the spaces: room under them)
            self.band = (y_under, h - gfx.LINE_H - 2)
        self.info = gfx.Text(group, x_info, y_info, "", gfx.FG)
        self.info_chars = (w - x_info) // gfx.CHAR_W
        self.info_rows = (h - gfx.LINE_H - 2 - y_info) // gfx.LINE_H
        self.prompt_text = gfx.Text(group, 2, h - gfx.LINE_H - 1, "", gfx.FG)
        self.focus_table = -1
        self.focus_space = -1
        self.held = None  # (table, space or -1, number rolled or 0) while its news shows
        self.view = None

    # -- what the play scene asks ----------------------------------------------------------
    def order(self, legal):
        """Rolling first (the usual move; or passing), then the cards, then moving the pawn."""
        return ([a for a in legal if a >= A_ROLL] + [a for a in legal if A_GOOD_LUCK <= a < A_ROLL]
                + [a for a in legal if a < A_GOOD_LUCK])

    def animates(self, state):
        return state.phase == PH_ROLL

    def chance_text(self, state):
        return "%s rolls the gold die..." % gfx.seat_name(self.session, state.cur)

    def rolling(self, now):
        """A frame of the gold die's tumble (display only, not the game's Rng)."""
        self.seed = (self.seed * 1103515245 + 12345) & 0x3FFFFFFF
        self.die[0] = 1 + (self.seed >> 16) % 6

    def dialog(self, state):
        if self.secret(state):
            who = state.to_move()
            space, challenger, defender, _ = state.view(who)["duel"]
            other = defender if who == challenger else challenger
            return "Duel with %s, space %d: hearts?" % (gfx.seat_name(self.session, other), space + 1)
        return ""

    def hint(self, state):
        if not self.secret(state):
            return ""
        # (a 3-3 tie keeps the defender's counter: vegas.knizia.tables.duel_result)
        mine = state.view(state.to_move())["duel"][2] == state.to_move()
        return "2>1 3>2 1>3. Tie: both go; 3-3 you %s" % ("keep" if mine else "lose")

    def describe(self, state, action, room):
        """A space whose counter would go: whose it is, and where it goes (in fewer words where
        the prompt has less room)."""
        text = state.action_text(action)
        if state.phase == PH_SPACE and text.endswith(" (replace)"):
            owner = state.occ[TABLE_START[state.target] + action - A_SPACE] - 1
            name = gfx.seat_name(self.session, owner)
            tails = ((", a duel with %s", ", duel %s") if state.advanced else
                     (", %s's counter goes home", ", %s goes home", ", %s out"))
            for tail in tails:
                said = text[:-10] + tail % name
                if len(said) <= room:
                    break
            return said
        return text

    def secrets(self, settings, state):
        return state.to_move() >= 0 and self.secret(state)

    # -- drawing --------------------------------------------------------------------------
    def draw(self, state):
        seat, _ = self.viewer(state)
        v = state.view(seat)
        self.view = v
        scores = state.scores()
        self.bar.turn(v["to_move"])
        self.bar.fill(_BAR, [(v["counters"][s], scores[s]) for s in range(self.p)])
        for t in range(TABLE_COUNT):
            chip = v["chips"][t]  # -2 still on the table, -1 discarded, else the winner
            tile = 1 if chip == -2 else 2 if chip == -1 else 3 + chip
            if self.cells[t] != tile:
                self.cells[t] = self.cells[t + TABLE_COUNT] = tile
                text = self.cell_texts[t]
                text.set(text.text, self.ink[chip] if chip >= 0 else gfx.FG)
        used = [0] * TABLE_COUNT
        for s in range(self.p):
            t = v["pawns"][s]
            box = self.pawns[s]
            box.hidden = t < 0
            if t >= 0:
                gfx.place(box, 2 + t * self.cw + used[t] * 4)
                used[t] += 1
        if self.mary.hidden != (v["mary"] >= TABLE_COUNT):
            self.mary.hidden = not self.mary.hidden
        if v["mary"] < TABLE_COUNT:
            gfx.place(self.mary, 2 + v["mary"] * self.cw + (self.cw - 9) // 2)
        rolled = v["number"] if v["number"] > 0 and v["phase"] in ("space", "duel") else 0
        if self.held is not None:
            rolled = self.held[2]
        if self.die[0] != rolled:
            self.die[0] = rolled
        self.info.set(self._info(v, seat))
        self._zoom()

    def _info(self, v, seat):
        lines = ["%s's cards" % gfx.seat_name(self.session, seat)[:6],
                 "Luck " + ("".join(str(k) for k in v["good_luck"][seat]) or "-"),
                 "Front %d Mary %s" % (v["front_men"][seat], "1" if v["mary_card"][seat] else "0")]
        if v["number"] > 0 and v["phase"] in ("space", "duel"):  # this turn's roll, while it counts
            lines.append("Die: %d" % v["number"])
        if v["scored"]:  # the table scored last, its winner and the chip's worth
            t, w = v["scored"][-1]
            won = "%s $%d" % (gfx.seat_name(self.session, w), len(v["tables"][t])) if w >= 0 else "chip gone"
            lines.append("T%d %s" % (t + 1, won))  # "T14 Purple $12": 14 characters at most
        d = v["last_duel"]
        if d:
            lines.append("Duel %s%d %s%d" % (gfx.seat_name(self.session, d[1])[0], d[3],
                                             gfx.seat_name(self.session, d[2])[0], d[4]))
        # short of room, the header goes first: the newest news is at the bottom
        return "\n".join(gfx.clip(x, self.info_chars) for x in lines[-self.info_rows:])

    def _zoom(self):
        v = self.view
        if v is None:
            return
        t = self.focus_table
        held = self.held
        if t < 0 and held is not None:
            t = held[0]
        if t < 0:
            t = v["target"] if v["phase"] in ("space", "duel", "roll") else v["pawns"][max(0, v["current"])]
        t = max(0, t)
        gfx.place(self.map_sel, t * self.cw + 1)
        occ = v["tables"][t]
        chip = v["chips"][t]
        if chip >= 0:
            state = "won by " + gfx.seat_name(self.session, chip)
        else:
            state = "open" if chip == -2 else "discarded"
        self.zoom_title.set("Table %d  $%d  %s" % (t + 1, len(occ), state))
        px, py = self.pitch
        rows = [""] * _MAX_ROWS
        want = self.want
        for k in range(6 * _MAX_ROWS):
            want[k] = 0
        self.space_sel.hidden = True
        for i, (r, col, numbers) in enumerate(self.layout[t]):
            want[r * 6 + col] = 1 + occ[i]  # occ: 0 empty, else seat + 1
            room = px // gfx.CHAR_W - len(numbers)
            rows[r] += " " * (room // 2) + numbers + " " * (room - room // 2)
            if i == self.focus_space or held is not None and t == held[0] and i == held[1]:
                self.space_sel.hidden = False
                gfx.place(self.space_sel, 2 + col * px, self.y_spaces + r * py)
        tiles = self.spaces
        for k in range(6 * _MAX_ROWS):  # only the tiles that change (a cursor move redraws little)
            if tiles[k] != want[k]:
                tiles[k] = want[k]
        for r in range(_MAX_ROWS):
            self.space_rows[r].set(rows[r])

    def hold(self, at):
        self.held = at

    def focus(self, action, who):
        """A table action zooms that table; a space action marks the space."""
        v = self.view
        self.focus_table = self.focus_space = -1
        if action is not None and v is not None:
            if action < TABLE_COUNT and v["phase"] in ("turn", "pawn", "front_man"):
                self.focus_table = action
            elif A_SPACE <= action < A_HEARTS and v["phase"] == "space":
                self.focus_space = action - A_SPACE
        self._zoom()
