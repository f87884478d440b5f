"""Las Vegas Royale (basic game and tiles): six casinos with their money-card pairs, each tile at
its casino with its state, the count of dice of each colour (neutral, blank and black dice too),
the roll with the Biggy drawn big, and the chips. Tile questions are dialogs (ui.royale.tiles,
loaded for the game with tiles only)."""

import displayio

from ui import gfx, icons
from ui.board import BaseBoard
from ui.casino_table import BLACK, OWN, WHITE, CasinoTable
from ui.seatbar import SeatBar, letter
from vegas.royale.codes import A_CHIP
from vegas.royale.data import CARD_VALUES, CHIP_VALUE
from vegas.royale.text import FACE_NAMES, PHASE_NAMES

_BAR = (icons.NOTE + "%s" + icons.CHIP + "%d", "%s" + icons.CHIP + "%d")  # money ($1,000), chips
_BLANK = (0x9A9A9A, 0x000000)  # the blank dice's counts: box, digits
_BLACK_DIE = (0x222222, 0xFFFFFF)


def initials(name):
    """A tile's mark on the table: its name's initials ("Lucky Punch" LP, "Jackpot" J)."""
    return "".join(word[0] for word in name.split())


class Board(BaseBoard):
    HAS_DIALOG = True

    def __init__(self, app, session, group):
        BaseBoard.__init__(self, app, session)
        st = session.state
        # the tiles' questions and states: only the game with tiles loads them
        self.tiles = None if st.basic else __import__("ui.royale.tiles", None, None, ["DIALOGS"])
        self.HAS_DIALOG = self.tiles is not None
        p = st.num_players
        self.p = p
        w, h = app.width, app.height
        big = app.big
        cw = w // 6
        self.cw = cw
        gfx.box(group, 0, 0, w, h, gfx.BG)
        y_head = 16 if big else 13
        y_notes = y_head + gfx.DIE + 1
        from ui import art  # (dropped once the board is built: see ui.play)

        y_tile = y_notes + art.MONEYCARD_SIZE[1] + 1
        y_counts = y_tile + gfx.LINE_H + (4 if big else 1)
        # dice counted: each seat's, the neutral dice (2 players), the blank dice, the black dice
        colours = [gfx.COLOURS[session.colours[s]][1:] for s in range(p)]
        self.neutral_row = len(colours) if p == 2 else -1
        if p == 2:
            colours.append(gfx.WHITE_DIE[1:])
        colours += [_BLANK, _BLACK_DIE]
        y_roll = y_counts + gfx.count_lines(len(colours)) * gfx.LINE_H + (8 if big else 3)
        gfx.panels(group, 6, cw, y_head - 2, y_roll - y_head - 1, gfx.PANEL)  # each casino a place
        big_w = 2 * gfx.DIE + 4
        self.table = CasinoTable(group, session, cw, y_head, y_counts, colours, y_roll, 9, w - big_w - 8)
        self.rows = len(colours)
        self.table.money(group, "MONEYCARD", CARD_VALUES, 1, y_notes)  # each casino's pair of cards
        # each casino's tile beside its die (moved left to make room): an icon bearing its
        # initials, or on the simpler drawing (a short heap) the initials alone, one text for the
        # six: no sheet, one grid
        self.icons = self.marks = None
        if not st.basic:
            self.head_x = (cw - gfx.DIE - 1 - art.TILE_SIZE[0]) // 2  # (the die and its tile centred)
            x = self.head_x + gfx.DIE + 1
            if gfx.LEAN:
                self.marks = gfx.Text(group, 0, y_head + 1, "", gfx.GOLD)
                self.mark_at = [-(-(c * cw + x) // gfx.CHAR_W) for c in range(6)]  # (its columns)
            else:
                from ui import sheets

                tw, th = art.TILE_SIZE
                sheet = sheets.value_sheet("TILE", [initials(name) for name in FACE_NAMES], tw)
                self.icons = [gfx.grid(group, sheet, c * cw + x, y_head + 1, tw, th + 1) for c in range(6)]
            self.shown = bytearray(6)  # each casino's tile as drawn: its face + 1 (0 none)
        # each casino's tile state under its notes (the basic game has no tiles: no texts)
        self.states = None
        if not st.basic:
            self.states = [gfx.Text(group, c * cw + 2, y_tile, "", gfx.GOLD) for c in range(6)]
        self.names = big
        # the Biggy: a die drawn at twice the size after the normal dice
        # (level with the roll, below the counts: lifted, it covered the last line of counts)
        self.biggy_group = displayio.Group(scale=2, x=self.table.roll_end + 4, y=y_roll)
        self.biggy = displayio.TileGrid(self.table.sheet, pixel_shader=self.table.pal[0], tile_width=gfx.DIE,
                                        tile_height=gfx.DIE)
        self.biggy[0] = 0
        self.biggy_group.append(self.biggy)
        group.append(self.biggy_group)
        self.biggy_face = 0
        # status: round, then each seat's money and chips; a line per seat on big screens
        self.round_text = gfx.Text(group, 2, 1, "", gfx.FG)
        self.bar = SeatBar(group, 18, w - 18, [letter(session, s) for s in range(p)],
                           [gfx.COLOURS[session.colours[s]][1:] for s in range(p)])
        self.info = gfx.Text(group, 2, y_roll + 2 * gfx.DIE + 4, "", gfx.DIM) if big else None
        self.prompt_text = gfx.Text(group, 2, h - gfx.LINE_H - 1, "", gfx.FG)
        if big:
            self.band = (self.info.y + p * gfx.LINE_H + 4, h - gfx.LINE_H - 2)
        self.seed = 1

    def _show_pairs(self, v, done=False):
        """Each casino's pair of money cards under its die (done: the pair it paid)."""
        for c in range(6):
            notes = [paid[2] for paid in v["payouts"] if paid[0] == c and len(paid) == 3] if done \
                else v["casino_notes"][c]
            self.table.show_money(c, notes)

    # -- what the play scene asks ----------------------------------------------------------
    def _phase(self, state):
        return PHASE_NAMES[state.phase]  # (not view(): a whole dict for one name)

    def dialog(self, state):
        return self.tiles.DIALOGS.get(self._phase(state), "") if self.tiles else ""

    def hint(self, state):
        return self.tiles.HINTS.get(self._phase(state), "") if self.tiles else ""

    def describe(self, state, action, room):
        """A placement names its casino's tile and the tile's state: "2 dice on casino 3, Jackpot:
        $40k", shorter when the prompt has less room ("casino" dropped, then the state, then the
        tile's initials as on the table)."""
        text = state.action_text(action)
        if len(text) > room and self._phase(state) == "black box split":
            return self.tiles.split_text(action)
        if self._phase(state) != "place" or action >= A_CHIP or state.face[action] < 0:
            return text
        face = state.face[action]
        name = FACE_NAMES[face]
        words = self.tiles.tile_state(self.session, face, state.view(self.viewer(state)[0]))[1]
        short = text.replace("casino ", "")
        tries = [(text, name + ": " + words), (short, name + ": " + words)] if words else []
        for t, n in tries + [(text, name), (short, name), (short, initials(name))]:
            said = "%s, %s" % (t, n)
            if len(said) <= room:
                break
        return said

    def secrets(self, settings, state):
        return settings.get("money") == 1 or bool(self.tiles and self._phase(state) in self.tiles.CURTAIN)

    def animates(self, state):
        return state.chance_kind() in ("roll", "neutral")

    def slide(self, state, action):
        if action >= A_CHIP or self._phase(state) != "place":
            return None
        from ui import motion

        biggy = (self.biggy_group,) if self.biggy_face == action + 1 else ()
        return motion.dice_to(self.table, action, biggy)

    def pay(self, state):
        from ui import motion

        return motion.notes_paid(self.table, state.view(0)["payouts"], self.bar)

    def chance_text(self, state):
        if state.chance_kind() == "neutral":
            return "The neutral dice are rolled..."
        return "%s rolls..." % gfx.seat_name(self.session, state.cur)

    def round_over(self, state):
        return state.round != self.app.seen_round

    # -- drawing --------------------------------------------------------------------------
    def draw(self, state):
        seat, _ = self.viewer(state)
        v = state.view(seat)
        p = self.p
        done = self.round_over(state)  # the finished round's table, as it was paid
        self.round_text.set("R%d" % (self.app.seen_round + 1 if done else min(v["round"], 2) + 1))
        hidden = self.app.settings.get("money") == 1
        viewer = self.session.viewer(v["to_move"])
        scores = state.scores()
        self.bar.turn(v["current"])
        self.bar.start(v["start_player"])
        cells = []
        for s in range(p):
            money = "?" if hidden and s != viewer else str(scores[s] - CHIP_VALUE * v["chips"][s])
            cells.append((money, v["chips"][s]))
        self.bar.fill(_BAR, cells)
        t = self.table
        black_owner, black = v["prime_time"]
        self._show_pairs(v, done)
        for c in range(6):
            if self.tiles is not None:
                self._tile(c, v, done)
            if done:  # (a seat's count there includes its Biggy and Prime Time's black dice)
                dice = v["paid_dice"][c]
                for s in range(p):
                    t.count(s, c, dice[s])
            else:
                dice = v["casino_dice"][c]
                for s in range(p):
                    t.count(s, c, dice[s] + (2 if v["biggy_at"][s] == c else 0))
            if self.neutral_row >= 0:
                t.count(self.neutral_row, c, dice[p])
            t.count(self.rows - 2, c, dice[p + 1])
            t.count(self.rows - 1, c, black[c] if black_owner >= 0 and not done else 0)
        t.roller = max(0, v["current"])
        roll = None if done else v["roll"]
        i = 0
        biggy = 0
        if roll is not None:
            i = t.dice(roll, OWN, 0)
            for f in range(6):
                if roll[6 + f]:
                    biggy = f + 1
        if v["black_dice"] is not None:
            for f in v["black_dice"]:
                t.die(i, f, BLACK)
                i += 1
        t.clear_from(i)
        self.biggy_face = biggy
        self.biggy[0] = biggy
        self._mark()
        if self.info is not None:
            rows = []
            for s in range(p):
                cards = sum(v["cards_won"][s])
                money = "?" if hidden and s != viewer else gfx.count(cards, "card", "cards")
                rows.append("%-7s %-9s %s, %s" % (gfx.seat_name(self.session, s), money,
                                                  gfx.count(v["chips"][s], "chip", "chips"),
                                                  gfx.count(v["supply"][s], "die", "dice")))
            self.info.set("\n".join(rows))

    def _tile(self, c, v, done):
        """Casino c's tile: its code by the casino's die, its state (or name) under the notes."""
        face = v["paid_tiles"][c] if done and v["paid_tiles"] else v["tiles"][c]
        if done:  # (its code is above: the state was the round's)
            self.states[c].set("")
        elif c == v["no_entry"][0]:
            self.states[c].set("closed", gfx.WARN)
        elif face >= 0:
            room = self.cw // gfx.CHAR_W
            name = FACE_NAMES[face] if self.names and len(FACE_NAMES[face]) <= room else ""
            mark = self.tiles.tile_state(self.session, face, v)[0]
            self.states[c].set(gfx.clip(mark or name, room), gfx.GOLD)
        else:
            self.states[c].set("")
        if self.shown[c] != face + 1:
            self.shown[c] = face + 1
            if self.marks is not None:
                line = ""
                for k, shown in enumerate(self.shown):
                    if shown:
                        line += " " * (self.mark_at[k] - len(line)) + initials(FACE_NAMES[shown - 1])
                self.marks.set(line)
            else:
                self.icons[c][0] = face + 1
            x = self.head_x if face >= 0 else (self.cw - gfx.DIE) // 2  # (alone, the die is centred)
            gfx.place(self.table.heads[c], c * self.cw + x)

    def _mark(self):
        t = self.table
        t.mark()
        pal = t.palette(OWN, self.biggy_face == t.selected + 1)
        if self.biggy.pixel_shader is not pal:
            self.biggy.pixel_shader = pal

    def focus(self, action, who):
        """A number: its casino and the rolled dice (Biggy too) that would go there."""
        st = self.session.state
        on = action is not None and action < A_CHIP and self._phase(st) == "place"
        self.table.selected = action if on else -1
        self._mark()

    def rolling(self, now):
        st = self.session.state
        own, big = st.dice_to_roll()
        neutral = st.chance_kind() == "neutral"
        self.table.roller = st.cur
        self.seed = self.table.tumble(self.seed, 0 if neutral else own, own if neutral else 0, WHITE)
        self.biggy[0] = 1 + (self.seed >> 12) % 6 if big else 0
