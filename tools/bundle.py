"""Lay out what the CIRCUITPY drive needs: code.py/boot.py/settings.toml at the root, boards/,
lib/vegas, lib/ui, and the Adafruit libraries the device uses (copied from their installed
PyPI packages). `--zip FILE` writes a zip to unpack onto the drive; `--dest DIR` copies onto a
mounted drive (or finds CIRCUITPY when DIR is "auto")."""

import argparse
import glob
import importlib.util
import os
import shutil
import sys
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Adafruit library files the device imports (package dirs: only these modules of them).
ADAFRUIT = (
    ("adafruit_display_text", ("__init__.py", "bitmap_label.py")),
    ("adafruit_st7789", None),
)
_SETTINGS = "settings.toml"


def files():
    """(source path, path on the drive) for everything the device needs."""
    out = []
    for name in ("code.py", "boot.py"):
        out.append((os.path.join(ROOT, "firmware", name), name))
    for package, dest in (("boards", "boards"), ("lib/vegas", "lib/vegas"), ("lib/ui", "lib/ui")):
        for path in sorted(glob.glob(os.path.join(ROOT, package, "**", "*.py"), recursive=True)):
            rel = os.path.relpath(path, os.path.join(ROOT, package))
            out.append((path, dest + "/" + rel.replace(os.sep, "/")))
    for module, parts in ADAFRUIT:
        spec = importlib.util.find_spec(module)
        if spec is None or spec.origin is None:
            raise SystemExit("%s is not installed: run `make venv` (it is in requirements.txt)" % module)
        if parts is None:
            out.append((spec.origin, "lib/%s.py" % module))
        else:
            base = os.path.dirname(spec.origin)
            for p in parts:
                out.append((os.path.join(base, p), "lib/%s/%s" % (module, p)))
    return out


def find_drive():
    user = os.environ.get("USER", "")
    for cand in ("/media/%s/CIRCUITPY" % user, "/run/media/%s/CIRCUITPY" % user, "/Volumes/CIRCUITPY",
                 "D:/", "E:/"):
        if os.path.isfile(os.path.join(cand, "boot_out.txt")):
            return cand
    raise SystemExit("no CIRCUITPY drive found; plug the board in, or give DEST=/path/to/CIRCUITPY")


def write_zip(path):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for src, dest in files():
            z.write(src, dest)
        z.write(os.path.join(ROOT, "firmware", _SETTINGS), _SETTINGS)
    return path


def copy_to(dest):
    for src, rel in files():
        target = os.path.join(dest, rel)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(src, target)
    if not os.path.exists(os.path.join(dest, _SETTINGS)):  # never overwrite the owner's settings
        shutil.copyfile(os.path.join(ROOT, "firmware", _SETTINGS), os.path.join(dest, _SETTINGS))
    return dest


def main(argv=None):
    ap = argparse.ArgumentParser(prog="tools/bundle.py")
    ap.add_argument("--zip")
    ap.add_argument("--dest")
    args = ap.parse_args(argv)
    if args.zip:
        print("wrote", write_zip(args.zip), "- unzip it onto the CIRCUITPY drive")
    if args.dest:
        dest = find_drive() if args.dest == "auto" else args.dest
        print("copied Pocket Vegas onto", copy_to(dest))
    if not (args.zip or args.dest):
        ap.error("give --zip FILE and/or --dest DIR")
    return 0


if __name__ == "__main__":
    sys.exit(main())
