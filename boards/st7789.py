"""An ST7789 panel on SPI, for CircuitPython 10 (fourwire) and 9 (displayio.FourWire)."""


def st7789(clock, mosi, cs, dc, width, height, rotation, rowstart=0, colstart=0, reset=None,
           backlight=None, baudrate=62_500_000):
    import busio
    import displayio
    from adafruit_st7789 import ST7789

    try:
        from fourwire import FourWire
    except ImportError:  # CircuitPython 9
        from displayio import FourWire
    displayio.release_displays()
    spi = busio.SPI(clock, MOSI=mosi)
    bus = FourWire(spi, command=dc, chip_select=cs, reset=reset, baudrate=baudrate)
    return ST7789(bus, width=width, height=height, rotation=rotation, rowstart=rowstart,
                  colstart=colstart, backlight_pin=backlight, auto_refresh=False)


def keys(pins):
    import keypad

    return keypad.Keys(pins, value_when_pressed=False, pull=True)
