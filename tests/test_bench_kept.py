"""`make bench --write` regenerates docs/BENCHMARKS.md's figures and keeps the passages written
by hand (tools/bench.py's kept places): measurements of other runs are not lost to a rerun."""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import bench  # noqa: E402
from arena import MARK  # noqa: E402


def _without_bodies(text):
    """text as a fresh report has it: every kept place empty."""
    return re.sub(r"(<!-- kept by make bench: (\S+) -->\n).*?(<!-- end of \2 -->)", r"\1\3", text,
                  flags=re.S)


def test_a_rewrite_puts_each_kept_passage_back_in_its_place():
    old = "# B\n\nold figures\n\n%s\n\n%s\n" % (
        bench.KEPT % "a" + "\nfirst, by hand\n\nmore\n" + bench.KEPT_END % "a",
        bench.KEPT % "gone" + "\nno place now\n" + bench.KEPT_END % "gone")
    report = "# B\n\nnew figures\n\n%s\n\n%s\n" % (bench.kept("a"), bench.kept("b"))
    got = bench.carry_kept(report, old)
    assert "new figures" in got and "old figures" not in got
    assert bench.KEPT % "a" + "\nfirst, by hand\n\nmore\n" + bench.KEPT_END % "a" in got
    assert bench.kept("b") in got  # nothing of that name was kept: still empty
    # a passage whose place is gone is not dropped: it goes at the end, under a heading
    assert got.index("## Kept passages without a place") < got.index("no place now")


def test_the_benchmarks_passages_by_hand_all_have_a_place_in_a_rewrite():
    with open(os.path.join(ROOT, "docs", "BENCHMARKS.md"), encoding="utf-8") as f:
        doc = f.read().split(MARK)[0]
    passages = bench.kept_passages(doc)
    assert len(passages) >= 4 and all(passages.values())
    sources = ""
    for name in ("bench.py", "bench_bots.py"):
        with open(os.path.join(ROOT, "tools", name), encoding="utf-8") as f:
            sources += f.read()
    for name in passages:  # each where the report writes its place
        assert 'kept("%s")' % name in sources, name
    assert bench.carry_kept(_without_bodies(doc), doc) == doc
    # what the report writes of the reading is the document's, before its kept passage
    reading = doc[doc.index("## Reading these figures"):]
    assert reading.startswith(bench.READING + "\n" + bench.KEPT % "reading")
