"""Our UF2s (tools/firmware.py): the firmware and the block naming the board, clear of the save's
nvm sector and of the drive (an update keeps both)."""

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


def test_a_uf2_names_its_board_in_the_firmwares_last_sector(tmp_path):
    data = firmware.combine(_fake_firmware(firmware.FLASH + 8192), "pico_lcd_1_3", "abc123")
    blocks = firmware.uf2_read(data)
    assert max(a for a, _ in blocks) == firmware.boards.BLOCK < firmware.NVM  # no drive, no nvm
    (tmp_path / "named.uf2").write_bytes(data)
    assert firmware.named(str(tmp_path / "named.uf2")) == ("pico_lcd_1_3", "abc123")


def test_a_firmware_reaching_the_boards_sector_is_refused():
    with pytest.raises(ValueError, match="past the board's block"):
        firmware.combine(_fake_firmware(firmware.boards.BLOCK + 256), "pico_display", "x")


@pytest.mark.parametrize("board", sorted(firmware.FIRMWARE_OF))
def test_each_built_uf2_names_its_board_and_leaves_the_save_and_the_drive(board):
    """dist's UF2 for each board (make firmware): its firmware ends below the board's block,
    which names the board and this checkout's game; nothing reaches the nvm sector that holds
    the save log, or the drive after it (an update keeps both)."""
    uf2, why = emu.frozen_uf2(board)
    if uf2 is None:
        pytest.skip(why)
    with open(uf2, "rb") as f:
        blocks = firmware.uf2_read(f.read())
    assert all(a + len(p) <= firmware.boards.BLOCK for a, p in blocks if a != firmware.boards.BLOCK)
    assert max(a + len(p) for a, p in blocks) <= firmware.NVM
    assert firmware.named(uf2) == (board, firmware.game_build())


def test_the_backup_is_placed_where_a_drive_image_has_it():
    """The emulator's drives (fatimg, as make flash's copy does) put the save's backup in flash
    sectors of its own, where ui.backup will write it."""
    image = fatimg.build(bundle.device_files(frozen=True), firmware.DRIVE_SIZE)
    assert set(fatimg.read(image)) == {"settings.toml", "saves/backup.bin"}
    assert place(image, "saves", "backup.bin") >= 0
