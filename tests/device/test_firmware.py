"""Our UF2 (tools/firmware.py): the firmware and the drive in one file, laid out where the
save's nvm sector and its backup copy (ui.backup) expect them."""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import bundle  # noqa: E402
import emu  # noqa: E402
import fatimg  # noqa: E402

import firmware  # noqa: E402

sys.path.insert(0, os.path.join(ROOT, "lib"))
from ui.fat import place  # noqa: E402


def _fake_firmware(end):
    """A firmware UF2 of 256-byte blocks from the flash's start up to `end`."""
    return firmware.uf2_write([(a, bytes([a >> 8 & 0xFF]) * 256) for a in range(firmware.FLASH, end, 256)])


def test_a_uf2_reads_back_as_written():
    blocks = [(firmware.FLASH + 256 * i, bytes([i]) * 256) for i in range(5)]
    data = firmware.uf2_write(blocks)
    assert len(data) == 5 * 512
    assert firmware.uf2_read(data) == blocks
    with pytest.raises(ValueError, match="not a UF2"):
        firmware.uf2_read(b"\0" * 512)


def test_the_drive_goes_whole_where_the_fat_is_and_by_sector_after():
    drive = bundle.device_files(frozen=True)
    data = firmware.combine(_fake_firmware(firmware.FLASH + 8192), drive)
    blocks = firmware.uf2_read(data)
    at = [a for a, _ in blocks if a >= firmware.DRIVE]
    sectors = {(a - firmware.DRIVE) // fatimg.FLASH_SECTOR for a in at}
    for s in sectors:  # the boot ROM erases each sector it writes into: each goes whole
        assert sum(1 for a in at if (a - firmware.DRIVE) // fatimg.FLASH_SECTOR == s) == 16
    assert 0 in sectors and len(sectors) < 40  # the FAT, and only sectors that hold data
    image = bytearray(b"\xee" * firmware.DRIVE_SIZE)  # what an older drive left in the rest
    for a, p in blocks:
        if a >= firmware.DRIVE:
            image[a - firmware.DRIVE:a - firmware.DRIVE + len(p)] = p
    assert fatimg.read(bytes(image)) == drive


def test_a_firmware_reaching_the_saves_sector_is_refused():
    with pytest.raises(ValueError, match="past the save's sector"):
        firmware.combine(_fake_firmware(firmware.NVM + 256), {"code.py": b""})


def test_the_built_uf2_leaves_the_nvm_sector_and_places_the_backup():
    """dist's UF2 for the Pico (make firmware): its firmware ends below the nvm sector that holds
    the save log, its drive starts where ui.backup reads CIRCUITPY's FAT (1 MB in), and that
    drive's backup file lies in flash sectors of its own."""
    uf2, why = emu.frozen_uf2()
    if uf2 is None:
        pytest.skip(why)
    with open(uf2, "rb") as f:
        blocks = firmware.uf2_read(f.read())
    assert all(a + len(p) <= firmware.NVM or a >= firmware.DRIVE for a, p in blocks)
    assert min(a for a, _ in blocks if a >= firmware.NVM) == firmware.DRIVE == 0x10100000
    image = bytearray(firmware.DRIVE_SIZE)
    for a, p in blocks:
        if a >= firmware.DRIVE:
            image[a - firmware.DRIVE:a - firmware.DRIVE + len(p)] = p
    drive = fatimg.read(bytes(image))
    assert set(drive) == {"code.py", "boot.py", "settings.toml", "saves/backup.bin", bundle.STAMP}
    assert place(bytes(image), "saves", "backup.bin") >= 0
