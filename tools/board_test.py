"""`make board-test`: does this build work on a connected CircuitPython board, and how fast?

    python tools/board_test.py [--port PORT] [--decisions N] [--only test_rng,...] [--games las_vegas,...]

Over the board's serial console, with mpremote's raw REPL: checks that the board runs
CircuitPython and holds this checkout's build (`make flash` writes its stamp), runs each engine
test module on the board (tests/mp_run.py, one at a time, each after a soft reset), then times
N bot decisions per game and level with the free heap before and after.

CircuitPython 9.2.9's REPL, as found on the emulated Pico's UART console: Ctrl-C reaches a
running program as a byte (code.py yields to it when idle; over USB it interrupts); raw-paste
mode is offered (window 128 bytes), which mpremote uses; Ctrl-D in the raw REPL soft-reboots
back into the raw REPL without running code.py; lines end "\r\r\n". The tests read only the
drive, which boot.py leaves writable for the code and read-only to the computer. Prints one table;
exits 1 on any failure, 2 when the board cannot be used (a one-line reason). Every serial wait
has a timeout.

The runner is tests/mp_run.py, not micropython-lib's unittest: the engine's test modules are
plain test_* functions shared with pytest and the Unix port, which mp_run runs as unittest's
discovery would; unittest would have to come onto the board by `mip` (a network the board
lacks) where make flash copies only this checkout, and it keeps each failure's traceback text
on the heap where mp_run prints it and lets it go.
"""

import argparse
import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bundle  # noqa: E402

ROOT = bundle.ROOT
GAMES = ("las_vegas", "royale_basic", "royale", "las_vegan", "knizia")
LEVELS = ("easy", "normal", "hard")
CIRCUITPYTHON_VID = 0x239A  # Adafruit's USB vendor id, which CircuitPython's boards report
MODULE_S = 900  # the longest one test module may run on the board
ENTER_TRIES = 3

_RUN = "import sys\nsys.path.append('/tests')\nimport mp_run\nmp_run.main([%r])\n"
_BENCH = """import gc, time, vegas
from vegas.ai import new_bot
from vegas.rng import Rng
gc.collect()
_free = gc.mem_free()
_s = vegas.new_game(%(game)r, %(players)d)
_rng = Rng(1)
_bots = [new_bot(%(game)r, %(level)r, 1 + i) for i in range(%(players)d)]
_us = []
while len(_us) < %(n)d and _s.to_move() != vegas.OVER:
    _who = _s.to_move()
    if _who == vegas.CHANCE:
        _s.apply(_s.sample_chance(_rng))
        continue
    _t = time.monotonic_ns()
    _a = _bots[_who].choose(_s)
    _us.append((time.monotonic_ns() - _t) // 1000)
    _s.apply(_a)
del _s, _bots
gc.collect()
print("bench", _free, gc.mem_free(), *_us)
"""


class BoardError(Exception):
    """The board cannot be used; the message says what to do."""


def find_port(port=None, ports=None):
    """The serial port to use: `port`, or the one CircuitPython board connected over USB."""
    if port:
        return port
    if ports is None:
        from serial.tools import list_ports

        ports = list_ports.comports()
    boards = [p.device for p in ports
              if p.vid == CIRCUITPYTHON_VID or "circuitpython" in (p.description or "").lower()]
    if not boards:
        raise BoardError("no CircuitPython board found over USB: connect one, or name its port: "
                         "make board-test PORT=/dev/ttyACM0")
    if len(boards) > 1:
        raise BoardError("%d CircuitPython boards found (%s): name one: make board-test PORT=%s"
                         % (len(boards), ", ".join(boards), boards[0]))
    return boards[0]


