"""The play scene, for every game: who moves next, AI turns shown as they happen, the human's
choice among the engine's legal actions, what each step made known (State.news), the pass
curtain with its recap, hints, autosave. What the table looks like is the game's board module
(BOARDS); rules stay in the engine."""

import sys

import displayio

from ui import buttons, gfx
from ui.settings import MOVE_MS, NEWS_MS, ROLL_MS, SHOW_MS
from vegas.ticks import ticks_diff, ticks_ms

BOARDS = {"las_vegas": "ui.board_las_vegas", "royale_basic": "ui.board_royale", "royale": "ui.board_royale",
          "knizia": "ui.board_knizia", "las_vegan": "ui.board_las_vegan"}
_BUDGET_MS = 25  # search time per frame on the device, so buttons stay responsive
_IDLE, _ROLL, _THINK, _SHOW, _HUMAN, _CURTAIN, _HINT, _NEWS, _ROUND, _MOVE = range(10)
_RECAP = 8  # lines the pass curtain's recap keeps
# free heap with the table built below which motion is left out: a whole game's low lies up to
# about 8 KB under this point (BENCHMARKS), and nothing may come near the 24 KB floor
_MOTION_ROOM = 40 * 1024


class Play:
    def __init__(self, app, arg=None):
        self.app = app
        self.session = app.session
        self.group = displayio.Group()
        mod = __import__(BOARDS[self.session.game_id], None, None, ["Board"])
        self.board = mod.Board(app, self.session, self.group)
        for m in ("sheets", "art"):  # (the board's sprites are drawn: their code and data can go)
            if "ui." + m in sys.modules:
                del sys.modules["ui." + m]
                delattr(sys.modules["ui"], m)
        self.dialog = None  # Las Vegas never needs one
        if self.board.HAS_DIALOG:
            # Made now, not at the first question: importing and allocating it mid-game, in a
            # heap the bots have fragmented, can fail with KBs free.
            from ui.dialog import Dialog

            self.dialog = Dialog(self.group, app.width, app.height, self.board.dialog_rows())
        # what a step made known, 3 lines over the board's foot until A (or the speed setting);
        # made only where the game has news, as the curtain only where humans share the device
        self.news = []
        if self.session.state.has_news:
            h = 3 * gfx.LINE_H + 4
            self.news_box = displayio.Group(y=app.height - h)
            gfx.box(self.news_box, 0, 0, app.width, h, gfx.PANEL)
            self.news_text = gfx.Text(self.news_box, 4, 2, "", gfx.FG)
            self.news_box.hidden = True
            self.group.append(self.news_box)
        self.curtain = None
        if self.session.humans() > 1:
            from ui.curtain import Curtain

            self.curtain = Curtain(app, self.group)
        self.mode = _IDLE
        self.t0 = 0
        # motion is an extra: left out where the heap is short (stock CircuitPython's Royale)
        self.roomy = gfx.free_heap() >= _MOTION_ROOM
        self.slide = None  # the motion under way (ui.motion)
        self.pick = None
        self.bot = None
        self.legal = []
        self.cursor = 0
        self.hint = ""
        self.chances = None  # after a hint: each searched option's chance to win
        self.board.draw(self.session.state)

    # -- flow ---------------------------------------------------------------------------
    def busy(self):
        """False while the scene waits for a button (a decision, the curtain, a finished round,
        or news and AI picks at the "wait for A" speed)."""
        mode = self.mode
        if mode == _NEWS or mode == _SHOW:
            return (NEWS_MS if mode == _NEWS else SHOW_MS)[self.app.settings.get("speed")] is not None
        return mode not in (_HUMAN, _CURTAIN, _ROUND)

    def tick(self, now):
        app, session = self.app, self.session
        state = session.state
        mode = self.mode
        if mode == _IDLE:
            return self._next(now)
        if mode == _ROLL:
            if ticks_diff(now, self.t0) >= ROLL_MS[app.settings.get("speed")]:
                self._chance()
                self.mode = _IDLE
                self.board.draw(state)
            else:
                self.board.rolling(now)
            return True
        if mode == _MOVE:
            k = ticks_diff(now, self.t0) * 256 // MOVE_MS[app.settings.get("speed")]
            self.slide.frame(min(k, 256))
            if k >= 256:
                self.slide = None
                self.mode = _IDLE
                self.board.focus(None, state.to_move())
                self.board.draw(state)
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
            wait = SHOW_MS[app.settings.get("speed")]
            if wait is not None and ticks_diff(now, self.t0) >= wait:
                self._play(self.pick)
            return self.mode != _SHOW
        if mode == _NEWS:
            wait = NEWS_MS[app.settings.get("speed")]
            if wait is not None and ticks_diff(now, self.t0) >= wait:
                self._next_news(now)
                return True
        return False

    def _next(self, now):
        app, session = self.app, self.session
        state = session.state
        if self.news:
            self.mode = _NEWS
            self._next_news(now)
            return True
        if self.board.round_over(state):
            # the finished table stays in view until A: then the round's payout or scoring
            self.mode = _ROUND
            self.board.draw(state)
            self.board.prompt("Round %d is over. A: %s" % (app.seen_round + 1, self.board.ROUND_END))
            return True
        if state.is_over():
            app.goto("results")
            return True
        who = state.to_move()
        if who < 0:  # chance
            if self.board.animates(state):
                app.cue("roll")
                if app.settings.get("anim") == 0:
                    self.mode = _ROLL
                    self.t0 = now
                    self.board.prompt(self.board.chance_text(state))
                    return True
                self._chance()
            else:  # a run of quick chance events (dealing) at once; what they make known waits
                self._chance()
                while (state.to_move() < 0 and not state.is_over() and not self.board.animates(state)
                       and not self.board.round_over(state) and not self.news):
                    self._chance()
            self.board.draw(state)
            return True
        if session.is_human(who):
            if self._needs_curtain(who):
                self.mode = _CURTAIN
                self.curtain.show(gfx.seat_name(session, who), who)
                return True
            self._human_turn(who)
            return True
        self.bot = session.bot(who)
        self.bot.start(state)
        self.mode = _THINK
        self.board.prompt(gfx.seat_name(session, who) + " is thinking...")
        return True

    # -- what each step made known ------------------------------------------------------
    def _chance(self):
        state = self.session.state
        self._step(state.sample_chance(self.session.rng))

    def _step(self, action):
        """Apply an action or chance outcome and keep what it made known, for the news box and
        the pass curtain's recap."""
        state = self.session.state
        mark = state.news_mark(action)
        state.apply(action)
        recap = self.app.recap if self.curtain is not None else None
        for text, seats in state.news(mark):
            text = text % tuple(gfx.seat_name(self.session, s) for s in seats)
            self.news.append(text)
            if recap is not None:
                recap.append((len(state.history), text))
        if recap is not None:
            del recap[:-_RECAP]

    def _next_news(self, now):
        """The next line of news in the box, or the box closed when none is left."""
        if not self.news:
            self.news_box.hidden = True
            self.mode = _IDLE
            return
        text = self.news.pop(0)
        more = " A>" if NEWS_MS[self.app.settings.get("speed")] is None else ""
        lines = gfx.wrap(text + more, self.app.width // gfx.CHAR_W - 2)[:3]
        self.news_text.set("\n".join(lines))
        self.news_box.hidden = False
        self.t0 = now

    def in_dialog(self):
        return self.dialog is not None and self.dialog.is_open()

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
        if self.in_dialog() and self.board.hint(state):  # (the dialog shows the option itself)
            text = self.board.hint(state)
            if self.session.humans() == 1:
                who = ""
        if self.hint:
            text, who = self.hint, ""
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
        if self.roomy and MOVE_MS[self.app.settings.get("speed")] and self.app.settings.get("anim") == 0:
            self.slide = self.board.slide(state, action)
        if self.curtain is not None:
            name = gfx.seat_name(session, who)
            told = name + (" chose in secret" if state.secret_choice() else ": " + state.action_text(action))
            self.app.recap.append((len(state.history) + 1, told))
        self._step(action)
        if human:
            self.app.seen_by[who] = len(state.history)
        if self.dialog is not None:
            self.dialog.close()
        # saved at a human's decision and at a round's end, and when a human's turn comes (a cut
        # while the bots play loses their moves since, which replay from the saved dice)
        if human or getattr(state, "round", 0) != round_was or state.is_over():
            self.app.save()
        self.pick = None
        if self.slide is not None:  # the table is drawn once the motion ends
            self.mode = _MOVE
            self.t0 = self.app.now
            return
        self.mode = _IDLE
        self.board.focus(None, who)
        self.board.draw(state)

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

    # -- buttons ------------------------------------------------------------------------
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
            self.app.goto("payout")

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
