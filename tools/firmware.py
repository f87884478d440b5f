"""make firmware: for each board, one UF2 of CircuitPython 10.2.1 with the game frozen in and
its drive (code.py, boot.py, settings.toml, saves/) carried along.

    python tools/firmware.py [--board ID ...] [--out dist]

CircuitPython's sources come from ../shared/circuitpython/ (CP_SOURCE names another tarball);
they are unpacked, and each board built, in a cache outside the clone (POCKET_VEGAS_CACHE,
default ~/.cache/pocket-vegas), with Arm GCC 14 in a Debian trixie chroot made there once
(tools/firmware_chroot.sh). A board's build folder is kept: a changed game rebuilds in about a
minute, a changed board definition from scratch (about 4 minutes on 2 cores)."""

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
import fatimg  # noqa: E402

ROOT = bundle.ROOT
CP_VERSION = "10.2.1"
CP_TARBALL = os.path.join(os.path.dirname(ROOT), "shared", "circuitpython",
                          "circuitpython-%s-rp2040-src.tar.xz" % CP_VERSION)
BOARDS = ("raspberry_pi_pico", "pimoroni_picosystem", "lilygo_t_display_rp2040")
BOARD_FILES = os.path.join(ROOT, "firmware", "boards")
DRIVE_LABEL = "POCKETVEGAS"  # as mpconfigboard.h's CIRCUITPY_DRIVE_LABEL
# The RP2040's flash as CircuitPython 10 lays it out (ports/raspberrypi/mpconfigport.h): the
# firmware from 0x10000000, 4 KB of microcontroller.nvm (the save log) at 1020 KB, the drive at
# 1 MB. A UF2 never writes the nvm sector, so flashing keeps the save.
FLASH = 0x10000000
NVM = FLASH + 1020 * 1024
DRIVE = FLASH + 1024 * 1024
DRIVE_SIZE = 1024 * 1024  # a 2 MB Pico's drive; boards with more flash keep theirs past it
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


def drive_blocks(image):
    """UF2 blocks of a drive image: every 4 KB flash sector up to the FAT's data area (the boot
    ROM erases a sector it writes into, so these must come whole), then each sector that holds
    data. Sectors left out keep what they held: unlisted clusters, free to the FAT."""
    bps, _, reserved, nfats, nroot, _, _, fatsz = struct.unpack_from("<HBHBHHBH", image, 11)
    data_off = (reserved + nfats * fatsz) * bps + nroot * 32
    out = []
    for off in range(0, len(image), fatimg.FLASH_SECTOR):
        sector = image[off:off + fatimg.FLASH_SECTOR]
        if off < data_off or sector.strip(b"\0"):
            out.extend((DRIVE + off + i, sector[i:i + 256]) for i in range(0, len(sector), 256))
    return out


def combine(firmware_uf2, drive):
    """The firmware's UF2 with the drive's files ({path: bytes}) added as a FAT image at 1 MB;
    ValueError if the firmware reaches the save's nvm sector."""
    blocks = uf2_read(firmware_uf2)
    end = max(addr + len(p) for addr, p in blocks)
    if end > NVM:
        raise ValueError("the firmware ends at 0x%08x, past the save's sector at 0x%08x" % (end, NVM))
    return uf2_write(blocks + drive_blocks(fatimg.build(drive, DRIVE_SIZE, DRIVE_LABEL)))


def drive_of(path):
    """{path: bytes} of the drive a UF2 carries ({} when it carries none)."""
    with open(path, "rb") as f:
        blocks = uf2_read(f.read())
    image = bytearray(DRIVE_SIZE)
    found = False
    for addr, payload in blocks:
        if DRIVE <= addr < DRIVE + DRIVE_SIZE:
            image[addr - DRIVE:addr - DRIVE + len(payload)] = payload
            found = True
    return fatimg.read(bytes(image)) if found else {}


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


def source(cache):
    """CircuitPython's source tree in the cache, unpacked once."""
    tree = os.path.join(cache, "src", "circuitpython-%s" % CP_VERSION)
    if not os.path.isfile(os.path.join(tree, ".unpacked")):
        tarball = os.environ.get("CP_SOURCE") or CP_TARBALL
        if not os.path.isfile(tarball):
            raise SystemExit("no CircuitPython source: %s (see ../shared/circuitpython/README.md), "
                             "or name a tarball with CP_SOURCE" % tarball)
        if os.path.isdir(tree):
            shutil.rmtree(tree)
        with tarfile.open(tarball) as t:
            t.extractall(os.path.dirname(tree), filter="tar")
        open(os.path.join(tree, ".unpacked"), "w").close()
    return tree


def build(board, cache, jobs=2, quiet=True):
    """Build `board`'s firmware with the game frozen in; the path of its firmware.uf2."""
    tree = source(cache)
    port = os.path.join(tree, "ports", "raspberrypi")
    definition = _board_definition(board)
    # our definition over CircuitPython's (board.c, pins.c and the SDK header stay theirs)
    for name, data in definition.items():
        with open(os.path.join(port, "boards", board, name), "wb") as f:
            f.write(data)
    build_dir = os.path.join(port, "build-" + board)
    stamp = os.path.join(build_dir, "pocket-vegas-definition")
    digest = hashlib.sha256(b"".join(k.encode() + v for k, v in sorted(definition.items()))).hexdigest()
    if os.path.isdir(build_dir) and (not os.path.isfile(stamp) or open(stamp).read() != digest):
        shutil.rmtree(build_dir)  # a changed module flag needs a clean build folder
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


def make(boards, out, cache=None, jobs=2):
    """Each board's UF2 in `out`; their paths."""
    cache = cache or cache_dir()
    os.makedirs(out, exist_ok=True)
    ver = version()
    drive = bundle.device_files(frozen=True)
    paths = []
    for board in boards:
        with _one_build_at_a_time(cache):
            with open(build(board, cache, jobs), "rb") as f:
                firmware_uf2 = f.read()
        path = os.path.join(out, uf2_name(board, ver))
        with open(path, "wb") as f:
            f.write(combine(firmware_uf2, drive))
        paths.append(path)
    return paths


def main(argv=None):
    ap = argparse.ArgumentParser(prog="tools/firmware.py", description=__doc__.split("\n")[0])
    ap.add_argument("--board", action="append", choices=BOARDS, help="a board id (default: all)")
    ap.add_argument("--out", default=os.path.join(ROOT, "dist"))
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    args = ap.parse_args(argv)
    for path in make(args.board or BOARDS, args.out, jobs=args.jobs):
        print("wrote", os.path.relpath(path, ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
