"""Las Vegan: the cabbage machines and their tokens, the trick being played, the Bank's display
(2 players), and the viewer's hand with the playable cards raised. Objects are made once."""

from ui import gfx
from ui.board import BaseBoard
from ui.board_knizia import recolour
from vegas.las_vegan_data import MACHINE_SUIT, MACHINES, SUIT_LETTERS
from vegas.las_vegan_rules import A_PILE, GOLDEN

SUIT_COLOURS = (0xE8333A, 0xA64DFF, 0x2FB84A, 0x3A7BFF)  # red, purple, green, blue (UI data)
_BACK = 0x5A6B60
_HAND = 13
_TRICK = 6  # up to 5 players, or 2 players and the Bank
_DISPLAY = 3


class _Card:
    """A card: a coloured box with its value; raised when playable, shown face down as a back."""

    def __init__(self, group, x, y, w, h):
        self.y = y
        self.box = gfx.box(group, x, y, w, h, _BACK)
        self.text = gfx.Text(group, x + (w - gfx.CHAR_W) // 2, y + 2, "")
        self.box.hidden = True

    def show(self, card, raised=0):
        """card: an id 0-39, -1 face down, None nothing."""
        self.box.hidden = card is None
        self.text.label.hidden = card is None
        if card is None:
            return
        recolour(self.box, _BACK if card < 0 else SUIT_COLOURS[card // 10])
        self.text.set("" if card < 0 else str(card % 10))
        y = self.y - raised
        if self.box.y != y:
            self.box.y = y
            self.text.label.anchored_position = (self.text.label.anchored_position[0], y + 2)


def machine_short(m):
    kind, what = MACHINES[m]
    return ("%s set" % SUIT_LETTERS[what]) if kind == MACHINE_SUIT else "%ds" % what


class Board(BaseBoard):
    def __init__(self, app, session, group):
        BaseBoard.__init__(self, app, session)
        w, h = app.width, app.height
        big = app.big
        st = session.state
        self.p = st.num_players
        self.seats = self.p + 1 if self.p == 2 else self.p
        gfx.box(group, 0, 0, w, h, gfx.BG)
        sw = w // self.seats
        self.status = [gfx.Text(group, 2 + s * sw, 1, "", self._seat_colour(s)) for s in range(self.seats)]
        # the three machines and the golden one, each with its token
        mw = w // 4
        self.machines = [gfx.Text(group, 2 + i * mw, 13, "") for i in range(4)]
        # the trick, then the Bank's display (2 players)
        cw, ch = (20, 28) if big else (16, 22)
        pitch = cw + 4
        y_trick = 40 if big else 38
        self.trick_label = gfx.Text(group, 2, y_trick - 1, "", gfx.DIM)
        self.trick = [_Card(group, 2 + i * pitch, y_trick + gfx.LINE_H, cw, ch) for i in range(_TRICK)]
        self.trick_who = [gfx.Text(group, 2 + i * pitch, y_trick + gfx.LINE_H + ch + 1, "", gfx.DIM)
                          for i in range(_TRICK)]
        x_disp = w - _DISPLAY * pitch - 2
        self.display_label = gfx.Text(group, x_disp, y_trick - 1, "", gfx.DIM)
        self.disp_sel = gfx.box(group, 0, y_trick + gfx.LINE_H - 2, cw + 4, ch + 4, gfx.GOLD)
        self.display = [_Card(group, x_disp + i * pitch, y_trick + gfx.LINE_H, cw, ch)
                        for i in range(_DISPLAY)]
        self.disp_x = x_disp
        self.pitch = pitch
        # the hand along the bottom
        self.hpitch = min(pitch, (w - 4) // _HAND)
        y_hand = h - gfx.LINE_H - ch - (8 if big else 3)
        self.y_hand = y_hand
        self.hand_sel = gfx.box(group, 0, y_hand - 6, self.hpitch, ch + 6, gfx.GOLD)
        self.hand = [_Card(group, 2 + i * self.hpitch, y_hand, self.hpitch - 2, ch) for i in range(_HAND)]
        self.taken = gfx.Text(group, 2, y_trick + 2 * gfx.LINE_H + ch + 4, "", gfx.FG) if big else None
        self.prompt_text = gfx.Text(group, 2, h - gfx.LINE_H - 1, "", gfx.FG)
        self.cards = ()
        self.disp = ()
        self.legal = ()
        self.focused = None

    def _seat_colour(self, s):
        return gfx.GOLD if s == self.p else gfx.COLOURS[self.session.colours[s]][1]

    def _seat_name(self, s):
        return "Bank" if s == self.p else gfx.seat_name(self.session, s)

    # -- what the play scene asks ----------------------------------------------------------
    def dialog(self, state):
        if state.view(state.to_move())["phase"] == "token":
            return "A 7 took the trick: place a token"
        return ""

    def secret(self, state):
        return state.view(state.to_move())["phase"] == "secret"

    def secrets(self, settings, state):
        return True  # hands are secret: a new human always gets the curtain

    # -- drawing --------------------------------------------------------------------------
    def draw(self, state):
        seat, mine = self.viewer(state)
        v = state.view(seat)
        for s in range(self.seats):
            mark = ">" if v["to_move"] == s else ""
            if s == self.p:
                self.status[s].set("Bank %dt" % v["tricks"][s])
            else:
                self.status[s].set("%s%dc %dt" % (mark, v["cabbages"][s], v["tricks"][s]))
        self._machines(v)
        trick = v["trick"]
        if not trick and v["last_trick"]:  # between tricks: the last one, and who took it
            cards, winner = v["last_trick"]
            self.trick_label.set("%s took:" % self._seat_name(winner))
            trick = cards
        else:
            self.trick_label.set("Trick:" if trick else "")
        for i, card in enumerate(self.trick):
            card.show(trick[i][1] if i < len(trick) else None)
            name = self._seat_name(trick[i][0]) if i < len(trick) else ""
            self.trick_who[i].set(name[:3 if self.app.big else 2])
        disp = v["display"]
        self.display_label.set("Bank (%d)" % v["pile_size"] if self.p == 2 else "")
        for i, card in enumerate(self.display):
            card.show(disp[i] if i < len(disp) else None)
        self.cards = v["hand"] if mine else ()
        self.legal = state.legal_actions() if mine and v["to_move"] == seat else ()
        self.disp = disp
        if self.taken is not None:
            self.taken.set("\n".join(self._taken_row(s, v["taken"][s]) for s in range(self.seats)))
        for i, card in enumerate(self.hand):
            c = self.cards[i] if i < len(self.cards) else None
            card.show(c, 3 if c is not None and c in self.legal and v["phase"] != "bank" else 0)
        self._mark()

    def _taken_row(self, s, cards):
        per = [0] * 4
        for c in cards:
            per[c // 10] += 1
        suits = " ".join("%s%d" % (SUIT_LETTERS[k], per[k]) for k in range(4))
        return "%-7s took %s" % (self._seat_name(s), suits)

    def _machines(self, v):
        tokens, at = v["tokens"], v["token_at"]
        for i in range(3):
            if i >= len(v["machines"]):
                self.machines[i].set("")
                continue
            m = v["machines"][i]
            kind, what = MACHINES[m]
            line = machine_short(m)
            for t in range(4):
                if at[t] == i and tokens is not None:
                    line += " %+d" % tokens[t]
            self.machines[i].set(line, SUIT_COLOURS[what] if kind == MACHINE_SUIT else gfx.FG)
        gold = "gold"
        if tokens is not None:
            gold += " %+d" % tokens[GOLDEN]
            if at[GOLDEN] >= 0:
                gold += (" MIN", " MAX")[at[GOLDEN]]
        self.machines[3].set(gold, gfx.GOLD)

    def _mark(self):
        a = self.focused
        in_hand = a is not None and a in self.cards
        self.hand_sel.hidden = not in_hand
        if in_hand:
            self.hand_sel.x = 1 + self.cards.index(a) * self.hpitch
        on_disp = a is not None and a in self.disp
        self.disp_sel.hidden = not on_disp
        if on_disp:
            self.disp_sel.x = self.disp_x + self.disp.index(a) * self.pitch - 2

    def focus(self, action, who):
        """A card marks itself in the viewer's hand or the Bank's display (an AI's hand card
        is not on screen: it shows in the trick once played)."""
        self.focused = action if action is not None and action < A_PILE else None
        self._mark()
