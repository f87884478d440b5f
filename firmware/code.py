"""Pocket Vegas on the device: pick the board, build its display and buttons, run the app."""

import os
import time

import board
import keypad
import microcontroller
import supervisor

import boards
from ui.app import App
from ui.buttons import Input

name = boards.choose(os.getenv("POCKET_VEGAS_BOARD"), getattr(board, "board_id", None))
hw = boards.load(name)
display = hw.display()
inp = Input(hw.keys().events, keypad.Event(), hw.KEYMAP, hw.CHORD)
app = App(display, inp, hw.WIDTH, hw.HEIGHT, microcontroller.nvm, hw.NAME)
while True:
    app.update(supervisor.ticks_ms())
    if not app.busy():
        time.sleep(0.01)  # waiting for a button: let the chip rest
