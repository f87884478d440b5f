// An ST7789 panel on one of the RP2040's SPIs, as its glass shows it: the controller's state
// (reset, sleep, display on, inversion, pixel format, memory access order) and its 240x320
// memory, which starts full of noise, mapped to the board's glass (boards.mjs), behind a
// backlight. A command the datasheet's waits forbid is ignored, as the chip would, and noted.
// No Node imports: the web page loads this file too.
//
// Sitronix ST7789V datasheet v1.x: SWRESET (9.1.2) and a hardware reset (7.4.5, tRT) need 5 ms
// before the next command and 120 ms before Sleep Out; a reset pulse is at least 10 us (tRW),
// and one under 5 us is a spike the panel ignores.
// After a reset the panel sleeps, its display is off, inversion off, and the pixel format 18
// bits (COLMOD 0x66). MADCTL (9.1.28): MY mirrors the memory's rows, MX its columns, MV
// exchanges which of the two the column and page addresses step; ML and MH only change the
// refresh order, not the picture; BGR swaps red and blue.
//
// SPI bytes complete after their time on the wire (rp2040js would finish them at once, and
// CircuitPython's two-channel DMA then overruns the RX FIFO and never returns).

const SWRESET = 0x01;
const SLPIN = 0x10;
const SLPOUT = 0x11;
const INVOFF = 0x20;
const INVON = 0x21;
const DISPOFF = 0x28;
const DISPON = 0x29;
const CASET = 0x2a;
const RASET = 0x2b;
const RAMWR = 0x2c;
const MADCTL = 0x36;
const COLMOD = 0x3a;
const RAMWRC = 0x3c;
const MY = 0x80;
const MX = 0x40;
const MV = 0x20;
const BGR = 0x08;

const COLS = 240; // the memory: 240 columns of 320 rows
const ROWS = 320;
const RESET_TO_COMMAND_NS = 5e6;
const RESET_TO_SLPOUT_NS = 120e6;
const RESET_PULSE_NS = 10e3;
const RESET_SPIKE_NS = 5e3; // shorter: a spike the panel rejects (7.4.5), not worth a note

/** The memory (column, row) that the address (x, y) reaches under MADCTL `m`. */
function memoryAt(m, x, y) {
  let c = m & MV ? y : x;
  let r = m & MV ? x : y;
  if (m & MX) c = COLS - 1 - c;
  if (m & MY) r = ROWS - 1 - r;
  return [c, r];
}

export class ST7789 {
  /** lcd: {spi, cs, dc, rst, backlight, power} GPIO numbers (null: not wired); glass: see
   * boards.mjs. */
  constructor(rp2040, lcd, glass, seed = 1) {
    this.rp2040 = rp2040;
    this.lcd = lcd;
    this.glass = glass;
    this.spi = rp2040.spi[lcd.spi];
    this.seed = seed >>> 0 || 1;
    this.mem = new Uint16Array(COLS * ROWS);
    this.written = new Uint8Array(COLS * ROWS); // 1: written since power-on
    this.violations = []; // [ms, what]: commands the panel ignored, and why
    this.lit = []; // [ms, glass pixels still showing power-on noise] each time the glass lights
    this.pixels = 0; // pixels written since the counter was last read
    this.frames = 0; // RAMWR commands seen
    this.lastWrite = 0; // emulated ns of the last pixel
    this.wasVisible = false;
    this.powered = lcd.power === null;
    this.resetLowSince = null;
    this.powerOn();
    if (lcd.power !== null) {
      rp2040.gpio[lcd.power].addListener(() => this.checkPower());
    }
    if (lcd.rst !== null) {
      rp2040.gpio[lcd.rst].addListener(() => this.checkReset());
    }
    const alarm = rp2040.clock.createAlarm(() => this.spi.completeTransmit(0));
    this.spi.onTransmit = (value) => {
      this.byte(value);
      const hz = this.spi.clockFrequency || 62.5e6;
      if (hz > lcd.maxHz && !this.tooFast && !rp2040.gpio[lcd.cs].outputValue) {
        this.tooFast = true;
        this.note(`SPI at ${hz / 1e6} MHz, over this board's ${lcd.maxHz / 1e6} MHz`);
      }
      alarm.schedule((this.spi.dataBits * 1e9) / hz);
    };
  }

