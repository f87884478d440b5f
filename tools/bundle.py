"""Lay out what the CIRCUITPY drive needs: code.py/boot.py/settings.toml at the root, boards/,
lib/vegas, lib/ui, and the Adafruit libraries the device imports (found by following the
imports, copied from their installed PyPI packages). `--zip FILE` writes a zip to unpack onto
the drive; `--dest DIR` copies onto a mounted drive (or finds CIRCUITPY when DIR is "auto").

Modules go as .mpy from CircuitPython's own mpy-cross where one is found (MPY_OPT): compiling
on the device takes heap the Pico lacks. Without it (or with --py) our modules go as .py without their
docstrings (strip_docstrings), whose text would pass through the device's parser; lines keep
their numbers, so a traceback still points at the repository's line."""

import argparse
import ast
import errno
import glob
import hashlib
import importlib.machinery
import os
import subprocess
import sys
import tempfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Libraries the device needs are the modules named by this prefix that our code imports, and
# that they import in turn (found by reading the imports, from the installed PyPI packages).
LIBRARY_PREFIX = "adafruit_"
_SETTINGS = "settings.toml"
LAUNCHERS = ("code.py", "boot.py")  # on the drive as source: each imports its module (firmware/)
_BACKUP = "saves/backup.bin"
STAMP = "pocket-vegas-build.txt"  # make board-test compares it with the checkout's build
MPY_CROSS_NAME = "mpy-cross-circuitpython-9.2.9-linux-x86_64"
# Compiled without line numbers (mpy-cross -O3; the code has no asserts for -O to drop): 6% less
# bytecode for the device's heap to hold. A traceback there names the file and function; the
# simulator runs the same source, with lines.
MPY_OPT = "-O3"


_SCOPES = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def strip_docstrings(source):
    """`source` without its module, class and function docstrings, each line kept in place:
    a docstring's lines become blank, or `pass` where it was the whole body. A docstring
    that shares a line with other code stays."""
    lines = source.split("\n")
    spans = []
    for node in ast.walk(ast.parse(source)):
        body = node.body if isinstance(node, _SCOPES) else None
        if not body or not isinstance(body[0], ast.Expr):
            continue
        doc = body[0]
        if not (isinstance(doc.value, ast.Constant) and isinstance(doc.value.value, str)):
            continue
        before = lines[doc.lineno - 1].encode()[:doc.col_offset]  # (ast's columns count bytes)
        after = lines[doc.end_lineno - 1].encode()[doc.end_col_offset:].strip()
        if before.strip() or (after and not after.startswith(b"#")):
            continue  # on a line with other code: left alone
        spans.append((doc.lineno, doc.end_lineno, doc.col_offset, len(body) == 1))
    for first, last, col, alone in sorted(spans, reverse=True):
        lines[first - 1:last] = [" " * col + "pass" if alone else ""] + [""] * (last - first)
    return "\n".join(lines)


def _guarded(node):
    """Whether a try statement catches ImportError (an optional import: not followed)."""
    for h in node.handlers:
        names = h.type.elts if isinstance(h.type, ast.Tuple) else [h.type]
        if any(isinstance(n, ast.Name) and n.id in ("ImportError", "Exception") for n in names):
            return True
    return False


def imports(source):
    """Module names a source imports for certain (a try that catches ImportError is skipped);
    `from p import x` gives both p and p.x, x being possibly a submodule."""
    out = []

    def visit(node):
        if isinstance(node, ast.Try) and _guarded(node):
            for part in node.orelse + node.finalbody:
                visit(part)
            return
        if isinstance(node, ast.Import):
            out.extend(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            out.append(node.module)
            out.extend(node.module + "." + a.name for a in node.names)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(source))
    return out


