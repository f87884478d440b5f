// Every board a player can own, as it is wired: which UF2 it runs, its flash, its console, its
// panel's pins and glass, its buttons, battery sense and speaker. One entry per board module of
// boards/ (the same names). No Node imports: the web page loads this file too.
//
// A panel's glass is given as the vendor's own driver sets it up for an upright picture: the
// MADCTL value and the CASET/RASET start it writes a width x height frame with. The panel model
// (st7789.mjs) maps the picture's pixel (x, y) through that setting to the controller's memory,
// so any other setting shows what the glass would show.

// Keys of the key script (the simulator's names) as presses: [pins held low, ms held].
const TAP_MS = 150;
const LONG_MS = 600; // over ui.buttons' 450 ms: a long press

const PICO_PACK_KEYS = {
  a: [[12], TAP_MS], b: [[13], TAP_MS], up: [[14], TAP_MS], down: [[15], TAP_MS],
  menu: [[12, 13], TAP_MS], legend: [[13], LONG_MS],
};

// The Pico's display packs: buttons A 12, B 13, X 14, Y 15 (pimoroni-pico
// libraries/pico_display/pico_display.hpp); the panel on the front slot's SPI0, CS 17, SCK 18,
// MOSI 19, DC 16, backlight 20 (common/pimoroni_common.hpp).
// The ST7789's fastest serial clock is 62.5 MHz (a 16 ns write cycle, datasheet 7.4.2); a board
// whose wiring wants less says so (maxHz).
const ST7789_HZ = 62.5e6;
const DISPLAY_PACK = { spi: 0, cs: 17, dc: 16, rst: null, backlight: 20, power: null, maxHz: ST7789_HZ };

const PICO = { uf2Board: 'raspberry_pi_pico', flashMB: 2, console: 'uart0', battery: { adc: 3, divider: 3 } };

export const BOARDS = {
  pico_display: {
    ...PICO,
    name: 'Raspberry Pi Pico + Pimoroni Pico Display Pack',
    lcd: DISPLAY_PACK,
    // pimoroni-pico drivers/st7789/st7789.cpp configure_display, "Pico Display" at ROTATE_0:
    // MADCTL COL_ORDER | SWAP_XY | SCAN_ORDER, CASET from 40, RASET from 53; RGB order.
    glass: { width: 240, height: 135, madctl: 0x70, x0: 40, y0: 53, bgr: false },
    keys: PICO_PACK_KEYS,
  },
  pico_display_2: {
    ...PICO,
    name: 'Raspberry Pi Pico + Pimoroni Pico Display Pack 2.0',
    lcd: DISPLAY_PACK,
    // the same driver, "Pico Display 2.0" at ROTATE_0: MADCTL 0x70, the whole memory.
    glass: { width: 320, height: 240, madctl: 0x70, x0: 0, y0: 0, bgr: false },
    keys: PICO_PACK_KEYS,
  },
  pico_lcd_1_3: {
    ...PICO,
    name: 'Raspberry Pi Pico + Waveshare Pico-LCD-1.3',
    // waveshare/Pico_code Python/Pico-LCD-1.3/Pico-LCD-1.3.py: SPI1 SCK 10, MOSI 11, CS 9,
    // DC 8, RST 12, BL 13; MADCTL 0x70 and the frame at (0, 0); keys A 15, B 17, X 19, Y 21,
    // joystick up 2, down 18, left 16, right 20, press 3.
    lcd: { spi: 1, cs: 9, dc: 8, rst: 12, backlight: 13, power: null, maxHz: ST7789_HZ },
    glass: { width: 240, height: 240, madctl: 0x70, x0: 0, y0: 0, bgr: false },
    keys: {
      up: [[2], TAP_MS], down: [[18], TAP_MS], left: [[16], TAP_MS], right: [[20], TAP_MS],
      a: [[15], TAP_MS], press: [[3], TAP_MS], b: [[17], TAP_MS], menu: [[19], TAP_MS],
      y: [[21], TAP_MS], legend: [[17], LONG_MS],
    },
  },
  picosystem: {
    name: 'Pimoroni PicoSystem',
    uf2Board: 'pimoroni_picosystem',
    flashMB: 16,
    console: 'usb',
    // pimoroni/picosystem libraries/hardware.cpp and CircuitPython's boards/pimoroni_picosystem
    // (board.c, pins.c): SPI0 SCK 6, MOSI 7, CS 5, DC 9, RST 4, BL 12 (PWM); MADCTL 0x04 and
    // the frame at (0, 0); buttons Y 16, X 17, A 18, B 19, down 20, right 21, left 22, up 23;
    // battery on GP26 through 1:3 ("v * 3.0f; // correct for voltage divider"); piezo on GP11.
    lcd: { spi: 0, cs: 5, dc: 9, rst: 4, backlight: 12, power: null, maxHz: ST7789_HZ },
    glass: { width: 240, height: 240, madctl: 0x04, x0: 0, y0: 0, bgr: false },
    keys: {
      up: [[23], TAP_MS], down: [[20], TAP_MS], left: [[22], TAP_MS], right: [[21], TAP_MS],
      a: [[18], TAP_MS], b: [[19], TAP_MS], menu: [[17], TAP_MS], y: [[16], TAP_MS],
      legend: [[19], LONG_MS],
    },
    battery: { adc: 0, divider: 3 },
    speaker: 11,
  },
  t_display_rp2040: {
    name: 'LilyGO T-Display RP2040',
    uf2Board: 'lilygo_t_display_rp2040',
    flashMB: 4,
    console: 'usb',
    // CircuitPython's boards/lilygo_t_display_rp2040/board.c ("according to LilyGO example
    // app") and LilyGO's LILYGO-T-display-RP2040 README and firmware: SPI0 SCK 2, MOSI 3, CS 5,
    // DC 1, RST 0, BL 4, the panel's power switch on GP22; MADCTL 0x68 (BGR order), column
    // start 40, row start 53, SPI at 40 MHz; buttons on GP6 and GP7; battery on GP26 through 1:2
    // ("2 * adc_read() * conversion_factor").
    lcd: { spi: 0, cs: 5, dc: 1, rst: 0, backlight: 4, power: 22, maxHz: 40e6 },
    glass: { width: 240, height: 135, madctl: 0x68, x0: 40, y0: 53, bgr: true },
    // boards/t_display_rp2040.py: a short press moves (GP6 down, GP7 up), a long one is A
    // (GP6) or B (GP7), both together the menu
    keys: {
      down: [[6], TAP_MS], up: [[7], TAP_MS], a: [[6], LONG_MS], b: [[7], LONG_MS],
      menu: [[6, 7], TAP_MS],
    },
    battery: { adc: 0, divider: 2 },
  },
};

// The RP2040's flash chips' JEDEC capacity codes: 2 ** code bytes.
export function jedecCapacity(board) {
  return Math.log2(board.flashMB * 1024 * 1024);
}
