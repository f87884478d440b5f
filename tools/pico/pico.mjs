// An emulated Raspberry Pi Pico with a Pico Display Pack, running CircuitPython from a UF2.
//
//   node tools/pico/pico.mjs --uf2 F --bootrom F [--fs IMG] [--flash FILE] [--keys SCRIPT]
//                            [--shots DIR] [--report FILE] [--limit-s N] [--vsys-mv N]
//
// --fs: a FAT image of CIRCUITPY, written at flash offset 1 MB (tools/fatimg.py makes one).
// --flash: the whole 2 MB flash as the last power-off left it; read if it exists (then --fs
// is ignored unless given again), written at power-off. The chip's erases and programs are
// modelled (flash.mjs), so saves in microcontroller.nvm survive a power cycle.
// --reflash: with --flash, the UF2 is written over the flash the file holds, as the boot ROM
// writes a UF2 dragged onto RPI-RP2 (each 4 KB sector it touches erased first, the rest kept).
// --vsys-mv N: the supply on VSYS in millivolts, which GP29 (ADC input 3, CircuitPython's
// board.VOLTAGE_MONITOR) reads a third of, as a cell wired to VSYS gives it (default: 0 V read).
// --no-xip: flash reads cost nothing, as in rp2040js (default: the XIP cache is modelled,
// xip.mjs; the report's xip gives its hits and misses).
// --serial: after the key script, UART0 is a serial line on stdin/stdout until stdin ends
// (tools/emu.py serve() makes it a pseudo-terminal).
// --keys: the simulator's key script (a b up down menu, a*3, wait, ms:N, shot:FILE) plus
// until:TEXT (run until the console has printed TEXT since the last until; "_" for a space),
// press:KEY:N:RE (press KEY until a match of the regular expression RE is printed, N times
// at most), cut:US or cut:N:US (power off US microseconds after the next, or the Nth next,
// flash erase or program starts) and ops (from here on, the report lists each erase and
// program: start and end in ns, address, and the bytes before and after, in hex).
// Prints the console (UART0) as it comes; exits 1 on a traceback or a hang, 2 on bad input.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { RP2040, ConsoleLogger, LogLevel } from 'rp2040js';
import { execute, NS_PER_CYCLE } from './cpu.mjs';
import { attachFlash } from './flash.mjs';
import { attachXip } from './xip.mjs';
import { ST7789 } from './st7789.mjs';

const FLASH_SIZE = 2 * 1024 * 1024;
const FS_OFFSET = 0x100000;
const BUTTONS = { a: [12], b: [13], up: [14], down: [15], menu: [12, 13] };
// A press as long as a person's quick tap.
const PRESS_MS = 150;
// After a release, before idleness counts: keypad scans every 20 ms and the app's loop sleeps
// 10 ms between frames, so a key may wait 30 ms to be seen, the chip asleep all the while.
const SETTLE_MS = 60;
const IDLE_WINDOW_MS = 40;

function fail(code, msg) {
  process.stderr.write(`pico: ${msg}\n`);
  process.exit(code);
}

function parseArgs(argv) {
  const opts = { shots: '.', limitS: 600 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = () => {
      if (i + 1 >= argv.length) fail(2, `${a} needs a value`);
      return argv[++i];
    };
    if (a === '--uf2') opts.uf2 = val();
    else if (a === '--bootrom') opts.bootrom = val();
    else if (a === '--fs') opts.fs = val();
    else if (a === '--flash') opts.flash = val();
    else if (a === '--keys') opts.keys = val();
    else if (a === '--shots') opts.shots = val();
    else if (a === '--report') opts.report = val();
    else if (a === '--limit-s') opts.limitS = Number(val());
    else if (a === '--serial') opts.serial = true;
    else if (a === '--reflash') opts.reflash = true;
    else if (a === '--no-xip') opts.noXip = true;
    else if (a === '--vsys-mv') {
      opts.vsysMv = Number(val());
      if (!(opts.vsysMv >= 0 && opts.vsysMv <= 9900)) fail(2, '--vsys-mv wants millivolts from 0 to 9900');
    }
    else fail(2, `unknown argument ${a}`);
  }
  for (const need of ['uf2', 'bootrom']) {
    if (!opts[need]) fail(2, `--${need} FILE is needed`);
    if (!existsSync(opts[need])) fail(2, `no such file: ${opts[need]}`);
  }
  return opts;
}

