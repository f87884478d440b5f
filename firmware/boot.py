"""Runs once at power-up, before USB: nothing to change. Saves go to microcontroller.nvm,
which needs no writable filesystem, so CIRCUITPY stays writable from the computer."""
