"""A millisecond clock for every port: ticks_ms() and ticks_diff(new, old), wrap-safe.

CircuitPython's supervisor.ticks_ms wraps at 2**29; MicroPython has time.ticks_ms/ticks_diff;
CPython counts from time.monotonic and never wraps."""

try:
    from supervisor import ticks_ms  # CircuitPython

    _PERIOD = 1 << 29
    _HALF = _PERIOD // 2

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
            return new - old
