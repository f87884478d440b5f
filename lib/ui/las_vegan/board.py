"""Las Vegan: the cabbage machines and their tokens, the trick being played, the Bank's display
(2 players), and the viewer's hand with the playable cards raised. Objects are made once."""

from ui import gfx, icons
from ui.board import BaseBoard
from ui.las_vegan.words import SHAPES, machine_short, machine_words
from ui.seatbar import SeatBar, letter
from vegas.las_vegan.codes import A_GOLD_MIN, A_PILE, A_TOKEN, GOLDEN, PH_BANK, PH_TOKEN
from vegas.las_vegan.data import MACHINE_SUIT, MACHINES
from vegas.las_vegan.scoring import token_value

SUIT_COLOURS = (0xE8333A, 0x9060D0, 0x00A048, 0x3A7BFF)  # red, purple, green, blue (UI data)
# the seat bar: cabbages, tricks
_BAR = (icons.CABBAGE + "%d " + icons.CARD + "%d", icons.CABBAGE + "%d" + icons.CARD + "%d")
_DIMMED = (0x5B2A2E, 0x3C4A61, 0x07612F, 0x2B3F66)  # the same, a card that may not be played now
_MARKS = ("SUIT_RED", "SUIT_PURPLE", "SUIT_GREEN", "SUIT_BLUE")  # ui.art's shape of each suit
_BACK, _BACK_LINE = 0x5A6B60, 0x8FA89A  # a card's back
_PAPER, _PAPER_DIM = 0xF4F1E6, 0x8A897F  # a card's face, and dimmed
_HAND = 13
_TRICK = 6  # up to 5 players, or 2 players and the Bank
_DISPLAY = 3


class _Cards:
    """A row of cards over one shared sheet (tile 1 a back, 2 + suit a face: its shape and
    colour) and one label of values in ink: the pitch is a whole number of characters, so each
    value sits on its card."""

    def __init__(self, group, sheet, x, y, n, pitch, w, h):
        self.y = y
        self.slot = pitch // gfx.CHAR_W
        self.tiles = [gfx.grid(group, sheet, x + i * pitch, y, w, h) for i in range(n)]
        self.palette = sheet[1]
        self.values = gfx.Text(group, x, y + 6, "", gfx.BLACK)

    def show(self, cards, raised=(), dimmed=None):
        """cards: ids 0-39, or -1 face down; the ids in `raised` stand up a little and, given
        the `dimmed` palette, the others are drawn with it (cards that may not be played now)."""
        text = ""
        for i, tg in enumerate(self.tiles):
            c = cards[i] if i < len(cards) else None
            tile = 0 if c is None else 1 if c < 0 else 2 + c // 10
            shader = dimmed if dimmed is not None and c is not None and c not in raised else self.palette
            if tg.pixel_shader is not shader:
                tg.pixel_shader = shader
            if tg[0] != tile:
                tg[0] = tile
            y = self.y - (3 if c is not None and c in raised else 0)
            if tg.y != y:
                tg.y = y
            value = str(c % 10) if c is not None and c >= 0 else " "
            text += " " + value + " " * (self.slot - 2)
        self.values.set(text.rstrip())
        if self.values.hidden:
            self.values.hide(False)


