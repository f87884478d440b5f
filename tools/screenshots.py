"""README screenshots from the headless simulator: python tools/screenshots.py docs/img"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests", "ui"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import simhelp  # noqa: E402
from host_sim.driver import Driver  # noqa: E402
from ui.play import _HUMAN, _ROLL  # noqa: E402

# (picture, game id, seats, options, presses of A before the picture, phase to wait for)
GAMES = (
    ("royale", "royale", 3, {"faces": [3, 9, 15]}, 4, None),
    ("royale-dialog", "royale", 3, {"faces": [0, 4, 10]}, 0, "lucky punch hide"),
    ("royale-basic", "royale_basic", 2, {}, 5, None),
    ("knizia", "knizia", 3, {}, 8, None),
    ("las-vegan", "las_vegan", 4, {}, 6, None),
    ("las-vegan-bank", "las_vegan", 2, {}, 9, None),
)


def _fresh(out, board, seed):
    save = os.path.join(out, ".shots-nvm.bin")
    if os.path.exists(save):
        os.remove(save)
    return Driver(board, save, seed=seed), save


def shots(out, board, tag):
    d, save = _fresh(out, board, 11)
    d.screenshot(os.path.join(out, "title-%s.png" % tag), 2)
    d.run_script("a a")
    d.screenshot(os.path.join(out, "setup-%s.png" % tag), 2)
    d.run_script("a right right")
    d.screenshot(os.path.join(out, "play-%s.png" % tag), 2)
    d.tap("a")  # (animations on: the dice slide to their casino, then the next roll tumbles)
    for _ in range(5):
        d.frame()
    d.screenshot(os.path.join(out, "slide-%s.png" % tag), 2)
    while d.app.scene.mode != _ROLL:
        d.frame()
    for _ in range(8):
        d.frame()
    d.screenshot(os.path.join(out, "roll-%s.png" % tag), 2)
    while d.app.scene_name != "payout":
        d.press("a")
    d.run_script("b")
    d.screenshot(os.path.join(out, "payout-%s.png" % tag), 2)
    for name, game, players, options, presses, phase in GAMES:
        d, save = _fresh(out, board, 5)
        simhelp.fast_settings(d)
        simhelp.start(d, game, ["human"] + ["easy"] * (players - 1), **options)
        for _ in range(presses):
            d.press("a")
        if phase:
            def asked(app, phase=phase):
                st = app.session.state
                return app.scene.mode == _HUMAN and st.to_move() == 0 and st.view(0)["phase"] == phase

            simhelp.until(d, asked)
        d.screenshot(os.path.join(out, "%s-%s.png" % (name, tag)), 2)
    os.remove(save)


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "docs/img"
    os.makedirs(out, exist_ok=True)
    for board, tag in (("pico_display", "240x135"), ("picosystem", "240x240"), ("pico_display_2", "320x240")):
        shots(out, board, tag)
    print("screenshots in", out)
