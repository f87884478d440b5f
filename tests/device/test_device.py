"""The firmware on an emulated Pico (real CircuitPython in rp2040js, tools/emu.py): it boots,
starts every game from the title and plays its first decisions within the heap. Our UF2 with
the game frozen in (what ships: `make firmware`) runs everything here; stock CircuitPython 10.2.1
with the bundle on the drive starts Royale's two games, 9.2.9 Las Vegas (every game in make
device-test).

The runs are slow (the emulator is a few times slower than the chip), so they start together
on the machine's cores when the module is first used. Whole games are `make device-test`."""

import json
import os
import re
import sys
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import emu  # noqa: E402

sys.path.insert(0, os.path.join(ROOT, "lib"))
import vegas  # noqa: E402

# The lowest free heap, sampled after a collect through play: the frozen game's room for the
# look still to come, and stock CircuitPython's floor for longer games.
FLOORS = {"frozen": 96 * 1024, "10.2.1": 24 * 1024, "9.2.9": 24 * 1024}
MIN_FREE_HEAP = FLOORS["9.2.9"]
GAMES = ("las_vegas", "royale_basic", "royale", "las_vegan", "knizia")
# The stock firmwares' starts in make test: 10.2.1's the games nearest its heap's floor (Royale's:
# the others start 36 KB over it), 9.2.9's the first game; every game in make device-test
# (POCKET_VEGAS_DEVICE_ALL=1), for make test's 15 minutes
STARTS = {"frozen": GAMES, "10.2.1": ("royale_basic", "royale"), "9.2.9": ("las_vegas",)}
if os.environ.get("POCKET_VEGAS_DEVICE_ALL"):
    STARTS = {fw: GAMES for fw in STARTS}
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


# Every run first sets the AI speed to instant and the animations off in Settings, as a player
# may: the runs then spend their emulated time on what they check (the AIs' searches are the
# same, their picks just not held on screen).
QUICK = emu.settings_keys(speed="instant", anim="off")
EASY = 2  # a seat kind in emu.start_keys: the AIs that search, on the least budget (the heap a
# search takes does not depend on its level: BENCHMARKS' bot table)


def _first_decisions(game):
    kinds = [0] + [EASY] * (vegas.game_info(game)["max_players"] - 1)
    return "wait shot:title.png %s %s %s shot:%s.png" % (QUICK, emu.start_keys(game, kinds=kinds),
                                                         FIRST_DECISIONS, game)


def _then_reflash(uf2, shots):
    """Las Vegas's first decisions, then a newer UF2 dragged on (its firmware and drive written
    over the flash, as the boot ROM writes one), power on, Continue."""
    import firmware

    flash = os.path.join(shots, "flash.bin")
    before = emu.run(_first_decisions("las_vegas"), shots, flash=flash, echo=False, limit_s=300,
                     settings=SETTINGS, uf2=uf2)
    drive = emu.drive_files({"POCKET_VEGAS_TRACE": emu.TRACE_MS}, frozen=True)
    drive["pocket-vegas-build.txt"] = b"newer\n"
    with open(uf2, "rb") as f:
        ours = [(a, p) for a, p in firmware.uf2_read(f.read()) if a < firmware.DRIVE]
    newer = os.path.join(shots, "pocket-vegas-newer.uf2")
    with open(newer, "wb") as f:
        f.write(firmware.combine(firmware.uf2_write(ours), drive))
    after = emu.run("wait shot:title-again.png a shot:after.png", shots, flash=flash, fresh=False,
                    reflash=True, echo=False, limit_s=300, uf2=newer)
    return dict(before, before=before, after=after, drive=firmware.drive_of(newer))


