"""`make device-test`: `make board-test` in full (every engine test module, every game and level
timed) against the emulated Pico's console offered as a serial port.

The runner on the board is tests/mp_run.py, not micropython-lib's unittest: the modules are
plain test_* functions both can run, unittest would have to come by `mip` over a network the
board lacks (make flash copies this checkout only), and it keeps each failure's traceback on
the heap where mp_run prints it and lets it go."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_serial import board  # noqa: E402, F401  (the emulated Pico's serial port, a fixture)


def test_make_board_test_passes_on_the_emulated_pico(board):  # noqa: F811
    r = subprocess.run(["make", "-s", "board-test", "PORT=" + board.port], cwd=ROOT, capture_output=True,
                       text=True, timeout=5400)
    assert r.returncode == 0, r.stdout + r.stderr
    modules = [n for n in os.listdir(os.path.join(ROOT, "tests", "engine")) if n.startswith("test_")]
    assert r.stdout.count(" 0 failed |") == len(modules)
    assert r.stdout.count(" bot | ") == 15 and r.stdout.rstrip().endswith("ok: 0 failure(s)")
