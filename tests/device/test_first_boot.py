"""The first boot after a flash, on the emulated Pico with our UF2: an update over a drive that
is fine writes nothing before the title; a drive that is not there (a new chip, or one a cut or a
damage took) is made by CircuitPython and its saves folder by the game. A power cut in any of
those writes, and a second cut in the boot after it, leave a board that starts the game and
still offers Continue.

Each cut comes halfway through the erase or program it hits; make test cuts the first and the
last of the first boot's writes on the chip, `make device-test` (POCKET_VEGAS_CUT_STEP=1) every
erase and program, some on the chip and the rest rebuilt on the host (_cuts)."""

import os
import shutil
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import emu  # noqa: E402
import fatimg  # noqa: E402

sys.path.insert(0, os.path.join(ROOT, "lib"))
from cuts import rebuilt  # noqa: E402

from ui.fat import place  # noqa: E402

DRIVE = 0x100000
FLASH = 0x200000
RANDOM = 1  # a seat kind in emu.start_keys
ALL = os.environ.get("POCKET_VEGAS_CUT_STEP") == "1"


def _uf2():
    try:
        uf2, _ = emu.firmware_paths(emu.firmware_uf2("frozen"))
    except emu.EmuError as e:
        pytest.skip(str(e))
    return uf2


def _read(path):
    with open(path, "rb") as f:
        return bytearray(f.read())


def _write(path, data):
    with open(path, "wb") as f:
        f.write(data)


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    """A game played to its first decisions and saved, on a drive the emulator made; the flash
    as the power-off left it, and the title then (Continue on it)."""
    uf2 = _uf2()
    work = tmp_path_factory.mktemp("first-boot")
    flash = str(work / "saved.bin")
    emu.run("wait %s a a" % emu.start_keys("las_vegas", 2, kinds=[0, RANDOM]), str(work), flash=flash,
            echo=False, limit_s=300, settings={"POCKET_VEGAS_SEED": 1}, uf2=uf2)
    r = emu.run("wait shot:title.png", str(work), flash=flash, fresh=False, echo=False, limit_s=120, uf2=uf2)
    return {"uf2": uf2, "work": work, "flash": flash, "title": _read(r["shots"][0])}


@pytest.fixture(scope="module")
def no_drive(saved):
    """The same flash with its drive erased (a chip whose drive is gone): the first boot, its
    every erase and program recorded, and the title it reaches."""
    work = saved["work"]
    img = _read(saved["flash"])
    img[DRIVE:FLASH] = b"\xff" * (FLASH - DRIVE)
    before = str(work / "no-drive.bin")
    _write(before, img)
    after = str(work / "no-drive-after.bin")
    shutil.copy(before, after)
    r = emu.run("ops wait shot:made.png ms:3000", str(work), flash=after, fresh=False, blank=True, echo=False,
                limit_s=120, uf2=saved["uf2"])
    return {"before": before, "after": _read(after), "ops": r["ops"], "report": r}


def test_an_update_over_a_good_drive_writes_nothing_before_the_title(saved):
    """No boot_out.txt (our firmware's patch), no launchers to rewrite: the first boot after a
    flash reads the drive and the save, and writes neither."""
    flash = str(saved["work"] / "update.bin")
    shutil.copy(saved["flash"], flash)
    r = emu.run("ops wait shot:updated.png", str(saved["work"]), flash=flash, fresh=False, reflash=True,
                echo=False, limit_s=120, uf2=saved["uf2"])
    assert r["traceback"] is None
    assert r["ops"] == [], "the first boot wrote the flash at 0x%x" % r["ops"][0][2]
    assert _read(r["shots"][0]) == saved["title"]


def test_with_no_drive_the_game_starts_and_makes_its_saves_folder(no_drive, saved):
    """CircuitPython makes a drive (its own code.py among the files: ours is frozen in and runs
    whatever the drive holds), and the game its saves folder and backup file, placed in flash
    sectors of their own; the save in nvm is untouched, and the title offers Continue."""
    r = no_drive["report"]
    assert r["traceback"] is None
    assert _read(r["shots"][0]) == saved["title"]
    img = no_drive["after"]
    drive = {name.lower(): data for name, data in fatimg.read(bytes(img[DRIVE:FLASH])).items()}
    assert drive["code.py"] == b'print("Hello World!")\n'  # (CircuitPython's: not run)
    assert drive["saves/backup.bin"] == b"\xff" * 12288
    assert place(bytes(img[DRIVE:FLASH]), "saves", "backup.bin") >= 0
    assert img[DRIVE - 0x1000:DRIVE] == _read(saved["flash"])[DRIVE - 0x1000:DRIVE]  # the save
    assert all(op[2] >= DRIVE for op in no_drive["ops"])


