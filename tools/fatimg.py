"""Build a FAT12 image of a CIRCUITPY drive from a dict of files, with long file names."""

import struct

SECTOR = 512
FLASH_SECTOR = 4096
_ROOT_ENTRIES = 512
_ATTR_DIR = 0x10
_ATTR_ARCHIVE = 0x20
_ATTR_LFN = 0x0F
_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1  # 2024-01-01: FAT needs some date


def _short_name(name, n):
    """A unique 8.3 name for entry n of a directory; the long name carries the real one."""
    base = "".join(c for c in name.upper() if c.isalnum())[:5] or "F"
    tail = "~%d" % n
    return (base[:8 - len(tail)] + tail).ljust(8).encode() + b"   "


def _lfn_checksum(short):
    s = 0
    for b in short:
        s = (((s & 1) << 7) + (s >> 1) + b) & 0xFF
    return s


def _lfn_entries(name, short):
    units = name.encode("utf-16-le")
    chars = [units[i:i + 2] for i in range(0, len(units), 2)] + [b"\0\0"]
    while len(chars) % 13:
        chars.append(b"\xff\xff")
    chunks = [chars[i:i + 13] for i in range(0, len(chars), 13)]
    if len(chunks) > 20:
        raise ValueError("file name too long for FAT: %r" % name)
    check = _lfn_checksum(short)
    out = []
    for seq in range(len(chunks), 0, -1):
        c = chunks[seq - 1]
        order = seq | (0x40 if seq == len(chunks) else 0)
        out.append(struct.pack("<B10sBBB12sH4s", order, b"".join(c[0:5]), _ATTR_LFN, 0, check,
                               b"".join(c[5:11]), 0, b"".join(c[11:13])))
    return out


def _entry(short, attr, cluster, size):
    return struct.pack("<11sBBBHHHHHHHI", short, attr, 0, 0, 0, _DATE, _DATE, 0, 0, _DATE,
                       cluster, size)


