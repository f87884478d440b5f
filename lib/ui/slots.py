"""Two save slots in a small non-volatile byte array (the device's 4 KB `microcontroller.nvm`,
or a file-backed one on the desktop).

Each save goes to the slot that does not hold the newest record, in one assignment (every nvm
assignment costs a flash erase). A record is: magic "PV", sequence number (4 bytes), payload
length (2), CRC-32 of sequence, length and payload (4), payload. A write cut short leaves a
record whose CRC fails, so loading falls back to the other slot: the previous save.
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


_MAGIC = b"PV"
HEADER = 12


class SaveTooBig(ValueError):
    """The payload does not fit a slot."""


class Slots:
    """`load()` -> (payload or None, problem text or ""); `save(payload)`; `clear()`."""

    def __init__(self, nvm, size=None):
        self.nvm = nvm
        self.slot = (size or len(nvm)) // 2
        self.capacity = self.slot - HEADER

    def _read(self, i):
        """(seq, payload) of slot i; (None, "") when empty; (None, why) when damaged."""
        base = i * self.slot
        head = bytes(self.nvm[base:base + HEADER])
        if head[:2] != _MAGIC:
            return None, ""
        seq = get_u32(head, 2)
        n = head[6] << 8 | head[7]
        if n > self.capacity:
            return None, "damaged"
        payload = bytes(self.nvm[base + HEADER:base + HEADER + n])
        if (crc32(payload, crc32(head[2:8])) & 0xFFFFFFFF) != get_u32(head, 8):
            return None, "damaged"
        return seq, payload

    def _newest(self):
        """(index, seq, payload) of the newest good slot or (-1, -1, None); and how many were damaged."""
        best = (-1, -1, None)
        damaged = 0
        for i in (0, 1):
            seq, payload = self._read(i)
            if seq is None:
                damaged += payload == "damaged"
            elif seq > best[1]:
                best = (i, seq, payload)
        return best, damaged

    def load(self):
        (i, _, payload), damaged = self._newest()
        if damaged and payload is None:
            return None, "Saved data was damaged and has been ignored."
        if damaged:
            return payload, "The last save was damaged; an earlier one was restored."
        return payload, ""

    def save(self, payload):
        if len(payload) > self.capacity:
            raise SaveTooBig("save needs %d bytes; a slot holds %d" % (len(payload), self.capacity))
        (i, seq, _), _ = self._newest()
        target = 1 - i if i >= 0 else 0
        seq = (seq + 1) & 0x3FFFFFFF
        rec = bytearray(_MAGIC)
        put_u32(rec, seq)
        rec.append(len(payload) >> 8)
        rec.append(len(payload) & 0xFF)
        put_u32(rec, crc32(payload, crc32(bytes(rec[2:8]))) & 0xFFFFFFFF)
        rec.extend(payload)
        base = target * self.slot
        self.nvm[base:base + len(rec)] = rec

    def clear(self):
        for i in (0, 1):
            self.nvm[i * self.slot:i * self.slot + 2] = b"\0\0"

