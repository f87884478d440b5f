"""Measure the firmware on the emulated Pico (tools/emu.py): boot, game start, refreshes, the
free heap, and the bots' time per decision; `--write FILE` puts the table in BENCHMARKS.

    python tools/device_bench.py [--decisions N] [--write docs/BENCHMARKS.md]

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
COMMAND = "python tools/device_bench.py --write docs/BENCHMARKS.md"


def pct(values, q):
    v = sorted(values)
    return v[min(len(v) - 1, int(q * len(v)))]


def bots(game, players, level, decisions, seed=1):
    """[(microseconds, free heap)] of up to `decisions` bot decisions on the chip."""
    with open(BENCH_CODE, "rb") as f:
        code = f.read()
    setting = "%s %d %s %d %d" % (game, players, level, decisions, seed)
    r = emu.run("until:~done", echo=False, limit_s=3600, settings={"POCKET_VEGAS_BENCH": setting},
                code=code)
    out = []
    for line in emu.console_lines(r):
        if line.startswith("~ai "):
            parts = line.split()
            out.append((int(parts[4]), int(parts[5])))
    return out


def estimate(game, players, level, decisions, seed=1):
    """The host MicroPython's estimate of the same (tools/devtime.py: host time x its factor),
    in microseconds per decision, for the first `decisions` decisions of a game of bots."""
    code, out = bench.mp([game, str(players), level, "1", str(seed)],
                         script=os.path.join(emu.ROOT, "tools", "devtime.py"))
    ms = [float(line.split()[1]) for line in out.splitlines() if line.startswith("d ")]
    return [m * 1000 for m in ms[:decisions]] if code == 0 else []


def ui():
    """Boot, a game's start, refreshes and the heap, from the UI's trace on the chip."""
    out = {}
    for game in vegas.GAME_IDS:
        keys = "wait %s a" % emu.start_keys(game)
        r = emu.run(keys, echo=False, limit_s=600)
        scenes = r["scenes"]
        play = [t for t, name in scenes if name == "play"][0]
        first = [w for w in r["waits"] if w[1] > play][0]  # idle at the first human decision
        start_press = [w for w in r["waits"] if w[1] <= play][-1][0]
        out[game] = {"start": first[1] - start_press, "low": min(h for _, h in r["heap"])}
    return out


def boot():
    """(ms to the title, ms to code.py) at a power-on after the first (the first also writes
    CIRCUITPY's boot_out.txt), and the free heap at the title."""
    import tempfile

    flash = os.path.join(tempfile.mkdtemp(prefix="boot-"), "flash.bin")
    emu.run("wait", echo=False, flash=flash)
    r = emu.run("wait", echo=False, flash=flash, fresh=False)
    return r["waits"][0][1], r["marks"]["code"], r["heap"][0][1]


def menu_draws():
    """Frame times (ms) of three cursor moves in the title's menu, and of the frame that builds
    the next screen (the scene's modules loaded, its objects made, the whole screen drawn)."""
    r = emu.run("wait down down down a", echo=False)
    t_games = [t for t, name in r["scenes"] if name == "games"][0]
    frames = [ms for t, ms in r["draws"] if t <= t_games]  # a frame's line comes before its scene's
    return frames[1:-1], frames[-1:]


def report(decisions):
    lines = ["## On the emulated Pico", "",
             "Measured on CircuitPython 9.2.9 for the Pico in rp2040js (`%s`). rp2040js models "
             "flash with no wait states, so these times are optimistic bounds." % COMMAND, ""]
    moves, full = menu_draws()
    u = ui()
    title_ms, code_ms, title_heap = boot()
    lines += ["| measure | figure | target |", "|---|---|---|",
              "| boot to the title (a power-on after the first; code.py starts at %.2f s) | %.2f s | <= 3 s |"
              % (code_ms / 1000, title_ms / 1000),
              "| a cursor move in a menu (the frame: update + refresh) | %s ms | <= 50 ms |"
              % "/".join(str(m) for m in moves),
              "| the next screen: its frame, loading the scene's modules | %s ms | |"
              % "/".join(str(m) for m in full),
              "| free heap at the title | %d bytes | |" % title_heap, ""]
    lines += ["| game (most players) | Start to the first decision | lowest free heap to then |",
              "|---|---|---|"]
    for game in vegas.GAME_IDS:
        lines.append("| %s | %.2f s | %d bytes |" % (game, u[game]["start"] / 1000, u[game]["low"]))
    lines += ["", "Bots' time per decision (`bot.choose`), %d decisions of a game of bots from seed 1, "
              "with the level's deadline beside it:" % decisions, "",
              "| game | players | level | p50 | p95 | x150 estimate p50 / p95 | deadline | lowest free heap"
              " |",
              "|---|---|---|---|---|---|---|---|"]
    jobs = []
    for game in vegas.GAME_IDS:
        info = vegas.game_info(game)
        for players in sorted({2, info["max_players"]}):
            for level in LEVELS:
                jobs.append((game, players, level))
    with ThreadPoolExecutor(max(1, os.cpu_count() or 1)) as pool:
        results = list(pool.map(lambda j: bots(*j, decisions), jobs))
    for (game, players, level), res in zip(jobs, results):
        us = [u_ for u_, _ in res]
        est = estimate(game, players, level, decisions)
        est_text = "%.3f / %.3f s" % (pct(est, 0.5) / 1e6, pct(est, 0.95) / 1e6) if est else "-"
        lines.append("| %s | %d | %s | %.3f s | %.3f s | %s | %.2f s | %d bytes |" % (
            game, players, level, pct(us, 0.5) / 1e6, pct(us, 0.95) / 1e6, est_text, DEADLINE_S[level],
            min(h for _, h in res)))
    lines += ["", "The MicroPython Unix port's heap caps in `make test` (tests/engine 96/160 KB, tests/mpui "
              "256/320 KB, 64-bit) check that the code runs under MicroPython, not that it fits: their "
              "stubs draw nothing, so with adafruit_display_text's labels the Unix port passed Royale "
              "where this chip ran out at the first decision. The fit is tests/device's (lowest free "
              "heap >= 24 KB)."]
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="tools/device_bench.py")
    ap.add_argument("--decisions", type=int, default=20)
    ap.add_argument("--write", help="put the table in this file's kept passage 'device'")
    args = ap.parse_args(argv)
    text = report(args.decisions)
    print(text)
    if args.write:
        with open(args.write, encoding="utf-8") as f:
            old = f.read()
        passages = bench.kept_passages(old)
        if "device" not in passages:
            raise SystemExit("%s has no passage 'device' (tools/bench.py writes its place)" % args.write)
        current = bench.kept("device", passages["device"])
        with open(args.write, "w", encoding="utf-8") as f:
            f.write(old.replace(current, bench.kept("device", text)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
