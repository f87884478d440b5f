"""The UI under MicroPython (displayio stubbed here): whole games driven by buttons,
at a capped heap. Prints "ui ok <game> <presses> <peak free>"; exit 1 on any failure.

    MICROPYPATH=tests/mpui:lib micropython -X heapsize=N tests/mpui/run_ui.py las_vegas 3 [hints]

With "hints", the human asks for a hint (B) at each decision with a choice before playing.
"""

import gc
import sys

import supervisor  # tests/mpui's stopped clock, read through vegas.ticks

from ui.app import App
from ui.buttons import DOWN, UP, A, B, Input, KeyEvent, KeyQueue

HUMAN = 4  # ui.play's mode while a human decides (not imported: the scene's module comes and goes)


class NullDisplay:
    root_group = None

    def refresh(self):
        pass


class Bytes:
    """A 4 KB nvm stand-in."""

    def __init__(self):
        self.data = bytearray(4096)

    def __len__(self):
        return 4096

    def __getitem__(self, i):
        return self.data[i]

    def __setitem__(self, i, v):
        self.data[i] = v


def main(game, players, hints):
    q = KeyQueue()
    inp = Input(q, KeyEvent(), tuple((k, -1) for k in range(7)))
    app = App(NullDisplay(), inp, 240, 135, Bytes(), seed=3)
    now = [0]
    low = [1 << 30]

    def frame():
        now[0] += 20
        supervisor.now = now[0]
        app.update(now[0])

    def press(b):
        for pressed in (True, False):
            q.put(b, pressed)
            frame()
        n = 0
        while app.busy():
            frame()
            n += 1
            if n > 100000:
                raise RuntimeError("stuck in " + app.scene_name)
        gc.collect()
        low[0] = min(low[0], gc.mem_free())

    # settings: instant AI, no animations
    for b in (UP, A, A, A, DOWN, DOWN, DOWN, DOWN, A, 5):
        press(b)
    import vegas

    press(DOWN)  # (the title's cursor stays on Settings, its last row: down wraps to New game)
    press(A)  # New game
    for _ in range(vegas.GAME_IDS.index(game)):
        press(DOWN)
    press(A)
    press(DOWN)
    while app.scene.players != players:  # (no name kept for it: the set-up scene stays garbage)
        press(A)
    press(UP)
    press(A)  # start: seat 1 human, the rest normal AI
    presses = hinted = 0
    asked = -1  # the history's length at the last hint
    while app.scene_name != "results":
        scene = app.scene
        n = len(app.session.state.history)
        if hints and app.scene_name == "play" and scene.mode == HUMAN and len(scene.legal) > 1 \
                and asked != n and not scene.in_dialog():
            asked = n
            press(B)
            if not scene.hint.startswith("Hint ("):
                raise RuntimeError("no hint: " + repr(scene.hint))
            hinted += 1
        press(A)
        presses += 1
        if presses > 5000:
            raise RuntimeError("the game did not end")
    assert app.session.state.is_over()
    if hints and not hinted:
        raise RuntimeError("no hint was asked for")
    kinds, steps = list(app.session.kinds), len(app.session.state.history)
    print("ui ok", game, presses, low[0], kinds, steps, "hints", hinted)


main(sys.argv[1], int(sys.argv[2]), sys.argv[3:] == ["hints"])
