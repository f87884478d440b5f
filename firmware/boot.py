# Pocket Vegas at power-on: pocket_boot lets the game write its save's backup copy on the drive
# unless a button is held, which leaves the drive writable from the computer instead.
import pocket_boot  # noqa: F401
