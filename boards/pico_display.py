"""Raspberry Pi Pico + Pimoroni Pico Display Pack: 240x135 ST7789, buttons A B X Y (GP12-15).

Four buttons: A selects, B goes back (and asks for a hint; held, it shows the table's legend),
X moves up, Y moves down; A and B together open the menu."""

from ui.buttons import DOWN, LEGEND, MENU, NONE, UP, A, B  # noqa: F401 (MENU: the chord's meaning)

NAME = "Pico + Pico Display Pack"
WIDTH, HEIGHT = 240, 135
PINS = ("GP12", "GP13", "GP14", "GP15")  # A, B, X, Y
KEYMAP = ((A, NONE), (B, LEGEND), (UP, NONE), (DOWN, NONE))
CHORD = (0, 1)
HELP = "X/Y move, A selects, B back/hint, hold B legend, A+B menu"
SPEAKER = None  # (settings.toml POCKET_VEGAS_SPEAKER names a pin with one wired)
BATTERY = None  # (settings.toml POCKET_VEGAS_BATTERY = "VOLTAGE_MONITOR": a cell on VSYS)
BATTERY_DIVIDER = 3  # the Pico's VSYS reaches GP29 (VOLTAGE_MONITOR) through 1:3


def display():
    import board

    from boards.st7789 import st7789

    return st7789(board.GP18, board.GP19, board.GP17, board.GP16, WIDTH, HEIGHT, rotation=270,
                  rowstart=40, colstart=53, backlight=board.GP20)


def keys():
    import board

    from boards.st7789 import keys

    return keys(tuple(getattr(board, p) for p in PINS))
