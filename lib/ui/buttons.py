"""Logical buttons, and the input layer that turns key events into them.

A board gives a keypad-like event queue (`get_into(event) -> bool`) and a key map: for each key
number, the button of a short press and, optionally, of a long press. Keys in the board's chord
pair open the menu when pressed together. Keys with a long or chord meaning report on release
(or when held long enough); the others report on press and repeat while held.
"""

try:
    from micropython import const
except ImportError:  # CPython

    def const(x):
        return x


UP = const(0)
DOWN = const(1)
LEFT = const(2)
RIGHT = const(3)
A = const(4)
B = const(5)
MENU = const(6)
LEGEND = const(7)  # the table's legend, from play (B held on boards with keys to spare)
NONE = const(-1)
NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "MENU", "LEGEND")

_LONG_MS = const(450)  # a press held this long is a long press
_REPEAT_DELAY_MS = const(400)  # a held direction starts repeating after this
_REPEAT_MS = const(130)
_QUEUE = const(8)


def button(name):
    """Logical button for a name ("a", "UP"...), or ValueError."""
    n = name.upper()
    if n in NAMES:
        return NAMES.index(n)
    raise ValueError("unknown button %r; buttons: %s" % (name, ", ".join(NAMES)))


class Input:
    """Poll-style input: `update(now_ms)` reads the key queue, `get()` returns the next logical
    button or NONE. `keymap[k]` is (short, long) for key k; long is NONE when it has none.
    `chord` is a pair of key numbers that together mean MENU, or None."""

    def __init__(self, events, event, keymap, chord=None):
        self.events = events
        self.event = event  # one reused event object (keypad.Event on the device)
        self.keymap = keymap
        self.chord = chord
        n = len(keymap)
        self.down_at = [-1] * n  # press time of each held key, -1 when up
        self.swallow = bytearray(n)  # 1: this key's release reports nothing (long/chord used it)
        self.next_repeat = [0] * n
        self.queue = []

    def _deferred(self, k):
        return self.keymap[k][1] != NONE or (self.chord is not None and k in self.chord)

    def _push(self, b):
        if len(self.queue) < _QUEUE:  # a flood of presses drops the excess, never grows the heap
            self.queue.append(b)

    def update(self, now):
        ev = self.event
        while self.events.get_into(ev):
            k = ev.key_number
            if not 0 <= k < len(self.keymap):
                continue
            if ev.pressed:
                self.down_at[k] = now
                self.swallow[k] = 0
                self.next_repeat[k] = now + _REPEAT_DELAY_MS
                chord = self.chord
                if chord is not None and k in chord:
                    other = chord[1] if k == chord[0] else chord[0]
                    if self.down_at[other] >= 0 and not self.swallow[other]:
                        self._push(MENU)
                        self.swallow[k] = self.swallow[other] = 1
                        continue
                if not self._deferred(k):
                    self._push(self.keymap[k][0])
            else:
                if self.down_at[k] >= 0 and self._deferred(k) and not self.swallow[k]:
                    self._push(self.keymap[k][0])
                self.down_at[k] = -1
        for k in range(len(self.keymap)):
            t = self.down_at[k]
            if t < 0 or self.swallow[k]:
                continue
            short, long = self.keymap[k]
            if long != NONE:
                if now - t >= _LONG_MS:
                    self._push(long)
                    self.swallow[k] = 1
            elif not self._deferred(k) and short <= RIGHT and now >= self.next_repeat[k]:
                self._push(short)
                self.next_repeat[k] = now + _REPEAT_MS

    def get(self):
        if self.queue:
            return self.queue.pop(0)
        return NONE

    def clear(self):
        self.queue = []


class KeyEvent:
    """A keypad.Event stand-in for hosts without `keypad`: key_number and pressed."""

    def __init__(self):
        self.key_number = 0
        self.pressed = False


class KeyQueue:
    """A keypad.EventQueue stand-in fed by a host (the simulator's keyboard or a key script)."""

    def __init__(self):
        self.pending = []

    def put(self, key_number, pressed):
        self.pending.append((key_number, pressed))

    def get_into(self, event):
        if not self.pending:
            return False
        event.key_number, event.pressed = self.pending.pop(0)
        return True