function loadUf2(flash, data) {
  const blocks = [];
  for (let off = 0; off + 512 <= data.length; off += 512) {
    const magic0 = data.readUInt32LE(off);
    const magic1 = data.readUInt32LE(off + 4);
    if (magic0 !== 0x0a324655 || magic1 !== 0x9e5d5157) fail(2, 'not a UF2 file');
    const at = data.readUInt32LE(off + 12) - 0x10000000;
    const size = data.readUInt32LE(off + 16);
    if (at < 0 || at + size > FLASH_SIZE) fail(2, `UF2 block at 0x${(at + 0x10000000).toString(16)} is outside the flash`);
    blocks.push([at, data.subarray(off + 32, off + 32 + size)]);
  }
  const erased = new Set();
  for (const [at] of blocks) {
    const sector = at & ~0xfff;
    if (!erased.has(sector)) flash.fill(0xff, sector, sector + 0x1000);
    erased.add(sector);
  }
  for (const [at, payload] of blocks) flash.set(payload, at);
}

export class Pico {
  constructor(opts) {
    this.opts = opts;
    const mcu = new RP2040();
    mcu.logger = new ConsoleLogger(LogLevel.Error);
    const rom = readFileSync(opts.bootrom);
    mcu.loadBootrom(new Uint32Array(rom.buffer, rom.byteOffset, rom.length / 4));
    if (opts.flash && existsSync(opts.flash)) {
      mcu.flash.set(readFileSync(opts.flash).subarray(0, FLASH_SIZE));
      if (opts.reflash) loadUf2(mcu.flash, readFileSync(opts.uf2));
    } else {
      loadUf2(mcu.flash, readFileSync(opts.uf2));
    }
    if (opts.fs) mcu.flash.set(readFileSync(opts.fs), FS_OFFSET);
    // the ADC's 12 bits span its 3.3 V reference; VSYS comes in through a 1:3 divider
    if (opts.vsysMv) mcu.adc.channelValues[3] = Math.round((opts.vsysMv / 3) * 4095 / 3300);
    this.mcu = mcu;
    this.chip = attachFlash(mcu);
    this.xip = opts.noXip ? null : attachXip(mcu);
    // The Display Pack: rotation 270 shows the memory's 135x240 window at (53, 40) turned.
    this.lcd = new ST7789(mcu, 0, { cs: 17, dc: 16 }, { x: 53, y: 40, width: 135, height: 240, transpose: true });
    this.console = '';
    this.untilFrom = 0;
    this.waited = 0; // ns the core spent asleep (WFI) since the last look
    for (const pins of Object.values(BUTTONS)) for (const p of pins) mcu.gpio[p].setInputValue(true);
    mcu.uart[0].onByte = (b) => this.onConsole(String.fromCharCode(b));
    this.cutAfter = null; // [operations still to start before the one to cut in, US into it]
    this.recording = false;
    this.chip.onOperation = (op) => {
      if (this.xip) this.xip.flush(); // (the SSI leaves XIP mode to erase or program)
      if (this.cutAfter !== null && --this.cutAfter[0] === 0) {
        this.cutAt = op.start + this.cutAfter[1] * 1000;
        this.cutAfter = null;
      }
      if (this.recording) {
        const hex = (a) => Buffer.from(a).toString('hex');
        this.report.ops.push([op.start, op.end, op.addr, hex(op.before), hex(op.after)]);
      }
    };
    this.cutAt = null;
    this.drawnMark = 0;
    // waits: [when the wait began, when the app was idle again, when it last drew], in ms
    // heap: [ms, free bytes]; scenes: [ms, name]; draws: [ms, how long the frame took, pixels sent]
    this.report = { traceback: null, shots: [], heap: [], marks: {}, waits: [], scenes: [], draws: [], ops: [] };
  }

