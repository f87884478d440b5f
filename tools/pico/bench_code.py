"""code.py for the emulated chip's bot benchmark (tools/device_bench.py): times bot.choose.

settings.toml POCKET_VEGAS_BENCH = "GAME PLAYERS LEVEL DECISIONS SEED": plays a game of bots at
LEVEL from SEED, timing up to DECISIONS decisions, and prints one line per decision:
"~ai GAME PLAYERS LEVEL MICROSECONDS FREE_HEAP_AFTER_A_COLLECT ITERATIONS", then "~done"."""

import gc
import os
import time

import vegas
from vegas.ai import new_bot
from vegas.rng import Rng

game, players, level, decisions, seed = os.getenv("POCKET_VEGAS_BENCH").split()
players, decisions, seed = int(players), int(decisions), int(seed)
state = vegas.new_game(game, players)
rng = Rng(seed)
bots = [new_bot(game, level, seed + s) for s in range(players)]
done = 0
while done < decisions and state.to_move() != vegas.OVER:
    who = state.to_move()
    if who == vegas.CHANCE:
        state.apply(state.sample_chance(rng))
        continue
    t0 = time.monotonic_ns()
    action = bots[who].choose(state)
    us = (time.monotonic_ns() - t0) // 1000
    state.apply(action)
    gc.collect()
    print("~ai", game, players, level, us, gc.mem_free(), getattr(bots[who], "done_iterations", 0))
    done += 1
print("~done")
while True:  # code.py ending would read as a failure to the harness
    time.sleep(1)
