"""Every module the device loads stays small: at most MAX_CODE_LINES lines of code, and, where
CircuitPython's mpy-cross is found, at most MAX_MPY_BYTES compiled.

Why: the device loads a module in one piece. Its compiled code needs a contiguous block of the
heap, found beside a game in progress, whose bots have left the heap in fragments; Royale with
five players uses most of the Pico's 167 KB. A module past these sizes is split where its rules
divide (as Royale's are into turn.py, tiles.py, payout.py, ...).
"""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import bundle  # noqa: E402

MAX_CODE_LINES = 320  # lines that are neither blank nor a comment
MAX_MPY_BYTES = 7 * 1024  # the largest today: 6.0 KB (vegas/royale/text.py)

# (the engine's tests on the drive, for make board-test, load one at a time with no game beside)
OURS = [(src, dest) for src, dest, ours in bundle.files() if ours and not dest.startswith("tests/")]


def code_lines(path):
    with open(path, encoding="utf-8") as f:
        return sum(1 for line in f if line.strip() and not line.lstrip().startswith("#"))


def test_the_bundle_has_our_modules():
    dests = [dest for _, dest in OURS]
    assert "code.py" in dests and "lib/vegas/royale/game.py" in dests and len(dests) > 60


@pytest.mark.parametrize("src,dest", OURS, ids=[dest for _, dest in OURS])
def test_a_device_module_is_small(src, dest):
    n = code_lines(src)
    assert n <= MAX_CODE_LINES, "%s: %d lines of code (at most %d: split it)" % (dest, n, MAX_CODE_LINES)


def test_compiled_modules_are_small(tmp_path):
    mpy_cross = bundle.find_mpy_cross()
    if not mpy_cross:
        pytest.skip("no CircuitPython mpy-cross (see tools/bundle.py find_mpy_cross)")
    big = []
    for src, dest in OURS:
        if "/" in dest:  # (code.py and boot.py stay source)
            size = len(bundle.compile_mpy(mpy_cross, src, dest))
            if size > MAX_MPY_BYTES:
                big.append("%s: %d bytes" % (dest, size))
    assert not big, "compiled past %d bytes: %s" % (MAX_MPY_BYTES, "; ".join(big))
