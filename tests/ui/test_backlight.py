"""The backlight as a handheld's: the chosen brightness, dimmed after a minute without a button
while nothing moves, off after five, and the press that wakes it is not played."""

import simhelp
from ui.settings import BRIGHTNESS


def _idle(d, seconds):
    for _ in range(seconds):
        d.now += 1000
        d.app.update(d.now)


def _lit(d):
    """The title's top-left pixel as the eye sees it (the simulator draws the backlight)."""
    return d.display._lit().get_at((0, 0))[:3]


def test_dims_after_a_minute_goes_off_after_five_and_the_waking_press_is_not_played(tmp_path):
    d = simhelp.driver(tmp_path, pixels=True)
    d.run_until_idle()
    full = _lit(d)
    cursor = d.app.scene.cursor
    _idle(d, 59)
    assert d.display.brightness == 1.0
    _idle(d, 2)
    assert d.display.brightness == 0.25 and sum(_lit(d)) < sum(full)
    _idle(d, 240)
    assert d.display.brightness == 0 and _lit(d) == (0, 0, 0)
    d.tap("down")  # wakes the screen only
    assert d.display.brightness == 1.0 and d.app.scene.cursor == cursor and _lit(d) == full
    d.tap("down")
    assert d.app.scene.cursor != cursor


def test_brightness_is_a_setting_and_applies_at_once(tmp_path):
    d = simhelp.driver(tmp_path, pixels=True)
    d.run_until_idle()
    d.press("up")
    d.press("a")  # Settings
    assert d.app.scene_name == "settings"
    row = d.app.scene.rows().index("Brightness: high")
    for _ in range(row):
        d.press("down")
    d.press("a")
    assert d.app.settings.get("bright") == 1 and d.display.brightness == BRIGHTNESS[1]
    _idle(d, 61)
    assert d.display.brightness == BRIGHTNESS[1] / 4


def test_short_of_heap_the_extras_are_left_out_and_their_settings_hidden(tmp_path, monkeypatch):
    """Stock CircuitPython's heap: no ui.handheld, so no dimming and no sound, and Settings does
    not offer what would do nothing."""
    import sys

    from ui import gfx

    monkeypatch.setattr(gfx, "LEAN", True)
    sys.modules.pop("ui.handheld", None)
    d = simhelp.driver(tmp_path, pixels=True)
    d.run_until_idle()
    assert d.app.handheld is None and "ui.handheld" not in sys.modules
    _idle(d, 301)
    assert d.display.brightness == 1.0
    d.press("up")
    d.press("a")
    rows = d.app.scene.rows()
    assert rows[-2].startswith("Taken tricks") and rows[-1].startswith("Seat colours")
    assert not [r for r in rows if r.startswith(("Brightness", "Sound"))]
    d.press("up")  # the last row: its setting, not a hidden one, changes
    d.press("a")
    assert d.app.settings.get("colours") == 1


class _Cell:
    """The battery's sense as analogio.AnalogIn gives it: 16 bits of 3.3 V, a third of the cell's."""

    def __init__(self, volts):
        self.value = int(volts / 3 / 3.3 * 65535)


def test_the_battery_charge_shows_at_the_menus_foot_where_the_board_reads_it(tmp_path):
    from host_sim.driver import Driver
    from ui import gfx
    from ui.icons import BATTERY

    for volts, percent in ((4.2, 100), (3.45, 49), (2.9, 7), (2.5, 0)):
        d = Driver("picosystem", str(tmp_path / "nvm.bin"), pixels=False, battery=_Cell(volts))
        d.run_until_idle()
        assert abs(d.app.battery() - percent) <= 1
        charge = d.app.scene.charge
        assert charge.text == BATTERY + "%d%%" % d.app.battery()
        assert charge.color == (gfx.WARN if percent < 15 else gfx.DIM)  # (low: in red)
        assert charge.x + len(charge.text) * gfx.CHAR_W <= d.app.width - 4
        foot = d.app.scene.foot
        assert charge.y == foot.y and charge.x > foot.x + len(foot.text) * gfx.CHAR_W
        d.run_script("a")  # New game: the game choice, a menu too
        assert d.app.scene_name == "games" and d.app.scene.charge.text == charge.text
    d = Driver("pico_display", str(tmp_path / "nvm2.bin"), pixels=False)  # no battery to read
    d.run_until_idle()
    assert d.app.battery() is None and d.app.scene.charge is None

