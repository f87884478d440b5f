"""The firmware on an emulated Pico (real CircuitPython 9.2.9 in rp2040js, tools/emu.py): it
boots, starts every game from the title and plays its first decisions within the heap.

The runs are slow (the emulator is a few times slower than the chip), so they start together
on the machine's cores when the module is first used. Whole games are `make device-test`."""

import os
import re
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import emu  # noqa: E402

sys.path.insert(0, os.path.join(ROOT, "lib"))
import vegas  # noqa: E402

# The lowest free heap, sampled after a collect through play, that leaves room for longer
# games and the features still to come (issue: every game inside its heap).
MIN_FREE_HEAP = 24 * 1024
GAMES = ("las_vegas", "royale_basic", "royale", "las_vegan", "knizia")
FIRST_DECISIONS = "a*3"
# Games seeded from a fixed number, not the clock, so a run's games do not change from run to run.
SETTINGS = {"POCKET_VEGAS_SEED": 1}
# A question the table asks in a dialog, which play must reach: (seed, bool options to turn
# over, a regex on the console's "~idle SCENE DIALOG" lines, "_" for a space). These runs seat
# random-level bots: their choices follow the seed alone, where a searching bot's may change
# with the firmware's speed (its deadline can bind on the chip). Each seed is one whose game
# shows the dialog within a few presses of A in the simulator, which runs the same code.
DIALOGS = {
    "royale": (3, (), "~idle_play_[A-Z]"),  # a tile's question
    "knizia": (3, ("advanced",), "~idle_play_Duel"),
    "las_vegan": (3, (), "~idle_play_A_7_took"),  # a trick won with a 7: place a token
}
DIALOG_PRESSES = 40
RANDOM = 1  # a seat kind in emu.start_keys


def _power_cycle(shots):
    """Two moves of a 2-player Las Vegas game, power off, power on (the same flash), Continue."""
    flash = os.path.join(shots, "flash.bin")
    before = emu.run("wait %s a a shot:before.png" % emu.start_keys("las_vegas", 2), shots, flash=flash,
                     echo=False, limit_s=300, settings=SETTINGS)
    after = emu.run("wait shot:title-again.png a shot:after.png", shots, flash=flash, fresh=False,
                    echo=False, limit_s=300)
    return {"before": before, "after": after}


def _scenarios():
    """name: a key script from power-on (or a function of the shots folder)."""
    out = {"power_cycle": _power_cycle}
    for game in GAMES:
        out[game] = "wait shot:title.png %s %s shot:%s.png" % (emu.start_keys(game), FIRST_DECISIONS, game)
    for game, (_, toggles, want) in DIALOGS.items():
        players = vegas.game_info(game)["max_players"]
        start = emu.start_keys(game, kinds=[0] + [RANDOM] * (players - 1), toggles=toggles)
        out[game + " dialog"] = "wait %s press:a:%d:%s" % (start, DIALOG_PRESSES, want)
    return out


def _settings(name):
    game = name.split()[0]
    return {"POCKET_VEGAS_SEED": DIALOGS[game][0] if name.endswith(" dialog") else 1}


def run_all(tmp_path_factory, scenarios, limit_s):
    """{name: report} of scenarios (name: a key script from power-on, or a function of the
    shots folder), run side by side on the machine's cores; skipped when there is no UF2."""
    try:
        emu.firmware_paths()
    except emu.EmuError as e:
        pytest.skip(str(e))
    shots = str(tmp_path_factory.mktemp("shots"))

    def one(name):
        try:
            if callable(scenarios[name]):
                return scenarios[name](shots)
            return emu.run(scenarios[name], shots, echo=False, limit_s=limit_s, settings=_settings(name))
        except emu.EmuError as e:
            return {"error": str(e)}

    with ThreadPoolExecutor(max(1, os.cpu_count() or 1)) as pool:
        return dict(zip(scenarios, pool.map(one, scenarios)))


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    return run_all(tmp_path_factory, _scenarios(), 300)


def _ok(report):
    assert "error" not in report, report.get("error")
    assert report["traceback"] is None
    return report


def test_boots_to_the_title_drawn_as_the_simulator_draws_it(runs, tmp_path):
    r = _ok(runs["las_vegas"])
    assert r["scenes"][0][1] == "title"
    sys.path.insert(0, ROOT)
    from host_sim.driver import Driver

    sim = Driver(board="pico_display")
    sim.screenshot(str(tmp_path / "sim.png"))
    import pygame

    device, desktop = pygame.image.load(r["shots"][0]), pygame.image.load(str(tmp_path / "sim.png"))
    assert device.get_size() == desktop.get_size() == (240, 135)
    differ = sum(device.get_at((x, y))[:3] != desktop.get_at((x, y))[:3]
                 for x in range(240) for y in range(135))
    assert differ == 0, "%d pixels differ between the device's title and the simulator's" % differ


@pytest.mark.parametrize("game", GAMES)
def test_each_game_starts_and_plays_its_first_decisions_in_the_heap(runs, game):
    r = _ok(runs[game])
    assert [name for _, name in r["scenes"]][:4] == ["title", "games", "setup", "play"]
    played = [w for w in r["waits"] if w[0] > r["scenes"][3][0]]
    assert len(played) >= 3  # three decisions answered in play
    low = min(h for _, h in r["heap"])
    assert low >= MIN_FREE_HEAP, "%s: lowest free heap %d bytes" % (game, low)


@pytest.mark.parametrize("game", sorted(DIALOGS))
def test_play_reaches_the_dialogs(runs, game):
    r = _ok(runs[game + " dialog"])
    assert min(h for _, h in r["heap"]) >= MIN_FREE_HEAP
    pattern = DIALOGS[game][2].replace("_", " ")
    assert any(re.match(pattern, line) for line in emu.console_lines(r))


def test_a_game_goes_on_after_a_power_cycle(runs):
    """The save in microcontroller.nvm survives (the harness models the flash chip's erase and
    program): after power-on the title offers Continue, and the table is as it was left. The
    saves were appended to the erased sector: programmed, never erased."""
    r = runs["power_cycle"]
    assert "error" not in r, r.get("error")
    before, after = _ok(r["before"]), _ok(r["after"])
    assert [name for _, name in after["scenes"]][:2] == ["title", "play"]
    assert "255" in before["programs"] and "255" not in before["erases"]  # nvm: below CIRCUITPY
    with open(before["shots"][0], "rb") as f, open(after["shots"][1], "rb") as g:
        assert f.read() == g.read()  # the same position, drawn the same
