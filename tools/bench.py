"""`make bench`: measures what docs/BENCHMARKS.md reports, and writes it whole.

    python tools/bench.py [--games 1000] [--decisions 20] [--write docs/BENCHMARKS.md]
    python tools/bench.py --part host|device|boards|table|arena|saves --write docs/BENCHMARKS.md  (one anew)
    python tools/bench.py --render --write docs/BENCHMARKS.md                       (nothing measured)

Parts: the firmware on the emulated Pico (tools/device_bench.py), each board's own UF2 on it
(boot and heap), each game's table there as
played (its frames and heap with the art and motion: device_bench.table_measure), the engine on the host
(random games per second, against PyPI `lasvegas`, MicroPython's heap), bot strength
(tools/arena.py), and the saves' flash wear and timing (tools/save_wear.py). Each part's last
run is kept in docs/bench-results.json, with make device-test's whole games and power cuts;
tools/bench_report.py renders them all. Ratios are measured side
by side in one run, interleaved in rounds, because the machines are shared and noisy.
"""

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "lib"))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import vegas  # noqa: E402
from vegas.las_vegas.data import NOTE_COUNTS, NOTE_VALUES  # noqa: E402
from vegas.rng import Rng  # noqa: E402

MP_TOOL = os.path.join(ROOT, "tools", "mp_bench.py")
LIB = os.path.join(ROOT, "lib")
RESULTS = os.path.join(ROOT, "docs", "bench-results.json")  # each part's last run: BENCHMARKS' source
PARTS = ("device", "boards", "table", "host", "arena", "saves")
WHOLE_GAMES = os.path.join(ROOT, "emu-shots", "whole-games.json")  # written by make device-test
POWER_CUTS = os.path.join(ROOT, "emu-shots", "power-cuts.json")  # likewise


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


def smallest_heap(game_id, players):
    """Smallest -X heapsize at which a whole random game completes."""
    return smallest_heap_for(lambda kb: mp(["fit", game_id, str(players)], "%dK" % kb)[0] == 0)


def host(seconds=2.0, rounds=7):
    """The engine on this machine: games per second, the peer ratio per round, MicroPython's heap."""
    rng = Rng(2026)
    speed = []
    for gid in vegas.GAME_IDS:
        info = vegas.GAMES[gid]
        for players in sorted({info["min_players"], info["max_players"]}):
            row = {"game": gid, "players": players,
                   "cp_steps": ours_games_per_s(gid, players, seconds / 2, rng),
                   "cp_playout": ours_games_per_s(gid, players, seconds / 2, rng, fast=True)}
            for mode in ("speed", "playout"):
                code, text = mp([mode, gid, str(players), str(seconds / 2)])
                parts = text.split()
                row["mp_" + mode] = int(parts[1]) / float(parts[3]) if code == 0 else None
            speed.append(row)
            print(row, flush=True)
    peer = []
    for _ in range(rounds):
        ours = ours_games_per_s("las_vegas", 4, seconds, rng)
        theirs = peer_games_per_s(seconds)
        fast = ours_games_per_s("las_vegas", 4, seconds, rng, fast=True)
        peer.append({"steps": ours, "playout": fast, "theirs": theirs})
        print(peer[-1], flush=True)
    heap = []
    for gid in vegas.GAME_IDS:
        players = vegas.GAMES[gid]["max_players"]
        code, text = mp(["retained", gid, str(players)])
        retained = int(text.split()[-1]) if code == 0 else None
        heap.append({"game": gid, "players": players, "retained": retained,
                     "smallest_kb": smallest_heap(gid, players)})
        print(heap[-1], flush=True)
    median = statistics.median(r["playout"] / r["theirs"] for r in peer)
    return {"speed": speed, "peer": peer, "peer_median": median, "heap": heap}


def measure(part, args):
    if part == "host":
        return host(args.seconds, args.rounds)
    if part == "saves":
        import save_wear

        return save_wear.measure(args.save_games)
    if part == "device":
        import device_bench

        return device_bench.measure(args.decisions)
    if part == "table":
        import device_bench

        return device_bench.table_measure()
    if part == "boards":
        import device_bench

        return device_bench.boards_measure()
    import arena

    return {"games": args.games, "ceiling_games": args.ceiling_games or max(100, args.games // 5),
            "rows": arena.run(args.games, args.jobs, ceiling_games=args.ceiling_games)}


def _commit():
    return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                          text=True).stdout.strip() or "unknown"


def merged_device_test(results):
    """make device-test's latest files taken into results: each whole game replaces its own
    earlier run (by name), and the power cuts their earlier figures."""
    if os.path.exists(WHOLE_GAMES):
        with open(WHOLE_GAMES) as f:
            whole = json.load(f)
        games = results.setdefault("whole_games", {"games": {}})["games"]
        for name, g in whole["games"].items():
            games[name] = dict(g, commit=whole["commit"])
    if os.path.exists(POWER_CUTS):
        with open(POWER_CUTS) as f:
            results["power_cuts"] = json.load(f)
    return results


def main(argv=None):
    ap = argparse.ArgumentParser(prog="tools/bench.py")
    ap.add_argument("--write", help="write the report to this markdown file")
    ap.add_argument("--part", choices=PARTS, action="append",
                    help="measure only this part (the others' figures kept from RESULTS)")
    ap.add_argument("--results", default=RESULTS, help="the results kept between runs (JSON)")
    ap.add_argument("--seconds", type=float, default=2.0, help="time per speed measurement")
    ap.add_argument("--rounds", type=int, default=7, help="interleaved rounds for the peer ratio")
    ap.add_argument("--decisions", type=int, default=20, help="bot decisions timed per row on the chip")
    ap.add_argument("--games", type=int, default=1000, help="games per arena match")
    ap.add_argument("--ceiling-games", type=int, default=0, help="games of hard vs hard x10 "
                    "(default: a fifth of --games, at least 100)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--save-games", type=int, default=20, help="games per row of the saves' wear")
    ap.add_argument("--render", action="store_true", help="measure nothing: render the kept results")
    args = ap.parse_args(argv)
    import bench_report

    results = {}
    if os.path.exists(args.results):
        with open(args.results) as f:
            results = json.load(f)
    results["machine"] = "Python %s on %s, %d cores" % (platform.python_version(), platform.machine(),
                                                        os.cpu_count())
    command = " ".join(["python tools/bench.py"] + (argv if argv is not None else sys.argv[1:]))
    for part in [] if args.render else args.part or PARTS:
        results[part] = dict(measure(part, args), at={"commit": _commit(), "date": time.strftime("%Y-%m-%d"),
                                                      "command": command})
        with open(args.results, "w") as f:  # (kept as it grows: a long run's parts survive a failure)
            json.dump(results, f, indent=1)
    merged_device_test(results)
    with open(args.results, "w") as f:
        json.dump(results, f, indent=1)
    report = bench_report.render(results)
    if args.write:
        with open(args.write, "w", encoding="utf-8") as f:
            f.write(report)
        print("wrote", args.write)
    else:
        print(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
