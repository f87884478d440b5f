"""`python -m host_sim`: Pocket Vegas in a desktop window, or headless with a key script.

    python -m host_sim --board picosystem --scale 3
    python -m host_sim --headless --keys "a a a wait" --screenshot out.png

Keyboard: arrows, Z = A, X = B, Enter = MENU, L = the table's legend; Esc or closing the window quits.
Without a display (no $DISPLAY / $WAYLAND_DISPLAY) it runs headless and writes a screenshot,
on a fresh save of its own unless --save names one (the player's game is never touched).
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from host_sim import driver  # noqa: E402


def main(argv=None):
    import boards

    ap = argparse.ArgumentParser(prog="python -m host_sim")
    ap.add_argument("--board", default="picosystem", choices=sorted(boards.BOARDS))
    ap.add_argument("--scale", type=int, default=3)
    ap.add_argument("--headless", action="store_true", help="no window: run --keys and write --screenshot")
    ap.add_argument("--keys", default=None,
                    help="key script: a b up down left right menu legend, a*3, wait, ms:N, shot:F")
    ap.add_argument("--screenshot", default=None, help="PNG written at the end (headless)")
    ap.add_argument("--save", default=None, help="nvm file (default: the user's data directory; "
                    "headless, a fresh temporary one)")
    ap.add_argument("--seed", type=int, default=None)
    args = ap.parse_args(argv)
    headless = args.headless or not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if headless:
        if args.save:
            return run_headless(args, args.save)
        # a key script must not play moves in the player's own game: a fresh save, thrown away
        import tempfile

        with tempfile.TemporaryDirectory(prefix="pocket-vegas-") as tmp:
            return run_headless(args, os.path.join(tmp, "nvm.bin"), kept=False)
    return run_window(args, args.save or driver.default_save_path())


def run_headless(args, save, kept=True):
    d = driver.Driver(args.board, save, args.seed, headless=True)
    script = args.keys
    if script is None:
        script = "a a a wait right"  # title > New game > Las Vegas > Start, then a first choice
    d.run_script(script)
    out = args.screenshot or os.path.join("sim-shots", "pocket-vegas.png")
    if os.path.dirname(out):
        os.makedirs(os.path.dirname(out), exist_ok=True)
    d.screenshot(out, 2)
    print("Pocket Vegas ran headless (%s, %dx%d, scene %s); screenshot: %s" % (
        args.board, d.width, d.height, d.app.scene_name, os.path.abspath(out)))
    print("Saves: %s. With a display, `make sim` opens a window instead." % (
        save if kept else "a fresh temporary file, not yours (--save FILE names one)"))
    return 0


def run_window(args, save):
    import time

    import pygame

    d = driver.Driver(args.board, save, args.seed, headless=False, scale=args.scale)
    keys = {pygame.K_UP: 0, pygame.K_DOWN: 1, pygame.K_LEFT: 2, pygame.K_RIGHT: 3,
            pygame.K_z: 4, pygame.K_x: 5, pygame.K_RETURN: 6, pygame.K_l: 7}
    print("Keys: arrows, Z = A, X = B, Enter = MENU, L = legend, Esc quits.")
    while True:
        for ev in pygame.event.get():
            if ev.type == pygame.QUIT or (ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE):
                return 0
            if ev.type in (pygame.KEYDOWN, pygame.KEYUP) and ev.key in keys:
                d.queue.put(keys[ev.key], ev.type == pygame.KEYDOWN)
        d.app.update(int(time.monotonic() * 1000))
        time.sleep(0.015)


if __name__ == "__main__":
    sys.exit(main())
