"""Power cuts across a save on the emulated Pico: the save that rewrites the full log (the backup
file's write, then the nvm sector's erase and program) and the appends after it.

One run records every flash erase and program of that save (the harness's `ops`). The flash a
cut leaves at any instant follows from that record by the harness's own rule (tools/pico/
flash.mjs powerCut: the bytes done so far new, the rest old, or half-erased in an erase), so
the sweep rebuilds it on the host, every few bytes of every operation, and loads it as the
firmware does (ui.store, ui.fat, ui.session). A few cuts are made for real on the chip:
their flash must equal the rebuilt one, and the firmware must boot on it and offer Continue.
POCKET_VEGAS_CUT_STEP sets the sweep's step in bytes (1 is every byte: `make device-test`, which
also cuts twice in a row, in a rewrite of the log and in the one after it).
"""

import json
import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import emu  # noqa: E402

sys.path.insert(0, os.path.join(ROOT, "lib"))
from cuts import rebuilt  # noqa: E402

from ui.fat import Fat, place  # noqa: E402
from ui.records import extend, parse_record  # noqa: E402
from ui.store import Store  # noqa: E402

NVM = 0xFF000  # microcontroller.nvm: the flash sector below CIRCUITPY
DRIVE = 0x100000
SECTOR = 4096
STEP = int(os.environ.get("POCKET_VEGAS_CUT_STEP", "16"))
RANDOM = 1  # a seat kind in emu.start_keys
SETTINGS = {"POCKET_VEGAS_SEED": 1}
# cuts made on the chip: three in make test, all four in the full run
REAL_CUTS = ("backup block", "backup folder", "nvm erase") + (("nvm program",) if STEP == 1 else ())


class _Backup:
    def __init__(self, data):
        self.data = data

    def read(self):
        return self.data

    def write(self, rec):
        raise AssertionError("loading writes nothing")


def _backup_bytes(img):
    """saves/backup.bin as the device would read it, or None where the cut made it unreadable."""
    try:
        fat = Fat(img[DRIVE:])
        d = fat.find(((fat.root, fat.data - fat.root),), "saves")
        f = fat.find([(fat.addr(c), fat.csize) for c in fat.chain(d[0])], "backup.bin")
        data = b"".join(bytes(img[DRIVE + fat.addr(c):DRIVE + fat.addr(c) + fat.csize])
                        for c in fat.chain(f[0]))
        return data[:f[1]]
    except (TypeError, ValueError, IndexError, UnicodeError):
        return None


def loaded(img):
    """(settings, statistics, history or None, problem) the firmware would load from img."""
    full, mores, problem = Store(bytearray(img[NVM:NVM + SECTOR]), _Backup(_backup_bytes(img))).load()
    if full is None:
        return None, None, None, problem
    values, stats, _, session, why = parse_record(full)
    if session is not None:
        for more in mores:
            extend(session, more)
    return bytes(values), stats, list(session.state.history) if session else None, problem or why


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    """A game whose nvm log is full, then a human decision: its save rewrites the log. The
    flash before that save, the record of its operations, and the flash after."""
    try:
        uf2, _ = emu.firmware_paths(emu.firmware_uf2("frozen"))
    except emu.EmuError as e:
        pytest.skip(str(e))
    work = tmp_path_factory.mktemp("cut")
    flash = str(work / "flash.bin")
    emu.run("wait %s a a a" % emu.start_keys("las_vegas", 2, kinds=[0, RANDOM]), str(work), flash=flash,
            echo=False, limit_s=300, settings=SETTINGS, uf2=uf2)
    with open(flash, "rb") as f:
        img = bytearray(f.read())
    # fill the log with records that change nothing (no new moves), so the next save rewrites it
    nvm = bytearray(img[NVM:NVM + SECTOR])
    store = Store(nvm)
    full, mores, _ = store.load()
    _, _, _, session, _ = parse_record(full)
    for more in mores:
        extend(session, more)
    while store.append(session.delta(len(session.state.history))):
        pass
    img[NVM:NVM + SECTOR] = nvm
    before = str(work / "before.bin")
    with open(before, "wb") as f:
        f.write(img)
    after = str(work / "after.bin")
    shutil.copy(before, after)
    r = emu.run("wait a wait ops a wait ms:500", str(work), flash=after, fresh=False, echo=False, limit_s=300,
                uf2=uf2)
    with open(after, "rb") as f:
        final = f.read()
    return {"uf2": uf2, "work": work, "before": before, "img": bytes(img), "final": final, "ops": r["ops"],
            "start": loaded(img)}


