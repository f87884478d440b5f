"""The firmware on an emulated Pico (real CircuitPython 9.2.9 in rp2040js, tools/emu.py): it
boots, starts every game from the title and plays its first decisions within the heap.

The runs are slow (the emulator is several times slower than the chip), so they start together
on the machine's cores when the module is first used. Whole games are `make device-test`."""

import os
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import emu  # noqa: E402

# The lowest free heap, sampled after a collect through play, that leaves room for longer
# games and the features still to come (issue: every game inside its heap).
MIN_FREE_HEAP = 24 * 1024
GAMES = ("las_vegas", "royale_basic", "royale", "las_vegan", "knizia")
FIRST_DECISIONS = "a*3"
# A question the table asks in a dialog: what the player's presses must reach (a regex on the
# console's "~idle SCENE DIALOG" lines; "_" is a space).
DIALOGS = {
    "royale_tile": ("royale", (), "~idle_play_[A-Z]"),
    "knizia_duel": ("knizia", ("advanced",), "~idle_play_Duel"),
    "las_vegan_token": ("las_vegan", (), "~idle_play_A_7_took"),
}


def _scenarios(shots):
    out = {"title": "wait shot:%s" % os.path.join(shots, "title.png")}
    for game in GAMES:
        out[game] = "wait %s %s shot:%s" % (emu.start_keys(game), FIRST_DECISIONS,
                                            os.path.join(shots, game + ".png"))
    for name, (game, toggles, want) in DIALOGS.items():
        out[name] = "wait %s press:a:40:%s shot:%s" % (emu.start_keys(game, toggles=toggles), want,
                                                       os.path.join(shots, name + ".png"))
    return out


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    try:
        emu.firmware_paths()
    except emu.EmuError as e:
        pytest.skip(str(e))
    shots = str(tmp_path_factory.mktemp("shots"))
    scenarios = _scenarios(shots)

    def one(name):
        try:
            return emu.run(scenarios[name], shots, echo=False, limit_s=300)
        except emu.EmuError as e:
            return {"error": str(e)}

    with ThreadPoolExecutor(max(1, os.cpu_count() or 1)) as pool:
        results = dict(zip(scenarios, pool.map(one, scenarios)))
    return results


def _ok(report):
    assert "error" not in report, report.get("error")
    assert report["traceback"] is None
    return report


def test_boots_to_the_title(runs):
    r = _ok(runs["title"])
    assert r["scenes"] and r["scenes"][0][1] == "title"
    assert os.path.getsize(r["shots"][0]) > 0
    assert min(h for _, h in r["heap"]) >= MIN_FREE_HEAP


@pytest.mark.parametrize("game", GAMES)
def test_each_game_starts_and_plays_its_first_decisions_in_the_heap(runs, game):
    r = _ok(runs[game])
    assert [name for _, name in r["scenes"]][:4] == ["title", "games", "setup", "play"]
    played = [w for w in r["waits"] if w[0] > r["scenes"][3][0]]
    assert len(played) >= 3  # three decisions answered in play
    low = min(h for _, h in r["heap"])
    assert low >= MIN_FREE_HEAP, "%s: lowest free heap %d bytes" % (game, low)


@pytest.mark.parametrize("name", sorted(DIALOGS))
def test_play_reaches_the_dialogs(runs, name):
    r = _ok(runs[name])
    assert min(h for _, h in r["heap"]) >= MIN_FREE_HEAP