def connect(port):
    """mpremote's transport on `port`, in the raw REPL (the running game told to stop first)."""
    from mpremote.transport import TransportError
    from mpremote.transport_serial import SerialTransport

    try:
        t = SerialTransport(port, baudrate=115200)
    except Exception as e:  # (mpremote raises its own errors, or serial's, or OSError)
        raise BoardError("cannot open %s: %s" % (port, e))
    for _ in range(ENTER_TRIES):
        try:
            # the game stops at Ctrl-C once it waits for a button (bots may be thinking)
            t.enter_raw_repl(soft_reset=False, timeout_overall=20)
            return t
        except TransportError:
            time.sleep(1)
    t.close()
    raise BoardError("the board on %s does not answer with CircuitPython's REPL: reset it and try "
                     "again" % port)


def builds(mpy_cross):
    """{build id: kind} of the builds this checkout makes: "bundle" (what make flash copies onto
    stock CircuitPython) and "frozen" (our UF2s, make firmware, which name it in flash)."""
    import firmware

    return {bundle.build_id(bundle.device_files(mpy_cross)): "bundle", firmware.game_build(): "frozen"}


# What the board says of its build: our UF2's, named in flash (boards.built_in), else the stamp
# make flash left on the drive.
_BUILD = ("try:\n import boards\n b = boards.built_in()\nexcept ImportError:\n b = None\n"
          "print(b[1] if b else open('/%s').read())" % bundle.STAMP)


def check_board(t, wants):
    """The kind of build (a value of `wants`, {build id: kind}) the board holds; BoardError unless
    it runs CircuitPython and holds one of them."""
    name = t.exec("import sys\nprint(sys.implementation.name)").decode().strip()
    if name != "circuitpython":
        raise BoardError("the board runs %s, not CircuitPython: install CircuitPython 9 (README, "
                         "Flashing), then make flash" % (name or "something else"))
    out, err = t.exec_raw(_BUILD, timeout=10)
    have = out.decode().strip()
    if err or not have:
        raise BoardError("Pocket Vegas is not on the board's drive: run make flash")
    if have not in wants:
        raise BoardError("the board holds build %s, this checkout makes %s: run make flash, or flash "
                         "this checkout's UF2 (make firmware)" % (have, " and ".join(sorted(wants))))
    return wants[have]


def put_tests(t, files):
    """Copy the engine's tests and their runner (`files`, {path on the drive: bytes}) onto a
    drive that lacks them: our UF2's drive holds only what a player may change."""
    t.exec("import os\ntry:\n os.mkdir('/tests')\nexcept OSError:\n pass")
    for dest, data in sorted(files.items()):
        t.fs_writefile("/" + dest, data, chunk_size=1024)


def remove_tests(t, files):
    """Take what put_tests copied off the drive again."""
    for dest in sorted(files):
        t.exec("import os\nos.remove(%r)" % ("/" + dest))
    t.exec("import os\nos.rmdir('/tests')")


def parse_run(text):
    """(passed, failed, what went wrong) from tests/mp_run.py's output."""
    lines = [x.strip() for x in text.splitlines() if x.strip()]
    for line in reversed(lines):
        m = re.match(r"(\d+) passed, (\d+) failed$", line)
        if m:
            bad = [x for x in lines if x.startswith("FAIL ")]
            return int(m.group(1)), int(m.group(2)), bad[0] if bad else ""
    return 0, 1, lines[-1] if lines else "no output"


def _exec(t, code, what):
    """(output, error output) of code run on the board after a soft reset (a clean heap, as
    when the device loads one game); BoardError when the board stops answering."""
    from mpremote.transport import TransportError

    try:
        t.enter_raw_repl(soft_reset=True, timeout_overall=30)
        return t.exec_raw(code, timeout=MODULE_S)
    except (TransportError, OSError) as e:
        raise BoardError("the board stopped answering during %s (%s): reset it and try again" % (what, e))


def run_module(t, module):
    out, err = _exec(t, _RUN % module, module)
    passed, failed, why = parse_run(out.decode(errors="replace"))
    if err:
        failed, why = max(failed, 1), err.decode(errors="replace").strip().splitlines()[-1]
    return passed, failed, why


