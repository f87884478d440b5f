"""Supported boards: one module each with the same names (see README.md), chosen at power-on."""

BOARDS = ("picosystem", "pico_display", "pico_display_2", "pico_lcd_1_3", "t_display_rp2040")
# board.board_id -> our module, where the id says which board it is (stock CircuitPython).
BY_BOARD_ID = {
    "pimoroni_picosystem": "picosystem",
    "lilygo_t_display_rp2040": "t_display_rp2040",
    "raspberry_pi_pico": "pico_display",  # a bare Pico: the Display Pack is the likeliest add-on
}
# Our UF2s name their board in the firmware's last flash sector (tools/firmware.py writes it,
# every update writes it again): one line, "PocketVegasBoard NAME BUILD\n".
BLOCK = 0x100FE000
BLOCK_MAGIC = "PocketVegasBoard"


def built_in():
    """(board module name, build id) our UF2 names in flash, or None (stock CircuitPython)."""
    try:
        import memorymap

        line = bytes(memorymap.AddressRange(start=BLOCK, length=96)[0:96]).split(b"\n")[0].decode()
    except (ImportError, ValueError, UnicodeError, OSError):
        return None
    parts = line.split(" ")
    if len(parts) == 3 and parts[0] == BLOCK_MAGIC and parts[1] in BOARDS:
        return parts[1], parts[2]
    return None


def choose(name=None, board_id=None, built=None):
    """The board module name: settings.toml's name, else the one our UF2 has built in, else the
    one the board id tells; ValueError naming the choices."""
    if name:
        if name not in BOARDS:
            raise ValueError("POCKET_VEGAS_BOARD=%r is not a board; boards: %s" % (name, ", ".join(BOARDS)))
        return name
    if built:
        return built
    if board_id in BY_BOARD_ID:
        return BY_BOARD_ID[board_id]
    raise ValueError("board %r is not known; set POCKET_VEGAS_BOARD in settings.toml to one of: %s"
                     % (board_id, ", ".join(BOARDS)))


def setting(key):
    """settings.toml's value for `key`, or None when it is missing or the file cannot be read
    (a damaged drive must not stop the game)."""
    import os

    try:
        return os.getenv(key)
    except (ValueError, OSError, UnicodeError):
        return None


def this_board():
    """The board module name for this device (see choose)."""
    import board

    found = built_in()
    return choose(setting("POCKET_VEGAS_BOARD"), getattr(board, "board_id", None), found and found[0])


def load(name):
    choose(name)
    return __import__("boards." + name, None, None, ["NAME"])
