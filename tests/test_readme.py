"""The README's code blocks marked `<!-- runnable -->` run as written, from the clone's root."""

import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def blocks():
    """[(language, code)] of the README's marked blocks."""
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        text = f.read()
    return re.findall(r"<!-- runnable -->\n```(\w+)\n(.*?)\n```", text, re.S)


def test_the_readme_marks_its_engine_example_and_a_command_runnable():
    assert [lang for lang, _ in blocks()].count("python") >= 1
    assert [lang for lang, _ in blocks()].count("sh") >= 1


@pytest.mark.parametrize("lang,code", blocks(), ids=lambda v: v.split("\n")[0][:40])
def test_a_runnable_block_runs(lang, code):
    env = dict(os.environ, PYTHONPATH="lib", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    cmd = [sys.executable, "-c", code] if lang == "python" else ["bash", "-euo", "pipefail", "-c", code]
    r = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300,
                       stdin=subprocess.DEVNULL)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
