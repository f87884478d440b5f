"""The device-time calibration of tools/devtime.py.

DEVICE_FACTOR is the one calibration constant: RP2040 (125 MHz Cortex-M0+) MicroPython time
over the Unix port's time on the calibration host. Hosts differ (the shared machines here have
run the same MicroPython code 2-3x apart from one session to the next), so a run scales the
constant by its own host's speed: a fixed interpreter workload (tools/devtime_ref.py, never to
change) timed on the spot, against its rate on the calibration host (REFERENCE_RATE).
"""

DEVICE_FACTOR = 150  # RP2040 MicroPython time / the calibration host's Unix port time
# reference_work loops per second under the calibration host's Unix port: the host whose bot
# decisions the budgets were first set from (docs/TUNING.md, "Device time"; two workloads'
# speeds differ by about 13% from host to host, the method's uncertainty).
REFERENCE_RATE = 3110000


def host_factor(rate):
    """RP2040 time over this host's time, for a host that runs reference_work at `rate`/s."""
    return DEVICE_FACTOR * rate / REFERENCE_RATE
