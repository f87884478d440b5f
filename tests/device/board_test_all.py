"""`make device-test`: `make board-test` in full (every engine test module, every game and level
timed) against the emulated Pico's console offered as a serial port."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import emu  # noqa: E402


def test_make_board_test_passes_on_the_emulated_pico():
    try:
        emu.firmware_paths()
    except emu.EmuError as e:
        pytest.skip(str(e))
    line = emu.Serial(keys="wait")
    try:
        r = subprocess.run(["make", "-s", "board-test", "PORT=" + line.port], cwd=ROOT, capture_output=True,
                           text=True, timeout=5400)
    finally:
        line.close()
    assert r.returncode == 0, r.stdout + r.stderr
    modules = [n for n in os.listdir(os.path.join(ROOT, "tests", "engine")) if n.startswith("test_")]
    assert r.stdout.count(" 0 failed |") == len(modules)
    assert r.stdout.count(" bot | ") == 15 and r.stdout.rstrip().endswith("ok: 0 failure(s)")
