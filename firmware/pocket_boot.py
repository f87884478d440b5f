"""At power-on, before USB: the code may write CIRCUITPY (the save's backup copy, saves/) unless
a button is held, which leaves the drive writable from the computer instead."""

import time

import storage

import boards

hw = boards.load(boards.this_board())
keys = hw.keys()
time.sleep(0.05)  # a few scans: a key held since power-on reports its press
held = keys.events.get() is not None
keys.deinit()
if not held:
    storage.remount("/", readonly=False)
