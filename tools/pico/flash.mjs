// A board's QSPI flash chip (a Winbond W25Q..JV: 2, 4 or 16 MB) behind the RP2040's SSI, for
// rp2040js. No Node imports: the web page loads this file too.
//
// rp2040js reads XIP flash from its `flash` array but ignores the commands that erase and
// program it. The boot ROM's flash_range_erase/program (what CircuitPython's nvm and CIRCUITPY
// writes use) force the chip select low through IO_QSPI and clock bytes through SSI DR0: this
// module answers those bytes as the chip would, erases and programs the array, keeps the chip
// busy for its datasheet's typical times, and counts erases and page programs per 4 KB sector.
// Transfers with the chip select left to the SSI (boot stage 2 setting the QE bit) keep
// rp2040js's own answers.

import { BasePeripheral } from 'rp2040js';

export const SECTOR = 4096;
const PAGE = 256;
// Typical times of a W25Q16JV (datasheet tPP, tSE, tBE1, tBE2, tW), in nanoseconds.
const T_PROGRAM = 400e3;
const T_ERASE = { 0x20: 45e6, 0x52: 120e6, 0xd8: 150e6 };
const T_STATUS = 10e6;
const ERASE_SIZE = { 0x20: 4096, 0x52: 32768, 0xd8: 65536 };
const WINBOND = [0xef, 0x40]; // the JEDEC ID's first bytes; its third is the capacity's log2
const UNIQUE_ID = [0xe6, 0x60, 0x58, 0x38, 0x83, 0x47, 0x2b, 0x2a];

const SSI_SSIENR = 0x08;
const SSI_TXFLR = 0x20;
const SSI_RXFLR = 0x24;
const SSI_SR = 0x28;
const SSI_DR0 = 0x60;
const SR_TFNF = 0x02;
const SR_TFE = 0x04;
const SR_RFNE = 0x08;

/** The flash chip: the array it holds, the command in progress, and the erase counts. */
export class FlashChip {
  constructor(rp2040, capacity = 21) {
    this.rp2040 = rp2040;
    this.mem = rp2040.flash;
    this.jedec = [...WINBOND, capacity];
    this.bytes = [];
    this.wel = false;
    this.status2 = 0x02; // QE set: the Pico's boot stage 2 leaves it so
    this.busyUntil = 0;
    this.erases = new Map(); // sector index -> erases
    this.programs = new Map(); // sector index -> page programs
    this.pending = null; // the last erase or program: {start, end, addr, before, after}
    this.onOperation = null; // called with each erase or program as it starts
  }

  get now() {
    return this.rp2040.clock.nanos;
  }

  get busy() {
    return this.now < this.busyUntil;
  }

  /** One byte clocked in while the chip select is low; returns the byte clocked out. */
  transfer(byte) {
    const b = this.bytes;
    b.push(byte);
    const n = b.length - 1; // index of this byte in the command
    switch (b[0]) {
      case 0x05:
        return n ? (this.busy ? 1 : 0) | (this.wel ? 2 : 0) : 0;
      case 0x35:
        return n ? this.status2 : 0;
      case 0x9f:
        return n >= 1 && n <= 3 ? this.jedec[n - 1] : 0;
      case 0x4b:
        return n >= 5 && n <= 12 ? UNIQUE_ID[n - 5] : 0;
      case 0x03:
        return n >= 4 ? this.mem[(this.addr() + n - 4) % this.mem.length] : 0;
      case 0x0b:
        return n >= 5 ? this.mem[(this.addr() + n - 5) % this.mem.length] : 0;
      default:
        return 0;
    }
  }

  addr(b = this.bytes) {
    return (b[1] << 16) | (b[2] << 8) | b[3];
  }

  /** The chip select went high: a write command takes effect. */
  deselect() {
    const b = this.bytes;
    this.bytes = [];
    if (!b.length || this.busy) {
      return;
    }
    const cmd = b[0];
    if (cmd === 0x06) {
      this.wel = true;
    } else if (cmd === 0x04) {
      this.wel = false;
    } else if (cmd === 0x01 || cmd === 0x31) {
      if (this.wel && b.length > 1) {
        this.status2 = cmd === 0x31 ? b[1] : b[2] ?? this.status2;
        this.start(T_STATUS, 0, new Uint8Array(0), new Uint8Array(0));
      }
    } else if (cmd in ERASE_SIZE && b.length >= 4) {
      if (this.wel) {
        const size = ERASE_SIZE[cmd];
        const addr = this.addr(b) & ~(size - 1);
        const after = new Uint8Array(size).fill(0xff);
        for (let s = addr / SECTOR; s < (addr + size) / SECTOR; s++) {
          this.erases.set(s, (this.erases.get(s) || 0) + 1);
        }
        this.start(T_ERASE[cmd], addr, this.mem.slice(addr, addr + size), after);
      }
    } else if (cmd === 0x02 && b.length > 4) {
      if (this.wel) {
        const addr = this.addr(b);
        const page = addr & ~(PAGE - 1);
        this.programs.set(page / SECTOR | 0, (this.programs.get(page / SECTOR | 0) || 0) + 1);
        const before = this.mem.slice(page, page + PAGE);
        const after = before.slice();
        const data = b.slice(4);
        for (let i = 0; i < data.length; i++) {
          const o = (addr + i) % PAGE; // a page program wraps within its page
          after[o] &= data[i]; // programming only clears bits
        }
        this.start(T_PROGRAM, page, before, after);
      }
    }
  }

