"""`make device-test`: whole games on the emulated Pico, from the title to the final results.

Every game at 2 players (a human pressing A for its first option, and a hard AI) and at its
most players (AIs only: random, easy, normal, hard, normal), so each level plays a whole game of
each, the AI speed set to instant (test_device.QUICK): on our UF2 with the game frozen in (what
ships), within FLOORS["frozen"], and on stock CircuitPython 10.2.1 within its floor, every game it
offers (Royale with tiles needs our UF2). Royale's two games, where the heap is shortest, also
over more seeds on the frozen UF2. Hours on two cores; `make test` runs the first
decisions only (test_device.py)."""

import json
import os
import subprocess
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_device import FLOORS, GAMES, QUICK, emu, run_all  # noqa: E402

LEVELS = (1, 2, 3, 4, 3)  # random, easy, normal, hard, normal
FIRMWARES = ("frozen", "10.2.1")
SEEDS = {"royale_basic": (1, 2, 3, 4), "royale": (1, 2, 3, 4)}  # on the frozen UF2; others seed 1


def _cases():
    """name: (firmware, game, players, seat kinds, seed)."""
    sys.path.insert(0, os.path.join(emu.ROOT, "lib"))
    import vegas

    out = {}
    for game in GAMES:
        hi = vegas.game_info(game)["max_players"]
        for fw in FIRMWARES:
            if fw != "frozen" and vegas.GAMES[game].get("uf2_only"):  # (stock does not offer it)
                continue
            for seed in SEEDS.get(game, (1,)) if fw == "frozen" else (1,):
                tail = "" if seed == 1 else " seed%d" % seed
                out["%s %s-2%s" % (fw, game, tail)] = (fw, game, 2, [0, 4], seed)
                out["%s %s-%d%s" % (fw, game, hi, tail)] = (fw, game, hi, list(LEVELS[:hi]), seed)
    return out


CASES = _cases()


@pytest.fixture(scope="module")
def runs(tmp_path_factory, request):
    # only the cases this session selected (-k "10.2.1 and royale" plays those two)
    chosen = {item.callspec.params["name"] for item in request.session.items
              if getattr(item, "callspec", None) and "name" in item.callspec.params}
    script = "wait %s %s press:a:3000:~scene_results shot:results.png"
    scripts = {name: (fw, script % (QUICK, emu.start_keys(game, n, kinds)))
               for name, (fw, game, n, kinds, _) in CASES.items() if name in chosen}
    results = run_all(tmp_path_factory, scripts, 600,
                      lambda name: {"settings": {"POCKET_VEGAS_SEED": CASES[name][4]}})
    _summary(results)
    return results


def _summary(results):
    """emu-shots/whole-games.json (make bench reports it): the commit, and each game's emulated
    length, lowest free heap and flash erases per sector (the figures the saves' wear is judged
    by)."""
    games = {}
    for name, r in results.items():
        if "error" not in r and "skip" not in r:
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
    if "skip" in r:
        pytest.skip(r["skip"])
    assert "error" not in r, r.get("error")
    assert r["traceback"] is None
    assert r["scenes"][-1][1] == "results"
    low = min(h for _, h in r["heap"])
    floor = FLOORS[name.split()[0]]
    assert low >= floor, "%s: lowest free heap %d bytes" % (name, low)
