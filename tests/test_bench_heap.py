"""The heap edges of `make bench` (tools/bench.py's lowest_from_top): scanned down from the
top, an edge stops at the first heap that fails, so a pass below a failure (a hole near the
edge) is not reported as the edge."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools"))

import bench  # noqa: E402


def test_the_edge_is_the_lowest_heap_from_which_every_heap_passes():
    passes = set(range(220, 300, 2)) | {200, 212, 216}  # holes at 214 and 218
    tried = []

    def works(kb):
        tried.append(kb)
        return kb in passes

    assert bench.lowest_from_top(works, 264, 2) == 220
    assert tried == list(range(264, 216, -2))  # down to the first failure, and no further
    assert bench.lowest_from_top(works, 219, 2) is None  # the top itself fails
