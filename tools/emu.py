"""Run the firmware on an emulated Pico with a Pico Display Pack: the device twin of `make sim`.

    python tools/emu.py [--keys SCRIPT] [--shots DIR] [--flash FILE] [--report FILE]
    python tools/emu.py --serial [--flash FILE]     (the console as a serial port)

Builds the CIRCUITPY drive from the bundle (tools/bundle.py) as a FAT image, boots
CircuitPython from its UF2 in rp2040js (tools/pico/pico.mjs), presses buttons from a key script
in the simulator's language (a b up down menu, a*3, wait, ms:N, shot:FILE; also until:TEXT and
cut:US), prints the console as a player's terminal shows it (the firmware's ~trace lines with
--trace), fails on any traceback, and ends with the scenes reached, the lowest free heap and the
screenshots written. The firmware is our UF2 from dist/ when it holds this checkout, else stock
CircuitPython 10.2.1 (--firmware picks; PICO_UF2 names another); it and the boot ROM come from
../shared/device/ unless PICO_UF2 / PICO_BOOTROM name others.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bundle  # noqa: E402
import fatimg  # noqa: E402

ROOT = bundle.ROOT
DEVICE = os.path.join(os.path.dirname(ROOT), "shared", "device")
UF2_NAME = "circuitpython-9.2.9-raspberry_pi_pico-uart0.uf2"
HARNESS = os.path.join(ROOT, "tools", "pico", "pico.mjs")
# Boot to the title, start a 4-player Las Vegas game with the default seats, see the table.
DEFAULT_KEYS = "wait shot:title.png a a shot:setup.png a shot:play.png down shot:move.png"


def start_keys(game_id, players=None, kinds=None, toggles=()):
    """Keys from the title (no saved game) to a started game on the Pico Display Pack's four
    buttons: New game, the game, its player count (default: the most), each seat's kind (0 human,
    1 random, 2 easy, 3 normal, 4 hard; default: a human and normal AIs), bool options to turn
    over, then Start. The set-up screen's cursor goes the shorter way round its rows (Start,
    Players, each seat's kind and colour, the options), as a player's would."""
    sys.path.insert(0, os.path.join(ROOT, "lib"))
    import vegas
    from ui.setup import layout

    info = vegas.game_info(game_id)
    lo, hi = info["min_players"], info["max_players"]
    n = players or hi
    keys = ["a"] + ["down"] * vegas.GAME_IDS.index(game_id) + ["a"]
    rows = layout(info, n)
    at = [0]

    def press(row, times):
        if not times:
            return
        d = (rows.index(row) - at[0]) % len(rows)
        keys.extend(["down"] * d if d <= len(rows) - d else ["up"] * (len(rows) - d))
        keys.extend(["a"] * times)
        at[0] = rows.index(row)

    press(("players", 0), (n - max(lo, min(4, hi))) % (hi - lo + 1))  # (first: it sets the rows)
    for seat, kind in enumerate(kinds or [0] + [3] * (n - 1)):
        press(("kind", seat), (kind - (0 if seat == 0 else 3)) % 5)
    for name in toggles:
        press(("option", name), 1)
    press(("start", 0), 1)
    return " ".join(keys)


def settings_keys(**choices):
    """Keys from the title (no saved game) through Settings, setting each named setting
    (ui.settings: e.g. speed="instant"), and back to the title's New game."""
    sys.path.insert(0, os.path.join(ROOT, "lib"))
    from ui.settings import SETTINGS

    keys, row = ["down"] * 3 + ["a"], 0  # (the title: New game, Rules, Statistics, Settings)
    for i, (key, _, names, default) in enumerate(SETTINGS):
        if key in choices:
            keys += ["down"] * (i - row) + ["a"] * ((names.index(choices.pop(key)) - default) % len(names))
            row = i
    if choices:
        raise ValueError("no such setting: %s" % ", ".join(choices))
    return " ".join(keys + ["b"] + ["up"] * 3)


_ESCAPES = re.compile(r"\x1b\][^\x1b]*\x1b\\|\x1b\[[0-9;]*[A-Za-z]|\r")


def console_lines(report):
    """The console's lines in a report, without terminal escapes (CircuitPython's status line)."""
    return _ESCAPES.sub("", report.get("stdout", "")).split("\n")


class EmuError(Exception):
    """The emulated Pico could not run, or the firmware failed on it."""