def _library_files(sources):
    """(source path, path on the drive) of each library module the sources need, transitively."""
    found = {}
    todo = list(sources)
    while todo:
        with open(todo.pop(), encoding="utf-8") as f:
            names = imports(f.read())
        for name in names:
            if not name.startswith(LIBRARY_PREFIX):
                continue
            parts = name.split(".")
            path = None
            for i in range(1, len(parts) + 1):  # a package's __init__ comes with its submodule
                mod = ".".join(parts[:i])
                # found without importing it (its package would import Blinka's displayio)
                spec = importlib.machinery.PathFinder.find_spec(mod, path)
                if spec is None or spec.origin is None:
                    if i == 1:
                        raise SystemExit("%s is not installed: run `make venv` (requirements.txt)" % mod)
                    break  # p.x where x is a name in p, not a module
                dest = "lib/" + mod.replace(".", "/") + ("/__init__.py" if spec.submodule_search_locations
                                                         else ".py")
                if dest not in found:
                    found[dest] = spec.origin
                    todo.append(spec.origin)
                path = spec.submodule_search_locations
    return sorted((src, dest) for dest, src in found.items())


def files():
    """(source path, path on the drive, whether it is ours) for everything the device needs."""
    out = []
    for name in LAUNCHERS + ("pocket_main.py", "pocket_boot.py"):
        out.append((os.path.join(ROOT, "firmware", name), name if name in LAUNCHERS else "lib/" + name, True))
    for package, dest in (("boards", "boards"), ("lib/vegas", "lib/vegas"), ("lib/ui", "lib/ui")):
        for path in sorted(glob.glob(os.path.join(ROOT, package, "**", "*.py"), recursive=True)):
            rel = os.path.relpath(path, os.path.join(ROOT, package))
            out.append((path, dest + "/" + rel.replace(os.sep, "/"), True))
    out.extend((src, dest, False) for src, dest in _library_files([src for src, _, _ in out]))
    # the engine's tests and their runner, for make board-test (tools/board_test.py)
    for path in sorted(glob.glob(os.path.join(ROOT, "tests", "engine", "*.py"))) + [
            os.path.join(ROOT, "tests", "mp_run.py")]:
        out.append((path, "tests/" + os.path.basename(path), True))
    return out


def device_text(path):
    """One of our modules as it goes onto the drive."""
    with open(path, encoding="utf-8") as f:
        return strip_docstrings(f.read())


def find_drive():
    user = os.environ.get("USER", "")
    for cand in ("/media/%s/CIRCUITPY" % user, "/run/media/%s/CIRCUITPY" % user, "/Volumes/CIRCUITPY",
                 "D:/", "E:/"):
        if os.path.isfile(os.path.join(cand, "boot_out.txt")):
            return cand
    raise SystemExit("no CIRCUITPY drive found; plug the board in, or give DEST=/path/to/CIRCUITPY")


def find_mpy_cross():
    """CircuitPython's own mpy-cross (its .mpy format; MicroPython's is refused), or None: the
    MPY_CROSS variable, ../shared/device/, or circuitpython-build-tools' cache (where its
    `circuitpython-mpy-cross --circuitpython-version 9.x` command downloads Adafruit's)."""
    cands = [os.environ.get("MPY_CROSS", ""),
             os.path.join(os.path.dirname(ROOT), "shared", "device", MPY_CROSS_NAME),
             os.path.expanduser("~/.cache/circuitpython-build-tools/mpy-cross-9.x")]
    for c in cands:
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            return c
    return None


def compile_mpy(mpy_cross, src, dest):
    """The .mpy of one module, named in tracebacks by its path on the drive."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "m.mpy")
        r = subprocess.run([mpy_cross, MPY_OPT, "-s", dest, "-o", out, src], capture_output=True, text=True)
        if r.returncode:
            raise SystemExit("mpy-cross failed on %s: %s" % (src, r.stderr.strip()))
        with open(out, "rb") as f:
            return f.read()


def device_files(mpy_cross=None, frozen=False):
    """{path on the drive: bytes}: with mpy_cross, every module but code.py and boot.py
    compiled to .mpy; without, ours as .py without docstrings and the libraries as shipped.
    With `frozen`, a drive for our firmware, which has every module and the launchers frozen
    in (tools/firmware.py): settings.toml and the save's backup copy only."""
    out = {}
    for src, dest, ours in files():
        if frozen:
            continue
        if mpy_cross and "/" in dest:
            out[dest[:-3] + ".mpy"] = compile_mpy(mpy_cross, src, dest)
        elif ours:
            out[dest] = device_text(src).encode()
        else:
            with open(src, "rb") as f:
                out[dest] = f.read()
    with open(os.path.join(ROOT, "firmware", _SETTINGS), "rb") as f:
        out[_SETTINGS] = f.read()
    out[_BACKUP] = b"\xff" * 12288  # the save's backup copy (ui.backup); the game makes it where missing
    if not frozen:  # (our firmware names its build in flash: boards.built_in)
        out[STAMP] = ("%s\n" % build_id(out)).encode()
    return out


