"""VEGAS (Knizia): Mary Chip's track of 14 tables as a map, the focused table zoomed in with its
spaces, numbers and counters, and the viewer's cards. Objects are made once, then only changed."""

from ui import gfx
from ui.board import BaseBoard
from vegas.knizia_data import TABLES
from vegas.knizia_rules import A_GOOD_LUCK, A_HEARTS, A_SPACE, TABLE_COUNT

_MAX_SPACES = 15
_MAX_ROWS = 3
_DUEL = ("duel",)


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


def recolour(box, colour):
    """Change the colour of a gfx.box."""
    pal = box[0].pixel_shader
    if pal[0] != colour:
        pal[0] = colour


class Board(BaseBoard):
    def __init__(self, app, session, group):
        BaseBoard.__init__(self, app, session)
        w, h = app.width, app.height
        big = app.big
        self.p = session.state.num_players
        self.layout = _layout()
        gfx.box(group, 0, 0, w, h, gfx.BG)
        # the status: counters left and gold won, per seat
        sw = w // self.p
        self.status = [gfx.Text(group, 2 + s * sw, 1, "", gfx.COLOURS[session.colours[s]][1])
                       for s in range(self.p)]
        # the map: a cell per table, a marker under the focused one, pawns and Mary Chip below
        self.cw = (w - 2) // TABLE_COUNT
        cell_h = 16 if big else 14
        y_map = 14 if big else 13
        self.map_sel = gfx.box(group, 0, y_map - 1, self.cw, cell_h + 2, gfx.GOLD)
        cw = self.cw
        self.cells = [gfx.box(group, 2 + t * cw, y_map, cw - 2, cell_h, gfx.PANEL)
                      for t in range(TABLE_COUNT)]
        self.cell_text = [gfx.Text(group, 3 + t * cw, y_map + 1, str(t + 1)) for t in range(TABLE_COUNT)]
        y_pawn = y_map + cell_h + 2
        self.pawns = [gfx.box(group, 0, y_pawn, 3, 3, gfx.COLOURS[session.colours[s]][1])
                      for s in range(self.p)]
        self.mary = gfx.Text(group, 0, y_pawn + 3, "M", gfx.GOLD)
        # the zoomed table
        self.y_zoom = y_pawn + 3 + gfx.LINE_H + (4 if big else 0)
        self.zoom_title = gfx.Text(group, 2, self.y_zoom, "", gfx.GOLD)
        self.sw, self.sh = (30, 20) if big else (22, 14)
        self.space_sel = gfx.box(group, 0, 0, self.sw + 2, self.sh + 2, gfx.GOLD)
        self.spaces = []
        self.space_text = []
        for _ in range(_MAX_SPACES):
            self.spaces.append(gfx.box(group, 0, 0, self.sw, self.sh, gfx.PANEL))
            self.space_text.append(gfx.Text(group, 0, 0, ""))
        # the viewer's cards and the die
        x_info = 2 + 6 * (self.sw + 2) + 4
        self.info = gfx.Text(group, x_info, self.y_zoom + gfx.LINE_H + 2, "", gfx.FG)
        self.info_chars = (w - x_info) // gfx.CHAR_W
        self.prompt_text = gfx.Text(group, 2, h - gfx.LINE_H - 1, "", gfx.FG)
        self.zoomed = -1
        self.shown_spaces = ()
        self.focus_table = -1
        self.focus_space = -1
        self.view = None

    # -- what the play scene asks ----------------------------------------------------------
    def order(self, legal):
        """Rolling first (the usual move), then the cards, then moving the pawn."""
        return [a for a in legal if a >= A_GOOD_LUCK] + [a for a in legal if a < A_GOOD_LUCK]

    def dialog(self, state):
        v = state.view(state.to_move())
        if v["phase"] in _DUEL:
            return "Duel for space %d: your hearts (secret)" % (v["duel"][0] + 1)
        return ""

    def secret(self, state):
        return state.view(state.to_move())["phase"] in _DUEL

    def secrets(self, settings, state):
        return state.to_move() >= 0 and self.secret(state)

    # -- drawing --------------------------------------------------------------------------
    def draw(self, state):
        seat, _ = self.viewer(state)
        v = state.view(seat)
        self.view = v
        scores = state.scores()
        for s in range(self.p):
            mark = ">" if v["to_move"] == s else " "
            self.status[s].set("%s%dc $%d" % (mark, v["counters"][s], scores[s]))
        for t in range(TABLE_COUNT):
            chip = v["chips"][t]
            if chip < 0:  # -2 still on the table, -1 discarded
                recolour(self.cells[t], gfx.PANEL if chip == -2 else gfx.BG)
            else:
                recolour(self.cells[t], gfx.COLOURS[self.session.colours[chip]][1])
        used = [0] * TABLE_COUNT
        for s in range(self.p):
            t = v["pawns"][s]
            box = self.pawns[s]
            box.hidden = t < 0
            if t >= 0:
                box.x = 2 + t * self.cw + used[t] * 4
                used[t] += 1
        label = self.mary.label
        label.hidden = v["mary"] >= TABLE_COUNT
        if v["mary"] < TABLE_COUNT:
            label.anchored_position = (3 + v["mary"] * self.cw, label.anchored_position[1])
        self.info.set(self._info(v, seat))
        self._zoom()

    def _info(self, v, seat):
        lines = ["%s's cards" % gfx.seat_name(self.session, seat)[:6],
                 "Luck " + ("".join(str(k) for k in v["good_luck"][seat]) or "-"),
                 "Front %d Mary %s" % (v["front_men"][seat], "1" if v["mary_card"][seat] else "0")]
        if v["number"]:
            lines.append("Die: %d" % v["number"])
        d = v["last_duel"]
        if d:
            lines.append("Duel %s%d %s%d" % (gfx.seat_name(self.session, d[1])[0], d[3],
                                             gfx.seat_name(self.session, d[2])[0], d[4]))
        return "\n".join(gfx.clip(x, self.info_chars) for x in lines)

    def _zoom(self):
        v = self.view
        if v is None:
            return
        t = self.focus_table
        if t < 0:
            t = v["target"] if v["phase"] in ("space", "duel", "roll") else v["pawns"][max(0, v["current"])]
        t = max(0, t)
        self.zoomed = t
        sel = self.map_sel
        sel.x = t * self.cw + 1
        occ = v["tables"][t]
        chip = v["chips"][t]
        state = "open" if chip == -2 else "scored"
        self.zoom_title.set("Table %d  $%d  %s" % (t + 1, len(occ), state))
        spaces = self.layout[t]
        pitch_x, pitch_y = self.sw + 2, self.sh + 2
        y0 = self.y_zoom + gfx.LINE_H + 2
        self.space_sel.hidden = True
        for i in range(_MAX_SPACES):
            box, text = self.spaces[i], self.space_text[i]
            if i >= len(spaces):
                box.hidden = True
                text.label.hidden = True
                continue
            r, col, numbers = spaces[i]
            x, y = 2 + col * pitch_x, y0 + r * pitch_y
            box.hidden = False
            box.x, box.y = x + 1, y + 1
            owner = occ[i] - 1
            colours = gfx.COLOURS[self.session.colours[owner]] if owner >= 0 else (None, gfx.PANEL, gfx.FG)
            recolour(box, colours[1])
            text.label.hidden = False
            text.label.anchored_position = (x + 2, y + (self.sh - 10) // 2)
            text.set(numbers, colours[2])
            if i == self.focus_space:
                self.space_sel.hidden = False
                self.space_sel.x, self.space_sel.y = x, y

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
