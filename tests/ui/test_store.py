"""The save log: appends cost no erase, and a power cut at any byte of any save keeps the save
before it; settings and statistics survive every cut."""

import os

import pytest
import tools_path  # noqa: F401  (puts tools/ on the path)
from save_wear import Backup, Cut, Flash

from host_sim.driver import FileNvm
from ui.backup import FileBackup
from ui.store import HEADER, SaveTooBig, Store


def payload(n, seed):
    return bytes((seed * 31 + i * 7) & 0xFF for i in range(n))


def reboot(flash, backup=None):
    s = Store(flash, backup)
    return s, s.load()


def test_empty_then_full_and_more_records():
    f = Flash()
    s, got = reboot(f)
    assert got == (None, [], "")
    s.save(b"hello")
    assert s.append(b"m1") and s.append(b"m2")
    assert reboot(f)[1] == (b"hello", [b"m1", b"m2"], "")
    s.save(b"world!")  # a full record starts again: the moves before it are in it
    assert reboot(f)[1] == (b"world!", [], "")
    assert f.erases == 0


def test_a_blank_log_takes_no_more_record_until_a_full_one():
    s, _ = reboot(Flash())
    assert not s.append(b"m")
    s.save(b"x")
    assert s.append(b"m")


def test_a_full_log_is_rewritten_with_one_erase_and_the_backup_first():
    f, b = Flash(), Backup()
    s, _ = reboot(f, b)
    s.save(payload(300, 1))
    n = 0
    while s.append(payload(40, n)):
        n += 1
    assert n == (4096 - HEADER - 300) // (HEADER + 40) and f.erases == 0 and b.data is None
    s.save(payload(310, 2))
    assert f.erases == 1
    assert reboot(f, b)[1] == (payload(310, 2), [], "")
    assert b.data[:HEADER + 310] == f.data[:HEADER + 310]  # the same record in both


def _history(f, b):
    """A log that has been rewritten once: the states a reboot may find, oldest first."""
    s, _ = reboot(f, b)
    states = []
    s.save(payload(200, 1))
    states.append((payload(200, 1), []))
    i = 0
    while s.append(payload(60, i)):
        states.append((payload(200, 1), [payload(60, j) for j in range(i + 1)]))
        i += 1
    s.save(payload(220, 2))  # the rewrite
    states.append((payload(220, 2), []))
    s.append(payload(30, 9))
    states.append((payload(220, 2), [payload(30, 9)]))
    return s, states


@pytest.mark.parametrize("backup", [True, False])
def test_a_cut_at_any_byte_of_an_append_keeps_the_save_before(backup):
    f = Flash()
    b = Backup() if backup else None
    s, states = _history(f, b)
    before = (bytes(f.data), b.data if b else None)
    for k in range(HEADER + 30 + 1):
        f.data[:] = before[0]
        if b:
            b.data = before[1]
        s, _ = reboot(f, b)
        f.cut = k
        with pytest.raises(Cut):
            s.append(payload(30, 10))
        f.cut = None
        full, mores, problem = reboot(f, b)[1]
        if k == HEADER + 30:
            assert (full, mores) == (payload(220, 2), [payload(30, 9), payload(30, 10)])
        else:
            assert (full, mores) == states[-1], k
            assert problem in ("", "The last save was damaged; an earlier one was restored.")
        s, _ = reboot(f, b)  # and the next save goes on from there, with no surprise erase
        erases = f.erases
        s.save(b"next")
        assert reboot(f, b)[1][0] == b"next"
        assert f.erases <= erases + 1


def _fill(s):
    s.save(payload(400, 1))
    i = 0
    while s.append(payload(50, i)):
        i += 1
    return (payload(400, 1), [payload(50, j) for j in range(i)])


def test_a_cut_at_any_byte_of_a_rewrite_keeps_a_good_copy():
    """Through the backup's write and then the log's erase and program: the reboot finds the
    new save or the one before, never nothing."""
    f, b = Flash(), Backup()
    s, _ = reboot(f, b)
    old = _fill(s)
    new = payload(700, 3)
    before = bytes(f.data)
    cuts = [("backup", k) for k in range(-1, HEADER + len(new) + 1, 7)]
    cuts += [("nvm", k) for k in range(-1, 4097, 5)]
    for where, k in cuts:
        f.data[:] = before
        b.data = None
        s, _ = reboot(f, b)
        if where == "backup":
            b.cut = k
        else:
            f.cut = k
        try:
            s.save(new)
        except Cut:
            pass
        b.cut = f.cut = None
        full, mores, problem = reboot(f, b)[1]
        assert (full, mores) in (old, (new, [])), (where, k)
        if where == "nvm":
            assert full == new, (where, k)  # the backup was written before the erase
        s, _ = reboot(f, b)
        s.save(b"after")  # and saving goes on
        assert reboot(f, b)[1][0] == b"after"