def test_the_save_rewrites_the_log_and_touches_only_the_saves_sectors(recorded):
    ops = recorded["ops"]
    sectors = {op[2] // SECTOR for op in ops}
    nvm_erases = [op for op in ops if op[2] == NVM and len(op[4]) == 2 * SECTOR]
    assert len(nvm_erases) == 1, "the full log is rewritten with one erase"
    img = recorded["img"]
    at = place(img[DRIVE:], "saves", "backup.bin")
    assert at >= 0, "the emulator's drive gives the backup sectors of its own"
    fat = Fat(img[DRIVE:])
    d = fat.find(((fat.root, fat.data - fat.root),), "saves")
    f = fat.find([(fat.addr(c), fat.csize) for c in fat.chain(d[0])], "backup.bin")
    data = fat.addr(fat.chain(f[0])[at // fat.csize])
    own = {NVM // SECTOR, (DRIVE + f[2]) // SECTOR, (DRIVE + data) // SECTOR}
    assert sectors <= own, "a cut could harm a sector that holds other files: %s" % (sectors - own)
    assert len(sectors) == 3


def test_a_cut_anywhere_in_the_save_leaves_the_save_before_or_after(recorded):
    start = recorded["start"]
    final = loaded(recorded["final"])
    assert final[2][:len(start[2])] == start[2] and len(final[2]) > len(start[2])
    points = 0
    for i, op in enumerate(recorded["ops"]):
        n = len(op[4]) // 2
        for done in sorted(set(range(0, n + 1, STEP)) | {n}):
            values, stats, history, problem = loaded(rebuilt(recorded["final"], recorded["ops"], i, done))
            where = "operation %d at 0x%x, %d of %d bytes" % (i, op[2], done, n)
            assert (values, stats) == start[:2], "settings or statistics lost: " + where
            assert history is not None, where
            assert history == final[2][:len(history)] and len(history) >= len(start[2]), where
            points += 1
    assert points > 100
    if STEP == 1:  # the full sweep (make device-test): make bench reports it
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                                text=True).stdout.strip() or "unknown"
        os.makedirs(os.path.join(ROOT, "emu-shots"), exist_ok=True)
        with open(os.path.join(ROOT, "emu-shots", "power-cuts.json"), "w") as f:
            json.dump({"commit": commit, "ops": len(recorded["ops"]), "step": STEP, "points": points,
                       "lost": 0, "real": len(REAL_CUTS)}, f, indent=1)


@pytest.mark.parametrize("which", REAL_CUTS)
def test_a_real_cut_leaves_the_flash_rebuilt_and_the_firmware_continues(recorded, which):
    ops = recorded["ops"]
    nvm = [i for i, op in enumerate(ops) if op[2] // SECTOR == NVM // SECTOR]
    drive = [i for i, op in enumerate(ops) if op[2] >= DRIVE and len(op[4]) == 2 * SECTOR]
    i = {"backup block": drive[0], "backup folder": drive[-1], "nvm erase": nvm[0],
         "nvm program": nvm[1]}[which]
    op = ops[i]
    us = (op[1] - op[0]) / 2000  # halfway through it
    flash = str(recorded["work"] / ("cut-%s.bin" % which.replace(" ", "-")))
    shutil.copy(recorded["before"], flash)
    r = emu.run("wait a wait cut:%d:%d a ms:2000" % (i + 1, us), str(recorded["work"]), flash=flash,
                fresh=False, echo=False, limit_s=300, uf2=recorded["uf2"])
    assert r["cut"] and r["cut"]["addr"] == op[2]
    with open(flash, "rb") as f:
        cut = f.read()
    assert cut == bytes(rebuilt(recorded["final"], ops, i, r["cut"]["done"]))
    again = emu.run("wait a wait", str(recorded["work"]), flash=flash, fresh=False, echo=False, limit_s=300,
                    uf2=recorded["uf2"])
    assert again["traceback"] is None
    assert [name for _, name in again["scenes"]][:2] == ["title", "play"]  # Continue was offered
    # the backup's folder and file are back where a later rewrite of the log will need them
    with open(flash, "rb") as f:
        assert place(f.read()[DRIVE:], "saves", "backup.bin") >= 0


@pytest.mark.skipif(STEP != 1, reason="two cuts in a row in a rewrite of the log: make device-test")
def test_two_cuts_in_a_row_each_in_a_rewrite_of_the_log_keep_the_game(recorded):
    """A cut in the nvm sector's erase; power on, Continue: the log, damaged, is rewritten at the
    save as the human's turn comes, and a second cut comes in that erase too. Power on again:
    the game continues, with every move saved before the first cut."""
    ops = recorded["ops"]
    first = next(i for i, op in enumerate(ops) if op[2] == NVM and len(op[4]) == 2 * SECTOR)
    work = recorded["work"]
    flash = str(work / "two-cuts.bin")
    shutil.copy(recorded["before"], flash)
    us = (ops[first][1] - ops[first][0]) // 2000
    r = emu.run("wait a wait cut:%d:%d a ms:2000" % (first + 1, us), str(work), flash=flash, fresh=False,
                echo=False, limit_s=300, uf2=recorded["uf2"])
    assert r["cut"] and r["cut"]["addr"] == NVM
    probe = str(work / "two-cuts-probe.bin")
    shutil.copy(flash, probe)
    seen = emu.run("wait ops a*4 wait ms:500", str(work), flash=probe, fresh=False, echo=False,
                   limit_s=300, uf2=recorded["uf2"])
    second = next(i for i, op in enumerate(seen["ops"]) if op[2] == NVM and len(op[4]) == 2 * SECTOR)
    r = emu.run("wait cut:%d:%d a*4 ms:2000" % (second + 1, us), str(work), flash=flash, fresh=False,
                echo=False, limit_s=300, uf2=recorded["uf2"])
    assert r["cut"] and r["cut"]["addr"] == NVM
    with open(flash, "rb") as f:
        values, stats, history, _ = loaded(f.read())
    start = recorded["start"]
    assert (values, stats) == start[:2] and history[:len(start[2])] == start[2]
    again = emu.run("wait a wait", str(work), flash=flash, fresh=False, echo=False, limit_s=300,
                    uf2=recorded["uf2"])
    assert again["traceback"] is None
    assert [name for _, name in again["scenes"]][:2] == ["title", "play"]
