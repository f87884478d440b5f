"""The app: a table of scenes, the input, the display, settings and the save log.

A scene is a class built as Scene(app, arg) with a `group` (its displayio.Group), `button(b)`
for each logical button, `tick(now)` once per frame (True when it changed something) and
`busy()` (True while it animates or thinks, i.e. is not waiting for a button). Scenes move on
with app.goto(name, arg); only the current scene's module and objects are kept.
"""

import sys

import displayio

from ui import buttons, gfx
from ui.session import record
from ui.settings import SPLASH_MS, Settings
from ui.store import SaveTooBig, Store

SCENES = {
    "title": ("ui.menus", "Title"),
    "games": ("ui.menus", "GameChoice"),
    "setup": ("ui.setup", "Setup"),
    "splash": ("ui.splash", "Splash"),
    "settings": ("ui.menus", "SettingsMenu"),
    "pause": ("ui.menus", "Pause"),
    "rules": ("ui.rules", "Rules"),
    "play": ("ui.play", "Play"),
    "payout": ("ui.payout", "Payout"),
    "stats": ("ui.stats", "Stats"),
    "results": ("ui.results", "Results"),
    "log": ("ui.log", "MoveLog"),
}
# Modules only some scenes use: dropped when the scene that needs them is left, so their code
# does not hold the device's heap (importing again compiles them again: a short pause).
_TRANSIENT = ("ui.menus", "ui.menu", "ui.setup", "ui.setups", "ui.rules", "ui.lines", "ui.payout",
              "ui.results", "ui.log", "ui.play", "ui.turn", "ui.dialog", "ui.curtain", "ui.board",
              "ui.casino_table", "ui.stats", "ui.sheets", "ui.art", "ui.motion", "ui.splash", "ui.marquee",
              "ui.las_vegas.board", "ui.las_vegas.rules", "ui.las_vegas", "ui.royale.board",
              "ui.royale.tiles", "ui.royale.rules", "ui.royale.tile_rules", "ui.royale", "ui.knizia.board",
              "ui.knizia.rules", "ui.knizia", "ui.las_vegan.board", "ui.las_vegan.round",
              "ui.las_vegan.rules", "ui.las_vegan")


def _drop_transient(keep=None):
    """Every module of _TRANSIENT but `keep` out of sys.modules (a game's package after its
    modules: they are its attributes)."""
    for m in _TRANSIENT:
        if m != keep and m in sys.modules:
            del sys.modules[m]
            parent, _, leaf = m.rpartition(".")
            try:
                delattr(sys.modules[parent], leaf)
            except (AttributeError, KeyError):
                pass


def _intern_scene_names():
    """Each scene's modules imported once and dropped again, so the names they bring are
    interned now. Interned names are kept for good, in pools that double in size: on stock
    CircuitPython, where the modules load into the heap, the names the results screen brought
    at a 5-seat game's end needed a new pool of 1280 names (7.7 KB in one piece) that the
    game's cut-up heap no longer had. At boot the heap is whole."""
    for module in sorted(set(m for m, _ in SCENES.values())):
        gfx.collect()
        __import__(module)
        _drop_transient()
    gfx.collect()


