"""The bots' part of `make bench`: device time per decision and heap, under MicroPython.

Device time = time under the host's MicroPython Unix port x DEVICE_FACTOR x the calibration
host's speed over this host's (tools/devtime_const.py, the one place the constant lives); the
bots' deadlines read that simulated device clock.
"""

import os
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "lib"))
sys.path.insert(0, os.path.join(ROOT, "tools"))

from devtime_const import DEVICE_FACTOR  # noqa: E402

import vegas  # noqa: E402

TARGET_MS = {"easy": 150, "normal": 500, "hard": 1500}
GAMES = 3  # per player count; every decision with a choice is one sample
# Checkout paths of these lengths past a temporary folder: the heap's edge moves with its
# layout, which even the length of the script's path shifts, by a few KB either way.
PATH_LENGTHS = (1, 3, 5, 7)


def percentile(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(len(xs) * q))]


DEVTIME = os.path.join(ROOT, "tools", "devtime.py")


BOT_GAME = os.path.join(ROOT, "tests", "mp_bot_game.py")
HEAP_TOP_KB = 88  # the heap scans start here, well above every edge measured
ROYALE_HEAP_TOP_KB = 112


def copies(base, device=False, lengths=PATH_LENGTHS):
    """The engine (or with `device` the device's copy, bundle.py's: docstrings stripped) and the
    bot-game script copied under `base` at each of `lengths`: per copy, (script, lib) for
    bench.mp."""
    import bundle

    out = []
    for n in lengths:
        root = os.path.join(base, "p" * n)
        if device:
            bundle.copy_to(root)
        else:
            shutil.copytree(os.path.join(ROOT, "lib"), os.path.join(root, "lib"))
        os.makedirs(os.path.join(root, "tests"))
        shutil.copy(BOT_GAME, os.path.join(root, "tests"))
        out.append((os.path.join(root, "tests", "mp_bot_game.py"), os.path.join(root, "lib")))
    return out


def section(out, mp, lowest_from_top):
    """mp(args, heap, script) -> (exit code, stdout): bench.py's MicroPython runner."""
    out("## Bots on the device\n")
    factors = []  # each run's own, measured as it starts
    rows = []
    for gid in vegas.GAME_IDS:
        info = vegas.GAMES[gid]
        for level in ("easy", "normal", "hard"):
            ms, its = [], []
            for players in (info["min_players"], info["max_players"]):
                for g in range(GAMES):
                    code, text = mp([gid, str(players), level, "1", str(g + 1)], "2M", DEVTIME)
                    for line in text.splitlines():
                        parts = line.split()
                        if parts and parts[0] == "d":
                            ms.append(int(parts[1]))
                            its.append(int(parts[2]))
                        elif parts and parts[0] == "factor":
                            factors.append(float(parts[1]))
                    if code:
                        ms.append(10 ** 9)  # a failed run counts as hopelessly late
            p95 = percentile(ms, 0.95)
            verdict = "met" if p95 <= TARGET_MS[level] else "**missed**"
            rows.append("| %s | %s | %d | %.2f s | %.2f s | %.2f s %s | %d (%d) |" % (
                gid, level, len(ms), percentile(ms, 0.5) / 1000, p95 / 1000, TARGET_MS[level] / 1000,
                verdict, percentile(its, 0.5), percentile(its, 0.05)))
            print("bots:", gid, level, flush=True)
    factor = "%.0f-%.0f (median %.0f)" % (min(factors), max(factors), percentile(factors, 0.5))
    out("Device time per decision: every seat a bot at the level, %d games per player count "
        "(2 and the most), every decision that has a choice; time under the host MicroPython "
        "x %s on this run's host: `DEVICE_FACTOR` (**%d**: a 125 MHz Cortex-M0+ runs "
        "MicroPython bytecode on the order of 100-200x slower than the calibration host's Unix "
        "port) x this host's speed over the calibration host's, each run of `tools/devtime.py` "
        "timing a fixed workload (`tools/devtime_ref.py`) as it starts. The bots' deadlines read the same "
        "simulated device clock, so the search stops where an RP2040 would. Iterations: "
        "rollouts completed per decision (the level's budget is `ITERATIONS` in "
        "`lib/vegas/ai/bot.py`, heads-up and with 3-5 players, each fitted so the whole budget "
        "ends within the deadline at p95 (`tools/devtime.py ... budget`); for Las Vegas it is "
        "`WORK`, in engine steps, which sets the "
        "iterations of each decision from the length of its rollouts, `ITERATIONS` then a cap)."
        "\n" % (GAMES, factor, DEVICE_FACTOR))
    out("| game | level | decisions | p50 | p95 | target (p95) | iterations p50 (p5) |")
    out("|---|---|---|---|---|---|---|")
    for row in rows:
        out(row)
    out("")
    heap_section(out, mp, lowest_from_top)


