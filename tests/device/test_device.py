"""The firmware on the emulated boards (real CircuitPython in rp2040js, tools/emu.py): each of
our UF2s boots on its board, as wired, to the title and plays a game's first decisions, drawn as
the simulator draws them, within the heap; the Pico's UF2 also reaches each game's dialogs, takes
an update over a saved game, and yields to a package on the drive. Stock CircuitPython 10.2.1
with the bundle on the drive starts Royale's basic game (Royale with tiles needs our UF2), 9.2.9
Las Vegas (every game it offers in make device-test).

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
# Our firmware: each board a player owns boots its own UF2 and plays one game's first decisions.
BOARD_GAME = {"pico_display": "las_vegas", "picosystem": "royale_basic", "t_display_rp2040": "royale",
              "pico_lcd_1_3": "las_vegan", "pico_display_2": "knizia"}
# A charged cell where a board reads one: 70% (2.8 V empty, 4.1 V full), half a percent from
# either neighbour, through the board's divider (boards/).
CELL_MV = 3716
BATTERY = ("picosystem", "t_display_rp2040")
# The stock firmwares' starts in make test (the Pico with the Display Pack, bots that search):
# 10.2.1's the game nearest its heap's floor of those stock CircuitPython offers (Royale's basic
# game; Royale with tiles needs our UF2: vegas.GAMES' uf2_only); every game it offers on both
# stock firmwares in make device-test (POCKET_VEGAS_DEVICE_ALL=1), for make test's 15 minutes
STOCK_GAMES = tuple(g for g in GAMES if not vegas.GAMES[g].get("uf2_only"))
STARTS = {"10.2.1": ("royale_basic",), "9.2.9": ()}
if os.environ.get("POCKET_VEGAS_DEVICE_ALL"):
    STARTS = {fw: STOCK_GAMES for fw in STARTS}
FIRST_DECISIONS = "a*3"
# Games seeded from a fixed number, not the clock, so a run's games do not change from run to run.
SETTINGS = {"POCKET_VEGAS_SEED": 1}
# A question the table asks in a dialog, which a board's game goes on to reach after its first
# decisions: (seed, bool options to turn over, a regex on the console's "~idle SCENE DIALOG"
# lines, "_" for a space). The boards' runs seat random-level bots: their choices follow the
# seed alone, where a searching bot's may change with the firmware's speed (its deadline can bind
# on the chip), so the simulator, given the same presses, reaches the same table. Each seed is
# one whose game shows the dialog within a few presses of A in the simulator, which runs the
# same code.
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


def _first_decisions(game, bots=EASY, toggles=()):
    kinds = [0] + [bots] * (vegas.game_info(game)["max_players"] - 1)
    return "wait shot:title.png %s %s %s shot:%s.png" % (
        QUICK, emu.start_keys(game, kinds=kinds, toggles=toggles), FIRST_DECISIONS, game)


def _board_play(board):
    """A board's run: the title, its game's start and first decisions (random-level bots), then
    on to the game's dialog, where it has one."""
    game = BOARD_GAME[board]
    if game not in DIALOGS:
        return _first_decisions(game, RANDOM)
    _, toggles, want = DIALOGS[game]
    return "%s press:a:%d:%s" % (_first_decisions(game, RANDOM, toggles), DIALOG_PRESSES, want)


