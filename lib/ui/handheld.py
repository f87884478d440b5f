"""The handheld's extras: the backlight dimmed when idle, sound cues on a speaker, and the
battery's charge (loaded where the heap has room for them: not on stock CircuitPython)."""

from ui.settings import BRIGHTNESS, DIM_MS, SLEEP_MS
from vegas.ticks import ticks_diff


class Handheld:
    def __init__(self, app, display, speaker=None, battery=None, divider=3):
        """speaker: a board pin's name (the device), or an object with play(name, now) and
        tick(now) (tests), or None. battery: the pin that senses the battery (a name), or an
        object with `value` as analogio.AnalogIn has it (tests), or None; it sees the cell's
        voltage divided by `divider`."""
        self.app = app
        self.display = display
        self.dimmable = hasattr(display, "brightness")
        self.brightness = -1.0  # the backlight as set (-1: not yet, the app lights it)
        self.active_at = -1  # the last button, or the last frame something moved (-1: none yet)
        if isinstance(speaker, str):
            speaker = _speaker(speaker)
        self.speaker = speaker
        if isinstance(battery, str):
            battery = _analog(battery)
        self.cell = battery
        self.divider = divider

    def battery(self):
        """The battery's charge in percent, or None where the board cannot read it: 2.8 V is
        empty, 4.1 V full (as the PicoSystem's own library has it)."""
        if self.cell is None:
            return None
        mv = self.cell.value * (self.divider * 3300) // 65535
        return max(0, min(100, (mv - 2800) * 100 // 1300))

    def wake(self, now):
        """A button at `now`: True when it only wakes the screen (dimmed or off)."""
        self.active_at = now
        level = BRIGHTNESS[self.app.settings.get("bright")]
        return self.dimmable and self.app.lit and self.brightness < level

    def tick(self, now, busy):
        """Once a frame: the backlight at the chosen brightness, dimmed a minute after the last
        button (while nothing moves), off after five; the cue playing goes on."""
        if self.speaker is not None:
            self.speaker.tick(now)
        if not self.dimmable or not self.app.lit:
            return
        if busy or self.active_at < 0:
            self.active_at = now
        idle = ticks_diff(now, self.active_at)
        level = BRIGHTNESS[self.app.settings.get("bright")]
        level = 0.0 if idle >= SLEEP_MS else level / 4 if idle >= DIM_MS else level
        if level != self.brightness:
            try:
                self.display.brightness = level
            except (RuntimeError, ValueError):  # a backlight that cannot be set: left as it is
                self.dimmable = False
                return
            self.brightness = level

    def cue(self, name):
        """Sound cue `name` (ui.sound.CUES), when there is a speaker and the sound is on."""
        if self.speaker is not None and self.app.settings.get("sound") == 1:
            self.speaker.play(name, self.app.now)


def _speaker(pin):
    """A ui.sound.Speaker on board pin `pin`, or None (said on the console) when it cannot be."""
    import board

    from ui.sound import Speaker

    try:
        return Speaker(getattr(board, pin))
    except (AttributeError, ValueError, RuntimeError) as e:  # no such pin, or it is taken
        print("no speaker on %s: %s" % (pin, e))
        return None


def _analog(pin):
    """An analogio.AnalogIn on board pin `pin`, or None (said on the console) when it cannot be."""
    import board

    try:
        from analogio import AnalogIn

        return AnalogIn(getattr(board, pin))
    except (ImportError, AttributeError, ValueError, RuntimeError) as e:  # no such pin, or taken
        print("no battery sense on %s: %s" % (pin, e))
        return None
