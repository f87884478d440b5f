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
BATTERY = None  # (no battery it can read)


def display():
    import board
    import digitalio

    from boards.st7789 import st7789

    power = digitalio.DigitalInOut(board.GP22)  # the panel's power switch
    power.switch_to_output(True)
    return st7789(board.GP2, board.GP3, board.GP5, board.GP1, WIDTH, HEIGHT, rotation=90,
                  rowstart=40, colstart=53, reset=board.GP0, backlight=board.GP4)


def keys():
    import board

    from boards.st7789 import keys

    return keys(tuple(getattr(board, p) for p in PINS))
