"""The emulated Pico's XIP cache (tools/pico/xip.mjs): rp2040js reads flash for free, and the
model makes a miss cost a line fill, as on silicon."""

import json
import os
import re
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import emu  # noqa: E402


def _node():
    if shutil.which("node") is None or not os.path.isdir(os.path.join(ROOT, "node_modules", "rp2040js")):
        pytest.skip("needs node and rp2040js (make test installs it with npm ci)")


def test_the_cache_is_two_way_with_8_byte_lines_and_its_aliases():
    _node()
    out = subprocess.run(["node", os.path.join(ROOT, "tests", "device", "xip.mjs")], capture_output=True,
                         text=True, check=True, cwd=ROOT).stdout
    r = json.loads(out)
    assert r["fill16k"] == [2048, 6144, 2048 * r["missCycles"]]  # 16 KB fits: one miss a line
    assert r["lru"] == [4, 2]  # the least recently used way goes
    assert r["aliases"] == [6, 1]  # 0x12.. never cached; 0x11.. hits but does not fill
    assert r["flush"] == [2, 0]


# Reads flash through memorymap: 8192 loads of distinct lines (64 KB: every one a miss), then
# 8192 loads of 128 lines already cached; the two loops differ only in the misses.
_CODE = b"""import memorymap, time
m = memorymap.AddressRange(start=0x10100000, length=65536)
def loop(mask):
    t = time.monotonic_ns()
    for i in range(0, 65536, 8):
        m[i & mask]
    return time.monotonic_ns() - t
loop(1023)
warm = loop(1023)
cold = loop(65535)
print("xip cold %d warm %d" % (cold, warm))
while True:
    time.sleep(1)
"""


def _gap(xip):
    """(ns the cold loop took beyond the warm one, a miss's cycles or None)."""
    r = emu.run("until:xip_cold", echo=False, limit_s=120, xip=xip, code=_CODE)
    cold, warm = map(int, re.search(r"xip cold (\d+) warm (\d+)", r["stdout"]).groups())
    return cold - warm, (r.get("xip") or {}).get("missCycles")


def test_a_read_that_misses_the_cache_stalls_the_core_for_a_line_fill():
    """On the emulated chip, 8192 loads that each miss take 8192 line fills longer than 8192
    that hit (within a fifth: the interpreter's own code shares the cache); without the model
    (rp2040js alone) the two take the same time."""
    _node()
    try:
        emu.firmware_paths()
    except emu.EmuError as e:
        pytest.skip(str(e))
    gap, miss_cycles = _gap(True)
    fills_ns = 8192 * miss_cycles * 8  # (8 ns a cycle at 125 MHz)
    assert abs(gap - fills_ns) < fills_ns / 5, (gap, fills_ns)
    gap, _ = _gap(False)
    assert abs(gap) < fills_ns / 20, gap
