"""The fixed workload that measures a host's MicroPython speed for the device-time method
(tools/devtime_const.py). Never change it: REFERENCE_RATE is its rate on the calibration host.

A module of its own: a run that measures the heap is passed the factor and never loads it
(tools/devtime.py).
"""

REFERENCE_LOOPS = 50000  # one timed run: 5-20 ms on these hosts


class _Box:
    def __init__(self):
        self.hits = 0


def _mix(x, y):
    return (x * 3 + y) & 1023


def reference_work(loops):
    """A fixed mix of what the engine's hot loops do: small-int arithmetic, bytearray and list
    indexing, a call, an attribute update. Returns a checksum (so nothing is optimized away)."""
    box = _Box()
    a = bytearray(64)
    b = [0] * 16
    for i in range(loops):
        j = i & 63
        a[j] = (a[j] + i) & 255
        k = i & 15
        b[k] = _mix(b[k], a[(j * 7) & 63])
        if b[k] > 512:
            box.hits += 1
    return box.hits


def host_rate(ticks_us, ticks_diff, runs=7):
    """reference_work loops per second on this host: the best of `runs` timed runs (a shared
    host's load only ever slows a run)."""
    best = 1
    for _ in range(runs):
        t0 = ticks_us()
        reference_work(REFERENCE_LOOPS)
        dt = ticks_diff(ticks_us(), t0)
        if dt > 0:
            best = max(best, REFERENCE_LOOPS * 1000000 // dt)
    return best
