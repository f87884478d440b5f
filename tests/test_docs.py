"""The documents that restate data agree with the data."""

import os

from vegas.knizia.data import TABLES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_rulings_draw_the_knizia_board_as_the_data_has_it():
    with open(os.path.join(ROOT, "docs", "RULINGS.md"), encoding="utf-8") as f:
        lines = f.read().split("\n")
    drawn = []
    for i, line in enumerate(lines):
        if line.startswith("Table ") and ": $" in line:
            rows = []
            j = i + 1
            while j < len(lines) and lines[j].startswith("    ["):
                rows.append(" ".join(s.strip("[]").replace("/", "") for s in lines[j].split()))
                j += 1
            drawn.append(tuple(rows))
    assert tuple(drawn) == TABLES


def test_every_test_a_ruling_names_exists():
    import fnmatch
    import re

    with open(os.path.join(ROOT, "docs", "RULINGS.md"), encoding="utf-8") as f:
        cited = set(re.findall(r"`(test_[a-z0-9_*]+)`", f.read()))
    defined = set()
    for folder, _, files in os.walk(os.path.join(ROOT, "tests")):
        for name in files:
            if name.endswith(".py"):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    defined.update(re.findall(r"^def (test_\w+)", f.read(), re.M))
    missing = sorted(c for c in cited if not fnmatch.filter(defined, c))
    assert not missing, missing
