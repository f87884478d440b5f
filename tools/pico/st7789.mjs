// An ST7789 panel on the RP2040's SPI0: decodes commands and pixels into a framebuffer and
// writes it as PNG. SPI bytes complete after their time on the wire (rp2040js would finish them
// at once, and CircuitPython's two-channel DMA then overruns the RX FIFO and never returns).

import { deflateSync } from 'node:zlib';

const CASET = 0x2a;
const RASET = 0x2b;
const RAMWR = 0x2c;
const MADCTL = 0x36;
const MV = 0x20; // MADCTL: rows and columns exchanged
const GRAM = 320; // the controller's 240x320 memory, addressed either way round

export class ST7789 {
  /** pins: {cs, dc} GPIO numbers; view: {x, y, width, height} of the memory the panel shows. */
  constructor(rp2040, spiIndex, pins, view) {
    this.rp2040 = rp2040;
    this.spi = rp2040.spi[spiIndex];
    this.pins = pins;
    this.view = view;
    this.fb = new Uint16Array(GRAM * GRAM);
    this.cmd = -1;
    this.args = [];
    this.x0 = 0;
    this.x1 = 0;
    this.y0 = 0;
    this.y1 = 0;
    this.x = 0;
    this.y = 0;
    this.hi = -1;
    this.madctl = 0;
    this.pixels = 0; // pixels written since the counter was last read
    this.frames = 0; // RAMWR commands seen
    this.lastWrite = 0; // emulated ns of the last pixel
    const alarm = rp2040.clock.createAlarm(() => this.spi.completeTransmit(0));
    this.spi.onTransmit = (value) => {
      this.byte(value);
      const hz = this.spi.clockFrequency || 62.5e6;
      alarm.schedule((this.spi.dataBits * 1e9) / hz);
    };
  }

  byte(value) {
    const gpio = this.rp2040.gpio;
    if (gpio[this.pins.cs].outputValue) {
      return; // not selected
    }
    if (!gpio[this.pins.dc].outputValue) {
      this.cmd = value;
      this.args = [];
      this.hi = -1;
      if (value === RAMWR) {
        this.x = this.x0;
        this.y = this.y0;
        this.frames++;
      }
      return;
    }
    if (this.cmd === RAMWR) {
      if (this.hi < 0) {
        this.hi = value;
        return;
      }
      this.pixel((this.hi << 8) | value);
      this.hi = -1;
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
    }
  }

  pixel(rgb565) {
    // CASET/RASET address columns and rows of the memory as MADCTL's MV lays it out
    const [mx, my] = this.madctl & MV ? [this.y, this.x] : [this.x, this.y];
    if (mx < GRAM && my < GRAM) {
      this.fb[my * GRAM + mx] = rgb565;
    }
    this.pixels++;
    this.lastWrite = this.rp2040.clock.nanos;
    if (++this.x > this.x1) {
      this.x = this.x0;
      if (++this.y > this.y1) {
        this.y = this.y0;
      }
    }
  }

  /** The picture as the player sees it: RGB bytes, width, height. */
  image() {
    const { x, y, width, height, transpose } = this.view;
    const w = transpose ? height : width;
    const h = transpose ? width : height;
    const rgb = Buffer.alloc(w * h * 3);
    for (let r = 0; r < h; r++) {
      for (let c = 0; c < w; c++) {
        // memory (column, row) of the picture's pixel (c, r)
        const [mc, mr] = transpose ? [x + r, y + (w - 1 - c)] : [x + c, y + r];
        const v = this.fb[mr * GRAM + mc];
        const o = (r * w + c) * 3;
        rgb[o] = ((v >> 11) & 0x1f) * 255 / 31;
        rgb[o + 1] = ((v >> 5) & 0x3f) * 255 / 63;
        rgb[o + 2] = (v & 0x1f) * 255 / 31;
      }
    }
    return { rgb, width: w, height: h };
  }

  png() {
    const { rgb, width, height } = this.image();
    return encodePng(rgb, width, height);
  }
}

const CRC_TABLE = new Int32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) {
    c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return c;
});

function crc32(buf) {
  let c = -1;
  for (const b of buf) {
    c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  }
  return (c ^ -1) >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

export function encodePng(rgb, width, height) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let r = 0; r < height; r++) {
    rgb.copy(raw, r * (width * 3 + 1) + 1, r * width * 3, (r + 1) * width * 3);
  }
  const head = Buffer.alloc(13);
  head.writeUInt32BE(width, 0);
  head.writeUInt32BE(height, 4);
  head[8] = 8; // bit depth
  head[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', head),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
