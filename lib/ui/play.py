"""The play scene, for every game: who moves next, AI turns shown as they happen, the human's
choice among the engine's legal actions, the pass curtain, hints, autosave. What the table looks
like is the game's board module (BOARDS); rules stay in the engine."""

import displayio

from ui import buttons, gfx
from ui.settings import ROLL_MS, SHOW_MS
from vegas.ticks import ticks_diff, ticks_ms

BOARDS = {"las_vegas": "ui.board_las_vegas", "royale_basic": "ui.board_royale", "royale": "ui.board_royale",
          "knizia": "ui.board_knizia", "las_vegan": "ui.board_las_vegan"}
_BUDGET_MS = 25  # search time per frame on the device, so buttons stay responsive
_IDLE, _ROLL, _THINK, _SHOW, _HUMAN, _CURTAIN, _HINT = range(7)


class Play:
    def __init__(self, app, arg=None):
        self.app = app
        self.session = app.session
        self.group = displayio.Group()
        mod = __import__(BOARDS[self.session.game_id], None, None, ["Board"])
        self.board = mod.Board(app, self.session, self.group)
        self.dialog = None  # Las Vegas never needs one
        if self.board.HAS_DIALOG:
            # Made now, not at the first question: importing and allocating it mid-game, in a
            # heap the bots have fragmented, can fail with KBs free.
            from ui.dialog import Dialog

            self.dialog = Dialog(self.group, app.width, app.height, 8 if app.big else 4)
        self.curtain = displayio.Group()
        gfx.box(self.curtain, 0, 0, app.width, app.height, gfx.PANEL)
        self.curtain_text = gfx.Text(self.curtain, 8, app.height // 2 - 12, "", gfx.FG, 2 if app.big else 1)
        self.curtain.hidden = True
        self.group.append(self.curtain)
        self.mode = _IDLE
        self.t0 = 0
        self.pick = None
        self.bot = None
        self.legal = []
        self.cursor = 0
        self.hint = ""
        self.chances = None  # after a hint: each searched option's chance to win
        self.board.draw(self.session.state)

    # -- flow ---------------------------------------------------------------------------
    def busy(self):
        return self.mode not in (_HUMAN, _CURTAIN)

    def tick(self, now):
        app, session = self.app, self.session
        state = session.state
        mode = self.mode
        if mode == _IDLE:
            return self._next(now)
        if mode == _ROLL:
            if ticks_diff(now, self.t0) >= ROLL_MS[app.settings.get("speed")]:
                session.chance()
                self.mode = _IDLE
                self.board.draw(state)
            else:
                self.board.rolling(now)
            return True
        if mode == _THINK or mode == _HINT:
            t = ticks_ms()
            while not self.bot.step(1):
                if ticks_diff(ticks_ms(), t) >= _BUDGET_MS:
                    return False
            if mode == _HINT:
                self._show_hint()
                return True
            self.pick = self.bot.best()
            self.mode = _SHOW
            self.t0 = now
            who = state.to_move()
            if self.board.secret(state):  # shown only when the rules reveal it
                self.board.prompt(gfx.seat_name(session, who) + " has chosen in secret.")
            else:
                self.board.focus(self.pick, who)
                name = gfx.seat_name(session, who) + ": "
                self.board.prompt(name + self.board.describe(state, self.pick, self.board.chars - len(name)))
            return True
        if mode == _SHOW:
            if ticks_diff(now, self.t0) >= SHOW_MS[app.settings.get("speed")]:
                self._play(self.pick)
            return self.mode != _SHOW
        return False

    def _next(self, now):
        app, session = self.app, self.session
        state = session.state
        if self.board.round_over(state):
            app.goto("payout")
            return True
        if state.is_over():
            app.goto("results")
            return True
        who = state.to_move()
        if who < 0:  # chance
            if self.board.animates(state):
                if app.settings.get("anim") == 0:
                    self.mode = _ROLL
                    self.t0 = now
                    self.board.prompt(self.board.chance_text(state))
                    return True
                session.chance()
            else:  # a run of quick chance events (dealing) at once
                session.chance()
                while (state.to_move() < 0 and not state.is_over() and not self.board.animates(state)
                       and not self.board.round_over(state)):
                    session.chance()
            self.board.draw(state)
            return True
        if session.is_human(who):
            if self._needs_curtain(who):
                self.mode = _CURTAIN
                self.curtain_text.set("Pass to %s\npress A" % gfx.seat_name(session, who))
                self.curtain.hidden = False
                return True
            self._human_turn(who)
            return True
        self.bot = session.bot(who)
        self.bot.start(state)
        self.mode = _THINK
        self.board.prompt(gfx.seat_name(session, who) + " is thinking...")
        return True

    def in_dialog(self):
        return self.dialog is not None and self.dialog.is_open()

    def _needs_curtain(self, who):
        app = self.app
        if self.session.humans() < 2 or app.last_human in (-1, who):
            return False
        return app.settings.get("curtain") == 1 or self.board.secrets(app.settings, self.session.state)

    def _human_turn(self, who):
        state = self.session.state
        self.legal = self.board.order(state.legal_actions())
        self.cursor = 0
        self.hint = ""
        self.chances = None
        self.mode = _HUMAN
        self.board.draw(state)
        title = self.board.dialog(state)
        if title:
            self.dialog.open(title)
        elif self.dialog is not None:
            self.dialog.close()
        self._focus()

    def _focus(self):
        state = self.session.state
        a = self.legal[self.cursor]
        self.board.focus(a, state.to_move())
        if self.in_dialog():
            self.dialog.show(state, self.legal, self.cursor)
        # passing the device: the prompt names whose turn it is; alone, "A:" is yours
        who = "A: "
        if self.session.humans() > 1:
            who = gfx.seat_name(self.session, state.to_move()) + "'s turn: "
        text = self.board.describe(state, a, self.board.chars - len(who))
        if self.hint:
            text = self.hint
        elif self.chances and a in self.chances:  # the hint's search saw this option too
            text = "%d%% to win: %s" % (self.chances[a], text)
        self.board.prompt(gfx.clip(who + text, self.app.width // gfx.CHAR_W))

    def _play(self, action):
        session = self.session
        state = session.state
        who = state.to_move()
        human = session.is_human(who)
        if human:
            self.app.last_human = who
        round_was = getattr(state, "round", 0)
        state.apply(action)
        if self.dialog is not None:
            self.dialog.close()
        # saved at a human's decision and at a round's end; the bots' moves between replay from
        # the saved dice (a cut loses them, not the player's)
        if human or getattr(state, "round", 0) != round_was or state.is_over():
            self.app.save()
        self.pick = None
        self.mode = _IDLE
        self.board.focus(None, who)
        self.board.draw(state)

    def _show_hint(self):
        rows = self.bot.ranking()
        self.chances = {a: int(chance * 100 + 0.5) for a, chance, visits in rows if visits}
        best, chance = rows[0][0], int(rows[0][1] * 100 + 0.5)
        self.cursor = self.legal.index(best)
        # the chance first: a long option's text is clipped at the screen's edge (the board
        # lights the option up anyway)
        self.hint = "hint, %d%% to win: %s" % (chance, self.session.state.action_text(best))
        self.mode = _HUMAN
        self._focus()

    # -- buttons ------------------------------------------------------------------------
    def button(self, b):
        if b == buttons.MENU or b == buttons.LEGEND:
            if self.mode == _SHOW:  # the AI's pick is made: play it, so resuming continues after it
                self._play(self.pick)
            if b == buttons.MENU:
                self.app.goto("pause")
            else:
                self.app.goto("rules", ("play", self.session.game_id, "legend"))
            return
        mode = self.mode
        if mode == _CURTAIN:
            if b == buttons.A:
                self.curtain.hidden = True
                self._human_turn(self.session.state.to_move())
            return
        if mode in (_ROLL, _SHOW):
            if b == buttons.B or b == buttons.A:  # skip the animation
                self.t0 = self.app.now - 100000
            return
        if mode != _HUMAN:
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
