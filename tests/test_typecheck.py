"""The device code (firmware, boards, lib/ui) type-checks against circuitpython-stubs, so a
CircuitPython API used wrongly (a bad argument to displayio, keypad, nvm...) fails `make test`.
Settings: [tool.mypy] in pyproject.toml."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_device_code_type_checks_against_circuitpython_stubs():
    files = ["firmware/pocket_main.py", "firmware/pocket_boot.py"]
    files += ["boards/" + f for f in sorted(os.listdir(os.path.join(ROOT, "boards"))) if f.endswith(".py")]
    files += ["lib/ui/" + f for f in sorted(os.listdir(os.path.join(ROOT, "lib", "ui"))) if f.endswith(".py")]
    p = subprocess.run([sys.executable, "-m", "mypy", "--no-incremental"] + files, cwd=ROOT,
                       capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "Success" in p.stdout