def _then_update(uf2, shots):
    """The Display Pack's first decisions, with a file of the player's on the drive; then a newer
    UF2 dragged on (written over the flash as the boot ROM writes one), power on, Continue."""
    import fatimg

    import firmware

    flash = os.path.join(shots, "flash.bin")
    before = emu.run(_first_decisions(BOARD_GAME["pico_display"], RANDOM), shots, flash=flash, echo=False,
                     limit_s=300, settings=SETTINGS, uf2=uf2, files={"notes.txt": b"mine\n"})
    with open(uf2, "rb") as f:
        ours = [(a, p) for a, p in firmware.uf2_read(f.read()) if a != firmware.boards.BLOCK]
    newer = os.path.join(shots, "pocket-vegas-newer.uf2")
    with open(newer, "wb") as f:
        f.write(firmware.combine(firmware.uf2_write(ours), "pico_display", "newer"))
    after = emu.run("wait shot:title-again.png a shot:after.png", shots, flash=flash, fresh=False,
                    reflash=True, echo=False, limit_s=300, uf2=newer)
    with open(flash, "rb") as f:
        image = f.read()
    block = image[firmware.boards.BLOCK - firmware.FLASH:][:64].split(b"\n")[0]
    drive = fatimg.read(image[firmware.DRIVE - firmware.FLASH:][:firmware.DRIVE_SIZE])
    return dict(before, before=before, after=after, drive=drive, block=block)


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
    and the shots folder, the board), the longest first (two run at a time)."""
    out = {}
    for board in BOARD_GAME:
        out["frozen %s" % board] = ("frozen", _board_play(board), board)
    out["frozen pico_display"] = ("frozen", _then_update, "pico_display")
    for fw in ("9.2.9", "10.2.1"):
        for game in STARTS[fw]:
            out["%s %s" % (fw, game)] = (fw, _first_decisions(game), "pico_display")
    out["frozen hack"] = ("frozen", _hack, "pico_display")
    return out


def _seed(board):
    game = BOARD_GAME.get(board)
    return DIALOGS[game][0] if game in DIALOGS else SETTINGS["POCKET_VEGAS_SEED"]


def _options(name):
    """emu.run's settings (and battery) for a scenario."""
    what = name.split()[1]
    return {"settings": {"POCKET_VEGAS_SEED": _seed(what)}, "vsys_mv": CELL_MV if what in BATTERY else 0}


def run_all(tmp_path_factory, scenarios, limit_s, options=_options):
    """{name: report} of scenarios (name: (firmware, a key script from power-on or a function of
    the UF2 and the shots folder[, the board])), run side by side on the machine's cores;
    options(name): more of emu.run's arguments. A firmware that is missing gives {"skip": why}."""
    shots = str(tmp_path_factory.mktemp("shots"))

    def one(name):
        fw, script, board = (scenarios[name] + ("pico_display",))[:3]
        try:
            uf2 = emu.firmware_uf2(fw, board)
            emu.firmware_paths(uf2)
        except emu.EmuError as e:
            return {"skip": str(e)}
        folder = os.path.join(shots, name.replace(" ", "-"))
        os.makedirs(folder, exist_ok=True)
        try:
            if callable(script):
                return script(uf2, folder)
            return emu.run(script, folder, echo=False, limit_s=limit_s, uf2=uf2, board=board, **options(name))
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


def simulator(board, tmp_path, battery=False):
    """The simulator on `board`, seeded as its run is, with a 70% cell where `battery`."""
    sys.path.insert(0, ROOT)
    from host_sim.driver import Driver

    cell = None
    if battery:
        divider = __import__("boards." + board, None, None, ["NAME"]).BATTERY_DIVIDER

        class Cell:  # analogio.AnalogIn: the ADC's 12 bits of 3.3 V stretched to 16
            raw = round(CELL_MV / divider * 4095 / 3300)
            value = raw << 4 | raw >> 8

        cell = Cell()
    return Driver(board, str(tmp_path / "nvm.bin"), seed=_seed(board), battery=cell)


def pixels_differ(shot, sim, tmp_path):
    """How many pixels of the device's screenshot `shot` differ from the simulator's screen now."""
    import pygame

    sim.screenshot(str(tmp_path / "sim.png"))
    device, desktop = pygame.image.load(shot), pygame.image.load(str(tmp_path / "sim.png"))
    assert device.get_size() == desktop.get_size() == (sim.width, sim.height)
    return sum(device.get_at((x, y))[:3] != desktop.get_at((x, y))[:3]
               for x in range(sim.width) for y in range(sim.height))


