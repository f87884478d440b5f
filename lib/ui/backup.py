"""The save log's backup copy in a file on CIRCUITPY (where in it: ui.fat, loaded only to place it)."""

import sys

_FLASH_SECTOR = 4096


class FileBackup:
    """The backup copy in a file: read() -> its bytes or None; write(record) -> False when it
    was not written. `place()` gives the file offset to write at (-1: nowhere safe); without
    it (the desktop) the file is made if need be and written at its start. The file is
    rewritten in place, never reallocated: what follows a shorter record is stale and unread
    (the record carries its length and CRC)."""

    def __init__(self, path, size=_FLASH_SECTOR, place=None):
        self.path = path
        self.size = size
        self.place = place

    def read(self):
        try:
            with open(self.path, "rb") as f:
                return f.read(self.size)
        except OSError:
            return None

    def write(self, rec):
        at = self.place() if self.place is not None else 0
        if at < 0:
            return False
        try:
            try:
                f = open(self.path, "r+b")
            except OSError:
                if self.place is not None:
                    return False  # on the device only `make flash` makes the file
                f = open(self.path, "wb")
            with f:
                f.seek(at)
                f.write(rec)  # (the record alone: each 512-byte block written costs an erase)
            return True
        except OSError:
            return False


def device_backup(path="/saves/backup.bin", address=0x10100000):
    """The device's backup: `path` (12 KB, made by `make flash`), placed by reading CIRCUITPY's
    FAT from memory-mapped flash (CircuitPython's memorymap; the drive starts 1 MB into the
    RP2040's flash). No backup is written where memorymap is missing."""
    try:
        import memorymap
    except ImportError:
        return FileBackup(path, 3 * _FLASH_SECTOR, lambda: -1)
    folder, _, name = path.strip("/").rpartition("/")

    def where():
        from ui.fat import drive_sectors, place

        try:
            mem = memorymap.AddressRange(start=address, length=512)
            mem = memorymap.AddressRange(start=address, length=drive_sectors(mem) * 512)
            return place(mem, folder, name)
        except (ValueError, OSError):
            return -1
        finally:  # (not kept through play: the heap is short there)
            sys.modules.pop("ui.fat", None)
            try:
                delattr(sys.modules["ui"], "fat")
            except AttributeError:
                pass

    return FileBackup(path, 3 * _FLASH_SECTOR, where)
