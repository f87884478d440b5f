"""Pimoroni PicoSystem: built-in 240x240 display (board.DISPLAY), D-pad and A B X Y."""

from ui.buttons import DOWN, LEFT, LEGEND, MENU, NONE, RIGHT, UP, A, B

NAME = "Pimoroni PicoSystem"
WIDTH, HEIGHT = 240, 240
PINS = ("SW_UP", "SW_DOWN", "SW_LEFT", "SW_RIGHT", "SW_A", "SW_B", "SW_X", "SW_Y")
KEYMAP = ((UP, NONE), (DOWN, NONE), (LEFT, NONE), (RIGHT, NONE), (A, NONE), (B, LEGEND),
          (MENU, NONE), (MENU, NONE))
CHORD = None
HELP = "D-pad moves, A selects, B back/hint, hold B legend, X or Y menu"
SPEAKER = "AUDIO"  # the piezo (board.AUDIO)
BATTERY = "BAT_SENSE"  # a third of the cell's voltage (board.BAT_SENSE, GP26)
BATTERY_DIVIDER = 3


def display():
    import board

    d = board.DISPLAY
    d.auto_refresh = False
    return d


def keys():
    import board

    from boards.st7789 import keys

    return keys(tuple(getattr(board, p) for p in PINS))