@pytest.mark.parametrize("board", sorted(BOARD_GAME))
def test_each_board_boots_and_plays_as_the_simulator_draws_it(runs, board, tmp_path):
    """Each board's own UF2, on that board as wired (its panel's glass as the vendor's driver
    sets it up, its buttons, its battery sense, its console), with no board named on the drive:
    the title, then a game's first decisions, pixel for pixel as the simulator draws them at
    that size, within the heap. The glass lights only once a frame is drawn (no power-on noise
    shows), and the panel is driven within the datasheet's waits and the board's SPI clock."""
    r = _ok(runs["frozen %s" % board])
    game = BOARD_GAME[board]
    assert [name for _, name in r["scenes"]][:6] == ["title", "settings", "title", "games", "setup", "play"]
    assert min(h for _, h in r["heap"]) >= FLOORS["frozen"]
    panel = r["panel"]
    noise = panel["lit"][0][1] if panel["lit"] else -1
    assert noise == 0, "the glass lit on %d pixels of noise" % noise
    assert not [v for v in panel["violations"] if "SPI" in v[1] or "Sleep Out" in v[1]], panel["violations"]
    sim = simulator(board, tmp_path, battery=board in BATTERY)
    sim.run_until_idle()
    differ = pixels_differ(r["shots"][0], sim, tmp_path)
    assert differ == 0, "%s: %d pixels of the title differ from the simulator's" % (board, differ)
    kinds = [0] + [RANDOM] * (vegas.game_info(game)["max_players"] - 1)
    toggles = DIALOGS[game][1] if game in DIALOGS else ()
    sim.run_script("%s %s %s" % (QUICK, emu.start_keys(game, kinds=kinds, toggles=toggles), FIRST_DECISIONS))
    differ = pixels_differ(r["shots"][1], sim, tmp_path)
    assert differ == 0, "%s: %d pixels differ after %s's first decisions" % (board, differ, game)
    if game in DIALOGS:  # then on to the game's dialog
        pattern = DIALOGS[game][2].replace("_", " ")
        assert any(re.match(pattern, line) for line in emu.console_lines(r)), "%s: no dialog" % game


@pytest.mark.parametrize("fw", ("10.2.1", "9.2.9"))
@pytest.mark.parametrize("game", GAMES)
def test_stock_circuitpython_starts_each_game_and_plays_its_first_decisions_in_the_heap(runs, fw, game):
    if game not in STOCK_GAMES:
        pytest.skip("%s needs our UF2 (vegas.GAMES' uf2_only): stock CircuitPython does not offer it" % game)
    if "%s %s" % (fw, game) not in runs:
        pytest.skip("%s on %s: make device-test" % (game, fw))
    r = _ok(runs["%s %s" % (fw, game)])
    assert [name for _, name in r["scenes"]][:6] == ["title", "settings", "title", "games", "setup", "play"]
    played = [w for w in r["waits"] if w[0] > r["scenes"][5][0]]
    assert len(played) >= 3  # three decisions answered in play
    low = min(h for _, h in r["heap"])
    assert low >= FLOORS[fw], "%s on %s: lowest free heap %d bytes" % (game, fw, low)


def test_a_package_on_the_drive_overrides_the_frozen_one(runs):
    """The drive's root comes before the frozen modules on sys.path: a `ui` folder there (the
    README's way to hack on the game) is the one imported, and the game still starts."""
    r = _ok(runs["frozen hack"])
    assert "~hacked ui" in emu.console_lines(r)
    assert r["scenes"][0][1] == "title"


def test_flashing_a_newer_uf2_keeps_the_game_the_board_and_the_drive(runs):
    """A newer UF2 rewrites the firmware and the block naming the board; the save log in
    microcontroller.nvm and the drive's files (a file of the player's among them) are kept: after
    power-on the title offers Continue, and the table is as it was left. The saves were
    appended to the erased sector: programmed, never erased (the harness models the flash chip's
    erase and program)."""
    r = _ran(runs["frozen pico_display"])
    before, after = _ok(r["before"]), _ok(r["after"])
    assert "255" in before["programs"] and "255" not in before["erases"]  # nvm: below CIRCUITPY
    assert r["block"] == b"PocketVegasBoard pico_display newer"  # the newer UF2 went on
    assert r["drive"]["notes.txt"] == b"mine\n" and b"POCKET_VEGAS_SEED" in r["drive"]["settings.toml"]
    assert [name for _, name in after["scenes"]][:2] == ["title", "play"]
    with open(before["shots"][-1], "rb") as f, open(after["shots"][1], "rb") as g:
        assert f.read() == g.read()


def test_make_emu_prints_the_console_as_a_player_sees_it(runs, capsys):
    """make emu's view of a real run: no terminal escapes (CircuitPython's status line), no ~trace
    lines unless asked, and a summary of the scenes, the heap and the screenshots."""
    r = _ok(runs["frozen pico_display_2"])
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
