"""Device time per bot decision, measured under the host MicroPython (`make bench`).

  micropython tools/devtime.py GAME PLAYERS LEVEL GAMES [SEED [FACTOR]]
  -> one line per decision with a choice: "d DEVICE_MS ITERATIONS", then "heap PEAK_BYTES"
  micropython tools/devtime.py factor  -> "rate LOOPS_PER_S factor F" (this host's)
  micropython tools/devtime.py GAME PLAYERS LEVEL GAMES SEED FACTOR|- budget
  -> the same with the deadline lifted: the device time of the level's whole budget (what
     ITERATIONS and WORK are set from: its p95 within the deadline, so the deadline seldom
     cuts a search, and host tournaments, whose clock is stopped, play the device's bots)

Every seat is a bot at LEVEL. The bot's deadline reads a simulated device clock: host time
x DEVICE_FACTOR x the calibration host's time for a fixed workload over this host's (measured
at the start, unless FACTOR gives that product), so it stops where a real RP2040 would.
DEVICE_FACTOR is the one calibration constant of the method (tools/devtime_const.py explains
it; make bench sets its estimate beside the emulated chip's times). A heap measurement passes
FACTOR: the workload's code, even dropped again, would leave its names and a hole in the heap
the game is measured in.
"""

import gc
import sys
import time

try:
    ticks_us, ticks_diff = time.ticks_us, time.ticks_diff
except AttributeError:  # CPython

    def ticks_us():
        return int(time.monotonic() * 1000000)

    def ticks_diff(a, b):
        return a - b


class DeviceClock:
    """ticks_ms of a device `factor` times slower than this host, from reset()."""

    def __init__(self, factor):
        self.milli_factor = int(factor * 1000)  # (integer ticks: no float in the clock's reading)
        self.t0 = ticks_us()

    def reset(self):
        self.t0 = ticks_us()

    def __call__(self):
        return ticks_diff(ticks_us(), self.t0) * self.milli_factor // 1000000


def measure_host():
    """(reference_work's rate on this host, the device factor that gives)."""
    from devtime_const import host_factor  # (the script's folder is on the path in both Pythons)
    from devtime_ref import host_rate

    rate = host_rate(ticks_us, ticks_diff)
    return rate, host_factor(rate)


def main(argv):
    if argv[0] == "factor":
        print("rate %d factor %.1f" % measure_host())
        return
    game_id, players, level, games = argv[0], int(argv[1]), argv[2], int(argv[3])
    seed = int(argv[4]) if len(argv) > 4 else 1
    if len(argv) > 5 and argv[5] != "-":  # ("-": this host's, as without FACTOR)
        factor = float(argv[5])
    else:
        factor = measure_host()[1]
        print("factor %.1f" % factor)
    import vegas
    from vegas.ai import new_bot
    from vegas.rng import Rng

    clock = DeviceClock(factor)
    bots = [new_bot(game_id, level, seed=seed * 10 + i, clock=clock) for i in range(players)]
    if argv[6:] == ["budget"]:
        for bot in bots:
            bot.deadline_ms = 10 ** 8
    rng = Rng(seed)
    peak = [0]

    def timed_choice(s):
        bot = bots[s.to_move()]
        clock.reset()
        a = bot.choose(s)
        ms = clock()
        used = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0
        if used > peak[0]:
            peak[0] = used
        if len(bot.legal) > 1:  # a forced move is no decision
            print("d %d %d" % (ms, bot.done_iterations))
        return a

    for _ in range(games):
        vegas.play(vegas.new_game(game_id, players), rng, timed_choice)
    print("heap %d" % peak[0])


main(sys.argv[1:])
