"""An ST7789 panel on SPI, for CircuitPython 10 (fourwire) and 9 (displayio.FourWire)."""


# The panel's start (ST7789V datasheet): a software reset, 120 ms before Sleep Out (the most it
# needs, when the panel was already awake: 9.1.2), Sleep Out and 5 ms before the next command
# (9.1.12), then 16-bit colour, BGR order, inverted colours (these IPS panels), on. Each
# command is (command, argument count with 0x80 when a delay in ms follows, arguments, delay).
_INIT = (b"\x01\x80\x78"  # SWRESET, 120 ms
         b"\x11\x80\x05"  # SLPOUT, 5 ms
         b"\x3a\x01\x55"  # COLMOD: 16 bits a pixel
         b"\x36\x01\xc0"  # MADCTL: BGR (the rotation is displayio's)
         b"\x21\x00"  # INVON
         b"\x13\x00"  # NORON
         b"\x29\x00")  # DISPON


def st7789(clock, mosi, cs, dc, width, height, rotation, rowstart=0, colstart=0, reset=None,
           backlight=None, baudrate=62_500_000):
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
                      colstart=colstart, backlight_pin=backlight, auto_refresh=False)


def keys(pins):
    import keypad

    return keypad.Keys(pins, value_when_pressed=False, pull=True)
