"""Board modules, board choice, and the device bundle's contents."""

import os
import zipfile

import pytest
import tools_path  # noqa: F401  (puts tools/ on the path)

import boards
from ui import buttons


@pytest.mark.parametrize("name", boards.BOARDS)
def test_board_module_shape(name):
    mod = boards.load(name)
    assert (mod.WIDTH, mod.HEIGHT) in ((240, 135), (240, 240), (320, 240))
    assert len(mod.KEYMAP) == len(mod.PINS)
    produced = set()
    for short, long in mod.KEYMAP:
        produced.add(short)
        if long != buttons.NONE:
            produced.add(long)
    if mod.CHORD is not None:
        produced.add(buttons.MENU)
    # every scene works with these alone
    assert {buttons.UP, buttons.DOWN, buttons.A, buttons.B, buttons.MENU} <= produced
    assert callable(mod.display) and callable(mod.keys) and mod.HELP


def test_board_choice():
    assert boards.choose("pico_lcd_1_3", "raspberry_pi_pico") == "pico_lcd_1_3"
    assert boards.choose(None, "pimoroni_picosystem") == "picosystem"
    with pytest.raises(ValueError, match="POCKET_VEGAS_BOARD"):
        boards.choose(None, "some_other_board")
    with pytest.raises(ValueError, match="is not a board"):
        boards.choose("gameboy")


def test_bundle_holds_what_the_device_imports(tmp_path):
    import bundle

    path = bundle.write_zip(str(tmp_path / "pv.zip"))
    names = set(zipfile.ZipFile(path).namelist())
    assert {"code.py", "boot.py", "settings.toml", "boards/__init__.py", "boards/st7789.py",
            "lib/vegas/__init__.py", "lib/vegas/ai/bot.py", "lib/ui/app.py",
            "lib/adafruit_display_text/bitmap_label.py", "lib/adafruit_st7789.py"} <= names
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    for d in ("lib/ui", "lib/vegas", "boards"):
        for f in os.listdir(os.path.join(root, d)):
            if f.endswith(".py"):
                assert d + "/" + f in names
    dest = tmp_path / "CIRCUITPY"
    dest.mkdir()
    (dest / "settings.toml").write_text('POCKET_VEGAS_BOARD = "pico_display"\n')
    bundle.copy_to(str(dest))
    assert (dest / "lib" / "ui" / "play.py").exists()
    assert "pico_display" in (dest / "settings.toml").read_text()  # the owner's settings are kept
