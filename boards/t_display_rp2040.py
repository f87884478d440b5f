"""LilyGO T-Display RP2040: 240x135 ST7789, two buttons (GP6, GP7).

Two buttons: a short press moves (top: down, bottom: up), a long press selects (top: A) or
goes back (bottom: B); both together open the menu. With no press to spare, the table's
legend is the menu's second row."""

from ui.buttons import DOWN, UP, A, B

NAME = "LilyGO T-Display RP2040"
WIDTH, HEIGHT = 240, 135
PINS = ("GP6", "GP7")
KEYMAP = ((DOWN, A), (UP, B))
CHORD = (0, 1)
HELP = "short: move, long top: A, long bottom: B, both: menu"
SPEAKER = None  # (settings.toml POCKET_VEGAS_SPEAKER names a pin with one wired)
# the cell through a 1:2 divider on GP26 (CircuitPython's pins.c: VOLTAGE_MONITOR; LilyGO's
# firmware reads it as 2 * adc_read() * 3.3 / 4096)
BATTERY = "VOLTAGE_MONITOR"
BATTERY_DIVIDER = 2


def display():
    """CircuitPython's own display for this board (board.c: LilyGO's panel settings, the
    panel's power on GP22 switched on at start-up)."""
    import board

    d = board.DISPLAY
    d.auto_refresh = False
    return d


def keys():
    import board

    from boards.st7789 import keys

    return keys(tuple(getattr(board, p) for p in PINS))
