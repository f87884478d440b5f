"""`make device-test`: whole games on the emulated Pico, from the title to the final results.

Every game at 2 players (a human pressing A for its first option, and a hard AI) and at its
most players (AIs only: random, easy, normal, hard, normal), so each level plays a whole game of
each. About an hour on two cores; `make test` runs the first decisions only (test_device.py)."""

import json
import os
import subprocess
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_device import GAMES, MIN_FREE_HEAP, emu, run_all  # noqa: E402

LEVELS = (1, 2, 3, 4, 3)  # random, easy, normal, hard, normal


def _cases():
    sys.path.insert(0, os.path.join(emu.ROOT, "lib"))
    import vegas

    out = {}
    for game in GAMES:
        hi = vegas.game_info(game)["max_players"]
        out["%s-2" % game] = (game, 2, [0, 4])
        out["%s-%d" % (game, hi)] = (game, hi, list(LEVELS[:hi]))
    return out


CASES = _cases()


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    scripts = {name: "wait %s press:a:3000:~scene_results shot:%s.png" % (emu.start_keys(*case), name)
               for name, case in CASES.items()}
    results = run_all(tmp_path_factory, scripts, 600)
    _summary(results)
    return results


def _summary(results):
    """emu-shots/whole-games.json (make bench reports it): the commit, and each game's emulated
    length, lowest free heap and flash erases per sector (the figures the saves' wear is judged
    by)."""
    games = {}
    for name, r in results.items():
        if "error" not in r:
            games[name] = {"ms": r["ms"], "lowest_free_heap": min(h for _, h in r["heap"]),
                           "erases": r["erases"]}
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=emu.ROOT, capture_output=True,
                            text=True).stdout.strip() or "unknown"
    folder = os.path.join(emu.ROOT, "emu-shots")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "whole-games.json"), "w") as f:
        json.dump({"commit": commit, "games": games}, f, indent=1)


@pytest.mark.parametrize("name", sorted(CASES))
def test_whole_game_from_the_title_to_the_results(runs, name):
    r = runs[name]
    assert "error" not in r, r.get("error")
    assert r["traceback"] is None
    assert r["scenes"][-1][1] == "results"
    low = min(h for _, h in r["heap"])
    assert low >= MIN_FREE_HEAP, "%s: lowest free heap %d bytes" % (name, low)
