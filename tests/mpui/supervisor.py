"""CircuitPython's clock, stopped between the frames run_ui.py drives: ticks_ms() is the time
the script last set, so an AI searches its whole work budget within one frame and a run
allocates the same way whatever the machine's load (a real clock made the heap's edge move)."""

now = 0


def ticks_ms():
    return now
