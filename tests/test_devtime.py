"""The device-time method's calibration (tools/devtime_const.py, tools/devtime_ref.py)."""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.join(os.path.dirname(HERE), "tools")
sys.path.insert(0, TOOLS)

import devtime_const  # noqa: E402
import devtime_ref  # noqa: E402
from test_micropython import micropython, run_under_micropython  # noqa: E402


def test_the_reference_workload_is_the_one_calibrated():
    # REFERENCE_RATE is this workload's rate on the calibration host: a changed workload
    # (its checksum with it) would make every device time wrong by an unknown factor.
    assert devtime_ref.REFERENCE_LOOPS == 50000
    assert devtime_ref.reference_work(devtime_ref.REFERENCE_LOOPS) == 24240


def test_the_factor_scales_with_the_host_speed():
    rate = devtime_const.REFERENCE_RATE
    assert devtime_const.host_factor(rate) == devtime_const.DEVICE_FACTOR
    assert devtime_const.host_factor(2 * rate) == 2 * devtime_const.DEVICE_FACTOR


def test_devtime_reports_this_hosts_factor_under_micropython():
    proc = subprocess.run([micropython(), os.path.join(TOOLS, "devtime.py"), "factor"],
                          capture_output=True, text=True, timeout=60)
    words = proc.stdout.split()
    assert proc.returncode == 0 and words[0] == "rate" and words[2] == "factor", proc.stdout + proc.stderr
    rate, factor = int(words[1]), float(words[3])
    assert rate > 0
    assert abs(factor - devtime_const.host_factor(rate)) < 0.1


def test_the_budget_mode_lifts_the_deadline():
    # on a device clock a million times slower than the host every search hits its deadline
    # after an iteration or so; with `budget` the whole budget runs (what ITERATIONS is set from)
    from vegas.ai.bot import ITERATIONS

    its = {}
    for extra in ([], ["budget"]):
        args = ["las_vegan", "2", "normal", "1", "1", "1000000"] + extra
        proc = run_under_micropython(os.path.join(TOOLS, "devtime.py"), args, "2M")
        assert proc.returncode == 0, proc.stdout + proc.stderr
        its[bool(extra)] = [int(line.split()[2]) for line in proc.stdout.splitlines() if line[:2] == "d "]
    assert len(its[True]) > 10 and max(its[False]) < 4
    assert max(its[True]) == ITERATIONS["las_vegan"][1]  # (the halving may leave a pass unspent)
