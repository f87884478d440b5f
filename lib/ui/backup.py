"""The save log's backup copy in a file on CIRCUITPY (where in it: ui.fat, loaded only to place it)."""

import sys

_FLASH_SECTOR = 4096


class FileBackup:
    """The backup copy in a file: read() -> its bytes or None; write(record) -> False when it
    was not written. `place()` gives the file offset to write at (-1: nowhere safe); without
    it (the desktop) the file is made if need be and written at its start. The file is
    rewritten in place, never reallocated: what follows a shorter record is stale and unread
    (the record carries its length and CRC)."""

    def __init__(self, path, size=_FLASH_SECTOR, place=None, make=None):
        self.path = path
        self.size = size
        self.place = place
        self.make = make  # makes the folder and file where they cannot be placed: True when done

    def read(self):
        try:
            with open(self.path, "rb") as f:
                return f.read(self.size)
        except OSError:
            return None

    def ensure(self):
        """At power-on: the folder and file made again where a power cut took them (or they
        were never made), before a rewrite of the log needs them. False when no backup can be
        written (the drive read-only, full or damaged past use)."""
        if self.place is None or self.place() >= 0:
            return True
        return self.make is not None and self.make() and self.place() >= 0

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
    """The device's backup: `path` (12 KB), placed by reading CIRCUITPY's FAT from memory-mapped
    flash (CircuitPython's memorymap; the drive starts 1 MB into the RP2040's flash), and made
    where missing (ensure). No backup is written where memorymap is missing."""
    try:
        import memorymap
    except ImportError:
        return FileBackup(path, 3 * _FLASH_SECTOR, lambda: -1)
    size = 3 * _FLASH_SECTOR
    folder, _, name = path.strip("/").rpartition("/")

    def drive():
        mem = memorymap.AddressRange(start=address, length=512)
        from ui.fat import drive_sectors

        return memorymap.AddressRange(start=address, length=drive_sectors(mem) * 512)

    def where():
        from ui.fat import place

        try:
            return place(drive(), folder, name)
        except (ValueError, OSError):
            return -1
        finally:
            _drop_fat()

    def make():
        # what a cut left of the folder goes first (a folder of noise is set aside); then, in a
        # run of free sectors (ui.fat.room), the folder and the file, of erased bytes
        import os

        from ui.fat import half_made, room

        try:
            if half_made(drive()):  # (a cut while CircuitPython made or rewrote it: made again,
                import storage  # and the board reset; the save, in nvm, is not on the drive)

                storage.erase_filesystem()
            for gone in ("/" + folder + "/" + name, "/" + folder):
                try:
                    (os.rmdir if gone == "/" + folder else os.remove)(gone)
                except OSError:
                    pass
            try:
                os.stat("/" + folder)
                os.rename("/" + folder, "/" + folder + "-damaged")
            except OSError:
                pass
            mem = drive()
            found = room(mem, 1 + size // _FLASH_SECTOR)
            if found is None:
                return False
            csize = mem[13] * 512
            blank = b"\xff" * 512
            if found[1]:
                with open("/" + folder + ".tmp", "wb") as f:
                    for _ in range(found[1] * csize // 512):
                        f.write(blank)
                os.remove("/" + folder + ".tmp")
            os.mkdir("/" + folder)
            with open("/" + path.strip("/"), "wb") as f:
                for _ in range(size // 512):
                    f.write(blank)
            os.sync()
            return True
        except (OSError, ValueError):
            return False
        finally:
            _drop_fat()

    return FileBackup(path, size, where, make)


def _drop_fat():
    """ui.fat out of the heap again (it is needed at power-on and at a rewrite of the log only)."""
    sys.modules.pop("ui.fat", None)
    try:
        delattr(sys.modules["ui"], "fat")
    except AttributeError:
        pass