def frozen_modules():
    """{path in the folder CircuitPython freezes: bytes}: what /lib and boards/ hold in the
    bundle, and the launchers code.py and boot.py, as source (the firmware's build compiles
    it; our firmware runs the frozen launchers whatever the drive holds). Engine tests stay out."""
    out = {}
    for src, dest, ours in files():
        if dest.startswith("tests/"):
            continue
        name = dest[4:] if dest.startswith("lib/") else dest
        if ours:
            out[name] = device_text(src).encode()
        else:  # (a library's __version__ line asks git for a version when frozen)
            with open(src, encoding="utf-8") as f:
                text = "".join(line for line in f if not line.startswith("__version__"))
            out[name] = text.encode()
    return out


def build_id(files):
    """What names a build: a hash of its files on the drive (the backup and the stamp aside)."""
    h = hashlib.sha256()
    for path in sorted(files):
        if path not in (_BACKUP, STAMP):
            h.update(path.encode() + b"\0" + files[path])
    return h.hexdigest()[:12]


def write_zip(path, mpy_cross=None):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for dest, data in sorted(device_files(mpy_cross).items()):
            z.writestr(dest, data)
    return path


def copy_to(dest, mpy_cross=None):
    # the backup first: on a fresh drive its folder and file then get clusters side by side
    for rel, data in sorted(device_files(mpy_cross).items(), key=lambda kv: kv[0] != _BACKUP):
        target = os.path.join(dest, rel)
        if rel in (_SETTINGS, _BACKUP) and os.path.exists(target):
            continue  # never overwrite the owner's settings or save
        os.makedirs(os.path.dirname(target), exist_ok=True)
        # a module of the other kind left from an earlier copy would shadow this one
        other = target[:-4] + ".py" if target.endswith(".mpy") else target[:-3] + ".mpy"
        if rel.endswith(("py", ".mpy")) and "/" in rel and os.path.exists(other):
            os.remove(other)
        with open(target, "wb") as f:
            f.write(data)
    return dest


def main(argv=None):
    ap = argparse.ArgumentParser(prog="tools/bundle.py")
    ap.add_argument("--zip")
    ap.add_argument("--dest")
    ap.add_argument("--py", action="store_true", help="modules as .py even where mpy-cross is found")
    args = ap.parse_args(argv)
    mpy_cross = None if args.py else find_mpy_cross()
    if not mpy_cross and not args.py:
        print("note: CircuitPython's mpy-cross not found (see README, Flashing): modules go as .py, "
              "which need more of the device's heap")
    if args.zip:
        print("wrote", write_zip(args.zip, mpy_cross), "- unzip it onto the CIRCUITPY drive")
    if args.dest:
        dest = find_drive() if args.dest == "auto" else args.dest
        try:
            print("copied Pocket Vegas onto", copy_to(dest, mpy_cross))
        except OSError as e:
            if e.errno not in (errno.EROFS, errno.EACCES, errno.EPERM):
                raise
            print("error: %s is read-only (%s). Pocket Vegas keeps the drive for its saves: unplug the "
                  "board, hold any button while plugging it back in, then run this again." % (dest, e))
            return 1
    if not (args.zip or args.dest):
        ap.error("give --zip FILE and/or --dest DIR")
    return 0


if __name__ == "__main__":
    sys.exit(main())
