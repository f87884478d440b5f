"""Sound cues on a piezo or speaker pin: a short tune per event, a note at a time, never waiting.

Loaded only on a board with a speaker (its module's SPEAKER, or settings.toml's
POCKET_VEGAS_SPEAKER = "GP22"); the app asks for a cue by name and the Settings' Sound mutes it."""

from vegas.ticks import ticks_diff

# cue: (frequency in Hz, or 0 for a rest; ms) per note
CUES = {
    "roll": ((1175, 25), (0, 35), (988, 25), (0, 35), (1319, 25)),
    "turn": ((784, 70), (1047, 110)),
    "payout": ((523, 60), (659, 60), (784, 60), (1047, 150)),
    "end": ((784, 90), (659, 90), (784, 90), (1047, 260)),
}
_ON = 0x8000  # half the period high: a piezo's loudest


class Speaker:
    def __init__(self, pin, pwm=None):
        """`pwm`: a pwmio.PWMOut (tests give a stand-in); made on `pin` when None."""
        if pwm is None:
            import pwmio

            pwm = pwmio.PWMOut(pin, frequency=440, duty_cycle=0, variable_frequency=True)
        self.pwm = pwm
        self.notes = ()
        self.next = 0  # the note to start when the current one ends
        self.began = 0  # when the current note began, and how long it lasts
        self.ms = 0

    def play(self, name, now):
        """Start cue `name` (cutting short the one playing)."""
        self.notes = CUES[name]
        self.next = 0
        self.began, self.ms = now, 0  # (the clock's start is no time: the device's is near 2**29)
        self.tick(now)

    def tick(self, now):
        """Once a frame: the next note when the current one has run its time; silence after."""
        if not self.notes or ticks_diff(now, self.began) < self.ms:
            return
        if self.next >= len(self.notes):
            self.pwm.duty_cycle = 0
            self.notes = ()
            return
        freq, ms = self.notes[self.next]
        self.next += 1
        if freq:
            self.pwm.frequency = freq
        self.pwm.duty_cycle = _ON if freq else 0
        self.began, self.ms = now, ms
