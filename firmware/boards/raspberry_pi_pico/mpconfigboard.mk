# raspberry_pi_pico: CircuitPython 10.2.1's own definition, with Pocket Vegas's
# product name, drive label and frozen game (pocket_vegas.mk).
USB_VID = 0x239A
USB_PID = 0x80F4
USB_MANUFACTURER = "Raspberry Pi"

CHIP_VARIANT = RP2040
CHIP_FAMILY = rp2

EXTERNAL_FLASH_DEVICES = "W25Q16JVxQ"

include boards/$(BOARD)/pocket_vegas.mk