# The firmwares the tests boot: ours with the game frozen in (what ships), and stock
# CircuitPython with the bundle on its drive (its UF2s here are the Pico's).
STOCK = {"10.2.1": "circuitpython-10.2.1-raspberry_pi_pico-uart0.uf2", "9.2.9": UF2_NAME}
BOARDS = ("pico_display", "pico_display_2", "pico_lcd_1_3", "picosystem", "t_display_rp2040")
PICO_BOARDS = ("pico_display", "pico_display_2", "pico_lcd_1_3")  # (stock CircuitPython's UF2 fits these)


def frozen_uf2(board="pico_display"):
    """(path, "") of dist's UF2 for `board` when it holds this checkout's game, else (None, why
    not)."""
    import glob

    import firmware

    found = sorted(glob.glob(os.path.join(ROOT, "dist", firmware.uf2_name(board, "*"))), key=os.path.getmtime)
    if not found:
        return None, ("no UF2 for %s in dist/: run `make firmware` (needs ../shared/circuitpython/ and root)"
                      % board)
    if firmware.named(found[-1]) != (board, firmware.game_build()):
        return None, "%s holds an older game: run `make firmware`" % os.path.relpath(found[-1], ROOT)
    return found[-1], ""


def firmware_uf2(name, board="pico_display"):
    """The UF2 of firmware `name` ("frozen" or a STOCK version) for `board`, or EmuError saying
    what to do."""
    if name == "frozen":
        path, why = frozen_uf2(board)
        if path is None:
            raise EmuError(why)
        return path
    if board not in PICO_BOARDS:
        raise EmuError("no stock CircuitPython UF2 for %s here (../shared/device/ has the Pico's)" % board)
    path = os.path.join(DEVICE, STOCK[name])
    if not os.path.isfile(path):
        raise EmuError("no %s: CircuitPython %s's UF2 for the Pico with its console on UART0 (see README, "
                       "The emulated Pico)" % (path, name))
    return path


def firmware_paths(uf2=None):
    """(uf2, bootrom) paths, or EmuError saying what to provide. The UF2: `uf2`, else PICO_UF2,
    else stock CircuitPython 9.2.9 from ../shared/device/."""
    uf2 = uf2 or os.environ.get("PICO_UF2") or os.path.join(DEVICE, UF2_NAME)
    rom = os.environ.get("PICO_BOOTROM") or os.path.join(DEVICE, "rp2040-bootrom-b1.bin")
    missing = [p for p in (uf2, rom) if not os.path.isfile(p)]
    if missing:
        raise EmuError("no %s: put CircuitPython's UF2 for the Pico (console on UART0) and the RP2040 "
                       "B1 boot ROM in ../shared/device/, or name them with PICO_UF2 and PICO_BOOTROM"
                       % " or ".join(missing))
    return uf2, rom


def node_ready():
    """The harness's npm packages, installed from the lock file (npm ci) when missing."""
    if not os.path.isdir(os.path.join(ROOT, "node_modules", "rp2040js")):
        r = subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--silent"], cwd=ROOT)
        if r.returncode:
            raise EmuError("npm ci failed: rp2040js is needed (Node 20 and the npm registry)")


def is_frozen(uf2):
    """True for our own firmware (tools/firmware.py): the game is frozen into it."""
    import firmware

    return firmware.named(uf2) is not None


def drive_files(settings=None, mpy=True, frozen=False):
    """{path: bytes} of the CIRCUITPY drive: the bundle (its modules compiled with CircuitPython's
    mpy-cross unless mpy is False; none where the firmware has them frozen in), and settings.toml
    with extra lines."""
    mpy_cross = bundle.find_mpy_cross() if mpy and not frozen else None
    if mpy and not frozen and not mpy_cross:
        raise EmuError("no CircuitPython mpy-cross: put it in ../shared/device/ or name it with MPY_CROSS")
    out = bundle.device_files(mpy_cross, frozen)
    for key, value in (settings or {}).items():
        out["settings.toml"] += ("%s = %s\n" % (key, json.dumps(value))).encode()
    return out


TRACE_MS = 200  # how often code.py reports the free heap in the emulator (POCKET_VEGAS_TRACE)