MP32 = os.path.join(ROOT, ".venv", "mp32", "micropython32")  # `make mp32` builds it (tools/mp32)
MP32_TOP_KB = 72  # where the 32-bit scans start (Royale's games: below)
MP32_ROYALE_TOP_KB = 80


def heap_section(out, mp, lowest_from_top):
    out("Smallest heap (`-X heapsize`) from which a whole game with every seat a bot completes, "
        "at the largest player count (target for normal: at most 64 KB; `make test` runs at "
        "96 KB): `tests/mp_bot_game.py GAME PLAYERS LEVEL 1`, whose clock is stopped, so each "
        "bot searches its level's whole work budget and a run repeats exactly; scanned down in "
        "1 KB steps from %d KB (Royale's games: %d) to the first heap that fails (below the "
        "edge, heaps pass and fail in no order). The Unix port is 64-bit: an RP2040 build needs "
        "less (the 32-bit table below). *Normal, moved*: the same for normal with the engine and "
        "the script copied to %d checkouts whose paths differ only in length, lowest-highest (see "
        "Reading these figures).\n" % (HEAP_TOP_KB, ROYALE_HEAP_TOP_KB, len(PATH_LENGTHS)))
    heap_table(out, mp, lowest_from_top, HEAP_TOP_KB, ROYALE_HEAP_TOP_KB)
    out("The same on a 32-bit MicroPython (`make mp32`, `tools/mp32`: MicroPython 1.23's core "
        "built with `gcc -m32`, single-precision floats on the heap and big integers as mpz, "
        "as an RP2040's MicroPython), scanned down from %d KB (Royale's games: %d), with the "
        "device's copy of the engine (`make bundle`/`make flash`, whose modules lose their "
        "docstrings: a docstring's text is parsed, so it takes room while its module compiles). "
        "Its object words are 4 bytes and its heap blocks 16, where the Unix port's are 8 and "
        "32: this is the table the device's heap is read from.\n" % (MP32_TOP_KB, MP32_ROYALE_TOP_KB))
    if not os.path.exists(MP32):
        out("(Not measured: `make mp32` did not build %s.)\n" % os.path.relpath(MP32, ROOT))
        return
    heap_table(out, lambda args, heap, *there: mp(args, heap, *there, exe=MP32), lowest_from_top,
               MP32_TOP_KB, MP32_ROYALE_TOP_KB, device=True)


def heap_table(out, mp, lowest_from_top, top_kb, royale_top_kb, device=False):
    """The heap table's rows: per game, its edge at each level and normal's over the checkouts
    (with `device`, of the device's copy: the levels' from one more, at a path of its own)."""
    out("| game | players | easy | normal | hard | normal, moved |")
    out("|---|---|---|---|---|---|")
    base = tempfile.mkdtemp(prefix="pvheap")
    try:
        checkouts = copies(base, device)
        here = copies(os.path.join(base, "d"), True, (1,))[0] if device else (BOT_GAME,)
        for gid in vegas.GAME_IDS:
            players = vegas.GAMES[gid]["max_players"]
            top = royale_top_kb if gid.startswith("royale") else top_kb
            runs = [([gid, str(players), level, "1"], here) for level in ("easy", "normal", "hard")]
            runs += [([gid, str(players), "normal", "1"], there) for there in checkouts]
            kbs = [lowest_from_top(lambda kb, a=a, t=t: mp(a, "%dK" % kb, *t)[0] == 0, top, 1)
                   for a, t in runs]
            edges, moved = kbs[:3], kbs[3:]
            cells = ["%d KB" % kb if kb else "over %d KB" % top for kb in edges]
            if None in moved:
                cells.append("over %d KB" % top)
            else:
                cells.append("%d-%d KB" % (min(moved), max(moved)))
            out("| %s | %d | %s |" % (gid, players, " | ".join(cells)))
            print("bots heap:", gid, cells, flush=True)
    finally:
        shutil.rmtree(base)
    out("")


if __name__ == "__main__":  # the heap section alone: python tools/bench_bots.py heap
    from bench import lowest_from_top, mp

    if sys.argv[1:] != ["heap"]:
        raise SystemExit("usage: python tools/bench_bots.py heap")
    lines = []
    heap_section(lines.append, mp, lowest_from_top)
    print("\n".join(lines))
