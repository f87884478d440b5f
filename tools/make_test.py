"""`make test`: every test in phases, a line and a time for each, the emulated Pico beside the rest.

    python tools/make_test.py

Lint first; then three lanes side by side: the host tests and MicroPython's; our UF2s' build
and every emulated board's game starts; and, once the UF2s are built, the emulated Pico's flash
and serial tests (one emulator at a time: alone at the end, they left a core idle). Each
phase's whole output goes to .test-logs/PHASE.log, and is printed when the phase fails. Exit
status 1 when any phase failed."""

import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from firmware import CP_TARBALL  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOGS = os.path.join(ROOT, ".test-logs")
BIN = os.path.dirname(sys.executable)
MICROPYTHON = ["tests/test_micropython.py", "tests/test_micropython_ui.py"]
# (each phase's log ends with its slowest tests: where the next cut of make test's time lies)
PYTEST = [sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider", "--durations=15"]
LINT = [[os.path.join(BIN, "ruff"), "check", "lib", "tests", "tools", "host_sim", "firmware", "boards"],
        [os.path.join(BIN, "ruff"), "check", "--select", "C901", "lib"]]
HEARTBEAT_S = 60
# the phases' environment: bytecode cached (the simulator tests import the UI's scenes afresh at
# every scene change, as the device does; compiling each from source again costs minutes)
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
DEVICE_GAMES = "test_device.py"  # every firmware's game starts: the longest of the device tests


def firmware_phase():
    """The command that builds our UF2s (every board's), or (None, why they are not built here)."""
    if not os.path.isfile(CP_TARBALL):
        return None, "no ../shared/circuitpython/: the frozen UF2s' device tests skip"
    if os.getuid() != 0:
        return None, "not root (the build's chroot needs it): the frozen UF2s' device tests skip"
    return [sys.executable, os.path.join(ROOT, "tools", "firmware.py")], ""


def lanes():
    """[[(phase, commands, the phase it waits for)]]: the lanes run side by side, each lane's
    phases one after another. The emulated Pico's games (two runs at a time) go beside the host
    tests, and its other tests beside both once the UF2 is built."""
    fw, why = firmware_phase()
    host = PYTEST + ["tests", "--ignore=tests/device"] + ["--ignore=" + m for m in MICROPYTHON]
    folder = os.path.join("tests", "device")
    rest = [os.path.join(folder, name) for name in sorted(os.listdir(os.path.join(ROOT, folder)))
            if name.startswith("test_") and name.endswith(".py") and name != DEVICE_GAMES]
    return [[("host tests", [host], None), ("MicroPython", [PYTEST + MICROPYTHON], None)],
            [("our UF2s", [fw] if fw else why, None),
             ("boards: games", [PYTEST + [os.path.join("tests", "device", DEVICE_GAMES)]], None)],
            [("Pico: flash, serial", [PYTEST + rest], "our UF2s")]]


def minutes(s):
    return "%d min %02d s" % (s // 60, s % 60) if s >= 60 else "%d s" % s


def outcome(text, code):
    """A phase's result in a few words: pytest's summary line, else the last line or "ok"."""
    found = re.findall(r"^[= ]*(\d+ \w+(?:, \d+ \w+)*) in [\d.]+s", text, re.M)
    if found:
        return found[-1].strip()
    lines = [line for line in text.strip().splitlines() if line.strip()]
    if code == 0:
        return lines[-1][:60] if lines and lines[-1].startswith("wrote ") else "ok"
    return "failed (exit %d)" % code


def skips(text):
    """pytest's -rs lines: what each skipped test needs."""
    return [line.split(": ", 1)[-1] for line in text.splitlines() if line.startswith("SKIPPED")]


class Lane:
    """Phases run one after another; each phase's commands too, until one fails."""

    ended = set()  # the phases of every lane that have ended

    def __init__(self, phases):
        self.phases, self.failed = list(phases), []
        self.proc = self.name = None

    def poll(self):
        """Moves the lane on; False once its last phase has ended."""
        if self.proc is not None:
            code = self.proc.poll()
            if code is None:
                return True
            self.proc = None
            if code == 0 and self.commands:
                self._start(self.commands.pop(0))
                return True
            self._end(code)
        while self.phases:
            if self.phases[0][2] not in Lane.ended | {None}:
                return True  # (waits for another lane's phase)
            self.name, what, _ = self.phases.pop(0)
            if isinstance(what, str):  # (not run here, and why)
                report(self.name, what, 0)
                Lane.ended.add(self.name)
                continue
            self.since, self.commands = time.time(), list(what)
            self.log = open(os.path.join(LOGS, self.name.replace(" ", "-") + ".log"), "w")
            self._start(self.commands.pop(0))
            return True
        return False

    def _start(self, command):
        self.proc = subprocess.Popen(command, cwd=ROOT, stdout=self.log, stderr=subprocess.STDOUT,
                                     stdin=subprocess.DEVNULL, env=ENV)

    def _end(self, code):
        Lane.ended.add(self.name)
        self.log.close()
        with open(self.log.name) as f:
            text = f.read()
        report(self.name, outcome(text, code), time.time() - self.since)
        for need in sorted(set(skips(text))):
            print("    skipped: %s" % need, flush=True)
        if code:
            print(text, flush=True)
            self.failed.append(self.name)


def report(name, what, seconds):
    print("%-20s %-50s %s" % (name, what, minutes(seconds) if seconds else ""), flush=True)


def main():
    os.makedirs(LOGS, exist_ok=True)
    start = time.time()
    print("make test: lint, then the host tests, MicroPython and the emulated Pico side by side "
          "(under 20 min on 2 cores; each phase's output in .test-logs/)", flush=True)
    lint = Lane([("lint", LINT, None)])
    while lint.poll():
        time.sleep(0.2)
    running = [] if lint.failed else [Lane(phases) for phases in lanes()]
    beat = time.time()
    while any([lane.poll() for lane in running]):
        time.sleep(1)
        if time.time() - beat >= HEARTBEAT_S:
            beat = time.time()
            busy = ["%s %s" % (lane.name, minutes(beat - lane.since)) for lane in running if lane.proc]
            print("  ... running: %s" % ", ".join(busy), flush=True)
    failed = [name for lane in [lint] + running for name in lane.failed]
    report("make test", "failed: %s" % ", ".join(failed) if failed else "passed", time.time() - start)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