class Board(BaseBoard):
    HAS_DIALOG = True
    ROUND_END = "the scoring"

    def dialog_rows(self):
        return 8 if self.app.big else 2  # (below the trick that earned the token)

    def __init__(self, app, session, group):
        BaseBoard.__init__(self, app, session)
        w, h = app.width, app.height
        big = app.big
        st = session.state
        self.p = st.num_players
        self.seats = self.p + 1 if self.p == 2 else self.p
        gfx.box(group, 0, 0, w, h, gfx.BG)
        heads = [letter(session, s) for s in range(self.p)] + ["Bank"] * (self.seats - self.p)
        self.bar = SeatBar(group, 0, w, heads, [self._seat_colours(s) for s in range(self.seats)])
        # the three machines and the golden one, each with its token
        from ui import sheets  # (dropped once the board is built: see ui.play)

        mw = w // 4
        panel = sheets.sprite_sheet("MACHINE", gfx.CHAR_W)  # each machine drawn round its text
        self.panels = [gfx.grid(group, panel, 0, 12, gfx.CHAR_W, gfx.LINE_H + 1, w // gfx.CHAR_W)
                       for i in range(4)]
        self.machines = [gfx.Text(group, 2 + i * mw, 13, "") for i in range(4)]
        # the trick, then the Bank's display (2 players), then the hand: card rows
        cw, ch, pitch = (20, 28, 24) if big else (16, 22, 18)

        sheet = (sheets.card_sheet(cw, ch, _MARKS), gfx.palette(0, _BACK, _BACK_LINE, _PAPER, *SUIT_COLOURS))
        self.dimmed = gfx.palette(0, _BACK, _BACK_LINE, _PAPER_DIM, *_DIMMED)  # cards not playable now
        y_trick = 40 if big else 28  # (the token dialog's two rows fit below the trick)
        y_cards = y_trick + gfx.LINE_H
        self.trick_label = gfx.Text(group, 2, y_trick - 1, "", gfx.DIM)
        self.trick = _Cards(group, sheet, 2, y_cards, _TRICK, pitch, cw, ch)
        self.trick_who = gfx.Text(group, 2, y_cards + ch + 1, "", gfx.DIM)
        x_disp = w - _DISPLAY * pitch - 2
        self.display_label = gfx.Text(group, x_disp, y_trick - 1, "", gfx.DIM)
        self.disp_sel = gfx.box(group, 0, y_cards - 2, cw + 4, ch + 4, gfx.GOLD)
        self.display = _Cards(group, sheet, x_disp, y_cards, _DISPLAY, pitch, cw, ch)
        self.pile = gfx.Text(group, x_disp, y_cards + ch + 1, "", gfx.DIM)
        self.disp_x = x_disp
        self.pitch = pitch
        y_hand = h - gfx.LINE_H - ch - (8 if big else 3)
        self.hand_sel = gfx.box(group, 0, y_hand - 6, pitch, ch + 6, gfx.GOLD)
        self.hand = _Cards(group, sheet, 2, y_hand, _HAND, pitch, cw, ch)
        self.taken = gfx.Text(group, 2, y_trick + 2 * gfx.LINE_H + ch + 4, "", gfx.FG) if big else None
        if big:
            self.band = (self.taken.y + self.seats * gfx.LINE_H + 4, y_hand - 8)
        self.prompt_text = gfx.Text(group, 2, h - gfx.LINE_H - 1, "", gfx.FG)
        self.cards = ()
        self.disp = ()
        self.focused = None
        self.tricks_drawn = 0  # tricks taken this round as last drawn (a new one is gathered)

    def _seat_colours(self, s):
        return (gfx.GOLD, gfx.BLACK) if s == self.p else gfx.COLOURS[self.session.colours[s]][1:]

    # -- what the play scene asks ----------------------------------------------------------
    def dialog(self, state):
        return "A 7 took the trick: place a token" if state.phase == PH_TOKEN else ""

    def hint(self, state):
        return "A token changes what its machine pays." if state.phase == PH_TOKEN else ""

    def describe(self, state, action, room):
        """A card to play, or a token on a machine and what the machine then pays."""
        if state.phase == PH_TOKEN and action >= A_TOKEN:
            if action >= A_GOLD_MIN:  # (the golden token: MIN the fewest tricks lose, MAX the most)
                who = ("fewest", "most")[action - A_GOLD_MIN]
                return "%d to the %s tricks" % (token_value(GOLDEN, state.throw), who)
            t, slot = divmod(action - A_TOKEN, 3)
            return machine_words(state.machines[slot], token_value(t, state.throw))
        text = state.action_text(action)
        return "play the " + text if action < A_PILE and state.phase != PH_BANK else text

    def secrets(self, settings, state):
        return True  # hands are secret: a new human always gets the curtain

    def round_over(self, state):
        return state.round != self.app.seen_round

    def settle(self, state):
        """A trick just taken: its cards, the last one played too, gathered to its taker."""
        if sum(state.tricks) <= self.tricks_drawn or not state.last_trick:  # (no view built for none)
            return None
        v = state.view(self.viewer(state)[0])
        cards, winner = v["last_trick"]
        self.trick.show([card for _, card in cards])
        self.trick.values.hide(True)  # (one label for the row: the cards go without their values)
        self._who(cards)
        from ui.motion import Slide

        return Slide(self.trick.tiles[:len(cards)], self.bar.x + winner * self.bar.cw, 0)

    # -- drawing --------------------------------------------------------------------------
    def draw(self, state):
        seat, mine = self.viewer(state)
        v = state.view(seat)
        self.tricks_drawn = sum(v["tricks"])
        self.bar.turn(v["to_move"])
        self.bar.fill(_BAR, [(v["cabbages"][s], v["tricks"][s]) for s in range(self.p)], range(self.p))
        if self.seats > self.p:  # the Bank: its tricks
            self.bar.set(self.p, " " + icons.CARD + "%d" % v["tricks"][self.p])
        self._machines(v)
        trick = v["trick"]
        if not trick and v["last_trick"]:  # between tricks: the last one, and who took it
            cards, winner = v["last_trick"]
            self.trick_label.set("%s took:" % gfx.seat_name(self.session, winner))
            trick = cards
        else:
            self.trick_label.set("Trick:" if trick else "")
        self.trick.show([card for _, card in trick])
        self._who(trick)
        disp = v["display"]
        self.display_label.set("Bank's" if self.p == 2 else "")
        self.pile.set("pile %d" % v["pile_size"] if self.p == 2 else "")
        self.display.show(disp)
        self.cards = v["hand"] if mine else ()
        legal = state.legal_actions() if mine and v["to_move"] == seat else ()
        self.disp = disp
        if self.taken is not None:
            open_tricks = self.app.settings.get("tricks") == 1
            self.taken.set("\n".join(self._taken_row(s, v["taken"][s], v["tricks"][s], open_tricks)
                                     for s in range(self.seats)))
        playing = v["phase"] in ("play", "secret") and bool(legal)
        self.hand.show(self.cards, legal if playing else (), self.dimmed if playing else None)
        self._mark()

    def _who(self, trick):
        """Under each card of the trick, who played it."""
        slot = self.pitch // gfx.CHAR_W
        self.trick_who.set("".join("%s " % gfx.seat_name(self.session, seat)[:slot - 1] for seat, _ in trick))

    def _taken_row(self, s, cards, tricks, open_tricks):
        """A seat's taken tricks: how many (face down, as the rules have them), or with the
        open-tricks assist the suits of the cards in them."""
        if not open_tricks:
            return "%-7s took %s" % (gfx.seat_name(self.session, s), gfx.count(tricks, "trick", "tricks"))
        per = [0] * 4
        for c in cards:
            per[c // 10] += 1
        suits = " ".join("%s%d" % (SHAPES[k], per[k]) for k in range(4))
        return "%-7s took %s" % (gfx.seat_name(self.session, s), suits)

    def _machines(self, v):
        tokens, at = v["tokens"], v["token_at"]
        for i in range(3):
            if i >= len(v["machines"]):
                self.machines[i].set("")
                continue
            m = v["machines"][i]
            kind, what = MACHINES[m]
            on = [tokens[t] for t in range(4) if tokens is not None and at[t] == i]
            self.machines[i].set(machine_short(m, on[0] if on else None),
                                 gfx.on_felt(SUIT_COLOURS[what], True) if kind == MACHINE_SUIT else gfx.FG)
        gold = "gold"  # the golden machine: its token's value, then whom it costs
        if tokens is not None:
            gold = ("gold", "fewest", "most")[at[GOLDEN] + 1] + " %+d" % tokens[GOLDEN]
        self.machines[3].set(gold, gfx.GOLD)
        x = 3  # side by side, a space apart: the golden machine's "fewest -3" needs the room
        for text, panel in zip(self.machines, self.panels):
            text.move(x, text.y)
            n = len(text.text)
            gfx.place(panel, x - 3)
            for i in range(panel.width):  # the machine's text and half a space each side
                tile = 0 if i > n or not n else (1 if i == 0 else 3 if i == n else 2)
                if panel[i] != tile:
                    panel[i] = tile
            x += (n + 1) * gfx.CHAR_W

    def _mark(self):
        a = self.focused
        in_hand = a is not None and a in self.cards
        self.hand_sel.hidden = not in_hand
        if in_hand:
            gfx.place(self.hand_sel, 1 + self.cards.index(a) * self.pitch)
        on_disp = a is not None and a in self.disp
        self.disp_sel.hidden = not on_disp
        if on_disp:
            gfx.place(self.disp_sel, self.disp_x + self.disp.index(a) * self.pitch - 2)

    def focus(self, action, who):
        """A card marks itself in the viewer's hand or the Bank's display (an AI's hand card
        is not on screen: it shows in the trick once played)."""
        self.focused = action if action is not None and action < A_PILE else None
        self._mark()
