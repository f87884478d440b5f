"""The simulator's platform layer: Blinka displayio in a pygame window (or an off-screen
surface when headless), the keyboard or a key script as buttons, a file as the device's nvm.
Tests drive the app through Driver exactly as `python -m host_sim --headless --keys` does."""

import os
import sys

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for _p in (os.path.join(_ROOT, "lib"), _ROOT):
    if _p not in sys.path:
        sys.path.insert(0, _p)

FRAME_MS = 20  # virtual time per frame in headless runs: runs replay exactly
KEYS = {"up": 0, "down": 1, "left": 2, "right": 3, "a": 4, "b": 5, "menu": 6, "legend": 7}


def headless_env():
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"


def board_module(name):
    import boards

    return boards.load(name)


class FileNvm:
    """A byte array kept in a file: the desktop's stand-in for microcontroller.nvm. Each
    assignment rewrites the file through a temporary one, so the file is never half written."""

    def __init__(self, path, size=4096):
        self.path = path
        try:
            with open(path, "rb") as f:
                data = f.read(size)
        except OSError:
            data = b""
        self.data = bytearray(data) + b"\xff" * (size - len(data))  # (erased flash reads 0xFF)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return self.data[i]

    def __setitem__(self, i, value):
        self.data[i] = value
        d = os.path.dirname(self.path)
        if d:
            os.makedirs(d, exist_ok=True)
        tmp = self.path + ".tmp"
        with open(tmp, "wb") as f:
            f.write(self.data)
        os.replace(tmp, self.path)


def default_save_path():
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(base, "pocket-vegas", "nvm.bin")


def make_display(width, height, scale=1, headless=False):
    """A Blinka display drawing into a width x height surface, shown `scale` times larger."""
    if headless:
        headless_env()
    import busdisplay
    import displayio
    import pygame
    from blinka_displayio_pygamedisplay import PyGameDisplay

    class ScaledDisplay(PyGameDisplay):
        def _initialize(self, init_sequence):
            pygame.init()
            pygame.display.set_caption("Pocket Vegas: arrows, Z = A, X = B, Enter = MENU, L = legend")
            self.window = pygame.display.set_mode((self.width * scale, self.height * scale))
            self._pygame_screen = pygame.Surface((self.width, self.height))

        def _refresh_display(self):
            busdisplay.BusDisplay._refresh_display(self)
            self._show()
            self._refresh_pending = False

        def _lit(self):
            """The panel as the eye sees it: its pixels through the backlight's brightness."""
            surf = self._pygame_screen
            level = getattr(self, "_brightness", 1.0)
            if level < 1:
                surf = surf.copy()
                shade = pygame.Surface(surf.get_size())
                shade.set_alpha(round(255 * (1 - level)))
                surf.blit(shade, (0, 0))
            return surf

        def _show(self):
            if scale == 1:
                self.window.blit(self._lit(), (0, 0))
            else:
                pygame.transform.scale(self._lit(), self.window.get_size(), self.window)
            pygame.display.flip()

        @property
        def brightness(self):
            return self._brightness

        @brightness.setter
        def brightness(self, value):
            self._brightness = value
            if hasattr(self, "window"):
                self._show()

        def screenshot(self, path, zoom=1):
            surf = self._lit()
            if zoom != 1:
                surf = pygame.transform.scale(surf, (self.width * zoom, self.height * zoom))
            pygame.image.save(surf, path)

    displayio.release_displays()  # one display at a time, as on the device
    return ScaledDisplay(width=width, height=height, auto_refresh=False)


class NullDisplay:
    """No pixels at all: for long key-mashing runs that only exercise the scenes."""

    root_group = None

    def refresh(self):
        pass


class Driver:
    """The app on the desktop with a virtual clock: press(), run_until_idle(), screenshot()."""

    def __init__(self, board="picosystem", save_path=None, seed=None, headless=True, scale=1, pixels=True,
                 nvm=None, backup=None, speaker=None, battery=None):
        """nvm and backup: stand-ins for the save path's files (tests); speaker: a ui.sound.Speaker,
        battery: an object with an ADC's `value` (the desktop has no pins for them)."""
        from ui.app import App
        from ui.backup import FileBackup
        from ui.buttons import Input, KeyEvent, KeyQueue

        mod = board_module(board)
        self.width, self.height = mod.WIDTH, mod.HEIGHT
        self.display = make_display(self.width, self.height, scale, headless) if pixels else NullDisplay()
        self.queue = KeyQueue()
        keymap = tuple((k, -1) for k in range(8))  # the keyboard has every logical button
        self.input = Input(self.queue, KeyEvent(), keymap)
        self.nvm = nvm if nvm is not None else FileNvm(save_path) if save_path else None
        if backup is None and save_path:
            backup = FileBackup(save_path + ".bak")  # the device's saves/backup.bin
        from vegas.ticks import START

        self.now = START  # (the device's clock at power-on: the simulator meets its wraps)
        self.app = App(self.display, self.input, self.width, self.height, self.nvm, mod.NAME, seed=seed,
                       backup=backup, speaker=speaker, battery=battery, divider=mod.BATTERY_DIVIDER)
        self.app.update(self.now)

    def frame(self):
        self.now += FRAME_MS
        self.app.update(self.now)

    def run_until_idle(self, limit=200000):
        n = 0
        while self.app.busy():
            self.frame()
            n += 1
            if n >= limit:
                raise RuntimeError("the app stayed busy for %d frames in scene %s" % (n, self.app.scene_name))
        return n

    def tap(self, name):
        """Press and release a button over two frames, without waiting for the app."""
        k = KEYS[name.lower()]
        self.queue.put(k, True)
        self.frame()
        self.queue.put(k, False)
        self.frame()

    def press(self, name):
        """tap(), then let the app work until it waits for a button again."""
        self.tap(name)
        self.run_until_idle()

    def run_script(self, script, shot_dir="."):
        """Tokens: a b up down left right menu legend (xN to repeat: a*3), wait, ms:N, shot:FILE."""
        shots = []
        for tok in script.replace(",", " ").split():
            if tok == "wait":
                self.run_until_idle()
            elif tok.startswith("ms:"):
                for _ in range(int(tok[3:]) // FRAME_MS):
                    self.frame()
            elif tok.startswith("shot:"):
                path = os.path.join(shot_dir, tok[5:])
                self.screenshot(path)
                shots.append(path)
            else:
                name, _, times = tok.partition("*")
                if name.lower() not in KEYS:
                    raise ValueError("unknown key %r in script; keys: %s" % (name, ", ".join(KEYS)))
                for _ in range(int(times or 1)):
                    self.press(name)
        return shots

    def screenshot(self, path, zoom=1):
        self.display.refresh()
        self.display.screenshot(path, zoom)
