"""Raspberry Pi Pico + Waveshare Pico-LCD-1.3: 240x240 ST7789 on SPI1, joystick and keys A B X Y.
Joystick moves (pressing it selects, like A); A selects, B back/hint, hold B legend, X or Y menu."""

from ui.buttons import DOWN, LEFT, LEGEND, MENU, NONE, RIGHT, UP, A, B

NAME = "Pico + Waveshare Pico-LCD-1.3"
WIDTH, HEIGHT = 240, 240
PINS = ("GP2", "GP18", "GP16", "GP20", "GP3", "GP15", "GP17", "GP19", "GP21")
KEYMAP = ((UP, NONE), (DOWN, NONE), (LEFT, NONE), (RIGHT, NONE), (A, NONE), (A, NONE), (B, LEGEND),
          (MENU, NONE), (MENU, NONE))
CHORD = None
HELP = "joystick moves, A selects, B back/hint, hold B legend, X or Y menu"
SPEAKER = None  # (settings.toml POCKET_VEGAS_SPEAKER names a pin with one wired)
BATTERY = None  # (settings.toml POCKET_VEGAS_BATTERY = "VOLTAGE_MONITOR": a cell on VSYS)
BATTERY_DIVIDER = 3  # the Pico's VSYS reaches GP29 (VOLTAGE_MONITOR) through 1:3


def display():
    import board

    from boards.st7789 import st7789

    # as Adafruit's example for this board (Adafruit_CircuitPython_ST7789's
    # st7789_240x240_simpletest_Waveshare_PicoLCD_1_3.py): rotation 270, rows from 80; the
    # picture then stands as Waveshare's own demo draws it (MADCTL 0x70)
    return st7789(board.GP10, board.GP11, board.GP9, board.GP8, WIDTH, HEIGHT, rotation=270,
                  rowstart=80, reset=board.GP12, backlight=board.GP13)


def keys():
    import board

    from boards.st7789 import keys

    return keys(tuple(getattr(board, p) for p in PINS))