  start(duration, addr, before, after) {
    this.wel = false;
    this.busyUntil = this.now + duration;
    this.mem.set(after, addr);
    this.pending = { start: this.now, end: this.busyUntil, addr, before, after };
    if (this.onOperation) {
      this.onOperation(this.pending);
    }
  }

  /**
   * Power lost now: an erase or program under way is left part done. Its bytes up to the
   * fraction of its time elapsed hold the new value; the rest hold the old one, except that an
   * interrupted erase leaves the rest neither old nor erased (bit patterns of half-erased
   * cells: here every byte's low half cleared), which is the worst a reader can meet.
   * Returns false, or the operation's address and how many of its bytes were done.
   */
  powerCut() {
    const p = this.pending;
    if (!p || this.now >= p.end) {
      return false;
    }
    const n = p.after.length;
    const done = Math.floor((n * (this.now - p.start)) / (p.end - p.start));
    const erase = p.after.every((v) => v === 0xff) && n >= SECTOR;
    for (let i = done; i < n; i++) {
      this.mem[p.addr + i] = erase ? p.before[i] & 0xf0 : p.before[i];
    }
    return { addr: p.addr, done };
  }

  eraseCounts() {
    return Object.fromEntries([...this.erases.entries()].sort((a, b) => a[0] - b[0]));
  }

  programCounts() {
    return Object.fromEntries([...this.programs.entries()].sort((a, b) => a[0] - b[0]));
  }
}

/** IO_QSPI: only the chip select's output override matters here (drive low / drive high). */
export class IOQSPI extends BasePeripheral {
  constructor(rp2040, name, chip) {
    super(rp2040, name);
    this.chip = chip;
    this.regs = new Uint32Array(0x40);
    // BOOTSEL (the chip select pin read as an input) is never held: boot from flash
    rp2040.qspi[1].setInputValue(true);
    rp2040.qspi[1].padValue |= 0x40;
    this.csLow = false;
  }

  readUint32(offset) {
    return this.regs[(offset & 0xff) >> 2] ?? 0;
  }

  writeUint32(offset, value) {
    this.regs[(offset & 0xff) >> 2] = value;
    if (offset === 0x0c) {
      // GPIO_QSPI_SS_CTRL: OUTOVER in bits 9:8; 2 drives the pin low, 3 high
      const low = ((value >> 8) & 3) === 2;
      if (this.csLow && !low) {
        this.chip.deselect();
      }
      this.csLow = low;
    }
  }
}

/**
 * The SSI: every byte written to DR0 shifts one back into the RX FIFO. With the chip select
 * forced low the chip answers it; left to the SSI (boot stage 2's status polls) it reads 0,
 * as rp2040js has it: "QE not set", then "not busy".
 */
export class SSI extends BasePeripheral {
  constructor(rp2040, name, chip, ioqspi, original) {
    super(rp2040, name);
    this.chip = chip;
    this.ioqspi = ioqspi;
    this.original = original;
    this.rx = [];
  }

  readUint32(offset) {
    switch (offset) {
      case SSI_DR0:
        return this.rx.length ? this.rx.shift() : 0;
      case SSI_SR:
        return SR_TFNF | SR_TFE | (this.rx.length ? SR_RFNE : 0);
      case SSI_RXFLR:
        return this.rx.length;
      case SSI_TXFLR:
        return 0;
    }
    return this.original.readUint32(offset);
  }

  writeUint32(offset, value) {
    if (offset === SSI_DR0) {
      this.rx.push(this.ioqspi.csLow ? this.chip.transfer(value & 0xff) : 0);
      if (this.rx.length > 16) this.rx.shift(); // the FIFO's depth: older bytes are lost
      return;
    }
    if (offset === SSI_SSIENR) this.rx = [];
    this.original.writeUint32(offset, value);
  }
}

/**
 * Registers that read back what was written (0 at reset): VREG_AND_CHIP_RESET, which rp2040js
 * leaves unimplemented, so its CHIP_RESET reads as all ones and the boot ROM takes it for a
 * debugger's rescue request and halts.
 */
export class PlainRegisters extends BasePeripheral {
  constructor(rp2040, name) {
    super(rp2040, name);
    this.regs = new Uint32Array(0x400);
  }

  readUint32(offset) {
    return this.regs[(offset & 0xfff) >> 2];
  }

  writeUint32(offset, value) {
    this.regs[(offset & 0xfff) >> 2] = value;
  }
}

/** Put the chip model into an RP2040 of rp2040js; capacity: log2 of its size in bytes. */
export function attachFlash(rp2040, capacity = 21) {
  const chip = new FlashChip(rp2040, capacity);
  const ioqspi = new IOQSPI(rp2040, 'IO_QSPI_BASE', chip);
  rp2040.peripherals[0x40018] = ioqspi;
  rp2040.peripherals[0x40064] = new PlainRegisters(rp2040, 'VREG_AND_CHIP_RESET_BASE');
  rp2040.peripherals[0x18000] = new SSI(rp2040, 'SSI', chip, ioqspi, rp2040.peripherals[0x18000]);
  return chip;
}