def bench(t, game, players, level, decisions):
    """(microseconds per decision, free heap before, after) of `decisions` bot decisions."""
    code = _BENCH % {"game": game, "players": players, "level": level, "n": decisions}
    out, err = _exec(t, code, "the %s bots of %s" % (level, game))
    if err:
        raise RuntimeError(err.decode(errors="replace").strip().splitlines()[-1])
    fields = [x for x in out.decode().split() if x]
    i = fields.index("bench")
    return [int(x) for x in fields[i + 3:]], int(fields[i + 1]), int(fields[i + 2])


def modules():
    return sorted(n[:-3] for n in os.listdir(os.path.join(ROOT, "tests", "engine")) if n.startswith("test_"))


def needed(names):
    """The test modules `names` run with: them, their runner, and the helpers they import."""
    engine = os.path.join(ROOT, "tests", "engine")
    out, todo = {"mp_run"}, list(names)
    while todo:
        name = todo.pop()
        if name in out:
            continue
        out.add(name)
        with open(os.path.join(engine, name + ".py"), encoding="utf-8") as f:
            names = bundle.imports(f.read())
        todo.extend(m for m in names if os.path.isfile(os.path.join(engine, m + ".py")))
    return out


def main(argv=None, out=print):
    ap = argparse.ArgumentParser(prog="tools/board_test.py", description=__doc__.split("\n")[0])
    ap.add_argument("--port", help="the board's serial port (default: the one CircuitPython board)")
    ap.add_argument("--decisions", type=int, default=3, help="bot decisions timed per game and level")
    ap.add_argument("--only", help="test modules to run, comma-separated (default: all)")
    ap.add_argument("--no-bench", action="store_true", help="the tests only")
    ap.add_argument("--games", default=",".join(GAMES), help="games to time, comma-separated")
    args = ap.parse_args(argv)
    try:
        port = find_port(args.port)
        t = connect(port)
    except BoardError as e:
        out("board-test: %s" % e)
        return 2
    mpy_cross = bundle.find_mpy_cross()
    wants = builds(mpy_cross)  # (after the board answers: compiling every build takes a while)
    failures = 0
    copied = {}
    try:
        kind = check_board(t, wants)
        out("board-test on %s, build %s (%s)" % (port, next(k for k, v in wants.items() if v == kind),
                                                 "our UF2" if kind == "frozen" else "make flash"))
        chosen = args.only.split(",") if args.only else modules()
        if kind == "frozen":
            want = needed(chosen)
            copied = {k: v for k, v in bundle.device_files(mpy_cross).items()
                      if k.startswith("tests/") and k[6:].rsplit(".", 1)[0] in want}
            put_tests(t, copied)
            out("(the engine's tests copied onto the drive for the run, and taken off after it)")
        out("")
        out("| what | result | detail |")
        out("|---|---|---|")
        for module in chosen:
            passed, failed, why = run_module(t, module)
            failures += failed
            out("| %s | %d passed, %d failed | %s |" % (module, passed, failed, why))
        if not args.no_bench:
            for game in args.games.split(","):
                for level in LEVELS:
                    try:
                        us, before, after = bench(t, game, 2, level, args.decisions)
                        out("| %s, %s bot | %.3f s per decision (most %.3f s) | free heap %d -> %d bytes |"
                            % (game, level, sum(us) / len(us) / 1e6, max(us) / 1e6, before, after))
                    except RuntimeError as e:
                        failures += 1
                        out("| %s, %s bot | failed | %s |" % (game, level, e))
        if copied:
            t.enter_raw_repl(soft_reset=True, timeout_overall=30)
            remove_tests(t, copied)
        t.exit_raw_repl()
    except BoardError as e:
        out("board-test: %s" % e)
        return 2
    finally:
        t.close()
    out("")
    out("The game stopped for the test: reset the board to play.")
    out("%s: %d failure(s)" % ("FAILED" if failures else "ok", failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
