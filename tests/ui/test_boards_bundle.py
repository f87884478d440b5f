"""Board modules, board choice, and the device bundle's contents."""

import ast
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
    for pin in ("SPEAKER", "BATTERY"):  # (the same names in each module: a pin's name, or None)
        assert getattr(mod, pin) is None or isinstance(getattr(mod, pin), str)


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
            "lib/vegas/__init__.py", "lib/vegas/ai/bot.py", "lib/ui/app.py", "lib/pocket_main.py",
            "lib/pocket_boot.py"} <= names
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


def _docstrings(tree):
    """The scopes of an AST whose body begins with a docstring (as the compiler sees one)."""
    import bundle

    return [node for node in ast.walk(tree) if isinstance(node, bundle._SCOPES) and node.body
            and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)
            and isinstance(node.body[0].value.value, str)]


def _without_docstrings(source):
    """The AST of `source` with every docstring removed (an emptied body: pass), as text."""
    tree = ast.parse(source)
    for node in _docstrings(tree):
        node.body = node.body[1:] or [ast.Pass()]
    return ast.dump(tree)


def test_device_copy_drops_only_docstrings_and_keeps_line_numbers():
    import bundle

    ours = [src for src, _, own in bundle.files() if own]
    assert any(src.endswith(os.path.join("vegas", "ai", "bot.py")) for src in ours)
    assert not any("adafruit" in dest for _, dest, own in bundle.files() if own)
    for src in ours:
        with open(src, encoding="utf-8") as f:
            source = f.read()
        device = bundle.device_text(src)
        assert device.count("\n") == source.count("\n"), src
        assert _without_docstrings(device) == _without_docstrings(source), src
        assert not _docstrings(ast.parse(device)), src  # none of ours shares a line with code


def test_strip_docstrings_cases():
    from bundle import strip_docstrings

    source = '\n'.join([
        '"""Module',
        'text."""',
        'import gc  # a comment stays',
        '',
        'class A:',
        '    """Only a docstring."""',
        '',
        'def f(x):',
        '    """Doc with ü."""  # its comment goes too',
        '    "a second string stays"',
        '    def g(): """on the def line: stays"""',
        '    return x + 1',
        '',
        'def h(): return """not a docstring"""',
        's = """data, not a docstring"""',
    ])
    out = strip_docstrings(source).split("\n")
    assert out[:4] == ["", "", "import gc  # a comment stays", ""]
    assert out[5] == "    pass"
    assert out[8] == "" and out[9] == '    "a second string stays"'
    assert out[10] == '    def g(): """on the def line: stays"""'
    assert out[13:] == source.split("\n")[13:]
    namespace = {}
    exec(compile("\n".join(out), "t", "exec"), namespace)
    assert namespace["f"](1) == 2 and namespace["A"].__doc__ is None
    assert namespace["f"].__doc__ == "a second string stays"  # (now the first: only one goes)


def test_flash_onto_a_drive_the_game_keeps_says_how_to_free_it(tmp_path, monkeypatch, capsys):
    import errno

    import bundle

    def read_only(dest, mpy_cross=None):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(bundle, "copy_to", read_only)
    assert bundle.main(["--py", "--dest", str(tmp_path)]) == 1
    assert "hold any button while plugging it back in" in capsys.readouterr().out