  onConsole(ch) {
    this.console += ch;
    if (this.serving) {
      process.stdout.write(Buffer.from([ch.charCodeAt(0)]));
      return;
    }
    process.stdout.write(ch);
    if (ch === '\n') {
      const start = this.console.lastIndexOf('\n', this.console.length - 2) + 1;
      // without terminal escapes: cursor moves, and the status line CircuitPython sets as the title
      const line = this.console.slice(start, -1).replace(/\x1b\][^\x1b]*\x1b\\|\x1b\[[0-9;]*[A-Za-z]|\r/g, '');
      this.onLine(line);
    }
  }

  onLine(line) {
    const heap = /^~heap (\d+)/.exec(line);
    if (heap) this.report.heap.push([Math.round(this.ms), Number(heap[1])]);
    const scene = /^~scene (\S+)/.exec(line);
    if (scene) this.report.scenes.push([this.ms, scene[1]]);
    const draw = /^~draw (\d+)/.exec(line);
    if (draw) {  // (when, the frame's ms, the pixels it sent the panel)
      this.report.draws.push([this.ms, Number(draw[1]), this.lcd.pixels]);
      this.lcd.pixels = 0;
    }
    if (line.includes('code.py output:')) this.report.marks.code = this.ms;
    if (line.startsWith('Traceback') && this.report.traceback === null) this.tracebackAt = this.console.length;
    if (line.startsWith('Code done running') && this.report.traceback === null) {
      this.report.traceback = 'code.py ended';
    }
    if (this.tracebackAt !== undefined && this.report.traceback === null && /^\w*(Error|Exception)\b/.test(line)) {
      const from = this.console.lastIndexOf('Traceback', this.tracebackAt);
      this.report.traceback = this.console.slice(from).replace(/\x1b\][^\x1b]*\x1b\\|\x1b\[[0-9;]*[A-Za-z]|\r/g, '').trim();
    }
  }

  get ms() {
    return this.mcu.clock.nanos / 1e6;
  }

  /** Run for ns of emulated time; false if the power was cut meanwhile. */
  run(ns) {
    const { core, clock } = this.mcu;
    const end = clock.nanos + ns;
    const stop = this.cutAt !== null ? Math.min(end, this.cutAt) : end;
    while (clock.nanos < stop) {
      if (core.waiting) {
        const next = clock.nanosToNextAlarm;
        // (at least 1 ns: an alarm a rounding error ahead would otherwise never be reached)
        const dt = next > 0 ? Math.max(1, Math.min(next, stop - clock.nanos)) : stop - clock.nanos;
        clock.tick(dt);
        this.waited += dt;
      } else {
        execute(this.mcu, this.xip);
      }
      if (this.report.traceback && !this.serving) return true;
    }
    return this.cutAt === null || clock.nanos < this.cutAt;
  }

  /**
   * The console as a serial line until stdin ends: stdin's bytes go to UART0's receiver as it
   * has room, the chip's bytes to stdout unchanged. Tracebacks are the user's business here.
   */
  async serve() {
    this.serving = true;
    const uart = this.mcu.uart[0];
    const waiting = [];
    let open = true;
    process.stdin.on('data', (buf) => waiting.push(...buf));
    process.stdin.on('end', () => {
      open = false;
    });
    while (open) {
      while (waiting.length && !uart.rxFIFO.full) uart.feedByte(waiting.shift());
      this.run(2e6);
      await new Promise((r) => setImmediate(r));
    }
  }

  /**
   * Run until the app waits for a button: the core mostly asleep, and the display quiet, for
   * IDLE_WINDOW_MS. At boot, only once code.py has drawn (the panel's start-up delays are
   * pauses too).
   */
  waitIdle(limitMs = this.opts.limitS * 1000, since = this.ms) {
    const start = this.ms;
    const slices = [];
    while (this.ms - start < limitMs) {
      this.waited = 0;
      if (!this.run(1e6)) return false;
      if (this.report.traceback) return true;
      slices.push(this.waited);
      if (slices.length > IDLE_WINDOW_MS) slices.shift();
      const asleep = slices.reduce((s, v) => s + v, 0);
      const quiet = this.mcu.clock.nanos - this.lcd.lastWrite > IDLE_WINDOW_MS * 1e6;
      if (!this.console.includes('code.py output:') || this.lcd.frames <= this.drawnMark) slices.length = 0;
      if (slices.length === IDLE_WINDOW_MS && asleep > 0.5 * IDLE_WINDOW_MS * 1e6 && quiet) {
        this.report.waits.push([since, this.ms, this.lcd.lastWrite / 1e6]);
        return true;
      }
    }
    fail(1, `still busy after ${limitMs / 1000} s of emulated time\n${this.console.slice(-600)}`);
    return false;
  }

