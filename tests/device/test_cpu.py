"""The emulated core's sleep: a WFI with an interrupt already pending does not sleep."""

import json
import os
import shutil
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_wfi_with_a_pending_interrupt_falls_through():
    if shutil.which("node") is None or not os.path.isdir(os.path.join(ROOT, "node_modules", "rp2040js")):
        pytest.skip("needs node and rp2040js (make test installs it with npm ci)")
    out = subprocess.run(["node", os.path.join(ROOT, "tests", "device", "wfi.mjs")], capture_output=True,
                         text=True, check=True, cwd=ROOT).stdout
    core = json.loads(out)
    assert core == {"waiting": False, "r2": 7, "primask": True}
