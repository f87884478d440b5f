"""Compact binary saves: dumps(state, rng=None) -> bytes, loads(bytes) -> (state, rng).

Layout (version 1): b"PV", version, id length, game id, players, option values in
the registry's order (tagged), rng flag [+ two 4-byte words], history length and
entries as unsigned LEB128 varints, CRC-16/CCITT of everything before it (2 bytes).
A save holds the history, not the position: loading replays it, so the rules check
every step again and a resumed game rolls the same dice (the Rng state is kept).
"""

import vegas
from vegas.rng import Rng
from vegas.state import SaveError

VERSION = 1
_MAGIC = b"PV"


def crc16(data, crc=0xFFFF):
    for b in data:
        crc ^= b << 8
        for _ in range(8):
            if crc & 0x8000:
                crc = ((crc << 1) ^ 0x1021) & 0xFFFF
            else:
                crc = (crc << 1) & 0xFFFF
    return crc


def put_u32(out, n):
    """Append n (0 to 2**32-1) to bytearray out as 4 big-endian bytes."""
    for shift in (24, 16, 8, 0):
        out.append((n >> shift) & 0xFF)


def get_u32(data, i):
    """The 4 big-endian bytes of data at i, as an int."""
    return data[i] << 24 | data[i + 1] << 16 | data[i + 2] << 8 | data[i + 3]


def put_varint(out, n):
    """Append n >= 0 to bytearray out as an unsigned LEB128 varint."""
    if n < 0:
        raise ValueError("varint must be >= 0")
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)


def _zigzag(out, n):
    put_varint(out, n * 2 if n >= 0 else -n * 2 - 1)


def _option(out, value):
    if value is None:
        out.append(0)
    elif value is False:
        out.append(1)
    elif value is True:
        out.append(2)
    elif type(value) is int:
        out.append(3)
        _zigzag(out, value)
    else:
        out.append(4)
        put_varint(out, len(value))
        for v in value:
            _zigzag(out, v)


def dumps(state, rng=None):
    """Bytes that loads() turns back into an equal state (and the Rng, if given)."""
    out = bytearray(_MAGIC)
    out.append(VERSION)
    gid = state.game_id.encode()
    out.append(len(gid))
    out.extend(gid)
    out.append(state.num_players)
    for name, _ in vegas.GAMES[state.game_id]["options"]:
        _option(out, state.options[name])
    if rng is None:
        out.append(0)
    else:
        out.append(1)
        for word in rng.getstate():
            put_u32(out, word)
    put_varint(out, len(state.history))
    for step in state.history:
        put_varint(out, step)
    crc = crc16(out)
    out.append(crc >> 8)
    out.append(crc & 0xFF)
    return bytes(out)


class _Reader:
    def __init__(self, data):
        self.data = data
        self.pos = 0

    def byte(self):
        if self.pos >= len(self.data):
            raise SaveError("save is truncated")
        b = self.data[self.pos]
        self.pos += 1
        return b

    def varint(self):
        n = shift = 0
        while True:
            b = self.byte()
            n |= (b & 0x7F) << shift
            if not b & 0x80:
                return n
            shift += 7
            if shift > 35:
                raise SaveError("save has an oversized number")

    def zigzag(self):
        n = self.varint()
        return n >> 1 if not n & 1 else -((n + 1) >> 1)

    def option(self):
        tag = self.byte()
        if tag < 3:
            return (None, False, True)[tag]
        if tag == 3:
            return self.zigzag()
        if tag == 4:
            return tuple(self.zigzag() for _ in range(self.varint()))
        raise SaveError("save has an unknown option tag %d" % tag)


def loads(data):
    """(state, rng or None) from dumps() bytes; SaveError for anything else."""
    try:
        return _loads(data)
    except (SaveError, MemoryError):  # out of memory is not a bad save: let the caller see it
        raise
    except Exception as e:  # never let a bad save crash the caller
        raise SaveError("save does not load: %s" % (e,))


def _loads(data):
    if not isinstance(data, (bytes, bytearray)):
        raise SaveError("save must be bytes, not %s" % type(data).__name__)
    if len(data) < 6:
        raise SaveError("save is truncated (%d bytes)" % len(data))
    if data[:2] != _MAGIC:
        raise SaveError("not a Pocket Vegas save (bad magic)")
    body = data[:-2]
    if crc16(body) != (data[-2] << 8 | data[-1]):
        raise SaveError("save is corrupted (checksum mismatch)")
    r = _Reader(body)
    r.pos = 2
    version = r.byte()
    if version != VERSION:
        raise SaveError("save format version %d is not supported (this build reads %d)" % (version, VERSION))
    gid = bytes(r.byte() for _ in range(r.byte())).decode()
    if gid not in vegas.GAMES:
        raise SaveError("save is for unknown game %r" % gid)
    players = r.byte()
    options = {}
    for name, _ in vegas.GAMES[gid]["options"]:
        options[name] = r.option()
    rng = None
    if r.byte():
        words = []
        for _ in range(2):
            w = 0
            for _ in range(4):
                w = (w << 8) | r.byte()
            words.append(w)
        rng = Rng(0)
        rng.setstate(words)
    try:
        state = vegas.new_game(gid, players, **options)
        for _ in range(r.varint()):  # replayed as read: no second copy of a long history
            state.apply(r.varint())
    except SaveError:
        raise
    except ValueError as e:
        raise SaveError("save does not replay: %s" % (e,))
    if r.pos != len(body):
        raise SaveError("save has %d unexpected trailing bytes" % (len(body) - r.pos))
    return state, rng
