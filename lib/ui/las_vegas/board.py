"""The Las Vegas table: six casinos (die, notes, the dice of each colour), the roll, the money.

Everything comes from the engine's view(); objects are made once, then only changed.
"""

from ui import gfx, icons
from ui.board import BaseBoard
from ui.casino_table import OWN, WHITE, CasinoTable
from ui.seatbar import SeatBar, letter
from vegas.las_vegas.data import NOTE_VALUES

_NOTE_LINES = 3  # rows of banknotes under a casino, two to a row (a casino is dealt 5 at most)
_BAR = (icons.NOTE + "%s" + icons.DIE + "%d", "%s" + icons.DIE + "%d")  # money ($1,000), dice left


class Board(BaseBoard):
    def __init__(self, app, session, group):
        BaseBoard.__init__(self, app, session)
        p = session.state.num_players
        self.p = p
        w, h = app.width, app.height
        big = app.big
        cw = w // 6
        y_head = 16 if big else 13
        self.y_notes = y_head + gfx.DIE + 2
        from ui import art  # (dropped once the board is built: see ui.play)

        y_counts = self.y_notes + _NOTE_LINES * (art.BANKNOTE_SIZE[1] + 1) + 1
        y_roll = y_counts + gfx.count_lines(p + 1) * gfx.LINE_H + (8 if big else 5)
        gfx.box(group, 0, 0, w, h, gfx.BG)
        gfx.panels(group, 6, cw, y_head - 2, y_roll - y_head - 2, gfx.PANEL)  # each casino a place
        colours = [gfx.COLOURS[session.colours[s]][1:] for s in range(p)] + [gfx.WHITE_DIE[1:]]
        self.table = CasinoTable(group, session, cw, y_head, y_counts, colours, y_roll, 12, w - 4)
        self.table.money(group, "BANKNOTE", NOTE_VALUES, _NOTE_LINES, self.y_notes)
        # status: round, then each seat's money ($k); prompt at the bottom
        self.round_text = gfx.Text(group, 2, 1, "", gfx.FG)
        self.bar = SeatBar(group, 20, w - 20, [letter(session, s) for s in range(p)], colours[:p])
        self.info = gfx.Text(group, 2, y_roll + gfx.DIE + 2, "", gfx.DIM) if big else None
        self.prompt_text = gfx.Text(group, 2, h - gfx.LINE_H - 1, "", gfx.FG)
        if big:
            self.band = (self.info.y + p * gfx.LINE_H + 4, h - gfx.LINE_H - 2)
        self.seed = 1

    # -- what the play scene asks ----------------------------------------------------------
    def animates(self, state):
        return state.chance_kind() in ("roll", "white")

    def slide(self, state, action):
        from ui import motion

        return motion.dice_to(self.table, action)

    def pay(self, state):
        from ui import motion

        return motion.notes_paid(self.table, state.view(0)["payouts"], self.bar)

    def chance_text(self, state):
        if state.chance_kind() == "white":
            return "%s rolls the spare white dice..." % gfx.seat_name(self.session, state.start)
        return "%s rolls..." % gfx.seat_name(self.session, state.cur)

    def secrets(self, settings, state):
        return settings.get("money") == 1  # won money lies face down

    def round_over(self, state):
        return state.round != self.app.seen_round

    # -- drawing --------------------------------------------------------------------------
    def draw(self, state):
        v = state.view(state.to_move() if state.to_move() >= 0 else 0)
        p = self.p
        done = self.round_over(state)  # the finished round's table, as it was paid
        self.round_text.set("R%d" % (self.app.seen_round + 1 if done else min(v["round"], 3) + 1))
        hidden = self.app.settings.get("money") == 1
        viewer = self.session.viewer(v["to_move"])
        self.bar.turn(v["current"])
        cells = []
        for s in range(p):
            money = "?" if hidden and s != viewer else str(v["money"][s])
            cells.append((money, v["own_left"][s] + v["white_left"][s]))  # dice still to place
        self.bar.fill(_BAR, cells)
        t = self.table
        for c in range(6):
            if done:
                notes = [paid[2] for paid in v["payouts"] if paid[0] == c]
                dice = v["paid_dice"][c]
            else:
                notes, dice = v["casino_notes"][c], v["casino_dice"][c]
            t.show_money(c, notes)
            for s in range(p + 1):
                t.count(s, c, dice[s] if s < len(dice) else 0)
        roll = v["roll"]
        t.roller = v["current"]
        # own dice first (roll[0:6]), then white (roll[6:12])
        t.clear_from(0 if roll is None else t.dice(roll[6:], WHITE, t.dice(roll, OWN, 0)))
        t.mark()
        if self.info is not None:  # room for a line per seat: money, banknotes, dice left
            rows = []
            for s in range(p):
                money = "$%dk, %s" % (v["money"][s], gfx.count(v["notes_won"][s], "note", "notes"))
                if hidden and s != viewer:
                    money = "?"
                left = v["own_left"][s] + v["white_left"][s]
                rows.append("%-7s %-16s %s" % (gfx.seat_name(self.session, s), money,
                                                gfx.count(left, "die", "dice")))
            self.info.set("\n".join(rows))

    @property
    def selected(self):
        return self.table.selected

    def focus(self, action, who):
        """Highlight casino `action` and the rolled dice that would go there (None: nothing)."""
        self.table.selected = -1 if action is None else action
        self.table.mark()

    def rolling(self, now):
        """A frame of the roll animation: the roller's dice tumble (display only, not the game's Rng)."""
        st = self.session.state
        own, white = st.dice_to_roll()
        self.table.roller = st.cur
        self.seed = self.table.tumble(self.seed, own, white, WHITE)
