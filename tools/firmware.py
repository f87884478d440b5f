"""make firmware: one UF2 per board a player owns, CircuitPython 10.2.1 with the game frozen in
and the board named in flash.

    python tools/firmware.py [--board NAME ...] [--out dist]

A board is one of boards/ (pico_display, pico_display_2, pico_lcd_1_3, picosystem,
t_display_rp2040); the three Pico add-ons share one firmware build, their UF2s differ only in
the board they name (boards.BLOCK). A UF2 holds no drive: an update keeps what the drive holds,
and a blank drive is made by CircuitPython at the first start (the game makes its saves folder).

CircuitPython's sources come from ../shared/circuitpython/ (CP_SOURCE names another tarball);
they are unpacked, patched (firmware/patches/) and each board built in a cache outside the clone
(POCKET_VEGAS_CACHE, default ~/.cache/pocket-vegas), with Arm GCC 14 in a Debian trixie chroot
made there once (tools/firmware_chroot.sh). A board's build folder is kept: a changed game
rebuilds in about a minute, a changed board definition or patch from scratch (about 4 minutes
on 2 cores)."""

import argparse
import contextlib
import hashlib
import os
import shutil
import struct
import subprocess
import sys
import tarfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bundle  # noqa: E402

ROOT = bundle.ROOT
sys.path.insert(0, ROOT)
import boards  # noqa: E402

CP_VERSION = "10.2.1"
CP_TARBALL = os.path.join(os.path.dirname(ROOT), "shared", "circuitpython",
                          "circuitpython-%s-rp2040-src.tar.xz" % CP_VERSION)
# Each board a player owns (our board module) and the CircuitPython board its firmware is.
FIRMWARE_OF = {"pico_display": "raspberry_pi_pico", "pico_display_2": "raspberry_pi_pico",
               "pico_lcd_1_3": "raspberry_pi_pico", "picosystem": "pimoroni_picosystem",
               "t_display_rp2040": "lilygo_t_display_rp2040"}
BOARD_FILES = os.path.join(ROOT, "firmware", "boards")
PATCHES = os.path.join(ROOT, "firmware", "patches")
# The RP2040's flash as CircuitPython 10 lays it out (ports/raspberrypi/mpconfigport.h): the
# firmware from 0x10000000, 4 KB of microcontroller.nvm (the save log) at 1020 KB, the drive at
# 1 MB. The firmware's last 4 KB hold the board's name (boards.BLOCK). A UF2 never writes the
# nvm sector or the drive, so flashing keeps the save and the drive's files.
FLASH = 0x10000000
NVM = FLASH + 1020 * 1024
DRIVE = FLASH + 1024 * 1024
DRIVE_SIZE = 1024 * 1024  # the drive images the emulator's tests boot with
RP2040_FAMILY = 0xE48BFF56
_UF2_MAGIC = (0x0A324655, 0x9E5D5157, 0x0AB16F30)
_UF2_FAMILY_FLAG = 0x2000


def cache_dir():
    return os.environ.get("POCKET_VEGAS_CACHE") or os.path.expanduser("~/.cache/pocket-vegas")


def version():
    """The build's name in the UF2's file name: `git describe`, else the bundle's build id."""
    r = subprocess.run(["git", "describe", "--tags", "--always", "--dirty"], cwd=ROOT, capture_output=True,
                       text=True)
    if r.returncode == 0 and r.stdout.strip():
        return r.stdout.strip()
    return bundle.build_id(bundle.device_files())


