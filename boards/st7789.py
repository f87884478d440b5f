"""An ST7789 panel on SPI, for CircuitPython 10 (fourwire) and 9 (displayio.FourWire)."""


# The panel's start (Sitronix ST7789V datasheet): a software reset and 150 ms before Sleep Out
# (the datasheet's least is 120 ms, 9.1.2; the vendors' drivers all wait 150), Sleep Out and
# 5 ms before the next command (9.1.12), then 16-bit colour, the memory's order (MY and MX,
# as Adafruit's driver leaves it: the rotation is displayio's), inverted colours (these IPS
# panels), normal mode, display on. Each command is (command, argument count with 0x80 when a
# delay in ms follows, arguments, delay).
_INIT = (b"\x01\x80\x96"  # SWRESET, 150 ms
         b"\x11\x80\x05"  # SLPOUT, 5 ms
         b"\x3a\x01\x55"  # COLMOD: 16 bits a pixel
         b"\x36\x01\xc0"  # MADCTL: MY | MX, RGB order
         b"\x21\x00"  # INVON
         b"\x13\x00"  # NORON
         b"\x29\x00")  # DISPON


def st7789(clock, mosi, cs, dc, width, height, rotation, rowstart=0, colstart=0, reset=None,
           backlight=None, baudrate=62_500_000):
    """The panel as a display, its backlight dark: the app lights it once its first frame is
    drawn (until then the panel's memory holds noise)."""
    import busio
    import displayio

    try:
        from busdisplay import BusDisplay
        from fourwire import FourWire
    except ImportError:  # CircuitPython 9
        from displayio import Display as BusDisplay
        from displayio import FourWire
    displayio.release_displays()
    spi = busio.SPI(clock, MOSI=mosi)
    bus = FourWire(spi, command=dc, chip_select=cs, reset=reset, baudrate=baudrate)
    return BusDisplay(bus, _INIT, width=width, height=height, rotation=rotation, rowstart=rowstart,
                      colstart=colstart, backlight_pin=backlight, brightness=0.0, auto_refresh=False)


def keys(pins):
    import keypad

    return keypad.Keys(pins, value_when_pressed=False, pull=True)
