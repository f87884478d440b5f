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
from ui.play import _HUMAN, _MOVE, _NEWS, _ROLL, _ROUND  # noqa: E402

# (picture, game id, seats, options, presses of A before the picture, phase to wait for)
GAMES = (
    ("royale", "royale", 3, {"faces": [3, 9, 15]}, 4, None),
    ("royale-dialog", "royale", 3, {"faces": [0, 4, 10]}, 0, "lucky punch hide"),
    ("royale-basic", "royale_basic", 2, {}, 5, None),
    ("knizia", "knizia", 3, {}, 8, None),
    ("las-vegan", "las_vegan", 4, {}, 6, None),
    ("las-vegan-bank", "las_vegan", 2, {}, 9, None),
)


# (picture, game id, seats, what its motion is, what ends its round, or VEGAS's table scored): a
# game played with the animations on, caught mid-motion, at its round's end, and at its results
STORIES = (
    ("las-vegas", "las_vegas", 3, None, "pay"),
    ("royale", "royale_basic", 3, "slide", "pay"),
    ("knizia", "knizia", 3, "roll", "scored"),
    ("las-vegan", "las_vegan", 3, "gather", "scoring"),
)


def _moving(d, kind):
    """The scene is mid-motion of `kind`: a roll's tumble, dice sliding, a trick gathered."""
    scene = d.app.scene
    if d.app.scene_name != "play":
        return False
    if kind == "roll":
        return scene.mode == _ROLL
    if scene.mode != _MOVE or scene.then:
        return False
    return (kind == "gather") == (len(scene.slide.moving) == d.app.session.state.num_players)


def _scored(d):
    """The news box tells a table scored (full, or Mary Chip's)."""
    scene = d.app.scene
    if d.app.scene_name != "play" or scene.mode != _NEWS:
        return False
    text = scene.news_text.text.replace("\n", " ")
    return "is full" in text or "scores table" in text


def _step(d):
    """A frame while the app works, else A (as a player taps through)."""
    if d.app.scene_name == "play" and d.app.scene.busy():
        d.frame()
    else:
        d.tap("a")


def story(out, board, tag, name, game, players, motion, end):
    d, save = _fresh(out, board, 5)
    d.app.settings.values[d.app.settings.index("speed")] = 1
    simhelp.start(d, game, ["human"] + ["easy"] * (players - 1))
    if motion:
        for _ in range(5000):
            if _moving(d, motion):
                break
            _step(d)
        for _ in range(4):
            d.frame()
        d.screenshot(os.path.join(out, "%s-%s-%s.png" % (name, motion, tag)), 2)
    if end == "pay":  # the notes on their way to their winners
        simhelp.until(d, lambda app: app.scene_name == "play" and app.scene.mode == _ROUND, limit=20000)
        d.tap("a")
        for _ in range(5):
            d.frame()
        d.screenshot(os.path.join(out, "%s-pay-%s.png" % (name, tag)), 2)
    elif end == "scored":  # a VEGAS table scored: its news over the table
        for _ in range(20000):
            if _scored(d):
                break
            _step(d)
        d.screenshot(os.path.join(out, "%s-%s-%s.png" % (name, end, tag)), 2)
    elif end:
        simhelp.until(d, lambda app: app.scene_name == "payout", limit=20000)
        d.run_script("b")
        d.screenshot(os.path.join(out, "%s-%s-%s.png" % (name, end, tag)), 2)
    d.app.settings.values[d.app.settings.index("speed")] = 3  # (the rest of the game at once)
    d.app.settings.values[d.app.settings.index("anim")] = 1
    simhelp.play_out(d, limit=20000)
    d.run_until_idle()
    d.screenshot(os.path.join(out, "%s-results-%s.png" % (name, tag)), 2)
    os.remove(save)


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
    for one in STORIES:
        story(out, board, tag, *one)


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "docs/img"
    os.makedirs(out, exist_ok=True)
    for board, tag in (("pico_display", "240x135"), ("picosystem", "240x240"), ("pico_display_2", "320x240")):
        shots(out, board, tag)
    print("screenshots in", out)
