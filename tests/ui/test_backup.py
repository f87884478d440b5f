"""Where the save's backup may be written: flash sectors holding only its folder and file."""

import tools_path  # noqa: F401  (puts tools/ on the path, for fatimg)

from ui.backup import FileBackup
from ui.fat import Fat, place

fatimg = __import__("fatimg")

BACKUP = b"\xff" * 12288


def _image(files, align=("saves",)):
    return bytearray(fatimg.build(files, align=align))


def _sector_owners(img, offset):
    """The first clusters of the 4 KB flash sector that holds drive offset `offset`."""
    fat = Fat(img)
    start = offset // 4096 * 4096
    return [2 + (a - fat.data) // fat.csize for a in range(start, start + 4096, fat.csize)]


def test_an_aligned_folder_gives_a_whole_sector_of_the_file():
    files = {"code.py": b"x" * 700, "lib/a.mpy": b"a" * 3000, "saves/backup.bin": BACKUP, "z.txt": b"z" * 900}
    img = _image(files)
    at = place(img, "saves", "backup.bin")
    assert at >= 0 and at + 4096 <= len(BACKUP)
    fat = Fat(img)
    d = fat.find(((fat.root, fat.data - fat.root),), "saves")
    f = fat.find([(fat.addr(c), fat.csize) for c in fat.chain(d[0])], "backup.bin")
    clusters = fat.chain(f[0])
    first = clusters[at // fat.csize]
    assert fat.addr(first) % 4096 == 0
    assert _sector_owners(img, fat.addr(first)) == clusters[at // fat.csize:at // fat.csize + 8]
    # written there, the backup's bytes land in that sector and nowhere else
    assert fatimg.read(bytes(img))["z.txt"] == b"z" * 900


def test_a_folder_sharing_its_sector_with_another_file_gives_nowhere():
    files = {"code.py": b"x" * 700, "saves/backup.bin": BACKUP}
    img = _image(files, align=())  # the folder right after code.py, in the same flash sector
    assert place(img, "saves", "backup.bin") == -1


def test_no_folder_no_file_or_no_drive_gives_nowhere():
    assert place(_image({"code.py": b"x"}), "saves", "backup.bin") == -1
    assert place(_image({"saves/other.bin": BACKUP}), "saves", "backup.bin") == -1
    assert place(bytearray(1024 * 1024), "saves", "backup.bin") == -1


def test_a_file_too_short_for_a_whole_sector_gives_nowhere():
    assert place(_image({"saves/backup.bin": b"\xff" * 3000}), "saves", "backup.bin") == -1


def test_the_device_backup_writes_a_padded_sector_where_it_is_placed(tmp_path):
    path = tmp_path / "backup.bin"
    path.write_bytes(BACKUP)
    b = FileBackup(str(path), len(BACKUP), place=lambda: 4096)
    assert b.write(b"PLrecord")
    data = path.read_bytes()
    assert data == BACKUP[:4096] + b"PLrecord" + BACKUP[4104:]  # the record alone, in place
    assert not FileBackup(str(tmp_path / "missing.bin"), len(BACKUP), place=lambda: 0).write(b"x")


def test_a_drive_a_cut_left_half_written_is_told_from_a_whole_one():
    from ui.fat import half_made

    img = _image({"code.py": b"x" * 700, "saves/backup.bin": BACKUP})
    assert not half_made(img)
    fat = Fat(img)
    cut = bytearray(img)
    cut[fat.root + 32 * 40:fat.data] = b"\xff" * (fat.data - fat.root - 32 * 40)  # (the root's end erased)
    assert half_made(cut)
    cut = bytearray(img)
    cut[fat.fat:fat.fat + 512] = b"\xff" * 512  # (the FAT's first sector erased)
    assert half_made(cut)
    assert not half_made(b"\xff" * 4096)  # (no drive at all: CircuitPython makes one itself)
