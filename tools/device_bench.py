"""Measure the firmware on the emulated Pico (tools/emu.py): boot, game start, refreshes, the
free heap, and the bots' time per decision (make bench reports them in BENCHMARKS).

    python tools/device_bench.py [--decisions N]

rp2040js runs code from flash with no wait states (on silicon, code outside the RAM-resident
interpreter core pays XIP cache misses), so every time here is an optimistic bound."""

import argparse
import os
import sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402
import emu  # noqa: E402

sys.path.insert(0, os.path.join(emu.ROOT, "lib"))
import vegas  # noqa: E402

LEVELS = ("easy", "normal", "hard")
DEADLINE_S = {"easy": 0.15, "normal": 0.5, "hard": 1.5}
BENCH_CODE = os.path.join(emu.ROOT, "tools", "pico", "bench_code.py")


def pct(values, q):
    v = sorted(values)
    return v[min(len(v) - 1, int(q * len(v)))]


def bots(game, players, level, decisions, seed=1, uf2=None):
    """[(microseconds, free heap, iterations)] of up to `decisions` bot decisions on the chip."""
    with open(BENCH_CODE, "rb") as f:
        code = f.read()
    setting = "%s %d %s %d %d" % (game, players, level, decisions, seed)
    r = emu.run("until:~done", echo=False, limit_s=3600, settings={"POCKET_VEGAS_BENCH": setting},
                code=code, uf2=uf2)
    out = []
    for line in emu.console_lines(r):
        if line.startswith("~ai "):
            parts = line.split()
            out.append((int(parts[4]), int(parts[5]), int(parts[6])))
    return out


def estimate(game, players, level, decisions, seed=1):
    """The host MicroPython's estimate of the same (tools/devtime.py: host time x its factor),
    in microseconds per decision, for the first `decisions` decisions of a game of bots."""
    code, out = bench.mp([game, str(players), level, "1", str(seed)],
                         script=os.path.join(emu.ROOT, "tools", "devtime.py"))
    ms = [float(line.split()[1]) for line in out.splitlines() if line.startswith("d ")]
    return [m * 1000 for m in ms[:decisions]] if code == 0 else []


def ui(uf2=None):
    """Boot, a game's start, refreshes and the heap, from the UI's trace on the chip."""
    out = {}
    for game in vegas.GAME_IDS:
        keys = "wait %s a" % emu.start_keys(game)
        r = emu.run(keys, echo=False, limit_s=600, uf2=uf2)
        scenes = r["scenes"]
        play = [t for t, name in scenes if name == "play"][0]
        first = [w for w in r["waits"] if w[1] > play][0]  # idle at the first human decision
        start_press = [w for w in r["waits"] if w[1] <= play][-1][0]
        out[game] = {"start": first[1] - start_press, "low": min(h for _, h in r["heap"])}
    return out


def boot(uf2=None):
    """(ms to the title, ms to code.py) at a power-on after the first (the first also writes
    CIRCUITPY's boot_out.txt), and the free heap at the title."""
    import tempfile

    flash = os.path.join(tempfile.mkdtemp(prefix="boot-"), "flash.bin")
    emu.run("wait", echo=False, flash=flash, uf2=uf2)
    r = emu.run("wait", echo=False, flash=flash, fresh=False, uf2=uf2)
    return r["waits"][0][1], r["marks"]["code"], r["heap"][0][1]


def free_after_boot(uf2=None):
    """Bytes free after a collect as code.py starts, before the game is imported."""
    code = (b"import gc\ngc.collect()\nprint('~free', gc.mem_free())\n"
            b"import time\nwhile True:\n    time.sleep(1)\n")
    r = emu.run("until:~free", echo=False, limit_s=60, uf2=uf2, code=code)
    return int([line for line in emu.console_lines(r) if line.startswith("~free")][0].split()[1])


def compare(firmwares=("frozen", "10.2.1", "9.2.9")):
    """Per firmware: the free heap after boot and at the title, boot to the title, and each
    game's start and lowest free heap to its first decision."""
    out = {}
    for fw in firmwares:
        uf2 = emu.firmware_uf2(fw)
        title_ms, code_ms, title_heap = boot(uf2)
        out[fw] = {"after_boot": free_after_boot(uf2), "title_heap": title_heap, "boot_s": title_ms / 1000,
                   "code_s": code_ms / 1000, "start": ui(uf2)}
    return out


def menu_draws():
    """Frame times (ms) of three cursor moves in the title's menu, and of the frame that builds
    the next screen (the scene's modules loaded, its objects made, the whole screen drawn)."""
    r = emu.run("wait down down down down a", echo=False)  # once round the title's 4 rows: New game
    t_games = [t for t, name in r["scenes"] if name == "games"][0]
    frames = [ms for t, ms in r["draws"] if t <= t_games]  # a frame's line comes before its scene's
    return frames[1:-1], frames[-1:]


def measure(decisions):
    """The figures docs/BENCHMARKS.md reports from the chip (tools/bench_report.py renders them)."""
    moves, full = menu_draws()
    title_ms, code_ms, title_heap = boot()
    jobs = []
    for game in vegas.GAME_IDS:
        info = vegas.game_info(game)
        for players in sorted({2, info["max_players"]}):
            for level in LEVELS:
                jobs.append((game, players, level))
    with ThreadPoolExecutor(max(1, os.cpu_count() or 1)) as pool:
        results = list(pool.map(lambda j: bots(*j, decisions), jobs))
    rows = []
    for (game, players, level), res in zip(jobs, results):
        us = [r_[0] for r_ in res]
        est = estimate(game, players, level, decisions)
        rows.append({"game": game, "players": players, "level": level, "decisions": len(us),
                     "p50": pct(us, 0.5) / 1e6, "p95": pct(us, 0.95) / 1e6,
                     "est_p50": pct(est, 0.5) / 1e6 if est else None,
                     "est_p95": pct(est, 0.95) / 1e6 if est else None,
                     "deadline": DEADLINE_S[level], "low": min(r_[1] for r_ in res)})
    return {"boot_s": title_ms / 1000, "code_s": code_ms / 1000, "title_heap": title_heap,
            "moves_ms": moves, "next_screen_ms": full, "start": ui(), "bots": rows,
            "decisions": decisions}


def main(argv=None):
    ap = argparse.ArgumentParser(prog="tools/device_bench.py")
    ap.add_argument("--decisions", type=int, default=20)
    ap.add_argument("--compare", action="store_true", help="our frozen UF2 beside stock 10.2.1 and 9.2.9: "
                    "heap after boot and at the title, boot, each game's start")
    args = ap.parse_args(argv)
    import json

    print(json.dumps(compare() if args.compare else measure(args.decisions), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
