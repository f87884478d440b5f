"""Pocket Vegas user interface: displayio scenes shared by the device and the simulator."""
