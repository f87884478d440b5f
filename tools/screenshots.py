"""README screenshots from the headless simulator: python tools/screenshots.py docs/img"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from host_sim.driver import Driver  # noqa: E402


def shots(out, board, tag):
    save = os.path.join(out, ".shots-nvm.bin")
    if os.path.exists(save):
        os.remove(save)
    d = Driver(board, save, seed=11)
    d.screenshot(os.path.join(out, "title-%s.png" % tag), 2)
    d.run_script("a a")
    d.screenshot(os.path.join(out, "setup-%s.png" % tag), 2)
    d.run_script("a right right")
    d.screenshot(os.path.join(out, "play-%s.png" % tag), 2)
    while d.app.scene_name != "payout":
        d.press("a")
    d.run_script("b")
    d.screenshot(os.path.join(out, "payout-%s.png" % tag), 2)
    os.remove(save)


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "docs/img"
    os.makedirs(out, exist_ok=True)
    for board, tag in (("pico_display", "240x135"), ("picosystem", "240x240"), ("pico_display_2", "320x240")):
        shots(out, board, tag)
    print("screenshots in", out)
