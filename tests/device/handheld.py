"""`make device-test`: the handheld's extras on the emulated Pico (our UF2).

A minute idle: the backlight dims (the firmware sets the display's brightness: no error on the
chip), and the press that wakes the screen is not played; the next one is. (The harness draws
the panel's pixels, not its backlight: the dimming itself is tests/ui/test_backlight.py's.)
A speaker on a pin (settings.toml), Sound on: a game's first rolls and turns play their cues
without an error on the chip; on the PicoSystem the piezo (its PWM, read by the harness) plays
the cues' notes. A cell on VSYS, read through board.VOLTAGE_MONITOR: the title's foot shows its
charge as the simulator draws it."""

import filecmp
import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_device import emu, pixels_differ  # noqa: E402


def _ours():
    try:
        uf2 = emu.firmware_uf2("frozen")
        emu.firmware_paths(uf2)
    except emu.EmuError as e:
        pytest.skip(str(e))
    return uf2


def test_a_minute_idle_then_the_waking_press_is_not_played(tmp_path):
    uf2 = _ours()
    r = emu.run("wait shot:before.png ms:62000 down wait shot:woken.png down wait shot:moved.png",
                str(tmp_path), echo=False, limit_s=900, uf2=uf2)
    assert r["traceback"] is None
    assert filecmp.cmp(tmp_path / "before.png", tmp_path / "woken.png", shallow=False)
    assert not filecmp.cmp(tmp_path / "woken.png", tmp_path / "moved.png", shallow=False)


def test_a_speaker_pin_plays_the_cues(tmp_path):
    keys = "wait %s %s a wait" % (emu.settings_keys(sound="on"), emu.start_keys("las_vegas"))
    r = emu.run(keys, str(tmp_path), echo=False, limit_s=900, uf2=_ours(),
                settings={"POCKET_VEGAS_SPEAKER": "GP22"})
    assert r["traceback"] is None
    assert not [line for line in emu.console_lines(r) if line.startswith("no speaker")]
    assert r["scenes"][-1][1] == "play"


def test_the_picosystems_piezo_plays_the_cues_notes(tmp_path):
    from ui.sound import CUES

    try:
        uf2 = emu.firmware_uf2("frozen", "picosystem")
    except emu.EmuError as e:
        pytest.skip(str(e))
    keys = "wait %s %s a wait" % (emu.settings_keys(sound="on"), emu.start_keys("royale_basic"))
    keys += " ms:500"  # (the cue outlasts the harness's idle window: let it end)
    r = emu.run(keys, str(tmp_path), echo=False, limit_s=900, uf2=uf2, board="picosystem")
    assert r["traceback"] is None
    heard = {hz for _, hz in r["tones"] if hz}
    notes = {hz for cue in ("roll", "turn") for hz, _ in CUES[cue] if hz}
    assert all(any(abs(h - n) <= n // 100 for h in heard) for n in notes), (sorted(heard), sorted(notes))
    assert r["tones"][-1][1] == 0  # silent between cues


def test_a_cell_on_vsys_shows_its_charge_as_the_simulator_draws_it(tmp_path):
    volts = 3.716  # 70% (2.8 V empty, 4.1 V full), half a percent from either neighbour
    r = emu.run("wait shot:title.png", str(tmp_path), echo=False, limit_s=300, uf2=_ours(),
                settings={"POCKET_VEGAS_BATTERY": "VOLTAGE_MONITOR"}, vsys_mv=int(volts * 1000))
    assert r["traceback"] is None
    assert not [line for line in emu.console_lines(r) if line.startswith("no battery")]
    sys.path.insert(0, emu.ROOT)
    from host_sim.driver import Driver

    class Cell:  # analogio.AnalogIn's 16 bits of 3.3 V, a third of the cell's
        value = int(volts / 3 / 3.3 * 65535)

    sim = Driver("pico_display", str(tmp_path / "nvm.bin"), battery=Cell())
    sim.run_until_idle()
    assert sim.app.battery() == 70
    differ = pixels_differ(r["shots"][0], sim, tmp_path)
    assert differ == 0, "%d pixels differ between the device's title and the simulator's" % differ
