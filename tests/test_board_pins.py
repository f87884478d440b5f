"""Every pin a board module names exists on that board in CircuitPython (its pins.c in
CircuitPython 10.2.1's source, ../shared/circuitpython/; the Pico's for the Pico's add-ons)."""

import ast
import os
import re
import tarfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARBALL = os.path.join(os.path.dirname(ROOT), "shared", "circuitpython",
                       "circuitpython-10.2.1-rp2040-src.tar.xz")
CIRCUITPYTHON_BOARD = {"pico_display": "raspberry_pi_pico", "pico_display_2": "raspberry_pi_pico",
                       "pico_lcd_1_3": "raspberry_pi_pico", "picosystem": "pimoroni_picosystem",
                       "t_display_rp2040": "lilygo_t_display_rp2040"}
# names the board module has whatever the board (shared-bindings/board)
EVERY_BOARD = {"board_id"}


def board_names(source):
    """The board attributes a module's source uses: board.X, and the pin names in PINS,
    SPEAKER and BATTERY (read with getattr(board, name))."""
    tree = ast.parse(source)
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "board":
            names.add(node.attr)
        named = ("PINS", "SPEAKER", "BATTERY")
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id in named
                                                for t in node.targets):
            for c in ast.walk(node.value):
                if isinstance(c, ast.Constant) and isinstance(c.value, str):
                    names.add(c.value)
    return names - EVERY_BOARD


@pytest.fixture(scope="module")
def pins():
    """{CircuitPython board: the names its pins.c defines}."""
    if not os.path.isfile(TARBALL):
        pytest.skip("no ../shared/circuitpython/ (CircuitPython's source)")
    out = {}
    with tarfile.open(TARBALL) as t:
        for board in set(CIRCUITPYTHON_BOARD.values()):
            member = "circuitpython-10.2.1/ports/raspberrypi/boards/%s/pins.c" % board
            text = t.extractfile(member).read().decode()
            out[board] = set(re.findall(r"MP_QSTR_(\w+)\)", text))
    return out


def test_the_reader_finds_attributes_and_pin_names():
    src = 'PINS = ("GP1", "SW_A")\nSPEAKER = None\nBATTERY = "BAT"\nx = board.DISPLAY\ny = board.board_id\n'
    assert board_names(src) == {"GP1", "SW_A", "BAT", "DISPLAY"}


@pytest.mark.parametrize("name", sorted(CIRCUITPYTHON_BOARD))
def test_every_pin_a_board_names_is_in_its_pins_c(pins, name):
    with open(os.path.join(ROOT, "boards", name + ".py"), encoding="utf-8") as f:
        used = board_names(f.read())
    assert used, "no pins found in boards/%s.py" % name
    missing = sorted(used - pins[CIRCUITPYTHON_BOARD[name]])
    assert not missing, "boards/%s.py names %s, which %s's pins.c does not define" % (
        name, ", ".join(missing), CIRCUITPYTHON_BOARD[name])


def test_each_board_module_has_the_same_names():
    import importlib
    import sys

    sys.path.insert(0, ROOT)
    sys.path.insert(0, os.path.join(ROOT, "lib"))
    want = {"NAME", "WIDTH", "HEIGHT", "PINS", "KEYMAP", "CHORD", "HELP", "SPEAKER", "BATTERY",
            "BATTERY_DIVIDER", "display", "keys"}
    for name in CIRCUITPYTHON_BOARD:
        mod = importlib.import_module("boards." + name)
        lacks = sorted(want - set(dir(mod)))
        assert not lacks, "boards/%s.py lacks %s" % (name, ", ".join(lacks))


def _commands(seq):
    """[(command, args, delay ms)] of a displayio init sequence (bytes)."""
    out, i = [], 0
    while i < len(seq):
        cmd, n = seq[i], seq[i + 1]
        count = n & 0x7F
        args = seq[i + 2:i + 2 + count]
        delay = seq[i + 2 + count] if n & 0x80 else 0
        out.append((cmd, bytes(args), 500 if delay == 255 else delay))
        i += 2 + count + (1 if n & 0x80 else 0)
    return out


def test_our_panel_start_waits_as_the_vendors_do_and_leaves_the_panel_on():
    """boards/st7789.py's start (the Pico's add-ons): a reset, then 150 ms before Sleep Out (the
    datasheet's least is 120 ms; Adafruit's, Pimoroni's and CircuitPython's boards wait 150),
    16-bit colour, inversion on (these IPS panels), display on."""
    import sys

    sys.path.insert(0, ROOT)
    from boards.st7789 import _INIT

    cmds = _commands(_INIT)
    order = [c for c, _, _ in cmds]
    assert order[0] == 0x01 and cmds[0][2] >= 150  # SWRESET, then its wait
    assert order[1] == 0x11  # SLPOUT
    assert (0x3A, b"\x55", 0) in [(c, a, 0) for c, a, _ in cmds]  # COLMOD: 16 bits
    assert 0x21 in order and order[-1] == 0x29  # INVON, and DISPON last
