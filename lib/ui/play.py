"""The play scene, for every game: who moves next, AI turns shown as they happen, the human's
choice among the engine's legal actions, what each step made known (State.news), the pass
curtain with its recap, hints, autosave. What the table looks like is the game's board module
(ui.<game>.board); rules stay in the engine."""

import sys

import displayio

from ui import gfx
from ui.session import game_module
from ui.settings import MOVE_MS, NEWS_MS, ROLL_MS, SHOW_MS
from ui.turn import _CURTAIN, _HINT, _HUMAN, _IDLE, _MOVE, _NEWS, _ROLL, _ROUND, _SHOW, _THINK, Turn
from vegas.ticks import ticks_diff, ticks_ms

_BUDGET_MS = 25  # search time per frame on the device, so buttons stay responsive
_RECAP = 8  # entries the recap keeps (the pass curtain's, the latest moves, the prompt's turns)
# free heap with the table built below which motion is left out: a whole game's low lies up to
# about 8 KB under this point (BENCHMARKS), and nothing may come near the 24 KB floor
_MOTION_ROOM = 40 * 1024


class Play(Turn):
    def __init__(self, app, arg=None):
        self.app = app
        self.session = app.session
        self.group = displayio.Group()
        self.session.prepare()
        mod = __import__(game_module(self.session.game_id, "board"), None, None, ["Board"])
        self.board = mod.Board(app, self.session, self.group)
        table_layers = len(self.group)
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
        # what a step made known, up to 3 lines over the board's foot until A (or the speed setting);
        # made only where the game has news, as the curtain only where humans share the device
        self.news = []  # (text, where on the table it happened)
        self.held = None  # the place the table holds in view while its news shows
        if self.session.state.has_news:
            h = 3 * gfx.LINE_H + 4
            self.news_box = displayio.Group(y=app.height - h)
            # (a line taller, below the screen: raised onto a line of the latest moves, it still
            # meets the foot)
            gfx.box(self.news_box, 0, 0, app.width, h + gfx.LINE_H, gfx.PANEL)
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
        # on big screens, the latest moves and what they made known (the curtain's recap) in the
        # room under the table, under the dialog and the news: an extra, as motion is
        self.told = None
        band = self.board.band
        rows = (band[1] - band[0]) // gfx.LINE_H if band and self.roomy else 0
        if rows >= 2:
            chars = app.width // gfx.CHAR_W - 1
            self.told = gfx.Text(self.group, 2, band[0], "\n".join([" " * chars] * rows), gfx.DIM)
            self.group.remove(self.told.label)
            self.group.insert(table_layers, self.told.label)
            self.told.set("")
            self.told_room = (chars, rows)
            if self.session.state.has_news and self.news_box.y > band[0]:  # its top on a line of
                # them: none shows cut in half
                self.news_box.y -= (self.news_box.y - band[0]) % gfx.LINE_H
        if self.session.state.has_news:
            self.news_foot = self.news_box.y + 3 * gfx.LINE_H + 4  # (the box's lines end there)
        self.slide = None  # the motion under way (ui.motion)
        self.then = None  # the scene its end goes on to (the payout), or None: the table
        self.pick = None
        self.bot = None
        self.legal = []
        self.cursor = 0
        self.hint = ""
        self.chances = None  # after a hint: each searched option's chance to win
        self.since = ()  # the prompt's turns (ui.turn): what the others did since a human decided
        self.said = ""  # the choice's prompt
        self._draw()

    def _draw(self):
        """The table as the engine has it now, and under it (big screens) the latest moves."""
        self.board.draw(self.session.state)
        if self.told is not None:
            chars, rows = self.told_room
            lines = []
            for _, text in self.app.recap[-rows:]:
                lines.extend(gfx.wrap(text, chars))
            self.told.set("\n".join(lines[-rows:]))

    # -- flow ---------------------------------------------------------------------------
    def busy(self):
        """False while the scene waits for a button (a decision, the curtain, a finished round,
        or news and AI picks at the "wait for A" speed)."""
        mode = self.mode
        if mode == _NEWS or mode == _SHOW:
            return (NEWS_MS if mode == _NEWS else SHOW_MS)[self.app.settings.get("speed")] is not None
        return mode not in (_HUMAN, _CURTAIN, _ROUND)

    def tick(self, now):
        app = self.app
        mode = self.mode
        if mode == _IDLE:
            return self._next(now)
        if mode == _ROLL:
            if ticks_diff(now, self.t0) >= ROLL_MS[app.settings.get("speed")]:
                self._chance()
                self.mode = _IDLE
                self._settle(now)
            else:
                self.board.rolling(now)
            return True
        if mode == _MOVE:
            self._move_frame(now)
            return True
        if mode == _THINK or mode == _HINT:
            return self._think(now, mode)
        if mode == _SHOW:
            wait = SHOW_MS[app.settings.get("speed")]
            if wait is not None and ticks_diff(now, self.t0) >= wait:
                self._play(self.pick)
            return self.mode != _SHOW
        if mode == _HUMAN and self.since:
            return self._take_turns(now)
        if mode == _NEWS:
            wait = NEWS_MS[app.settings.get("speed")]
            if wait is not None and ticks_diff(now, self.t0) >= wait:
                self._next_news(now)
                return True
        return False

    def _think(self, now, mode):
        """A frame's share of the bot's search (a hint's, or an AI's pick); once it is done, the
        hint, or the pick held on the table. False while the search goes on."""
        session, state = self.session, self.session.state
        settings = self.app.settings
        t = ticks_ms()
        try:
            while not self.bot.step(1):
                if ticks_diff(ticks_ms(), t) >= _BUDGET_MS:
                    return False
        except MemoryError:  # (a short heap, stock CircuitPython's: what was searched is played)
            self.bot.stop()
        if mode == _HINT:
            self._show_hint()
            return True
        self.pick = self.bot.best()
        self.mode = _SHOW
        self.t0 = now
        who = state.to_move()
        more = " A>" if SHOW_MS[settings.get("speed")] is None else ""  # (held until A)
        if self.board.secret(state):  # shown only when the rules reveal it
            self.board.prompt(gfx.seat_name(session, who) + " has chosen in secret." + more)
        else:
            self.board.focus(self.pick, who)
            name = gfx.seat_name(session, who) + ": "
            room = self.board.chars - len(name) - len(more)
            self.board.prompt(name + gfx.clip(self.board.describe(state, self.pick, room), room) + more)
        return True

    def _move_frame(self, now):
        """A frame of the motion under way; at its end the table drawn, or the scene it leads to."""
        ms = MOVE_MS[self.app.settings.get("speed")]
        k = ticks_diff(now, self.t0) * 256 // ms if ms else 256  # (instant now: at its end)
        self.slide.frame(min(k, 256))
        if k < 256:
            return
        self.slide = None
        self.mode = _IDLE
        if self.then:  # (the round's money has gone to its winners: the payout)
            self.app.goto(self.then)
            return
        self.board.focus(None, self.session.state.to_move())
        self._draw()

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
            self._draw()
            self.board.prompt("Round %d is over. A: %s" % (app.seen_round + 1, self.board.ROUND_END))
            return True
        if state.is_over():
            app.goto("results")  # (ui.app lets the bots go first: Session.shed)
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
            self._settle(now)
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
        recap = self.app.recap
        for text, seats, at in state.news(mark):
            text = text % tuple(gfx.seat_name(self.session, s) for s in seats)
            self.news.append((text, at))
            recap.append((len(state.history), text))
        del recap[:-_RECAP]

    def _next_news(self, now, draw=False):
        """The next line of news in the box, the table showing where it happened (drawn anew
        then, or when `draw`), or the box closed when none is left."""
        if not self.news:
            self.news_box.hidden = True
            self.mode = _IDLE
            if self.held is not None:
                self.held = None
                self.board.hold(None)
                self._draw()
            return
        text, at = self.news.pop(0)
        if at != self.held:
            self.held = at
            self.board.hold(at)
            draw = True
        if draw:
            self._draw()
        more = " A>" if NEWS_MS[self.app.settings.get("speed")] is None else ""
        lines = gfx.wrap(text + more, self.app.width // gfx.CHAR_W - 2)[:3]
        self.news_text.set("\n".join(lines))
        # the box as tall as its lines, from the foot up: the table above it stays in view
        self.news_box.y = self.news_foot - len(lines) * gfx.LINE_H - 4
        self.news_box.hidden = False
        self.t0 = now

    def in_dialog(self):
        return self.dialog is not None and self.dialog.is_open()

    def _play(self, action):
        session = self.session
        state = session.state
        who = state.to_move()
        human = session.is_human(who)
        if human:
            self.app.last_human = who
        round_was = getattr(state, "round", 0)
        if self._moving():
            self.slide = self.board.slide(state, action)
        name = gfx.seat_name(session, who)
        told = name + (" chose in secret" if state.secret_choice() else state.told_text(action))
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
        self.mode = _IDLE
        if self.slide is None:
            self.board.focus(None, who)
        self._settle(self.app.now)

    def _moving(self):
        """True when motion is shown: room for it, a speed that is not instant, animations on."""
        settings = self.app.settings
        return self.roomy and MOVE_MS[settings.get("speed")] and settings.get("anim") == 0

    def _settle(self, now):
        """After a step: its motion (the slide made before it, or what the board shows of its
        outcome, a trick gathered to its taker), and the table drawn once that ends."""
        if self.slide is None and self._moving():
            self.slide = self.board.settle(self.session.state)
        if self.slide is not None:
            self.mode = _MOVE
            self.t0 = now
            return
        if self.news:  # (its place held in view from the first frame)
            self.mode = _NEWS
            self._next_news(now, True)
            return
        self._draw()
