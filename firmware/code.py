# Pocket Vegas: the game is the module pocket_main (frozen into our firmware, or /lib's .mpy
# with stock CircuitPython). A .py of a game module at the drive's root overrides it.
import pocket_main  # noqa: F401