class _Image:
    def __init__(self, total_sectors):
        self.total = total_sectors
        clusters = total_sectors  # an upper bound, for the FAT's size
        self.fat_sectors = (clusters * 3 // 2 + SECTOR - 1) // SECTOR
        self.root_sectors = _ROOT_ENTRIES * 32 // SECTOR
        self.data_start = 1 + self.fat_sectors + self.root_sectors
        self.clusters = total_sectors - self.data_start
        self.img = bytearray(b"\0" * (total_sectors * SECTOR))
        self.fat = [0] * (self.clusters + 2)
        self.fat[0], self.fat[1] = 0xFF8, 0xFFF
        self.next = 2
        self.align = ()

    def alloc(self, data):
        """Store data in a new chain of clusters; its first cluster (0 when empty)."""
        n = (len(data) + SECTOR - 1) // SECTOR
        if not n:
            return 0
        if self.next + n > self.clusters + 2:
            raise ValueError("the files do not fit the %d KB drive" % (self.total * SECTOR // 1024))
        first = self.next
        for i in range(n):
            c = first + i
            self.fat[c] = c + 1 if i < n - 1 else 0xFFF
            off = (self.data_start + c - 2) * SECTOR
            chunk = data[i * SECTOR:(i + 1) * SECTOR]
            self.img[off:off + len(chunk)] = chunk
        self.next += n
        return first

    def directory(self, tree, own, parent):
        """Entries of a directory whose files are in tree (name -> bytes or dict)."""
        entries = []
        if own is not None:
            entries.append(_entry(b".          ", _ATTR_DIR, own, 0))
            entries.append(_entry(b"..         ", _ATTR_DIR, parent, 0))
        for n, name in enumerate(sorted(tree), 1):
            short = _short_name(name, n)
            entries.extend(_lfn_entries(name, short))
            item = tree[name]
            if isinstance(item, dict):
                # a subdirectory: its cluster chain first, then filled in once its own
                # entries (which name this cluster) are known
                if own is None and name in self.align:
                    self._align()
                size = self._dir_size(item)
                first = self.alloc(b"\0" * size)
                body = b"".join(self.directory(item, first, own or 0))
                self._write_chain(first, body)
                entries.append(_entry(short, _ATTR_DIR, first, 0))
            else:
                entries.append(_entry(short, _ATTR_ARCHIVE, self.alloc(item), len(item)))
        return entries

    def _align(self):
        """Move the next cluster to the start of a 4 KB flash sector (the drive starts on one)."""
        while (self.data_start + self.next - 2) * SECTOR % FLASH_SECTOR:
            self.next += 1

    def _dir_size(self, tree):
        n = 2 + sum(1 + len(_lfn_entries(name, b"X" * 11)) for name in tree)
        return max(SECTOR, (n * 32 + SECTOR - 1) // SECTOR * SECTOR)

    def _write_chain(self, first, data):
        c, i = first, 0
        while True:
            off = (self.data_start + c - 2) * SECTOR
            self.img[off:off + SECTOR] = data[i:i + SECTOR].ljust(SECTOR, b"\0")
            i += SECTOR
            if self.fat[c] >= 0xFF8:
                return
            c = self.fat[c]

    def finish(self, root_entries, label):
        if len(root_entries) > _ROOT_ENTRIES:
            raise ValueError("too many entries in the drive's root")
        boot = struct.pack("<3s8sHBHBHHBHHHII", b"\xeb\x3c\x90", b"MSDOS5.0", SECTOR, 1, 1, 1,
                           _ROOT_ENTRIES, self.total, 0xF8, self.fat_sectors, 63, 255, 0, 0)
        boot += struct.pack("<BBBI11s8s", 0x80, 0, 0x29, 0x1234ABCD, label.ljust(11).encode(),
                            b"FAT12   ")
        self.img[0:len(boot)] = boot
        self.img[510:512] = b"\x55\xaa"
        fat = bytearray(self.fat_sectors * SECTOR)
        for i in range(0, len(self.fat) - 1, 2):
            a, b = self.fat[i], self.fat[i + 1]
            fat[i * 3 // 2:i * 3 // 2 + 3] = bytes((a & 0xFF, (a >> 8) | ((b & 0xF) << 4), b >> 4))
        self.img[SECTOR:SECTOR + len(fat)] = fat
        root = b"".join([_entry(label.ljust(11).encode(), 0x08, 0, 0)] + root_entries)
        off = (1 + self.fat_sectors) * SECTOR
        self.img[off:off + len(root)] = root
        return bytes(self.img)


def build(files, size=1024 * 1024, label="CIRCUITPY", align=("saves",)):
    """A FAT12 image of `size` bytes holding files: {"lib/ui/app.py": bytes, ...}. The folders
    of the root named in `align` start on a 4 KB flash sector, their files right after (the
    save's backup needs sectors of its own: ui.backup)."""
    tree = {}
    for path, data in files.items():
        parts = path.strip("/").split("/")
        node = tree
        for p in parts[:-1]:
            node = node.setdefault(p, {})
            if not isinstance(node, dict):
                raise ValueError("%s is both a file and a folder" % p)
        node[parts[-1]] = bytes(data)
    img = _Image(size // SECTOR)
    img.align = align
    return img.finish(img.directory(tree, None, 0), label)


def read(image):
    """{path: bytes} of every file in a FAT12 image made by build() or by the device."""
    bps, spc, reserved, nfats, nroot, total, _, fatsz = struct.unpack_from("<HBHBHHBH", image, 11)
    fat_off = reserved * bps
    root_off = fat_off + nfats * fatsz * bps
    data_off = root_off + nroot * 32
    csize = spc * bps

    def nxt(c):
        v = struct.unpack_from("<H", image, fat_off + c * 3 // 2)[0]
        return v >> 4 if c & 1 else v & 0xFFF

    def chain(c):
        out = bytearray()
        while 2 <= c < 0xFF8:
            off = data_off + (c - 2) * csize
            out += image[off:off + csize]
            c = nxt(c)
        return bytes(out)

    def walk(raw, prefix, out):
        lfn = []
        for i in range(0, len(raw), 32):
            e = raw[i:i + 32]
            if e[0] == 0:
                break
            if e[0] == 0xE5:
                lfn = []
                continue
            if e[11] == _ATTR_LFN:
                part = e[1:11] + e[14:26] + e[28:32]
                lfn.insert(0, part)
                continue
            if e[11] & 0x08:
                lfn = []
                continue
            if lfn:
                name = b"".join(lfn).decode("utf-16-le").split("\0")[0]
            else:
                name = e[0:8].decode().rstrip() + ("." + e[8:11].decode().rstrip() if e[8] != 32 else "")
            lfn = []
            if name in (".", ".."):
                continue
            cluster = struct.unpack_from("<H", e, 26)[0]
            if e[11] & _ATTR_DIR:
                walk(chain(cluster), prefix + name + "/", out)
            else:
                size = struct.unpack_from("<I", e, 28)[0]
                out[prefix + name] = chain(cluster)[:size]
        return out

    return walk(image[root_off:data_off], "", {})