  get now() {
    return this.rp2040.clock.nanos;
  }

  note(what) {
    if (this.violations.length < 100) this.violations.push([Math.round(this.now / 1e4) / 100, what]);
  }

  /** Power reaches the panel: its memory holds noise, and it starts as after a reset. */
  powerOn() {
    let s = this.seed;
    for (let i = 0; i < this.mem.length; i++) {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      this.mem[i] = s & 0xffff;
    }
    this.seed = s >>> 0 || 1;
    this.written.fill(0);
    this.reset();
  }

  reset() {
    this.resetAt = this.now;
    this.sleeping = true;
    this.displayOn = false;
    this.inverted = false;
    this.colmod = 0x66;
    this.madctl = 0;
    this.x0 = 0;
    this.x1 = COLS - 1;
    this.y0 = 0;
    this.y1 = ROWS - 1;
    this.cmd = -1;
    this.args = [];
    this.part = [];
  }

  level(pin) {
    const g = this.rp2040.gpio[pin];
    return g.outputEnable ? g.outputValue : !g.pulldownEnabled; // (undriven: the module's pull-up)
  }

  checkPower() {
    const on = this.level(this.lcd.power) && this.rp2040.gpio[this.lcd.power].outputEnable;
    if (on && !this.powered) this.powerOn();
    this.powered = on;
  }

  checkReset() {
    const high = this.level(this.lcd.rst);
    if (!high && this.resetLowSince === null) this.resetLowSince = this.now;
    if (high && this.resetLowSince !== null) {
      const pulse = this.now - this.resetLowSince;
      this.resetLowSince = null;
      if (pulse >= RESET_PULSE_NS) this.reset();
      else if (pulse >= RESET_SPIKE_NS) this.note(`reset pulse of ${Math.round(pulse)} ns: under 10 us, ignored`);
    }
  }

  byte(value) {
    const gpio = this.rp2040.gpio;
    if (!this.powered || this.resetLowSince !== null || gpio[this.lcd.cs].outputValue) {
      return; // off, held in reset, or not selected
    }
    if (!gpio[this.lcd.dc].outputValue) {
      this.command(value);
      return;
    }
    if (this.cmd === RAMWR || this.cmd === RAMWRC) {
      this.data(value);
      return;
    }
    this.args.push(value);
    const a = this.args;
    if (this.cmd === CASET && a.length === 4) {
      this.x0 = (a[0] << 8) | a[1];
      this.x1 = (a[2] << 8) | a[3];
    } else if (this.cmd === RASET && a.length === 4) {
      this.y0 = (a[0] << 8) | a[1];
      this.y1 = (a[2] << 8) | a[3];
    } else if (this.cmd === MADCTL && a.length === 1) {
      this.madctl = a[0];
    } else if (this.cmd === COLMOD && a.length === 1) {
      this.colmod = a[0];
    }
  }

  command(value) {
    const since = this.now - this.resetAt;
    this.args = [];
    this.part = [];
    if (since < RESET_TO_COMMAND_NS) {
      this.note(`command 0x${value.toString(16)} ${(since / 1e6).toFixed(2)} ms after a reset: ignored (5 ms)`);
      this.cmd = -1;
      return;
    }
    this.cmd = value;
    switch (value) {
      case SWRESET:
        this.reset();
        break;
      case SLPOUT:
        if (since < RESET_TO_SLPOUT_NS) {
          this.note(`Sleep Out ${(since / 1e6).toFixed(2)} ms after a reset: ignored (120 ms)`);
        } else {
          this.sleeping = false;
        }
        break;
      case SLPIN:
        this.sleeping = true;
        break;
      case INVON:
        this.inverted = true;
        break;
      case INVOFF:
        this.inverted = false;
        break;
      case DISPON:
        this.displayOn = true;
        break;
      case DISPOFF:
        this.displayOn = false;
        break;
      case RAMWR:
        this.x = this.x0;
        this.y = this.y0;
        this.frames++;
        break;
    }
  }