  press(name) {
    const pins = BUTTONS[name];
    if (!pins) fail(2, `unknown key ${name} in the script; this board has: ${Object.keys(BUTTONS).join(' ')}`);
    const since = this.ms;
    for (const p of pins) this.mcu.gpio[p].setInputValue(false);
    if (!this.run(PRESS_MS * 1e6)) return false;
    for (const p of pins) this.mcu.gpio[p].setInputValue(true);
    if (!this.run(SETTLE_MS * 1e6)) return false;
    this.drawnMark = -1; // the app answers a press at once: no draw needed (nothing may change)
    return this.waitIdle(undefined, since);
  }

  shot(file) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, this.lcd.png());
    this.report.shots.push(file);
  }

  until(text, limitMs = this.opts.limitS * 1000) {
    const start = this.ms;
    while (this.ms - start < limitMs) {
      const at = this.console.indexOf(text, this.untilFrom);
      if (at >= 0) {
        this.untilFrom = at + text.length;
        return true;
      }
      if (!this.run(1e6) || this.report.traceback) return !this.report.traceback;
    }
    fail(1, `"${text}" not printed within ${limitMs / 1000} s of emulated time\n${this.console.slice(-600)}`);
    return false;
  }

  /** press:KEY:N:RE: press KEY until the console prints a match of RE ("_" for a space), N times at most. */
  pressUntil(key, n, text) {
    const want = new RegExp(text.replace(/_/g, ' '), 'g');
    const seen = () => {
      want.lastIndex = this.untilFrom;
      const m = want.exec(this.console);
      if (m) this.untilFrom = m.index + m[0].length;
      return !!m;
    };
    for (let i = 0; i < Number(n); i++) {
      if (seen()) return true;
      if (!this.press(key) || this.report.traceback) return !this.report.traceback;
    }
    if (seen()) return true;
    fail(1, `/${want.source}/ not printed after ${n} presses of ${key}\n${this.console.slice(-600)}`);
    return false;
  }

  /** Run a key script; false once the power is cut. */
  script(text) {
    for (const tok of text.replace(/,/g, ' ').split(/\s+/).filter(Boolean)) {
      let ok = true;
      if (tok === 'wait') ok = this.waitIdle();
      else if (tok.startsWith('ms:')) ok = this.run(Number(tok.slice(3)) * 1e6);
      else if (tok.startsWith('shot:')) this.shot(resolve(this.opts.shots, tok.slice(5)));
      else if (tok.startsWith('until:')) ok = this.until(tok.slice(6).replace(/_/g, ' '));
      else if (tok.startsWith('cut:')) {
        const n = tok.slice(4).split(':').map(Number);
        this.cutAfter = n.length > 1 ? n : [1, n[0]];
      } else if (tok === 'ops') this.recording = true;
      else if (tok.startsWith('press:')) ok = this.pressUntil(...tok.slice(6).split(':'));
      else {
        const [name, times] = tok.split('*');
        for (let i = 0; i < Number(times || 1) && ok; i++) ok = this.press(name.toLowerCase());
      }
      if (!ok) return false;
      if (this.report.traceback) return true;
    }
    return true;
  }

  powerOff() {
    this.report.cut = this.chip.powerCut();
    this.report.ms = Math.round(this.ms);
    if (this.xip) this.report.xip = { hits: this.xip.hits, misses: this.xip.misses, missCycles: this.xip.missCycles };
    this.report.erases = this.chip.eraseCounts();
    this.report.programs = this.chip.programCounts();
    if (this.opts.flash) writeFileSync(this.opts.flash, this.mcu.flash.subarray(0, FLASH_SIZE));
  }
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const pico = new Pico(opts);
  pico.script(opts.keys ?? 'wait');
  if (opts.serial) await pico.serve();
  pico.powerOff();
  if (opts.report) writeFileSync(opts.report, JSON.stringify(pico.report, null, 1));
  if (pico.report.traceback) fail(1, `a traceback on the console at ${pico.report.ms} ms`);
}

main();
