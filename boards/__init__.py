"""Supported boards: one module each with NAME, WIDTH, HEIGHT, KEYMAP (per key: short and long
press button), CHORD (two keys that together mean MENU, or None), and device-only functions
display() and keys(). Chosen by settings.toml POCKET_VEGAS_BOARD or by board.board_id."""

BOARDS = ("picosystem", "pico_display", "pico_display_2", "pico_lcd_1_3", "t_display_rp2040")
# board.board_id -> our module, where the id says which board it is.
BY_BOARD_ID = {
    "pimoroni_picosystem": "picosystem",
    "lilygo_t_display_rp2040": "t_display_rp2040",
    "raspberry_pi_pico": "pico_display",  # a bare Pico: the Display Pack is the likeliest add-on
}


def choose(name=None, board_id=None):
    """The board module name for a settings.toml name or a board id; ValueError naming both."""
    if name:
        if name not in BOARDS:
            raise ValueError("POCKET_VEGAS_BOARD=%r is not a board; boards: %s" % (name, ", ".join(BOARDS)))
        return name
    if board_id in BY_BOARD_ID:
        return BY_BOARD_ID[board_id]
    raise ValueError("board %r is not known; set POCKET_VEGAS_BOARD in settings.toml to one of: %s"
                     % (board_id, ", ".join(BOARDS)))


def load(name):
    choose(name)
    return __import__("boards." + name, None, None, ["NAME"])