def _hacked_ui():
    """The drive's files that override the frozen `ui` package, as the README tells a player who
    hacks on the game: the package's .mpy at the drive's root, its __init__ changed to say so."""
    import bundle

    mpy_cross = bundle.find_mpy_cross()
    if not mpy_cross:
        raise emu.EmuError("no CircuitPython mpy-cross (see tools/bundle.py find_mpy_cross)")
    out = {}
    for src, dest, _ in bundle.files():
        if dest.startswith("lib/ui/"):
            out[dest[4:-3] + ".mpy"] = bundle.compile_mpy(mpy_cross, src, dest)
    out["ui/__init__.py"] = b'print("~hacked ui")\n'
    del out["ui/__init__.mpy"]
    return out


def _hack(uf2, shots):
    return emu.run("until:~hacked_ui wait", shots, echo=False, limit_s=120, uf2=uf2, files=_hacked_ui())


def _scenarios():
    """name ("FIRMWARE what"): (firmware, a key script from power-on or a function of the UF2
    and the shots folder), the longest first (two run at a time)."""
    out = {}
    for game, (_, toggles, want) in DIALOGS.items():
        players = vegas.game_info(game)["max_players"]
        start = emu.start_keys(game, kinds=[0] + [RANDOM] * (players - 1), toggles=toggles)
        keys = "wait %s %s press:a:%d:%s" % (QUICK, start, DIALOG_PRESSES, want)
        out["frozen %s dialog" % game] = ("frozen", keys)
    for fw in ("9.2.9", "10.2.1", "frozen"):
        for game in STARTS[fw]:
            out["%s %s" % (fw, game)] = (fw, _first_decisions(game))
    out["frozen las_vegas"] = ("frozen", _then_reflash)
    out["frozen hack"] = ("frozen", _hack)
    return out


def _settings(name):
    game = name.split()[1]
    return {"POCKET_VEGAS_SEED": DIALOGS[game][0] if name.endswith(" dialog") else 1}


def run_all(tmp_path_factory, scenarios, limit_s, settings=_settings):
    """{name: report} of scenarios (name: (firmware, a key script from power-on or a function of
    the UF2 and the shots folder)), run side by side on the machine's cores. A firmware that is
    missing gives {"skip": why}."""
    shots = str(tmp_path_factory.mktemp("shots"))

    def one(name):
        fw, script = scenarios[name]
        try:
            uf2 = emu.firmware_uf2(fw)
            emu.firmware_paths(uf2)
        except emu.EmuError as e:
            return {"skip": str(e)}
        folder = os.path.join(shots, name.replace(" ", "-"))
        os.makedirs(folder, exist_ok=True)
        try:
            if callable(script):
                return script(uf2, folder)
            return emu.run(script, folder, echo=False, limit_s=limit_s, settings=settings(name), uf2=uf2)
        except emu.EmuError as e:
            return {"error": str(e)}

    def timed(name):
        t0 = time.monotonic()
        r = one(name)
        r["wall_s"] = round(time.monotonic() - t0, 1)
        return r

    with ThreadPoolExecutor(max(1, os.cpu_count() or 1)) as pool:
        done = dict(zip(scenarios, pool.map(timed, scenarios)))
    # each run's time on this machine, the longest first: what make test's length is made of
    folder = os.path.join(emu.ROOT, "emu-shots")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "device-runs.json"), "w") as f:
        json.dump(sorted(((r["wall_s"], name) for name, r in done.items()), reverse=True), f, indent=1)
    return done


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    return run_all(tmp_path_factory, _scenarios(), 300)


def _ran(report):
    if "skip" in report:
        pytest.skip(report["skip"])
    assert "error" not in report, report.get("error")
    return report


def _ok(report):
    assert _ran(report)["traceback"] is None
    return report


def test_boots_to_the_title_drawn_as_the_simulator_draws_it(runs, tmp_path):
    r = _ok(runs["frozen las_vegas"])
    assert r["scenes"][0][1] == "title"
    sys.path.insert(0, ROOT)
    from host_sim.driver import Driver

    sim = Driver(board="pico_display")
    differ = pixels_differ(r["shots"][0], sim, tmp_path)
    assert differ == 0, "%d pixels differ between the device's title and the simulator's" % differ


