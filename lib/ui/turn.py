"""The human's turn at the table: the cursor over the engine's legal actions in the board's
order, hints, the pass curtain before it, and the buttons while the play scene waits (ui.play)."""

from ui import buttons, gfx
from vegas.ticks import ticks_diff

# the play scene's modes: what it is doing this frame
_IDLE, _ROLL, _THINK, _SHOW, _HUMAN, _CURTAIN, _HINT, _NEWS, _ROUND, _MOVE = range(10)
# Where the screen has no room for the latest moves, the prompt takes turns while a human decides:
# the choice for this long (ms), then each move made since the human's last decision for this long.
_TURNS_MS = (2600, 1600)


class Turn:
    """The play scene's part that answers a human (ui.play.Play is one)."""

    def _needs_curtain(self, who):
        app = self.app
        if self.session.humans() < 2 or app.last_human in (-1, who):
            return False
        return app.settings.get("curtain") == 1 or self.board.secrets(app.settings, self.session.state)

    def _human_turn(self, who):
        self.app.save()  # the bots' moves since the last save: Continue shows this very table
        self.app.cue("turn")
        state = self.session.state
        self.legal = self.board.order(state.legal_actions())
        self.cursor = 0
        self.hint = ""
        self.chances = None
        self.mode = _HUMAN
        self.since = self._since(who)
        self._draw()
        title = self.board.dialog(state)
        if title:
            self.dialog.open(title)
        elif self.dialog is not None:
            self.dialog.close()
        self._focus()

    def _since(self, who):
        """The prompt's turns (ui.play's told shows none): what happened since `who` last decided,
        a line each, oldest first; none where the table has room to list it."""
        self.since_at, self.since_t0 = 0, self.app.now
        return () if self.told is not None else self.app.since(who, self.board.chars)

    def _take_turns(self, now):
        """The prompt's next turn once this one's time is up: the choice, then each line of
        what happened since (dimmer). True when it changed."""
        at = self.since_at
        if ticks_diff(now, self.since_t0) < _TURNS_MS[at > 0]:
            return False
        self.since_at = at = (at + 1) % (len(self.since) + 1)
        self.since_t0 = now
        if at:
            self.board.prompt(self.since[at - 1], gfx.DIM)
        else:
            self.board.prompt(self.said)
        return True

    def _focus(self):
        self.since_at, self.since_t0 = 0, self.app.now  # (a press shows the choice first)
        state = self.session.state
        a = self.legal[self.cursor]
        self.board.focus(a, state.to_move())
        if self.in_dialog():
            self.dialog.show(state, self.legal, self.cursor, self.board.describe)
        # passing the device: the prompt names whose turn it is ("Blue: " where the option needs
        # the room); alone, "A:" is yours
        chance = ""
        if self.chances and a in self.chances:  # the hint's search saw this option too
            chance = "%d%% to win: " % self.chances[a]
        name = gfx.seat_name(self.session, state.to_move())
        for who in ("A: ",) if self.session.humans() == 1 else (name + "'s turn: ", name + ": "):
            room = self.board.chars - len(who) - len(chance)
            text = self.board.describe(state, a, room)
            if len(text) <= room:
                break
        if self.in_dialog() and self.board.hint(state):  # (the dialog shows the option itself)
            text = self.board.hint(state)
            if self.session.humans() == 1 or len(who) + len(text) > self.board.chars:
                who = ""  # (whose turn it is: the seat bar's box, and the curtain before)
        if self.hint:
            text, who, chance = self.hint, "", ""
        self.said = who + chance + text
        self.board.prompt(self.said)  # (clipped there, if the board's words outran their room)

    # -- buttons ------------------------------------------------------------------------
    def _show_hint(self):
        rows = self.bot.ranking()
        self.chances = {a: int(chance * 100 + 0.5) for a, chance, visits in rows if visits}
        best, chance = rows[0][0], int(rows[0][1] * 100 + 0.5)
        self.cursor = self.legal.index(best)
        head = "Hint (%d%% to win): " % chance  # (the option in the room left; the board lights it up)
        state = self.session.state
        self.hint = head + self.board.describe(state, best, self.board.chars - len(head))
        self.mode = _HUMAN
        self._focus()

    def _waiting(self, b):
        """A button while no decision is asked: A (or B) moves on from what is shown."""
        mode = self.mode
        if b != buttons.A and (b != buttons.B or mode in (_CURTAIN, _ROUND)):
            return
        if mode == _CURTAIN:
            self.curtain.hide()
            self._human_turn(self.session.state.to_move())
        elif mode == _SHOW:
            self._play(self.pick)
        elif mode == _ROLL or mode == _MOVE:  # skip the animation
            self.t0 = self.app.now - 100000
        elif mode == _NEWS:
            self._next_news(self.app.now)
        elif mode == _ROUND:
            self.slide = self.board.pay(self.session.state) if self._moving() else None
            if self.slide is None:
                self.app.goto("payout")
            else:  # the money to its winners first
                self.then = "payout"
                self.mode = _MOVE
                self.t0 = self.app.now

    def button(self, b):
        if b == buttons.MENU or b == buttons.LEGEND:
            if self.mode == _SHOW:  # the AI's pick is made: play it, so resuming continues after it
                self._play(self.pick)
            if b == buttons.MENU:
                self.app.goto("pause")
            else:
                self.app.goto("rules", ("play", self.session.game_id, "legend"))
            return
        if self.mode != _HUMAN:
            self._waiting(b)
            return
        n = len(self.legal)
        if b in (buttons.LEFT, buttons.UP):
            self.cursor = (self.cursor - 1) % n
            self.hint = ""
            self._focus()
        elif b in (buttons.RIGHT, buttons.DOWN):
            self.cursor = (self.cursor + 1) % n
            self.hint = ""
            self._focus()
        elif b == buttons.A:
            self._play(self.legal[self.cursor])
        elif b == buttons.B and self.app.settings.get("hints") != 1 and n > 1:  # (1: off)
            self.bot = self.session.advisor(self.app.settings.get("hints") == 2)
            self.bot.start(self.session.state)
            self.mode = _HINT
            self.board.prompt("Thinking about a hint...")