def test_after_a_cut_rewrite_the_log_is_rewritten_before_the_backup():
    f, b = Flash(), Backup()
    s, _ = reboot(f, b)
    _fill(s)
    f.cut = -1
    with pytest.raises(Cut):
        s.save(payload(500, 4))
    f.cut = None
    s, got = reboot(f, b)
    assert got[0] == payload(500, 4)
    b.cut = -1  # a backup write now would lose the only good copy: none may happen
    s.save(payload(300, 5))
    b.cut = None
    assert reboot(f, b)[1][0] == payload(300, 5)


def test_without_a_backup_a_cut_erase_is_reported_not_loaded():
    f = Flash()
    s, _ = reboot(f)
    _fill(s)
    f.cut = -1
    with pytest.raises(Cut):
        s.save(payload(500, 4))
    f.cut = None
    assert reboot(f)[1] == (None, [], "Saved data was damaged and has been ignored.")


def test_every_flipped_bit_of_the_last_record_is_rejected():
    f = Flash()
    s, _ = reboot(f)
    s.save(payload(50, 1))
    s.append(payload(20, 2))
    end = 2 * HEADER + 70
    for byte in range(HEADER + 50, end):
        for bit in range(8):
            bad = Flash()
            bad.data[:] = f.data
            bad.data[byte] ^= 1 << bit
            full, mores, problem = reboot(bad)[1]
            assert (full, mores) == (payload(50, 1), []), (byte, bit)
            assert "damaged" in problem


def test_the_two_fixed_slots_of_earlier_builds_still_load():
    from ui.store import _record

    f = Flash()
    old = _record(7, False, b"older")
    newer = _record(8, False, b"newer")
    f.data[0:len(old)] = old
    f.data[2048:2048 + len(newer)] = newer
    f.data[0:2] = b"PV"
    f.data[2048:2050] = b"PV"
    s, got = reboot(f)
    assert got == (b"newer", [], "")
    s.save(b"now")  # the log replaces them
    assert reboot(f)[1] == (b"now", [], "")


def test_too_big_is_refused_and_keeps_the_old_save():
    f = Flash()
    s, _ = reboot(f)
    s.save(b"keep")
    with pytest.raises(SaveTooBig):
        s.save(bytes(4096))
    assert reboot(f)[1][0] == b"keep"


def test_the_file_backup_is_made_once_then_rewritten_in_place(tmp_path):
    path = str(tmp_path / "backup.bin")
    b = FileBackup(path)
    assert b.read() is None
    assert b.write(b"abc")
    ino = os.stat(path).st_ino
    assert b.write(b"defg") and os.stat(path).st_ino == ino
    assert b.read()[:4] == b"defg"
    assert not FileBackup(str(tmp_path / "no" / "such" / "backup.bin")).write(b"x")
    assert not FileBackup(path, place=lambda: -1).write(b"x")  # nowhere safe: not written
    assert b.read()[:4] == b"defg"


def test_the_simulators_nvm_file_cut_at_every_byte_keeps_the_save_before(tmp_path, monkeypatch):
    """The desktop's nvm file is written whole to a temporary file, then renamed over: a write
    cut at any byte leaves the file as it was."""
    path = str(tmp_path / "nvm.bin")
    s = Store(FileNvm(path))
    s.load()
    s.save(b"before")
    good = open(path, "rb").read()
    real_open = open

    class CutFile:
        """A file whose write stops after `k` bytes, when the power goes."""

        k = 0

        def __init__(self, f):
            self.f = f

        def __enter__(self):
            return self

        def __exit__(self, *a):
            self.f.close()

        def write(self, data):
            self.f.write(data[:CutFile.k])
            raise Cut

    def cut_open(p, mode="r", *a):
        f = real_open(p, mode, *a)
        return CutFile(f) if "w" in mode else f

    for k in range(4096 + 1):
        CutFile.k = k
        s = Store(FileNvm(path))
        s.load()
        monkeypatch.setattr("builtins.open", cut_open)
        with pytest.raises(Cut):
            s.save(b"after")
        monkeypatch.setattr("builtins.open", real_open)
        assert open(path, "rb").read() == good
        assert Store(FileNvm(path)).load()[0] == b"before"
