"""The device-time calibration constant, shared by tools/devtime.py and tools/bench_bots.py."""

DEVICE_FACTOR = 150  # RP2040 (125 MHz Cortex-M0+) MicroPython time / this host's Unix port time
