"""`make art`: the pixel art's text sources (art/*.txt) into lib/ui/icons.py and lib/ui/art.py.

    python tools/art.py [--check]

A source holds blocks, each a header line then its rows: `icon NAME C  what it shows` (a 6x12
cell of the font: "#" ink, "." clear; C the printable character that stands in for it),
`palette NAME  legend` (lines `LETTER 0xRRGGBB`) and `sprite NAME  what it shows` (rows of a
palette's letters, "." clear; the palette is the one named before it). "#" lines outside a
block are comments. The icons go to ui.icons (held all the while: text uses them); palettes and
sprites to ui.art (loaded while a board is built, then dropped). --check exits 1 when either
module is not what the sources make.
"""

import argparse
import glob
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "art")
OUTS = (os.path.join(ROOT, "lib", "ui", "icons.py"), os.path.join(ROOT, "lib", "ui", "art.py"))
CELL_W, CELL_H = 6, 12
FIRST_ICON = 127  # the character after the font's last (~)


class ArtError(Exception):
    """A source that cannot be read: the message names the file and line."""


def parse(text, name="art"):
    """{"icons": [(name, rows, stand-in)], "palettes": {name: [(letter, rgb)]}, "sprites": [(name,
    palette, rows)]}."""
    out = {"icons": [], "palettes": {}, "sprites": []}
    block, palette = None, None
    for n, line in enumerate(text.splitlines(), 1):
        where = "%s:%d" % (name, n)
        if not line.strip() or line.startswith("#") and block is None:
            block = None if not line.strip() else block
            continue
        words = line.split()
        if words[0] in ("icon", "palette", "sprite") and len(words) >= 2:
            if words[0] == "icon":
                words = line.split("  ", 1)[0].split()  # (two spaces before what it shows)
                if len(words) != 3 or len(words[2]) != 1 or not " " < words[2] < "~":
                    raise ArtError("%s: icon %s needs a printable character to stand in for it"
                                   % (where, words[1]))
                block = ("icon", words[1], [])
                out["icons"].append((words[1], block[2], words[2]))
            elif words[0] == "palette":
                palette = words[1]
                block = ("palette", words[1], [])
                out["palettes"][palette] = block[2]
            else:
                if palette is None:
                    raise ArtError("%s: sprite %s before any palette" % (where, words[1]))
                block = ("sprite", words[1], [])
                out["sprites"].append((words[1], palette, block[2]))
            continue
        if block is None:
            raise ArtError("%s: a row outside a block: %r" % (where, line))
        kind, _, rows = block
        if kind == "palette":
            if len(words) != 2 or len(words[0]) != 1 or not words[1].startswith("0x"):
                raise ArtError("%s: a palette line is LETTER 0xRRGGBB, not %r" % (where, line))
            rows.append((words[0], int(words[1], 16)))
        elif kind == "icon":
            if len(line) != CELL_W or set(line) - set("#."):
                raise ArtError("%s: an icon row is %d of # and ., not %r" % (where, CELL_W, line))
            rows.append(line)
        else:
            letters = {k for k, _ in out["palettes"][palette]}
            bad = set(line) - letters - {"."}
            if bad:
                raise ArtError("%s: %s not in palette %s" % (where, "".join(sorted(bad)), palette))
            if rows and len(line) != len(rows[0]):
                raise ArtError("%s: rows of sprite %s differ in width" % (where, block[1]))
            rows.append(line)
    for icon, rows, _ in out["icons"]:
        if len(rows) != CELL_H:
            raise ArtError("%s: icon %s has %d rows, not %d" % (name, icon, len(rows), CELL_H))
    return out


def load(folder=SOURCES):
    art = {"icons": [], "palettes": {}, "sprites": []}
    for path in sorted(glob.glob(os.path.join(folder, "*.txt"))):
        with open(path, encoding="utf-8") as f:
            one = parse(f.read(), os.path.relpath(path, ROOT))
        art["icons"] += one["icons"]
        art["palettes"].update(one["palettes"])
        art["sprites"] += one["sprites"]
    return art


def _literal(name, data, per, indent=4):
    """`name = (b"..." ...)`: the bytes as hex escapes, `per` bytes a line."""
    rows = ["%sb\"%s\"" % (" " * indent, "".join("\\x%02x" % b for b in data[i:i + per]))
            for i in range(0, len(data), per)]
    return [name + " = ("] + rows + [")"]


def modules(art):
    """The texts of lib/ui/icons.py and lib/ui/art.py."""
    icons = bytearray()
    for _, rows, _ in art["icons"]:
        for row in rows:
            icons.append(sum(1 << (CELL_W - 1 - x) for x, c in enumerate(row) if c == "#"))
    head = '"""%s.\n\nMade by tools/art.py from art/*.txt: edit those, then run make art."""'
    lines = [head % "The icons text draws, each a character after the font's last", "",
             "# %d-pixel rows of a %dx%d font cell, a byte each (bit %d is the left column)"
             % (CELL_W, CELL_W, CELL_H, CELL_W - 1),
             ] + _literal("ICONS", bytes(icons), CELL_H)
    for i, (name, _, _) in enumerate(art["icons"]):
        lines.append("%s = %r" % (name.upper(), chr(FIRST_ICON + i)))
    lines.append("PLAIN = %r  # each icon's stand-in where there is no font sheet (ui.gfx)"
                 % "".join(plain for _, _, plain in art["icons"]))
    icons_text = "\n".join(lines) + "\n"
    lines = [head % "Pixel art: the palettes and sprites a board draws its sheets from", ""]
    for name, pal in sorted(art["palettes"].items()):
        lines.append("%s_PALETTE = (%s)  # colours 1-%d: %s" % (
            name.upper(), ", ".join("0x%06X" % rgb for _, rgb in pal) + ("," if len(pal) == 1 else ""),
            len(pal), ", ".join(k for k, _ in pal)))
    for name, pal_name, rows in art["sprites"]:
        index = {k: i + 1 for i, (k, _) in enumerate(art["palettes"][pal_name])}
        data = bytes(index.get(c, 0) for row in rows for c in row)
        lines.append("# %s: width, height, a byte a pixel (0 clear, k %s_PALETTE[k - 1])"
                     % (name.upper(), pal_name.upper()))
        lines.append("%s_SIZE = (%d, %d)" % (name.upper(), len(rows[0]), len(rows)))
        lines += _literal(name.upper(), data, len(rows[0]))
    return icons_text, "\n".join(lines) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(prog="tools/art.py", description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="exit 1 when a module is stale")
    args = ap.parse_args(argv)
    try:
        texts = modules(load())
    except ArtError as e:
        print("art: %s" % e, file=sys.stderr)
        return 2
    for out, text in zip(OUTS, texts):
        have = open(out, encoding="utf-8").read() if os.path.exists(out) else ""
        if have == text:
            continue
        if args.check:
            print("art: %s is not what art/*.txt make: run make art" % os.path.relpath(out, ROOT),
                  file=sys.stderr)
            return 1
        with open(out, "w", encoding="utf-8") as f:
            f.write(text)
        print("wrote %s" % os.path.relpath(out, ROOT))
    return 0

if __name__ == "__main__":
    sys.exit(main())
