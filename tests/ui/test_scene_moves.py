"""App.goto: a move a scene asks for waits until its button() or tick() returns, so the scene
left is garbage before the next one is built (one scene's bitmaps on the heap, not two)."""

import gc
import sys
import types
import weakref

import displayio
import pytest

from host_sim.driver import Driver
from ui import app as app_module
from ui.buttons import DOWN, A


class Leaving:
    """Asks to move on from button() (arg "button") or tick() (arg "tick"), passing the next
    scene a weak reference to itself; holds a bitmap, as a board does."""

    def __init__(self, app, arg):
        self.app, self.arg = app, arg
        self.group = displayio.Group()
        self.bitmap = displayio.Bitmap(240, 135, 16)
        self.buttons = []
        self.ticks = 0

    def button(self, b):
        self.buttons.append(b)
        if self.arg == "button":
            self.app.goto("probe_next", weakref.ref(self))
            assert self.app.scene is self  # (still this scene until button() returns)

    def tick(self, now):
        self.ticks += 1
        if self.arg == "tick":
            self.app.goto("probe_next", weakref.ref(self))
        return False

    def busy(self):
        return False


class Next(Leaving):
    def __init__(self, app, left):
        gc.collect()
        self.left_alive = left() is not None
        Leaving.__init__(self, app, None)


@pytest.fixture
def probe(monkeypatch):
    module = types.ModuleType("probe_scenes")
    module.Leaving, module.Next = Leaving, Next
    monkeypatch.setitem(sys.modules, "probe_scenes", module)
    for name, cls in (("title", "Leaving"), ("probe_next", "Next")):
        monkeypatch.setitem(app_module.SCENES, name, ("probe_scenes", cls))
    d = Driver("pico_display", pixels=False)  # (the simulator's app, keys and no-pixel display)
    return d.app, d.queue


@pytest.mark.parametrize("asked_in", ["button", "tick"])
def test_the_scene_left_is_garbage_before_the_next_is_built(probe, asked_in):
    app, q = probe
    app.goto("title", asked_in)  # outside update(): at once
    assert app.scene_name == "title" and app.scene.arg == asked_in
    q.put(A, True)
    app.update(20)
    assert app.scene_name == "probe_next"
    assert app.scene.left_alive is False
    assert app.pending is None and app.in_scene is False
    assert len(app.root) == 1 and app.root[0] is app.scene.group


def test_buttons_queued_behind_a_move_are_dropped_and_the_new_scene_ticks(probe):
    app, q = probe
    app.goto("title", "button")
    q.put(A, True)
    q.put(A, False)
    q.put(DOWN, True)
    app.update(20)
    assert app.scene_name == "probe_next"
    assert app.scene.ticks == 1  # in the frame of the move, as before moves waited
    app.update(40)
    assert app.scene.buttons == []  # the DOWN was meant for the scene left
    assert app.scene.ticks == 2


def test_a_scene_that_raises_leaves_the_app_usable(probe, monkeypatch):
    app, q = probe
    app.goto("title", None)

    def fails(b):
        raise ValueError("scene bug")

    monkeypatch.setattr(app.scene, "button", fails)
    q.put(A, True)
    with pytest.raises(ValueError):
        app.update(20)
    assert app.in_scene is False
    app.goto("probe_next", lambda: None)  # not inside a scene any more: at once
    assert app.scene_name == "probe_next"


def test_leaving_the_table_drops_the_games_ui_package_and_its_modules(tmp_path):
    """A game's screens live in its package (ui.royale: board, tiles...): loaded with the table,
    gone from sys.modules and from their package once another scene is shown."""
    import simhelp

    d = Driver("pico_display", str(tmp_path / "nvm.bin"), seed=3, pixels=False)
    simhelp.fast_settings(d)
    simhelp.start(d, "royale", ["human", "easy"])
    assert d.app.scene_name == "play"
    assert {"ui.royale", "ui.royale.board", "ui.royale.tiles"} <= set(sys.modules)
    d.press("menu")
    assert d.app.scene_name == "pause"
    assert not [m for m in sys.modules if m.startswith("ui.royale")]
    assert not hasattr(sys.modules["ui"], "royale")
    d.press("b")  # back to the table: loaded again
    assert d.app.scene_name == "play" and "ui.royale.board" in sys.modules


def test_the_results_let_the_finished_games_bots_go_first():
    """At the results the bots (their search's memory) are dropped before the screen is built:
    stock CircuitPython's Royale had too little left there for it."""
    import simhelp

    d = Driver("pico_display", None, seed=3, pixels=False)
    simhelp.fast_settings(d)
    simhelp.start(d, "las_vegas", ["human", "easy"])
    assert d.app.scene_name == "play"
    simhelp.until(d, lambda app: app.session.bots[1] is not None)
    simhelp.play_out(d)
    assert d.app.scene_name == "results" and d.app.session.bots == [None, None]
