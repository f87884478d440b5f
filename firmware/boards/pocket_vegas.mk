# Pocket Vegas: what each of our boards turns off to make room for the frozen game, and the
# game frozen in. Included by each board's mpconfigboard.mk (tools/firmware.py stages it there).
USB_PRODUCT = "Pocket Vegas"

# The program is frozen in and started whatever the drive holds, and the first boot writes
# nothing to the drive (firmware/patches/: tools/firmware.py applies them to the source).
CFLAGS += -DCIRCUITPY_FROZEN_LAUNCHERS=1 -DCIRCUITPY_BOOT_OUTPUT_FILE_OFF=1

# A handheld starts at once: no second's wait at power-on for the reset that would start safe
# mode (these boards have no reset button to give one; BOOTSEL and a UF2 always recover).
CIRCUITPY_SKIP_SAFE_MODE_WAIT = 1

# Not used by a card and dice game (their flash goes to the frozen game instead).
CIRCUITPY_ULAB = 0
CIRCUITPY__EVE = 0
CIRCUITPY_PICODVI = 0
CIRCUITPY_USB_HOST = 0
CIRCUITPY_USB_VIDEO = 0
CIRCUITPY_IMAGECAPTURE = 0
CIRCUITPY_AUDIOMP3 = 0
CIRCUITPY_QRIO = 0
CIRCUITPY_RGBMATRIX = 0
CIRCUITPY_FLOPPYIO = 0
CIRCUITPY_HASHLIB = 0
CIRCUITPY_HASHLIB_MBEDTLS = 0
CIRCUITPY_AESIO = 0
CIRCUITPY_JPEGIO = 0
CIRCUITPY_GIFIO = 0
CIRCUITPY_BITMAPFILTER = 0

# The game: lib/vegas, lib/ui, boards/, the device's launchers (code.py, boot.py) and main and
# boot modules, and the Adafruit libraries it imports, compiled without line numbers as the
# bundle's .mpy are.
FROZEN_MPY_DIRS += $(POCKET_VEGAS_FROZEN)
MPY_CROSS_FLAGS += -O3