  /** One byte of pixel data, in the pixel format COLMOD set (12, 16 or 18 bits a pixel). */
  data(value) {
    const p = this.part;
    p.push(value);
    const bits = this.colmod & 7;
    if (bits === 5) {
      if (p.length === 2) this.pixel((p[0] << 8) | p[1]);
    } else if (bits === 3) {
      if (p.length === 3) {
        const a = (p[0] << 4) | (p[1] >> 4);
        const b = ((p[1] & 15) << 8) | p[2];
        for (const v of [a, b]) this.pixel(((v >> 8) << 12) | (((v >> 4) & 15) << 7) | ((v & 15) << 1));
      }
    } else if (p.length === 3) {
      this.pixel(((p[0] >> 3) << 11) | ((p[1] >> 2) << 5) | (p[2] >> 3));
    }
    if (p.length === 3 || (bits === 5 && p.length === 2)) this.part = [];
  }

  pixel(rgb565) {
    const [c, r] = memoryAt(this.madctl, this.x, this.y);
    if (c >= 0 && c < COLS && r >= 0 && r < ROWS) {
      this.mem[r * COLS + c] = rgb565;
      this.written[r * COLS + c] = 1;
    }
    this.pixels++;
    this.lastWrite = this.now;
    if (++this.x > this.x1) {
      this.x = this.x0;
      if (++this.y > this.y1) this.y = this.y0;
    }
  }

  /** The backlight's duty, 0 to 1: its pin as GPIO or PWM. */
  backlight() {
    const pin = this.lcd.backlight;
    const g = this.rp2040.gpio[pin];
    if (g.functionSelect === 4) {
      const ch = this.rp2040.pwm.channels[(pin >> 1) & 7];
      const b = pin & 1;
      if (!(ch.csr & 1)) return g.outputValue ? 1 : 0;
      const cc = b ? ch.cc >>> 16 : ch.cc & 0xffff;
      const duty = Math.min(cc, ch.top + 1) / (ch.top + 1);
      return ch.csr & (b ? 8 : 4) ? 1 - duty : duty;
    }
    return g.outputEnable && g.outputValue ? 1 : 0;
  }

  get visible() {
    return this.powered && !this.sleeping && this.displayOn && this.backlight() > 0;
  }

  /** Called as time passes: notes when the glass lights, and the noise it shows then. */
  watch() {
    const v = this.visible;
    if (v && !this.wasVisible) {
      let noise = 0;
      this.eachGlassPixel((px, py, i) => {
        if (!this.written[i]) noise++;
      });
      this.lit.push([Math.round(this.now / 1e4) / 100, noise]);
    }
    this.wasVisible = v;
  }

  eachGlassPixel(fn) {
    const { width, height, madctl, x0, y0 } = this.glass;
    for (let py = 0; py < height; py++) {
      for (let px = 0; px < width; px++) {
        const [c, r] = memoryAt(madctl, x0 + px, y0 + py);
        fn(px, py, r * COLS + c);
      }
    }
  }

  /** The picture as the player sees it: RGB bytes, width, height (black while the glass is dark). */
  image() {
    const { width, height } = this.glass;
    const rgb = new Uint8Array(width * height * 3);
    if (!this.visible) return { rgb, width, height };
    const swap = !!(this.madctl & BGR) !== this.glass.bgr;
    const flip = this.inverted ? 0 : 0xffff; // (these IPS panels show true colours inverted)
    this.eachGlassPixel((px, py, i) => {
      const v = this.mem[i] ^ flip;
      let red = ((v >> 11) & 0x1f) * 255 / 31;
      const green = ((v >> 5) & 0x3f) * 255 / 63;
      let blue = (v & 0x1f) * 255 / 31;
      if (swap) [red, blue] = [blue, red];
      const o = (py * width + px) * 3;
      rgb[o] = red;
      rgb[o + 1] = green;
      rgb[o + 2] = blue;
    });
    return { rgb, width, height };
  }

  /** What the panel's state says of the picture, for the report. */
  state() {
    return {
      powered: this.powered, sleeping: this.sleeping, displayOn: this.displayOn, inverted: this.inverted,
      colmod: this.colmod, madctl: this.madctl, backlight: Math.round(this.backlight() * 1000) / 1000,
      lit: this.lit, violations: this.violations,
    };
  }
}
