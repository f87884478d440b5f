"""`make bench` section: the UI under MicroPython (tests/mpui, displayio stubbed) - the smallest
heap from which a whole game, seat 1 human and the rest normal AI, runs from the title screen.

Below that edge heaps pass and fail in no order (a scene's module compiled mid-game may find no
room in one piece), so the edge is scanned down from TOP_KB, not bisected."""

import os
import shutil
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOP_KB = 264  # above every edge measured (tests/test_micropython_ui.py runs at 208 and 256 KB)
TOP32_KB = 200  # the same on the 32-bit build (bench_bots.MP32)
STEP_KB = 2
CASES = (("las_vegas", 2), ("las_vegas", 5), ("royale_basic", 2), ("royale_basic", 5), ("royale", 5),
         ("las_vegan", 2), ("las_vegan", 5), ("knizia", 4))


def section(out, micropython, lowest_from_top):
    import bundle  # (tools/ is on the path: bench.py's folder)

    with tempfile.TemporaryDirectory() as tmp:
        # The repository's lib/ and the device's copy (bundle.py: docstrings stripped), each
        # at a path of the same length: the edge moves with the path's length too.
        shutil.copytree(os.path.join(ROOT, "lib"), os.path.join(tmp, "r", "lib"))
        bundle.copy_to(os.path.join(tmp, "d"))
        _measure(out, micropython, lowest_from_top, os.path.join(tmp, "r"), os.path.join(tmp, "d"))


def _measure(out, micropython, lowest_from_top, repo, device):
    script = os.path.join(ROOT, "tests", "mpui", "run_ui.py")

    from bench_bots import MP32

    def works(root, game, players, kb, exe=None):
        env = dict(os.environ, MICROPYPATH=os.pathsep.join([os.path.join(ROOT, "tests", "mpui"),
                                                            os.path.join(root, "lib")]))
        p = subprocess.run([exe or micropython(), "-X", "heapsize=%dK" % kb, script, game, str(players)],
                           env=env, capture_output=True, text=True, timeout=600)
        return p.returncode == 0

    out("## The UI on MicroPython")
    out("")
    out("Smallest `-X heapsize` from which `tests/mpui/run_ui.py` plays a whole game through the "
        "scenes (title, settings, set-up, play, payouts, results; seat 1 human pressing A, the "
        "others normal AI, saves after every move), with displayio stubbed so only the UI's own "
        "objects count (bitmaps at their real size): from the repository's `lib/`, and from the "
        "device's copy (`make bundle`/`make flash`, whose modules lose their docstrings). "
        "Scanned down from %d KB in %d KB steps to the first heap that fails: below the edge, "
        "heaps pass and fail in no order. The script's clock stops within a frame, so a run "
        "repeats exactly; the edge still moves with the checkout path's length. "
        "64-bit Unix port: an RP2040 needs less. *Device's copy, 32-bit*: the device's copy on "
        "the 32-bit MicroPython of the bots' heap table (`make mp32`), scanned down from %d KB."
        % (TOP_KB, STEP_KB, TOP32_KB))
    out("")
    out("| game | players | smallest heap | device's copy | device's copy, 32-bit |")
    out("|---|---|---|---|---|")
    for game, players in CASES:
        kbs = [lowest_from_top(lambda h, r=root, g=game, n=players: works(r, g, n, h), TOP_KB, STEP_KB)
               for root in (repo, device)]
        cells = ["%d KB" % kb if kb else "over %d KB" % TOP_KB for kb in kbs]
        if os.path.exists(MP32):
            kb = lowest_from_top(lambda h, g=game, n=players: works(device, g, n, h, MP32), TOP32_KB, STEP_KB)
            cells.append("%d KB" % kb if kb else "over %d KB" % TOP32_KB)
        else:
            cells.append("not built")
        out("| %s | %d | %s |" % (game, players, " | ".join(cells)))
        print("ui", game, players, kbs, flush=True)
    out("")


if __name__ == "__main__":  # this section alone: python tools/bench_ui.py
    import sys

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from bench import lowest_from_top, micropython

    lines = []
    section(lines.append, micropython, lowest_from_top)
    print("\n".join(lines))