def _command(keys, shots, flash, settings, limit_s, fresh, mpy, code, tmp, reflash=False, uf2=None, xip=True,
             files=None, board=None, blank=False):
    """The harness's command line; builds the drive's image in tmp unless the flash file keeps
    one, or `blank` (the drive's flash left as it is: erased on a new chip)."""
    uf2, rom = firmware_paths(uf2)
    node_ready()
    cmd = ["node", HARNESS, "--uf2", uf2, "--bootrom", rom, "--shots", shots, "--keys", keys,
           "--limit-s", str(limit_s)] + ([] if xip else ["--no-xip"]) + (["--board", board] if board else [])
    # the console's receive pin: floating on our firmware, as on a player's board; the stock UF2s
    # here have their console on UART0 for a test rig, whose serial line drives it
    cmd += ["--rx", "floating" if is_frozen(uf2) else "attached"]
    if not blank and (fresh or not (flash and os.path.exists(flash))):
        image = os.path.join(tmp, "circuitpy.img")
        drive = drive_files(dict({"POCKET_VEGAS_TRACE": TRACE_MS}, **(settings or {})), mpy, is_frozen(uf2))
        if code is not None:
            drive["code.py"] = code
        drive.update(files or {})
        with open(image, "wb") as f:
            f.write(fatimg.build(drive))
        cmd += ["--fs", image]
    if flash:
        cmd += ["--flash", flash] + (["--reflash"] if reflash else [])
    return cmd