def _cuts(ops):
    """[(operation, whether the chip makes the cut, whether a second cut follows in the next
    boot)]. The first boot rewrites whole sectors, each an erase then 16 page programs. With
    POCKET_VEGAS_CUT_STEP=1 every operation, halfway: the chip cuts each sector's erase and its
    ninth program, the host rebuilds the flash the others leave (the harness's rule, checked
    against the chip's own cuts) and the chip boots on it; a second cut after every fourth. Else
    the first (CircuitPython's format of the drive) and the last (the game's backup file), each
    cut by the chip, each twice."""
    n = len(ops)
    if not ALL:
        return [(0, True, True), (n - 1, True, True)]
    out, page = [], 0
    for i, op in enumerate(ops):
        page = 0 if len(op[3]) == 2 * 4096 else page + 1  # (op[3]: the sector's or page's bytes before, hex)
        out.append((i, page in (0, 9), len(out) % 4 == 0))
    return out


def _cut_and_boot(i, on_chip, twice, ops, no_drive, saved):
    """Cut operation i halfway (and the next boot's first write, when `twice`), boot again: the
    title with Continue, the backup placeable. An error message, or ''."""
    op = ops[i]
    flash = str(saved["work"] / ("cut-%d.bin" % i))
    us = max(1, (op[1] - op[0]) // 2000)
    if on_chip:
        shutil.copy(no_drive["before"], flash)
        r = emu.run("cut:%d:%d wait ms:3000" % (i + 1, us), str(saved["work"]), flash=flash, fresh=False,
                    blank=True, echo=False, limit_s=120, uf2=saved["uf2"])
        if not (r["cut"] and r["cut"]["addr"] == op[2]):
            return "operation %d was not cut" % i
        if _read(flash) != rebuilt(no_drive["after"], ops, i, r["cut"]["done"]):
            return "the chip's cut in operation %d left a flash the host does not rebuild" % i
    else:
        _write(flash, rebuilt(no_drive["after"], ops, i, len(op[4]) // 4))
    if twice:  # the next boot: cut again in its first write, if it makes one
        second = emu.run("cut:1:%d wait ms:3000" % us, str(saved["work"]), flash=flash, fresh=False,
                         blank=True, echo=False, limit_s=120, uf2=saved["uf2"])
        if second["traceback"] is not None:
            return "after a cut in operation %d: %s" % (i, second["traceback"])
    for _ in range(3):  # (a boot that finds the drive half-made has it made again, and resets)
        last = emu.run("wait shot:cut-%d.png" % i, str(saved["work"]), flash=flash, fresh=False, blank=True,
                       echo=False, limit_s=120, uf2=saved["uf2"])
        if last.get("reset") is None:
            break
    if last["traceback"] is not None:
        return "after cuts in operation %d and the next boot: %s" % (i, last["traceback"])
    if _read(last["shots"][0]) != saved["title"]:
        return "after a cut in operation %d: not the title with Continue" % i
    if place(bytes(_read(flash)[DRIVE:FLASH]), "saves", "backup.bin") < 0:
        return "no backup after operation %d" % i
    return ""


def test_a_cut_in_any_write_of_a_first_boot_then_a_second_leaves_a_board_that_starts(no_drive, saved):
    from concurrent.futures import ThreadPoolExecutor

    ops = no_drive["ops"]
    assert ops, "the first boot made the drive"
    cuts = _cuts(ops)
    with ThreadPoolExecutor(os.cpu_count() or 1) as pool:  # (each run is an emulator process)
        errors = [e for e in pool.map(lambda c: _cut_and_boot(*c, ops, no_drive, saved), cuts) if e]
    assert not errors, "%d of %d cuts: %s" % (len(errors), len(cuts), "; ".join(errors[:5]))


def test_a_new_board_gets_a_drive_the_size_of_its_flash(tmp_path):
    """Our UF2 holds no drive: on a new chip CircuitPython makes one the size of the board's flash
    (the PicoSystem's 16 MB, less the firmware's 1 MB), and the game its saves folder in it."""
    from ui.fat import drive_sectors

    try:
        uf2, _ = emu.firmware_paths(emu.firmware_uf2("frozen", "picosystem"))
    except emu.EmuError as e:
        pytest.skip(str(e))
    flash = str(tmp_path / "new.bin")
    r = emu.run("wait ms:1000", str(tmp_path), flash=flash, blank=True, echo=False, limit_s=120, uf2=uf2,
                board="picosystem")
    assert r["traceback"] is None
    img = _read(flash)
    assert len(img) == 16 * 1024 * 1024
    assert drive_sectors(img[DRIVE:DRIVE + 512]) * 512 == 15 * 1024 * 1024
    assert place(bytes(img[DRIVE:]), "saves", "backup.bin") >= 0
