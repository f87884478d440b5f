"""Run the firmware on an emulated Pico with a Pico Display Pack: the device twin of `make sim`.

    python tools/emu.py [--keys SCRIPT] [--shots DIR] [--flash FILE] [--report FILE]

Builds the CIRCUITPY drive from the bundle (tools/bundle.py) as a FAT image, boots
CircuitPython from its UF2 in rp2040js (tools/pico/pico.mjs), presses buttons from a key script
in the simulator's language (a b up down menu, a*3, wait, ms:N, shot:FILE; also until:TEXT and
cut:US), prints the console and fails on any traceback. The UF2 and the boot ROM come from
../shared/device/ unless PICO_UF2 / PICO_BOOTROM name others.
"""

import argparse
import json
import os
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
DEFAULT_KEYS = "wait shot:title.png a a a shot:setup.png a shot:play.png down shot:move.png"


class EmuError(Exception):
    """The emulated Pico could not run, or the firmware failed on it."""


def firmware_paths():
    """(uf2, bootrom) paths, or EmuError saying what to provide."""
    uf2 = os.environ.get("PICO_UF2") or os.path.join(DEVICE, UF2_NAME)
    rom = os.environ.get("PICO_BOOTROM") or os.path.join(DEVICE, "rp2040-bootrom-b1.bin")
    missing = [p for p in (uf2, rom) if not os.path.isfile(p)]
    if missing:
        raise EmuError("no %s: put CircuitPython 9's UF2 for the Pico (console on UART0) and the RP2040 "
                       "B1 boot ROM in ../shared/device/, or name them with PICO_UF2 and PICO_BOOTROM"
                       % " or ".join(missing))
    return uf2, rom


def node_ready():
    """The harness's npm packages, installed from the lock file (npm ci) when missing."""
    if not os.path.isdir(os.path.join(ROOT, "node_modules", "rp2040js")):
        r = subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--silent"], cwd=ROOT)
        if r.returncode:
            raise EmuError("npm ci failed: rp2040js is needed (Node 20 and the npm registry)")


def drive_files(settings=None):
    """{path: bytes} of the CIRCUITPY drive: the bundle, and settings.toml with extra lines."""
    out = {}
    for src, dest, ours in bundle.files():
        if ours:
            out[dest] = bundle.device_text(src).encode()
        else:
            with open(src, "rb") as f:
                out[dest] = f.read()
    with open(os.path.join(ROOT, "firmware", "settings.toml"), "rb") as f:
        toml = f.read()
    for key, value in (settings or {}).items():
        toml += ("%s = %s\n" % (key, json.dumps(value))).encode()
    out["settings.toml"] = toml
    return out


def run(keys=DEFAULT_KEYS, shots=".", flash=None, settings=None, limit_s=600, echo=True, fresh=True,
        workdir=None):
    """Boot the firmware and run a key script; the harness's report (a dict). With `flash`, the
    whole flash is read from that file when it exists (a power cycle: fresh=False keeps the drive
    as it was) and written back at the end. EmuError on a traceback, a hang or bad input."""
    uf2, rom = firmware_paths()
    node_ready()
    tmp = workdir or tempfile.mkdtemp(prefix="pico-")
    report = os.path.join(tmp, "report.json")
    cmd = ["node", HARNESS, "--uf2", uf2, "--bootrom", rom, "--shots", shots, "--keys", keys,
           "--report", report, "--limit-s", str(limit_s)]
    if fresh or not (flash and os.path.exists(flash)):
        image = os.path.join(tmp, "circuitpy.img")
        with open(image, "wb") as f:
            f.write(fatimg.build(drive_files(settings)))
        cmd += ["--fs", image]
    if flash:
        cmd += ["--flash", flash]
    proc = subprocess.run(cmd, stdout=None if echo else subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    out = {}
    if os.path.exists(report):
        with open(report) as f:
            out = json.load(f)
    out["stdout"] = proc.stdout or ""
    if proc.returncode:
        raise EmuError((out.get("traceback") or proc.stderr.strip() or "the harness failed (exit %d)"
                        % proc.returncode))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(prog="tools/emu.py", description=__doc__.split("\n")[0])
    ap.add_argument("--keys", default=DEFAULT_KEYS, help="key script (default: boot, start Las Vegas)")
    ap.add_argument("--shots", default="emu-shots", help="folder for shot:FILE screenshots")
    ap.add_argument("--flash", help="the flash as a file: kept across runs (a power cycle)")
    ap.add_argument("--report", help="write the harness's report (JSON) here")
    ap.add_argument("--limit-s", type=int, default=600, help="emulated seconds a wait may take")
    args = ap.parse_args(argv)
    try:
        out = run(args.keys, args.shots, args.flash, fresh=args.flash is None, limit_s=args.limit_s)
    except EmuError as e:
        print("emu: %s" % e, file=sys.stderr)
        return 1
    if args.report:
        with open(args.report, "w") as f:
            json.dump(out, f, indent=1)
    for path in out.get("shots", []):
        print("wrote", path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
