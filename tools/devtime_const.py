"""The device-time calibration of tools/devtime.py.

DEVICE_FACTOR is the one calibration constant: RP2040 (125 MHz Cortex-M0+) MicroPython time
over the Unix port's time on the calibration host. Hosts differ (the shared machines here have
run the same MicroPython code 2-3x apart from one session to the next), so a run scales the
constant by its own host's speed: a fixed interpreter workload (tools/devtime_ref.py, never to
change) timed on the spot, against its rate on the calibration host (REFERENCE_RATE).
"""

DEVICE_FACTOR = 150  # RP2040 MicroPython time / the calibration host's Unix port time
# reference_work loops per second under the calibration host's Unix port. That host is the one
# of `make bench` on 2026-11-22, from whose bot decisions the bots' budgets were set: there the
# Las Vegas hard bots of 62d32fe completed 67 iterations per decision (p50; normal 20, easy 3),
# and 62d32fe's code, run on another host (2026-11-23) with this rate, completes 65 and 67
# (two runs of the bench's 6 games; normal 21, easy 4). (Anchored instead on 62d32fe's Las
# Vegas 2-player playouts, 3001/s there, the rate would be 2692000: the workload ran 856-920
# loops per playout, six interleaved pairs. So two workloads' speeds differ by 13% between
# two hosts: about the method's uncertainty from host to host.)
REFERENCE_RATE = 3110000


def host_factor(rate):
    """RP2040 time over this host's time, for a host that runs reference_work at `rate`/s."""
    return DEVICE_FACTOR * rate / REFERENCE_RATE
