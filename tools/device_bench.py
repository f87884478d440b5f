"""Measure the firmware on the emulated Pico (tools/emu.py), per firmware: boot, game start,
refreshes, the free heap, and the bots' time and iterations per decision (make bench reports
them in BENCHMARKS).

    python tools/device_bench.py [--decisions N] [--firmware frozen|10.2.1|9.2.9 ...]

Our UF2 with the game frozen in runs its bytecode from flash through the XIP cache, which the
harness models (tools/pico/xip.mjs); the stock firmwares load the bundle's .mpy into RAM."""

import argparse
import os
import sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import emu  # noqa: E402

sys.path.insert(0, os.path.join(emu.ROOT, "lib"))
import vegas  # noqa: E402

LEVELS = ("easy", "normal", "hard")
DEADLINE_S = {"easy": 0.15, "normal": 0.5, "hard": 1.5}
BENCH_CODE = os.path.join(emu.ROOT, "tools", "pico", "bench_code.py")


FIRMWARES = ("frozen", "10.2.1", "9.2.9")  # ours with the game frozen in, stock with the bundle


def offered(fw):
    """The games a firmware's game list offers: stock CircuitPython's leaves out those that need
    our UF2 (vegas.GAMES' uf2_only)."""
    return [g for g in vegas.GAME_IDS if fw == "frozen" or not vegas.GAMES[g].get("uf2_only")]


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


def start(game, uf2=None):
    """A game's Start (most players: a human and normal AIs) to its first human decision, in
    ms, and the lowest free heap to then, from the UI's trace on the chip."""
    r = emu.run("wait %s a" % emu.start_keys(game), echo=False, limit_s=600, uf2=uf2)
    play = [t for t, name in r["scenes"] if name == "play"][0]
    first = [w for w in r["waits"] if w[1] > play][0]  # idle at the first human decision
    start_press = [w for w in r["waits"] if w[1] <= play][-1][0]
    return {"start": first[1] - start_press, "low": min(h for _, h in r["heap"])}


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


def menu_draws(uf2=None):
    """Frame times (ms) of three cursor moves in the title's menu, and of the frame that builds
    the next screen (the scene's modules loaded, its objects made, the whole screen drawn)."""
    r = emu.run("wait down down down down a", echo=False, uf2=uf2)  # once round the title's 4 rows: New game
    t_games = [t for t, name in r["scenes"] if name == "games"][0]
    frames = [ms for t, ms, _ in r["draws"] if t <= t_games]  # a frame's line comes before its scene's
    return frames[1:-1], frames[-1:]


def motion_draws(game="las_vegas", uf2=None):
    """Frame times (ms) while the human's first dice slide to their casino (AI speed normal,
    animations on: the defaults), from A to the motion's end."""
    from ui.settings import MOVE_MS

    r = emu.run("wait %s a wait" % emu.start_keys(game), echo=False, limit_s=900, uf2=uf2)
    play = [t for t, name in r["scenes"] if name == "play"][0]
    asked = [w[1] for w in r["waits"] if w[1] > play][0]  # idle at the first human decision
    return [ms for t, ms, _ in r["draws"] if asked < t <= asked + MOVE_MS[1] + 40]


def table_play(game, uf2=None, decisions=3):
    """A game's table as the player sees it (most players: a human and normal AIs, the default
    speed and animations, so the art and every motion): from its first human decision through
    `decisions` presses of A, the times (ms) of the frames that refreshed the screen, those of
    them drawn while something moved (the play scene's mode in the ~draw trace), and the lowest
    free heap from the Start on."""
    from ui.turn import _MOVE

    r = emu.run("wait %s a wait%s" % (emu.start_keys(game), " a wait" * decisions), echo=False,
                limit_s=1800, uf2=uf2)
    play = [t for t, name in r["scenes"] if name == "play"][0]
    asked = [w[1] for w in r["waits"] if w[1] > play][0]  # idle at the first human decision
    leave = [t for t, name in r["scenes"] if t > asked and name != "play"]  # (a payout: its own screen)
    modes = [line.split()[2:3] for line in emu.console_lines(r) if line.startswith("~draw ")]
    frames, moving = [], []
    for (t, ms, _), mode in zip(r["draws"], modes):
        if asked < t and (not leave or t < leave[0]):
            frames.append(ms)
            if mode == [str(_MOVE)]:
                moving.append(ms)
    return {"frames": frames, "moving": moving, "low": min(h for t, h in r["heap"] if t >= play)}


def table_measure(firmwares=("frozen", "10.2.1")):
    """{firmware: {game: table_play()}}: bench.py's "table" part, run side by side on the cores."""
    todo = [(fw, game) for fw in firmwares for game in offered(fw)]
    with ThreadPoolExecutor(max(1, os.cpu_count() or 1)) as pool:
        done = list(pool.map(lambda job: table_play(job[1], emu.firmware_uf2(job[0])), todo))
    out = {}
    for (fw, game), res in zip(todo, done):
        f, m = res["frames"], res["moving"] or [0]
        out.setdefault(fw, {})[game] = {"frames": len(f), "p50": pct(f, 0.5), "p95": pct(f, 0.95),
                                        "longest": max(f), "low": res["low"], "moving": len(res["moving"]),
                                        "moving_p50": pct(m, 0.5), "moving_p95": pct(m, 0.95),
                                        "moving_longest": max(m)}
    return {"firmwares": out}


