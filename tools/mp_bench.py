"""MicroPython side of `make bench` (also runs on CPython).

  micropython tools/mp_bench.py speed GAME PLAYERS SECONDS  -> "games N seconds S"
  micropython tools/mp_bench.py playout GAME PLAYERS SECONDS  (the same through playout())
  micropython tools/mp_bench.py retained GAME PLAYERS       -> "retained BYTES"
  micropython tools/mp_bench.py fit GAME PLAYERS            -> plays one game; "ok"
"""

import gc
import sys
import time

try:
    ticks_ms = time.ticks_ms
    ticks_diff = time.ticks_diff
except AttributeError:  # CPython

    def ticks_ms():
        return int(time.monotonic() * 1000)

    def ticks_diff(a, b):
        return a - b


def play(vegas, rng, game_id, players, fast=False):
    s = vegas.new_game(game_id, players)
    if fast:
        return s.playout(rng)
    return vegas.play(s, rng)


def main(argv):
    cmd, game_id, players = argv[0], argv[1], int(argv[2])
    gc.collect()
    import vegas
    from vegas.rng import Rng

    rng = Rng(12345)
    if cmd in ("speed", "playout"):
        budget = int(float(argv[3]) * 1000)
        t0 = ticks_ms()
        n = 0
        while ticks_diff(ticks_ms(), t0) < budget:
            play(vegas, rng, game_id, players, cmd == "playout")
            n += 1
        print("games %d seconds %.3f" % (n, ticks_diff(ticks_ms(), t0) / 1000))
    elif cmd == "retained":
        s = vegas.new_game(game_id, players)
        while s.to_move() == vegas.CHANCE:  # dealt and ready for the first roll
            s.apply(s.sample_chance(rng))
        gc.collect()
        print("retained %d" % gc.mem_alloc())
    elif cmd == "fit":
        play(vegas, rng, game_id, players)
        print("ok")


main(sys.argv[1:])
