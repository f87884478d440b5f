"""A millisecond clock for every port: ticks_ms() and ticks_diff(new, old), wrap-safe.

CircuitPython's supervisor.ticks_ms wraps at 2**29, and starts 300 s short of it (a wrap
shows early); MicroPython has time.ticks_ms/ticks_diff; CPython counts from time.monotonic
and takes differences as CircuitPython does, so that the simulator, whose clock starts where
the device's does (START), meets the same wraps."""

_PERIOD = 1 << 29
_HALF = _PERIOD // 2
START = _PERIOD - 300000  # supervisor.ticks_ms() at power-on

try:
    from supervisor import ticks_ms  # CircuitPython

    def ticks_diff(new, old):
        return ((new - old + _HALF) & (_PERIOD - 1)) - _HALF

except ImportError:
    try:
        from time import ticks_diff, ticks_ms  # type: ignore[attr-defined,no-redef]  # MicroPython
    except ImportError:  # CPython
        from time import monotonic

        def ticks_ms():
            return int(monotonic() * 1000)

        def ticks_diff(new, old):
            return ((new - old + _HALF) & (_PERIOD - 1)) - _HALF
