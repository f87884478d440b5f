"""Player settings: a table of (key, label, choices, default index), kept as small ints."""

SETTINGS = (
    ("speed", "AI speed", ("slow", "normal", "fast", "instant", "wait for A"), 1),
    ("money", "Money won", ("shown", "hidden"), 0),
    ("curtain", "Pass screen", ("if needed", "always"), 0),
    ("hints", "Hints (B)", ("on", "off", "deep"), 0),  # deep: searched as hard (1.5 s, not 0.5)
    ("anim", "Animations", ("on", "off"), 0),
    # Las Vegan's taken tricks lie face down (the rulebook forbids checking them): their count
    # shows; "open" is an assist that shows the suits taken too
    ("tricks", "Taken tricks", ("counted", "open"), 0),
    ("bright", "Brightness", ("high", "medium", "low"), 0),
    ("sound", "Sound", ("off", "on"), 0),  # (starts muted, as handheld games do)
    ("colours", "Seat colours", ("standard", "colour-blind"), 0),  # (ui.gfx.PALETTES)
)
# Per speed (ms; None: until A): how long an AI's pick stays highlighted before it is played,
# a roll tumbles, a move slides (the chosen dice to their casino), and a line of news (an
# outcome: a tile's, a duel's, a trick's) stays up.
SHOW_MS = (1400, 700, 250, 0, None)
ROLL_MS = (900, 500, 250, 0, 500)
MOVE_MS = (500, 350, 200, 0, 350)
SPLASH_MS = (2000, 1500, 900, 0, 1500)  # a game's splash as it begins (0: none)
# The backlight per brightness; with no button for a minute (nothing moving) it dims to a
# quarter, after five minutes it goes off; the next press only wakes it.
BRIGHTNESS = (1.0, 0.6, 0.3)
DIM_MS = 60_000
SLEEP_MS = 300_000
NEWS_MS = (2400, 1500, 900, 0, None)


class Settings:
    def __init__(self, values=None):
        self.values = bytearray(d for _, _, _, d in SETTINGS)
        if values:
            for i in range(min(len(values), len(SETTINGS))):
                if values[i] < len(SETTINGS[i][2]):
                    self.values[i] = values[i]

    def index(self, key):
        for i, row in enumerate(SETTINGS):
            if row[0] == key:
                return i
        raise KeyError(key)

    def get(self, key):
        return self.values[self.index(key)]

    def cycle(self, i, step=1):
        n = len(SETTINGS[i][2])
        self.values[i] = (self.values[i] + step) % n

    def text(self, i):
        key, label, choices, _ = SETTINGS[i]
        return "%s: %s" % (label, choices[self.values[i]])
