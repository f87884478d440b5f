# pimoroni_picosystem: CircuitPython 10.2.1's own definition, with Pocket Vegas's
# product name, drive label and frozen game (pocket_vegas.mk).
USB_VID = 0x16D0
USB_PID = 0x08C8
USB_MANUFACTURER = "Pimoroni"

CHIP_VARIANT = RP2040
CHIP_FAMILY = rp2

EXTERNAL_FLASH_DEVICES = "W25Q128JVxQ"

CIRCUITPY_KEYPAD = 1

CIRCUITPY_AUDIOIO = 1

include boards/$(BOARD)/pocket_vegas.mk
