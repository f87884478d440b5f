"""The save log: records appended to the 4 KB `microcontroller.nvm`, with a copy kept in a file.

CircuitPython writes nvm bytes that are all 0xFF (erased) without erasing the sector, so a save
appends a record there and costs no erase. A "full" record holds the whole payload (settings,
statistics, the game); a "more" record holds what changed since the one before it (the game's
new moves). Only when the log is full is the sector rewritten, its first record a full one:
that is the one erase. Before it, the same full record goes to the backup (ui.backup), so a
power cut during the erase finds it there; and the backup is written only while the log holds
a good copy, so at every instant one good copy exists.

A record: magic "PL", sequence number (4 bytes), kind and length (2: the top bit set for
"more"), CRC-32 of sequence, kind and length and payload (4), payload. A cut write leaves a
record whose CRC fails: loading stops before it, at the save before.
"""

from vegas.save import get_u32, put_u32

try:
    from binascii import crc32
except ImportError:  # a port without binascii.crc32

    def crc32(data, crc=0):
        crc ^= 0xFFFFFFFF
        for b in data:
            crc ^= b
            for _ in range(8):
                crc = (crc >> 1) ^ (0xEDB88320 & -(crc & 1))
        return crc ^ 0xFFFFFFFF


_MAGIC = b"PL"
_OLD_MAGIC = b"PV"  # the two fixed slots this log replaced (at 0 and at half the nvm)
HEADER = 12
_MORE = 0x8000
_DAMAGED = "Saved data was damaged and has been ignored."
_EARLIER = "The last save was damaged; an earlier one was restored."


class SaveTooBig(ValueError):
    """The payload does not fit the log."""


def _record(seq, more, payload):
    rec = bytearray(_MAGIC)
    put_u32(rec, seq)
    n = len(payload) | (_MORE if more else 0)
    rec.append(n >> 8)
    rec.append(n & 0xFF)
    put_u32(rec, crc32(payload, crc32(bytes(rec[2:8]))) & 0xFFFFFFFF)
    rec.extend(payload)
    return rec


def _parse(data, pos, magic=_MAGIC):
    """(seq, more, payload, end) of the record at pos, or None if there is none good."""
    head = bytes(data[pos:pos + HEADER])
    if len(head) < HEADER or head[:2] != magic:
        return None
    n = (head[6] << 8 | head[7]) & ~_MORE
    end = pos + HEADER + n
    if end > len(data):
        return None
    payload = bytes(data[pos + HEADER:end])
    if (crc32(payload, crc32(head[2:8])) & 0xFFFFFFFF) != get_u32(head, 8):
        return None
    return get_u32(head, 2), bool(head[6] & 0x80), payload, end


class Store:
    """`load()` -> (full payload or None, [more payloads after it], problem text);
    `save(payload)` writes a full record; `append(delta)` a "more" one (False when only a full
    record may come next: an empty or damaged log)."""

    def __init__(self, nvm, backup=None):
        self.nvm = nvm
        self.size = len(nvm)
        self.backup = backup
        self.seq = 0
        self.end = -1  # where the next record goes; -1: the log must be rewritten first
        self.good = False  # the log holds a good full record (the backup may be rewritten)

    def _walk(self):
        """(full payload, mores, last seq, end, damaged) of the log as it is."""
        data = self.nvm
        full, mores, seq, pos = None, [], -1, 0
        while pos < self.size and data[pos] != 0xFF:
            rec = _parse(data, pos)
            if rec is None or (seq >= 0 and rec[0] != seq + 1) or (rec[1] and full is None):
                return full, mores, seq, pos, True
            seq, more, payload, pos = rec
            if more:
                mores.append(payload)
            else:
                full, mores = payload, []
        return full, mores, seq, pos, False

    def _blank(self):
        first = self.nvm[0]
        return first in (0, 0xFF) and all(self.nvm[i] == first for i in range(self.size))

    def load(self):
        full, mores, seq, end, damaged = self._walk()
        problem = ""
        if damaged and not self._blank():
            problem = _EARLIER if full is not None else _DAMAGED
        tail_erased = all(self.nvm[i] == 0xFF for i in range(end, self.size))
        self.end = end if full is not None and not damaged and tail_erased else -1
        if full is None:
            old = self._old_slots()
            if old is not None:
                (seq, full), problem = old, ""
        self.good = full is not None
        copy = self._backup_record()
        if copy is not None and copy[0] > seq:
            # a rewrite of the log was cut: the backup holds its record. The log is older, so
            # it is rewritten before the backup is written again.
            seq, full, mores, problem = copy[0], copy[2], [], ""
            self.end, self.good = -1, False
        self.seq = max(seq, 0)
        return full, mores, problem

    def _backup_record(self):
        """(seq, more, payload, end) of the newest full record in the backup, or None. A record
        starts on a 512-byte block of it (ui.backup picks which)."""
        data = self.backup.read() if self.backup is not None else None
        best = None
        for pos in range(0, len(data or b""), 512):
            rec = _parse(data, pos)
            if rec is not None and not rec[1] and (best is None or rec[0] > best[0]):
                best = rec
        return best

    def _old_slots(self):
        """(seq, payload) of the newest good record in the two fixed slots this log replaced, or None."""
        best = None
        for pos in (0, self.size // 2):
            rec = _parse(self.nvm, pos, _OLD_MAGIC)
            if rec is not None and (best is None or rec[0] > best[0]):
                best = rec[0], rec[2]
        return best

    def append(self, delta):
        """Add a "more" record after the log's last one; False if it must be a full one."""
        if self.end < 0 or self.end + HEADER + len(delta) > self.size:
            return False
        self._put(_record(self.seq + 1, True, delta))
        return True

    def save(self, payload):
        if HEADER + len(payload) > self.size:
            raise SaveTooBig("save needs %d bytes; the log holds %d" % (HEADER + len(payload), self.size))
        rec = _record(self.seq + 1, False, payload)
        if self.end >= 0 and self.end + len(rec) <= self.size:
            self._put(rec)
            self.good = True
            return
        # the log is full (or damaged): rewrite it, the backup first while the log is good
        image = bytearray(self.size)  # first: if memory is short, nothing is written
        pad = b"\xff" * 256
        for i in range(0, self.size, 256):  # (erased bytes, with no second 4 KB block)
            image[i:i + 256] = pad
        image[0:len(rec)] = rec
        if self.good and self.backup is not None:
            self.backup.write(rec)
        self.nvm[0:self.size] = image
        self.seq += 1
        self.end = len(rec)
        self.good = True

    def _put(self, rec):
        self.nvm[self.end:self.end + len(rec)] = rec  # over erased bytes only: no erase
        self.seq += 1
        self.end += len(rec)
