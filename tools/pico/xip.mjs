// The RP2040's XIP cache in front of the QSPI flash, and the core's stall on a miss, which
// rp2040js does not model (it reads flash at no cost).
//
// The cache (RP2040 datasheet, 2.6.3.1): 16 KB, 2-way set-associative, 8-byte lines, so 2048
// lines in 1024 sets. Aliases of the flash (2.6.3.2): 0x10.. cached and allocating, 0x11.. cached
// without allocating, 0x12.. and 0x13.. not cached. A hit costs nothing extra (one cycle, as
// rp2040js already counts); a miss stalls the core for a line fill from the flash.
//
// A line fill's cost, from CircuitPython's boot stage 2 for these boards (ports/raspberrypi/
// gen_stage2.py: SSI clock divider 4, i.e. 31.25 MHz at 125 MHz; quad I/O read 0xEB in
// continuous mode, 4 dummy clocks): 24 address bits and 8 mode bits on 4 lines (8 clocks), 4
// dummy clocks, 64 data bits on 4 lines (16 clocks): 28 SSI clocks = 112 system cycles, plus
// about 8 for chip select and the bus. Derived, not measured on silicon: MISS_CYCLES.

export const MISS_CYCLES = 120;
const SETS = 1024;
const XIP_START = 0x10000000;
const XIP_END = 0x14000000;
const XIP_FLUSH = 0x14000004;

export class XipCache {
  constructor(missCycles = MISS_CYCLES) {
    this.missCycles = missCycles;
    this.tags = new Int32Array(2 * SETS).fill(-1); // [set * 2 + way]: the flash line held, or -1
    this.older = new Uint8Array(SETS); // the way to replace next in each set (least recently used)
    this.stall = 0; // cycles owed by the instruction running now (cpu.mjs execute adds them)
    this.hits = 0;
    this.misses = 0;
  }

  flush() {
    this.tags.fill(-1);
  }

  access(address) {
    const alias = (address >>> 24) & 3; // 0 cached, 1 no allocate, 2-3 not cached
    const line = (address & 0xffffff) >>> 3;
    if (alias < 2) {
      const set = line & (SETS - 1);
      const i = set * 2;
      if (this.tags[i] === line || this.tags[i + 1] === line) {
        this.older[set] = this.tags[i] === line ? 1 : 0;
        this.hits++;
        return;
      }
      if (alias === 0) {
        const way = this.older[set];
        this.tags[i + way] = line;
        this.older[set] = way ^ 1;
      }
    }
    this.misses++;
    this.stall += this.missCycles;
  }
}

/** The cache between the core and the flash: every read the core makes in the XIP range goes
 * through it (instruction fetches, literal pools, frozen bytecode), and a write to XIP_CTRL's
 * FLUSH register empties it. */
export function attachXip(mcu, missCycles = MISS_CYCLES) {
  const xip = new XipCache(missCycles);
  const core = mcu.core;
  const read32 = core.readUint32.bind(core);
  const read16 = core.readUint16.bind(core);
  const read8 = core.readUint8.bind(core);
  core.readUint32 = (a) => {
    if (a >= XIP_START && a < XIP_END) xip.access(a);
    return read32(a);
  };
  core.readUint16 = (a) => {
    if (a >= XIP_START && a < XIP_END) xip.access(a);
    return read16(a);
  };
  core.readUint8 = (a) => {
    if (a >= XIP_START && a < XIP_END) xip.access(a);
    return read8(a);
  };
  const write32 = core.writeUint32.bind(core);
  core.writeUint32 = (a, v) => {
    if (a === XIP_FLUSH) xip.flush();
    return write32(a, v);
  };
  return xip;
}