class Serial:
    """The emulated Pico's console (UART0) as a pseudo-terminal at `port`, for mpremote or a
    terminal: serve() boots the firmware (keys first, if any) and bridges until close()."""

    def __init__(self, keys="", flash=None, settings=None, fresh=True, mpy=True, code=None, uf2=None):
        import pty
        import threading
        import tty

        self.tmp = tempfile.mkdtemp(prefix="pico-")
        cmd = _command(keys or "ms:1", self.tmp, flash, settings, 36000, fresh, mpy, code, self.tmp, uf2=uf2)
        self.proc = subprocess.Popen(cmd + ["--serial"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, bufsize=0)
        self.master, slave = pty.openpty()
        tty.setraw(slave)
        self.port = os.ttyname(slave)
        self._slave = slave  # kept open: the line stays up between the user's opens
        for read, write in ((self._read_chip, self._to_user), (self._read_user, self._to_chip)):
            threading.Thread(target=self._pump, args=(read, write), daemon=True).start()

    def _read_chip(self):
        return os.read(self.proc.stdout.fileno(), 4096)

    def _to_user(self, data):
        os.write(self.master, data)

    def _read_user(self):
        return os.read(self.master, 4096)

    def _to_chip(self, data):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def _pump(self, read, write):
        try:
            while True:
                data = read()
                if not data:
                    return
                write(data)
        except (OSError, ValueError):
            return

    def close(self):
        """Power off (the flash file, if any, is written) and take the line down."""
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        try:
            self.proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        for fd in (self.master, self._slave):
            try:
                os.close(fd)
            except OSError:
                pass


def run(keys=DEFAULT_KEYS, shots=".", flash=None, settings=None, limit_s=600, echo=True, fresh=True,
        workdir=None, mpy=True, code=None, reflash=False, uf2=None, xip=True, files=None, vsys_mv=0,
        board=None, blank=False):
    """Boot the firmware and run a key script; the harness's report (a dict). With `flash`, the
    whole flash is read from that file when it exists (a power cycle: fresh=False keeps the drive
    as it was; reflash=True then writes the UF2 over it, as flashing a newer build does) and
    written back at the end; `code` (bytes) replaces code.py; `uf2`: the firmware (default:
    firmware_paths()); echo: True passes the console through as it comes, a function gets each
    of its lines without terminal escapes, False keeps it quiet; xip=False: flash reads cost
    nothing (the XIP cache not modelled); `files` ({path: bytes}) go onto the drive too;
    vsys_mv: the cell's millivolts at the board's battery sense (a Pico: on VSYS, as
    board.VOLTAGE_MONITOR reads it; 0: none); board: which board, as wired (default: the Pico
    with the Display Pack); blank: no drive image (with no flash file: a new chip, its drive
    erased). EmuError on a traceback, a hang or bad input."""
    tmp = workdir or tempfile.mkdtemp(prefix="pico-")
    report = os.path.join(tmp, "report.json")
    cmd = _command(keys, shots, flash, settings, limit_s, fresh, mpy, code, tmp, reflash, uf2, xip, files,
                   board, blank)
    cmd += ["--report", report] + (["--battery-mv", str(vsys_mv)] if vsys_mv else [])
    if callable(echo):  # (bytes: the UART's "\r\r\n" stays one line end)
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        lines = []
        for raw in proc.stdout:
            line = raw.decode("utf-8", "replace")
            lines.append(line)
            echo(_ESCAPES.sub("", line.rstrip("\n")))
        stderr = proc.stderr.read().decode("utf-8", "replace")
        proc.wait()
        stdout = "".join(lines)
    else:
        proc = subprocess.run(cmd, stdout=None if echo else subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True)
        stdout, stderr = proc.stdout or "", proc.stderr
    out = {}
    if os.path.exists(report):
        with open(report) as f:
            out = json.load(f)
    out["stdout"] = stdout
    if proc.returncode:
        err = EmuError(out.get("traceback") or stderr.strip() or "the harness failed (exit %d)"
                       % proc.returncode)
        err.report = out
        raise err
    return out


def default_firmware(board="pico_display"):
    """(uf2, what it is) for make emu: PICO_UF2, else our frozen UF2 for `board` when dist/ has
    this checkout's, else stock CircuitPython 10.2.1 with the bundle."""
    if os.environ.get("PICO_UF2"):
        return os.environ["PICO_UF2"], "PICO_UF2"
    path, why = frozen_uf2(board)
    if path:
        return path, "our UF2 with the game frozen in"
    return firmware_uf2("10.2.1", board), "stock CircuitPython 10.2.1 with the bundle (%s)" % why


def _player_view(trace):
    """A console line printer: without the firmware's ~trace lines unless `trace`."""
    def show(line):
        if trace or not line.startswith("~"):
            print(line, flush=True)
    return show


def summary(out):
    """The lines make emu ends with: the scenes reached, the lowest free heap, the screenshots."""
    lines = []
    if out.get("scenes"):
        lines.append("scenes: %s" % " > ".join(name for _, name in out["scenes"]))
    if out.get("heap"):
        lines.append("free heap: lowest %d bytes (sampled after a collect)" % min(h for _, h in out["heap"]))
    lines.extend("wrote %s" % path for path in out.get("shots", []))
    return lines


def main(argv=None):
    ap = argparse.ArgumentParser(prog="tools/emu.py", description=__doc__.split("\n")[0])
    ap.add_argument("--keys", default=DEFAULT_KEYS, help="key script (default: boot, start Las Vegas)")
    ap.add_argument("--shots", default="emu-shots", help="folder for shot:FILE screenshots")
    ap.add_argument("--flash", help="the flash as a file: kept across runs (a power cycle)")
    ap.add_argument("--report", help="write the harness's report (JSON) here")
    ap.add_argument("--limit-s", type=int, default=600, help="emulated seconds a wait may take")
    ap.add_argument("--board", choices=BOARDS, default="pico_display", help="the board, as wired")
    ap.add_argument("--firmware", choices=["frozen"] + sorted(STOCK),
                    help="our UF2 (make firmware) or a stock CircuitPython (default: ours when built)")
    ap.add_argument("--trace", action="store_true", help="also print the firmware's ~trace lines")
    ap.add_argument("--py", action="store_true", help="modules as .py, not compiled to .mpy")
    ap.add_argument("--serial", action="store_true", help="boot, then offer the console as a serial "
                    "port (for mpremote or a terminal) until Ctrl-C here")
    args = ap.parse_args(argv)
    try:
        uf2, what = ((firmware_uf2(args.firmware, args.board), args.firmware) if args.firmware
                     else default_firmware(args.board))
    except EmuError as e:
        print("emu: %s" % e, file=sys.stderr)
        return 1
    print("emu: %s (%s)" % (what, os.path.basename(uf2)), flush=True)
    if args.serial:
        line = Serial(flash=args.flash, fresh=args.flash is None, mpy=not args.py, uf2=uf2)
        print("the emulated Pico's console is %s (e.g. mpremote connect %s); Ctrl-C here powers it off"
              % (line.port, line.port))
        try:
            line.proc.wait()
        except KeyboardInterrupt:
            pass
        line.close()
        return 0
    status = 0
    try:
        out = run(args.keys, args.shots, args.flash, fresh=args.flash is None, limit_s=args.limit_s,
                  mpy=not args.py, uf2=uf2, echo=_player_view(args.trace), board=args.board)
    except EmuError as e:
        print("emu: %s" % e, file=sys.stderr)
        out, status = getattr(e, "report", {}), 1
    if args.report:
        with open(args.report, "w") as f:
            json.dump(out, f, indent=1)
    for line in summary(out) if not status else summary(dict(out, shots=[])):
        print(line)
    return status


if __name__ == "__main__":
    sys.exit(main())
