"""Pocket Vegas on the device: pick the board, build its display and buttons, run the app."""

import gc
import sys
import time

import keypad
import microcontroller
import supervisor

import boards
from ui.app import App
from ui.backup import device_backup
from ui.buttons import Input
from vegas.ticks import ticks_diff

hw = boards.load(boards.this_board())
display = hw.display()
inp = Input(hw.keys().events, keypad.Event(), hw.KEYMAP, hw.CHORD)
# settings.toml POCKET_VEGAS_SEED = N: every game's seed from N, not from the clock (tests)
seed = boards.setting("POCKET_VEGAS_SEED")
# a speaker: the board's (SPEAKER), or settings.toml POCKET_VEGAS_SPEAKER = "GP22" on others;
# the battery's sense: the board's (BATTERY), or POCKET_VEGAS_BATTERY = "VOLTAGE_MONITOR" on a
# Pico run from a cell on VSYS (GP29 reads a third of it, as the PicoSystem's BAT_SENSE does)
# the save log's backup copy on the drive, made again where a power cut (or a new drive) left none
backup = device_backup()
backup.ensure()
app = App(display, inp, hw.WIDTH, hw.HEIGHT, microcontroller.nvm, hw.NAME,
          seed=None if seed is None else int(seed), backup=backup,
          speaker=boards.setting("POCKET_VEGAS_SPEAKER") or hw.SPEAKER,
          battery=boards.setting("POCKET_VEGAS_BATTERY") or hw.BATTERY, divider=hw.BATTERY_DIVIDER)
# settings.toml POCKET_VEGAS_TRACE = N (the emulator's tests and benchmarks): print "~scene
# NAME" at each scene, "~draw MS MODE" for each frame that refreshed the display (MODE: the play
# scene's, a number in ui.turn), "~idle SCENE DIALOG" when the app comes to wait for a button,
# and "~heap FREE" after a collect then and every N ms.
trace_ms = int(boards.setting("POCKET_VEGAS_TRACE") or 0)
# (a console on USB opens once the computer has enumerated the board: the trace waits for it,
# up to 3 s, so that it is whole; the title is drawn first, as it is without a trace)
app.update(supervisor.ticks_ms())
since = supervisor.ticks_ms()
while trace_ms and not supervisor.runtime.serial_connected and \
        ticks_diff(supervisor.ticks_ms(), since) < 3000:
    time.sleep(0.01)
last = 0
was_busy = True
scene = ""
while True:
    now = supervisor.ticks_ms()
    drew = app.update(now)
    busy = app.busy()
    if trace_ms:
        if drew:
            print("~draw", (supervisor.ticks_ms() - now) & 0x1FFFFFFF, getattr(app.scene, "mode", ""))
        if app.scene_name != scene:
            scene = app.scene_name
            print("~scene", scene)
        if was_busy and not busy:
            dialog = getattr(app.scene, "dialog", None)
            print("~idle", scene, dialog.title.text if dialog is not None and dialog.is_open() else "")
        if (now - last) & 0x1FFFFFFF >= trace_ms or was_busy and not busy:
            gc.collect()
            print("~heap", gc.mem_free())  # type: ignore[attr-defined]  # (CircuitPython's gc)
            last = now
    was_busy = busy
    if not busy:
        # a computer asking for the REPL (mpremote, make board-test) sends Ctrl-C: over USB it
        # interrupts by itself, but a UART console passes it on as a byte like any other
        if supervisor.runtime.serial_bytes_available and sys.stdin.read(1) == "\x03":
            break
        time.sleep(0.01)  # waiting for a button: let the chip rest