# Each board a player owns, its own UF2, and the game whose first decisions it plays (as make
# test's boards do: tests/device/test_device.py)
BOARD_GAME = {"pico_display": "las_vegas", "pico_display_2": "knizia", "pico_lcd_1_3": "las_vegan",
              "picosystem": "royale_basic", "t_display_rp2040": "royale"}


def board_run(board):
    """A board's own UF2 on it: the second power-on's time to the title's last draw (the first
    made the drive's saves folder; a USB console's trace waits for the computer after it) and
    free heap there, then a game's start and three decisions against normal AIs at the default
    speed and animations: the lowest free heap from the Start on."""
    import tempfile

    uf2 = emu.firmware_uf2("frozen", board)
    flash = os.path.join(tempfile.mkdtemp(prefix="board-"), "flash.bin")
    emu.run("wait", echo=False, flash=flash, uf2=uf2, board=board)
    r = emu.run("wait %s a wait a wait a wait" % emu.start_keys(BOARD_GAME[board]), echo=False, flash=flash,
                fresh=False, limit_s=900, uf2=uf2, board=board)
    play = [t for t, name in r["scenes"] if name == "play"][0]
    return {"game": BOARD_GAME[board], "boot_s": r["waits"][0][2] / 1000, "title_heap": r["heap"][0][1],
            "low": min(h for t, h in r["heap"] if t >= play), "uf2_kb": os.path.getsize(uf2) // 1024}


def boards_measure():
    """{board: board_run()}: bench.py's "boards" part, run side by side on the cores."""
    with ThreadPoolExecutor(max(1, os.cpu_count() or 1)) as pool:
        return {"boards": dict(zip(BOARD_GAME, pool.map(board_run, BOARD_GAME)))}


def jobs(decisions, firmwares=FIRMWARES):
    """[(key, function)] of every measurement, each one emulator run or a few."""
    out = []
    for fw in firmwares:
        uf2 = emu.firmware_uf2(fw)
        out += [((fw, "boot"), lambda uf2=uf2: boot(uf2)),
                ((fw, "after_boot"), lambda uf2=uf2: free_after_boot(uf2)),
                ((fw, "menu"), lambda uf2=uf2: menu_draws(uf2)),
                ((fw, "motion"), lambda uf2=uf2: motion_draws(uf2=uf2))]
        for game in vegas.GAME_IDS:
            if game in offered(fw):
                out.append(((fw, "start", game), lambda game=game, uf2=uf2: start(game, uf2)))
            for players in sorted({2, vegas.game_info(game)["max_players"]}):
                for level in LEVELS:
                    out.append(((fw, "bots", game, players, level),
                                lambda j=(game, players, level), uf2=uf2: bots(*j, decisions, uf2=uf2)))
    return sorted(out, key=lambda job: job[0][1] != "bots" or job[0][-1] != "hard")  # the longest first


def measure(decisions, firmwares=FIRMWARES):
    """The figures docs/BENCHMARKS.md reports from the chip, per firmware (tools/bench_report.py
    renders them), run side by side on the machine's cores."""
    todo = jobs(decisions, firmwares)
    with ThreadPoolExecutor(max(1, os.cpu_count() or 1)) as pool:
        done = dict(zip([key for key, _ in todo], pool.map(lambda job: job[1](), todo)))
    out = {"decisions": decisions, "firmwares": {}, "bots": []}
    for fw in firmwares:
        (title_ms, code_ms, title_heap), (moves, full) = done[(fw, "boot")], done[(fw, "menu")]
        out["firmwares"][fw] = {"boot_s": title_ms / 1000, "code_s": code_ms / 1000,
                                "title_heap": title_heap, "after_boot": done[(fw, "after_boot")],
                                "moves_ms": moves, "next_screen_ms": full, "motion_ms": done[(fw, "motion")],
                                "start": {g: done[(fw, "start", g)] for g in offered(fw)}}
    for key, res in done.items():
        if key[1] == "bots":
            fw, _, game, players, level = key
            us = [r[0] for r in res]
            out["bots"].append({"firmware": fw, "game": game, "players": players, "level": level,
                                "decisions": len(us), "p50": pct(us, 0.5) / 1e6, "p95": pct(us, 0.95) / 1e6,
                                "iterations": pct([r[2] for r in res], 0.5), "deadline": DEADLINE_S[level],
                                "low": min(r[1] for r in res)})
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(prog="tools/device_bench.py")
    ap.add_argument("--decisions", type=int, default=20)
    ap.add_argument("--firmware", action="append", choices=FIRMWARES,
                    help="a firmware to measure (default: all three)")
    args = ap.parse_args(argv)
    import json

    print(json.dumps(measure(args.decisions, tuple(args.firmware or FIRMWARES)), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
