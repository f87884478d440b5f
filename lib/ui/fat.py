"""Where the save's backup copy may go in its file on CIRCUITPY: flash sectors that hold nothing else.

Writing a file erases whole 4 KB flash sectors: those of the clusters written, and the one
holding the file's directory entry (rewritten when the file is closed). A power cut during
such an erase damages everything in the sector, so the backup is written only where that is
the backup's own folder, file and free clusters. `place(mem, folder, name)` reads the drive's
FAT from memory-mapped flash and returns the file offset of the first whole 4 KB flash sector
inside the file, or -1 when there is none or the directory entry's sector holds anything else.
`room(mem, sectors)` finds where a new folder and file would get sectors of their own;
`half_made(mem)` tells a drive a cut left half-written.
"""

_FLASH_SECTOR = 4096


def _u16(b, i):
    return b[i] | b[i + 1] << 8


def _utf16(b):
    """A long file name's UTF-16LE units, to the first NUL (CircuitPython decodes only UTF-8)."""
    out = []
    for i in range(0, len(b) - 1, 2):
        u = b[i] | b[i + 1] << 8
        if u == 0:
            break
        out.append(chr(u))
    return "".join(out)


def drive_sectors(mem):
    """The drive's size in 512-byte sectors, from its boot sector."""
    head = mem[0:512]
    return _u16(head, 19) or (_u16(head, 32) | _u16(head, 34) << 16)


class Fat:
    """A FAT12/16 drive seen as bytes (`mem[a:b]`): its clusters, chains and directories."""

    def __init__(self, mem):
        b = bytes(mem[0:512])
        if b[510:512] != b"\x55\xaa" or _u16(b, 11) != 512:
            raise ValueError("not a FAT drive with 512-byte sectors")
        bps = 512
        total = drive_sectors(b)
        self.mem = mem
        self.fat = _u16(b, 14) * bps
        self.root = self.fat + b[16] * _u16(b, 22) * bps
        self.data = self.root + _u16(b, 17) * 32
        self.csize = b[13] * bps
        self.clusters = (total * bps - self.data) // self.csize
        self.fat12 = self.clusters < 4085

    def next(self, c):
        if self.fat12:
            v = _u16(self.mem[self.fat + c * 3 // 2:self.fat + c * 3 // 2 + 2], 0)
            return v >> 4 if c & 1 else v & 0xFFF
        return _u16(self.mem[self.fat + 2 * c:self.fat + 2 * c + 2], 0)

    def chain(self, c):
        out = []
        end = 0xFF8 if self.fat12 else 0xFFF8
        while 2 <= c < end and len(out) <= self.clusters:
            out.append(c)
            c = self.next(c)
        return out

    def addr(self, c):
        return self.data + (c - 2) * self.csize

    def find(self, spans, name):
        """(first cluster, size, offset of the entry) of `name` in a directory (its byte spans),
        or None. Long names are matched; short names case-blind."""
        long = []
        base, _, ext = name.upper().partition(".")
        want = base.encode() + b" " * (8 - len(base)) + ext.encode() + b" " * (3 - len(ext))
        for start, length in spans:
            for at in range(start, start + length, 32):
                e = bytes(self.mem[at:at + 32])
                if e[0] == 0:
                    return None
                if e[0] == 0xE5:
                    long = []
                elif e[11] == 0x0F:
                    long.insert(0, e[1:11] + e[14:26] + e[28:32])
                else:  # (bytes compared, not decoded: a damaged entry's may be anything)
                    full = _utf16(b"".join(long))
                    long = []
                    if full == name or e[0:11] == want:
                        return _u16(e, 26), _u16(e, 28) | _u16(e, 30) << 16, at
        return None

    def owned_only(self, sector, owned):
        """True when every cluster in flash sector `sector` (of the drive) is in `owned` or free,
        and the sector lies in the data area."""
        start = sector * _FLASH_SECTOR
        if start < self.data:
            return False
        first = 2 + (start - self.data) // self.csize
        last = 2 + (start + _FLASH_SECTOR - 1 - self.data) // self.csize
        for c in range(first, min(last, self.clusters + 1) + 1):
            if c not in owned and self.next(c) != 0:
                return False
        return True


def place(mem, folder, name):
    """The backup's file offset for `folder/name` on the drive `mem`, or -1 (see the module)."""
    try:
        fat = Fat(mem)
        d = fat.find(((fat.root, fat.data - fat.root),), folder)
        if d is None:
            return -1
        dirs = fat.chain(d[0])
        f = fat.find([(fat.addr(c), fat.csize) for c in dirs], name)
        if f is None:
            return -1
        clusters = fat.chain(f[0])
        owned = set(dirs)
        owned.update(clusters)
        if not fat.owned_only(f[2] // _FLASH_SECTOR, owned):
            return -1
        per = _FLASH_SECTOR // fat.csize
        for i in range(len(clusters) - per + 1):
            a = fat.addr(clusters[i])
            if a % _FLASH_SECTOR == 0 and (i + per) * fat.csize <= f[1] and \
                    clusters[i + per - 1] == clusters[i] + per - 1:
                return i * fat.csize
    except ValueError:
        pass
    return -1


def room(mem, sectors):
    """(the first cluster of the drive's first run of `sectors` wholly free flash sectors, how
    many free clusters lie below it), or None. A new file takes the lowest free clusters, and
    the cluster after the last one taken goes next: a file that fills the free clusters below
    the run, removed, leaves the next folder made there."""
    try:
        fat = Fat(mem)
    except ValueError:
        return None
    per = _FLASH_SECTOR // fat.csize
    if per < 1:
        return None
    s = (fat.data + _FLASH_SECTOR - 1) // _FLASH_SECTOR
    run = 0
    while True:
        c = 2 + (s * _FLASH_SECTOR - fat.data) // fat.csize
        if c + per > fat.clusters + 2:
            return None
        if all(fat.next(c + i) == 0 for i in range(per)):
            run += 1
            if run == sectors:
                start = c - (sectors - 1) * per
                return start, sum(1 for k in range(2, start) if fat.next(k) == 0)
        else:
            run = 0
        s += 1


def half_made(mem):
    """True when a power cut left the drive half-written: its FAT lacks the media byte it
    starts with, or its root directory holds an entry never written (erased flash: FatFS
    writes a root it makes as zeros). Nothing on such a drive can be trusted or made."""
    try:
        fat = Fat(mem)
    except ValueError:
        return False
    if mem[fat.fat] != mem[21]:
        return True
    blank = b"\xff" * 32
    return any(mem[a] == 0xFF and bytes(mem[a:a + 32]) == blank for a in range(fat.root, fat.data, 32))