# -- UF2 ----------------------------------------------------------------------------------
def uf2_read(data):
    """[(address, 256-byte payload)] of a UF2 file, in its order; ValueError if it is not one."""
    out = []
    for off in range(0, len(data), 512):
        m0, m1, flags, addr, size, _, _, _ = struct.unpack_from("<8I", data, off)
        if (m0, m1) != _UF2_MAGIC[:2] or struct.unpack_from("<I", data, off + 508)[0] != _UF2_MAGIC[2]:
            raise ValueError("not a UF2 file (block %d)" % (off // 512))
        out.append((addr, bytes(data[off + 32:off + 32 + size])))
    return out


def uf2_write(blocks):
    """A UF2 file of [(address, payload <= 256 bytes)] for the RP2040."""
    out = bytearray()
    for i, (addr, payload) in enumerate(blocks):
        head = struct.pack("<8I", _UF2_MAGIC[0], _UF2_MAGIC[1], _UF2_FAMILY_FLAG, addr, len(payload), i,
                           len(blocks), RP2040_FAMILY)
        out += head + payload.ljust(476, b"\0") + struct.pack("<I", _UF2_MAGIC[2])
    return bytes(out)


def board_block(board, build):
    """The 256 bytes our UF2 writes at boards.BLOCK: the board's name and the game's build."""
    line = ("%s %s %s\n" % (boards.BLOCK_MAGIC, board, build)).encode()
    return line.ljust(256, b"\xff")


def combine(firmware_uf2, board, build):
    """The firmware's UF2 with the board's block added; ValueError if the firmware reaches it."""
    blocks = uf2_read(firmware_uf2)
    end = max(addr + len(p) for addr, p in blocks)
    if end > boards.BLOCK:
        raise ValueError("the firmware ends at 0x%08x, past the board's block at 0x%08x"
                         % (end, boards.BLOCK))
    return uf2_write(blocks + [(boards.BLOCK, board_block(board, build))])


def named(path):
    """(board, build) a UF2 of ours names in its board block, or None."""
    with open(path, "rb") as f:
        for addr, payload in uf2_read(f.read()):
            if addr == boards.BLOCK:
                parts = payload.split(b"\n")[0].decode().split(" ")
                if len(parts) == 3 and parts[0] == boards.BLOCK_MAGIC:
                    return parts[1], parts[2]
    return None


def game_build():
    """The build id of the game our firmware freezes (what a UF2's block names)."""
    return bundle.build_id(bundle.frozen_modules())


# -- the build ------------------------------------------------------------------------------
def _write_tree(folder, files):
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    for rel, data in files.items():
        path = os.path.join(folder, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)


def _board_definition(board):
    """{file name: bytes} of our definition of `board`: its folder here, and the shared .mk."""
    out = {}
    folder = os.path.join(BOARD_FILES, board)
    for name in sorted(os.listdir(folder)) + ["../pocket_vegas.mk"]:
        with open(os.path.join(folder, name), "rb") as f:
            out[os.path.basename(name)] = f.read()
    return out


def _patches():
    """[(name, bytes)] of our patches to CircuitPython's source, in the order they apply."""
    return [(name, open(os.path.join(PATCHES, name), "rb").read()) for name in sorted(os.listdir(PATCHES))
            if name.endswith(".patch")]


def source(cache):
    """CircuitPython's source tree in the cache, unpacked and patched once (again whenever the
    patches change)."""
    tree = os.path.join(cache, "src", "circuitpython-%s" % CP_VERSION)
    stamp = os.path.join(tree, ".unpacked")
    digest = hashlib.sha256(b"".join(n.encode() + d for n, d in _patches())).hexdigest()
    if not os.path.isfile(stamp) or open(stamp).read() != digest:
        tarball = os.environ.get("CP_SOURCE") or CP_TARBALL
        if not os.path.isfile(tarball):
            raise SystemExit("no CircuitPython source: %s (see ../shared/circuitpython/README.md), "
                             "or name a tarball with CP_SOURCE" % tarball)
        if os.path.isdir(tree):
            shutil.rmtree(tree)
        with tarfile.open(tarball) as t:
            t.extractall(os.path.dirname(tree), filter="tar")
        for name, data in _patches():
            r = subprocess.run(["patch", "-p1", "--quiet", "--forward"], cwd=tree, input=data,
                               capture_output=True)
            if r.returncode:
                raise SystemExit("firmware/patches/%s does not apply to CircuitPython %s:\n%s"
                                 % (name, CP_VERSION, (r.stdout + r.stderr).decode()))
        with open(stamp, "w") as f:
            f.write(digest)
    return tree, digest


def build(board, cache, jobs=2, quiet=True):
    """Build `board`'s firmware with the game frozen in; the path of its firmware.uf2."""
    tree, patched = source(cache)
    port = os.path.join(tree, "ports", "raspberrypi")
    definition = _board_definition(board)
    # our definition over CircuitPython's (board.c, pins.c and the SDK header stay theirs)
    for name, data in definition.items():
        with open(os.path.join(port, "boards", board, name), "wb") as f:
            f.write(data)
    build_dir = os.path.join(port, "build-" + board)
    stamp = os.path.join(build_dir, "pocket-vegas-definition")
    digest = hashlib.sha256(patched.encode())
    for k, v in sorted(definition.items()):
        digest.update(k.encode() + v)
    digest = digest.hexdigest()
    if os.path.isdir(build_dir) and (not os.path.isfile(stamp) or open(stamp).read() != digest):
        shutil.rmtree(build_dir)  # a changed module flag or patch needs a clean build folder
    frozen = os.path.join(cache, "frozen", board)
    _write_tree(frozen, bundle.frozen_modules())
    for old in ("frozen_mpy", "manifest.py"):  # (made again from `frozen`: no module left over)
        path = os.path.join(build_dir, old)
        if os.path.isdir(path):
            shutil.rmtree(path)
        elif os.path.exists(path):
            os.remove(path)
    chroot = os.path.join(cache, "trixie-arm")
    script = os.path.join(ROOT, "tools", "firmware_chroot.sh")
    subprocess.run(["bash", script, chroot, "setup"], check=True)
    epoch = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True,
                           text=True).stdout.strip() or "0"
    inner = "/src/" + os.path.relpath(port, cache)
    cmd = ["bash", script, chroot, "run", cache, "env", "CP_VERSION=" + CP_VERSION,
           "SOURCE_DATE_EPOCH=" + epoch, "make", "-C", inner, "BOARD=" + board, "-j%d" % jobs,
           "POCKET_VEGAS_FROZEN=/src/" + os.path.relpath(frozen, cache)]
    log = os.path.join(cache, "build-%s.log" % board)
    with open(log, "w") as f:
        r = subprocess.run(cmd, stdout=f if quiet else None, stderr=subprocess.STDOUT)
    if r.returncode:
        with open(log) as f:
            tail = f.read()[-3000:]
        raise SystemExit("%s: the firmware build failed (whole log: %s)\n%s" % (board, log, tail))
    os.makedirs(build_dir, exist_ok=True)
    with open(stamp, "w") as f:
        f.write(digest)
    return os.path.join(build_dir, "firmware.uf2")


def uf2_name(board, ver=None):
    """The file a player drags onto the board: named by the board (boards/ module name)."""
    return "pocket-vegas-%s-%s.uf2" % (board, ver or version())


@contextlib.contextmanager
def _one_build_at_a_time(cache):
    """Held while a build uses the cache's source tree: two clones building at once would share
    its build folders."""
    import fcntl

    os.makedirs(cache, exist_ok=True)
    with open(os.path.join(cache, "build.lock"), "w") as f:
        try:
            fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            print("waiting for another firmware build in %s" % cache, flush=True)
            fcntl.flock(f, fcntl.LOCK_EX)
        yield


def make(names, out, cache=None, jobs=2):
    """The UF2 of each board in `names` (boards/ module names) in `out`; their paths. Each
    CircuitPython board is built once, however many of the boards share it."""
    cache = cache or cache_dir()
    os.makedirs(out, exist_ok=True)
    ver, build_ = version(), game_build()
    built = {}
    paths = []
    for name in names:
        cp_board = FIRMWARE_OF[name]
        if cp_board not in built:
            with _one_build_at_a_time(cache):
                with open(build(cp_board, cache, jobs), "rb") as f:
                    built[cp_board] = f.read()
        path = os.path.join(out, uf2_name(name, ver))
        with open(path, "wb") as f:
            f.write(combine(built[cp_board], name, build_))
        paths.append(path)
    return paths


def main(argv=None):
    ap = argparse.ArgumentParser(prog="tools/firmware.py", description=__doc__.split("\n")[0])
    ap.add_argument("--board", action="append", choices=sorted(FIRMWARE_OF), help="a board (default: all)")
    ap.add_argument("--out", default=os.path.join(ROOT, "dist"))
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    args = ap.parse_args(argv)
    for path in make(args.board or sorted(FIRMWARE_OF), args.out, jobs=args.jobs):
        print("wrote", os.path.relpath(path, ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
