# lilygo_t_display_rp2040: CircuitPython 10.2.1's own definition, with Pocket Vegas's
# product name, drive label and frozen game (pocket_vegas.mk).
USB_VID = 0x1209
USB_PID = 0x2023
USB_MANUFACTURER = "Lilygo"

CHIP_VARIANT = RP2040
CHIP_FAMILY = rp2

EXTERNAL_FLASH_DEVICES = "W25Q32JVxQ"

include boards/$(BOARD)/pocket_vegas.mk
