"""Run engine test modules under MicroPython: micropython tests/mp_run.py test_rng ...

MICROPYPATH must hold lib and tests/engine. Each module's test_* functions run in
turn; the last line is "N passed, N failed". Exit status 1 if anything failed.
"""

import gc
import sys


def main(names):
    passed = failed = 0
    for name in names:
        module = __import__(name)
        tests = sorted(k for k in dir(module) if k.startswith("test_"))
        for t in tests:
            gc.collect()
            try:
                getattr(module, t)()
            except Exception as e:
                failed += 1
                print("FAIL %s.%s: %s: %s" % (name, t, type(e).__name__, e))
                sys.print_exception(e)
            else:
                passed += 1
                print("ok   %s.%s" % (name, t))
        del module
        sys.modules.pop(name, None)
        gc.collect()
    print("%d passed, %d failed" % (passed, failed))
    return failed


if __name__ == "__main__":
    sys.exit(1 if main(sys.argv[1:]) else 0)