def pixels_differ(shot, sim, tmp_path):
    """How many pixels of the device's screenshot `shot` differ from the simulator's screen now
    (both the Display Pack's 240x135)."""
    import pygame

    sim.screenshot(str(tmp_path / "sim.png"))
    device, desktop = pygame.image.load(shot), pygame.image.load(str(tmp_path / "sim.png"))
    assert device.get_size() == desktop.get_size() == (240, 135)
    return sum(device.get_at((x, y))[:3] != desktop.get_at((x, y))[:3]
               for x in range(240) for y in range(135))


@pytest.mark.parametrize("fw", FLOORS)
@pytest.mark.parametrize("game", GAMES)
def test_each_game_starts_and_plays_its_first_decisions_in_the_heap(runs, fw, game):
    if "%s %s" % (fw, game) not in runs:
        pytest.skip("%s on %s: make device-test" % (game, fw))
    r = _ok(runs["%s %s" % (fw, game)])
    assert [name for _, name in r["scenes"]][:6] == ["title", "settings", "title", "games", "setup", "play"]
    played = [w for w in r["waits"] if w[0] > r["scenes"][5][0]]
    assert len(played) >= 3  # three decisions answered in play
    low = min(h for _, h in r["heap"])
    assert low >= FLOORS[fw], "%s on %s: lowest free heap %d bytes" % (game, fw, low)


@pytest.mark.parametrize("game", sorted(DIALOGS))
def test_play_reaches_the_dialogs(runs, game):
    r = _ok(runs["frozen %s dialog" % game])
    assert min(h for _, h in r["heap"]) >= FLOORS["frozen"]
    pattern = DIALOGS[game][2].replace("_", " ")
    assert any(re.match(pattern, line) for line in emu.console_lines(r))


def test_a_package_on_the_drive_overrides_the_frozen_one(runs):
    """The drive's root comes before the frozen modules on sys.path: a `ui` folder there (the
    README's way to hack on the game) is the one imported, and the game still starts."""
    r = _ok(runs["frozen hack"])
    assert "~hacked ui" in emu.console_lines(r)
    assert r["scenes"][0][1] == "title"


def test_flashing_a_newer_uf2_keeps_the_game(runs):
    """A newer UF2 rewrites the firmware and the drive (code.py, settings.toml, saves/); the
    save log in microcontroller.nvm, between them, is kept: after power-on the title offers
    Continue, and the table is as it was left. The saves were appended to the erased sector:
    programmed, never erased (the harness models the flash chip's erase and program)."""
    r = _ran(runs["frozen las_vegas"])
    before, after = _ok(r["before"]), _ok(r["after"])
    assert "255" in before["programs"] and "255" not in before["erases"]  # nvm: below CIRCUITPY
    assert r["drive"]["pocket-vegas-build.txt"] == b"newer\n"  # the newer drive went on
    assert [name for _, name in after["scenes"]][:2] == ["title", "play"]
    with open(before["shots"][-1], "rb") as f, open(after["shots"][1], "rb") as g:
        assert f.read() == g.read()


def test_make_emu_prints_the_console_as_a_player_sees_it(runs, capsys):
    """make emu's view of a real run: no terminal escapes (CircuitPython's status line), no ~trace
    lines unless asked, and a summary of the scenes, the heap and the screenshots."""
    r = _ok(runs["frozen knizia"])
    show = emu._player_view(trace=False)
    for line in emu.console_lines(r):
        show(line)
    shown = capsys.readouterr().out
    assert "\x1b" not in shown and "~" not in shown and "code.py output:" in shown
    lines = emu.summary(r)
    assert lines[0] == "scenes: title > settings > title > games > setup > play"
    assert lines[1].startswith("free heap: lowest ") and lines[-1] == "wrote %s" % r["shots"][-1]
    emu._player_view(trace=True)("~heap 1234")
    assert capsys.readouterr().out == "~heap 1234\n"