class App:
    def __init__(self, display, inp, width, height, nvm=None, board_name="", seed=None, backup=None,
                 speaker=None, battery=None, divider=3):
        """speaker, battery: the board pins of a speaker or piezo and of the battery's sense,
        where it has them, and the divider the sense sees the cell through (see ui.handheld)."""
        self.display = display
        self.input = inp
        self.width = width
        self.height = height
        self.big = height >= 200
        self.board_name = board_name
        self.seed = seed  # fixed game seeds (tests, --seed); None: from the clock
        self.store = Store(nvm, backup) if nvm is not None else None
        self.saved = None  # what the log holds: (settings, statistics, session, its steps)
        self.settings = Settings()
        self.session = None
        self.stats = b""  # the player's record (ui.stats), saved with the settings
        self.setups = b""  # each game's last set-up (ui.setups packs them; the set-up scene reads them)
        self.games = 0  # games begun since power-on
        self.cursors = {}  # menu: where its cursor was left (the title's by entry, the pause's by row)
        self.notice = ""
        self.last_human = -1  # seat of the last human decision (for the pass curtain)
        self.recap = []  # (history length, text): the latest moves and outcomes (ui.play keeps them)
        self.seen_by = {}  # human seat: history length at its last decision
        self.seen_round = 0
        self.now = 0
        self.lit = False  # the backlight waits for the first frame (the panel woke with noise)
        # the backlight and sound (ui.handheld): left out where the heap is short at boot (gfx.LEAN:
        # stock CircuitPython, whose Royale comes near the floor without them)
        self.handheld = None
        if not gfx.LEAN:
            from ui.handheld import Handheld

            self.handheld = Handheld(self, display, speaker, battery, divider)
        if gfx.LEAN:
            _intern_scene_names()
        self._load()
        self.root = displayio.Group()
        display.root_group = self.root
        self.scene = None
        self.scene_name = ""
        self.dirty = True
        self.pending = None  # (name, arg) of a goto() that waits for the scene asking (see goto)
        self.in_scene = False
        self.goto("title")

    def _load(self):
        if self.store is None:
            return
        payload, mores, problem = self.store.load()
        self.notice = problem
        if payload is None:
            return
        from ui import records

        try:
            records.restore(self, payload, mores)
        finally:  # (the reader is needed at power-on only: its code leaves the heap)
            del sys.modules["ui.records"]
            delattr(sys.modules["ui"], "records")
            gfx.collect()

    def _mark(self):
        s = self.session
        return (bytes(self.settings.values), self.stats, s, len(s.state.history) if s else 0, self.setups)

    def new_seed(self, salt):
        base = self.now if self.seed is None else self.seed
        return (base * 7 + salt + 7919 * self.games) & 0x3FFFFFFF  # (a rematch: other dice)

    def since(self, who, chars):
        """What happened since seat `who` last decided (the recap), oldest first, as lines of at
        most `chars` characters."""
        last = self.seen_by.get(who, 0)
        lines = []
        for step, text in self.recap:
            if step > last:
                lines.extend(gfx.wrap(text, chars))
        return lines

    def begin(self, session):
        """Start playing a new game: saved at once, no curtain before its first human."""
        self.session = session
        self.games += 1
        self.last_human = -1
        self.recap = []
        self.seen_by = {}
        self.seen_round = getattr(session.state, "round", 0)
        self.save()
        self.goto("splash" if SPLASH_MS[self.settings.get("speed")] else "play")

    def save(self):
        """Write settings and the game in progress (a finished game is not kept): only the new
        moves when that is all that changed since the last save."""
        if self.store is None:
            return
        try:
            if not self._save_moves():
                self.store.save(record(self.settings, self.session, self.stats, self.setups))
            self.saved = self._mark()
        except SaveTooBig as e:
            self.notice = "Not saved: %s." % e
        except MemoryError:  # (the log's rewrite needs 4 KB in one piece: tried again next save)
            gfx.collect()
            self.notice = "Not saved: out of memory. It is tried again at the next move."

    def _save_moves(self):
        """Append the game's new moves to the log; False when a whole record must be written."""
        last, s = self.saved, self.session
        if last is None or s is None or last[2] is not s or s.state.is_over():
            return False
        if last[0] != bytes(self.settings.values) or last[1] != self.stats:
            return False
        if last[4] != self.setups:
            return False
        if len(s.state.history) == last[3]:
            return True  # nothing new
        return self.store.append(s.delta(last[3]))

    def goto(self, name, arg=None):
        """Move on to scene `name`. Asked for by a scene's button() or tick() under update(),
        the move waits until that returns: the scene left is then garbage, its board and
        bitmaps included, before the next one is compiled and built, so the heap holds one
        scene at a time, not two."""
        self.pending = (name, arg)
        if not self.in_scene:
            self._move()

    def _move(self):
        name, arg = self.pending
        self.pending = None
        module, cls = SCENES[name]
        if self.scene is not None:
            self.root.remove(self.scene.group)
            self.scene = None
            _drop_transient(module)
            if name != "play" and name != "pause" and self.session is not None:
                self.session.shed()  # (the bots' room, for a scene away from the table)
            gfx.collect()
        gfx.use_colours(self.settings.get("colours"))  # (a scene draws seats in the colours set now)
        mod = __import__(module, None, None, [cls])
        self.scene = getattr(mod, cls)(self, arg)
        self.scene_name = name
        self.root.append(self.scene.group)
        self.dirty = True

    def _scene_call(self, tick, arg):
        """The scene's tick(arg) if tick, else its button(arg); a goto() it asks for waits (see
        goto). The scene is named only in this frame, gone once it returns: a reference left on
        update()'s stack would keep the scene being left alive through the move (MicroPython's
        collector scans stacks conservatively). (No getattr: a bound method a frame is garbage.)"""
        self.in_scene = True
        try:
            if tick:
                return self.scene.tick(arg)
            self.scene.button(arg)
        finally:
            self.in_scene = False

    def update(self, now):
        """One frame: read buttons, let the scene work, refresh the display if anything changed
        (then True)."""
        self.now = now
        self.input.update(now)
        b = self.input.get()
        if b != buttons.NONE and self.handheld is not None and self.handheld.wake(now):
            self.input.clear()  # (dimmed or off: the press only wakes the screen)
            b = buttons.NONE
        while b != buttons.NONE:
            if b == buttons.LEGEND and self.scene_name != "play":
                b = buttons.B  # (a held B is the legend only at the table; elsewhere it is B)
            self._scene_call(False, b)
            self.dirty = True
            if self.pending:  # moved on: buttons already queued belong to the old scene
                self.input.clear()
                self._move()
                break
            b = self.input.get()
        if self._scene_call(True, now):
            self.dirty = True
        if self.pending:
            self._move()
        if self.handheld is not None:
            self.handheld.tick(now, self.scene.busy())
        if self.dirty:
            self.display.refresh()
            self.dirty = False
            if not self.lit:
                self._light()
            return True
        return False

    def _light(self):
        """After the first frame: the backlight on (at the chosen level, where ui.handheld is)."""
        self.lit = True
        if self.handheld is not None:
            self.handheld.tick(self.now, True)
            return
        try:
            self.display.brightness = 1.0
        except (AttributeError, RuntimeError, ValueError):  # none to set: already lit
            pass

    def busy(self):
        return self.scene.busy()

    def battery(self):
        """The battery's charge in percent, or None where the board cannot read it."""
        return None if self.handheld is None else self.handheld.battery()

    def cue(self, name):
        """A sound cue (ui.sound.CUES: roll, turn, payout, end), where there is a speaker and the
        sound is on."""
        if self.handheld is not None:
            self.handheld.cue(name)
