"""What the device's Python lacks, and the code it runs must not use: CircuitPython builds without
next()'s default (MICROPY_PY_BUILTINS_NEXT2, off at its ROM level; the Unix port has it, so only
the chip would fail), and has no typing, dataclasses or enum at run time."""

import ast
import glob
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEVICE = sorted(p for folder in ("lib", "boards", "firmware")
                for p in glob.glob(os.path.join(ROOT, folder, "**", "*.py"), recursive=True))
ABSENT = {"typing", "dataclasses", "enum"}


def misuses(source):
    """(line, what) of each use the device's Python lacks."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "next" \
                and len(node.args) > 1:
            out.append((node.lineno, "next() with a default"))
        if isinstance(node, ast.Import):
            out.extend((node.lineno, "import " + a.name) for a in node.names
                       if a.name.split(".")[0] in ABSENT)
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in ABSENT:
            out.append((node.lineno, "from %s import" % node.module))
    return out


def test_the_check_finds_each_misuse():
    src = "import typing\nfrom enum import Enum\nx = next(it, None)\ny = next(it)\n"
    assert misuses(src) == [(1, "import typing"), (2, "from enum import"), (3, "next() with a default")]


@pytest.mark.parametrize("path", DEVICE, ids=lambda p: os.path.relpath(p, ROOT))
def test_device_code_uses_only_what_circuitpython_has(path):
    with open(path, encoding="utf-8") as f:
        found = misuses(f.read())
    assert not found, "%s: %s" % (os.path.relpath(path, ROOT), "; ".join("line %d: %s" % m for m in found))
