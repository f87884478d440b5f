// One board running CircuitPython from a UF2 on rp2040js, driven by a key script.
//
//   node tools/pico/pico.mjs --uf2 F --bootrom F [--board NAME] [--fs IMG] [--flash FILE]
//                            [--keys SCRIPT] [--shots DIR] [--report FILE] [--limit-s N]
//                            [--battery-mv N] [--rx attached|floating]
//
// --board: which board, as wired (boards.mjs; default pico_display): its flash, panel, buttons,
// battery sense and console (UART0 on the Pico's UF2, USB CDC on the others').
// --fs: a FAT image of CIRCUITPY, written at flash offset 1 MB (tools/fatimg.py makes one).
// --flash: the whole flash as the last power-off left it; read if it exists (then --fs
// is ignored unless given again), written at power-off. The chip's erases and programs are
// modelled (flash.mjs), so saves in microcontroller.nvm survive a power cycle.
// --reflash: with --flash, the UF2 is written over the flash the file holds, as the boot ROM
// writes a UF2 dragged onto RPI-RP2 (each 4 KB sector it touches erased first, the rest kept).
// --battery-mv N: the cell's millivolts at the board's battery sense (the Pico: a cell on VSYS,
// which GP29, CircuitPython's board.VOLTAGE_MONITOR, reads a third of; default: 0 V read).
// --rx: the console's receive pin (UART0's GP1) driven by a serial line ("attached", the
// default with --serial) or left floating, as on a player's board ("floating", the default).
// --no-xip: flash reads cost nothing, as in rp2040js (default: the XIP cache is modelled,
// xip.mjs; the report's xip gives its hits and misses).
// --serial: after the key script, the console is a serial line on stdin/stdout until stdin
// ends (tools/emu.py serve() makes it a pseudo-terminal).
// --keys: the simulator's key script (a b up down left right menu, a*3, wait, ms:N, shot:FILE)
// plus until:TEXT (run until the console has printed TEXT since the last until; "_" for a
// space), press:KEY:N:RE (press KEY until a match of the regular expression RE is printed, N
// times at most), cut:US or cut:N:US (power off US microseconds after the next, or the Nth next,
// flash erase or program starts) and ops (from here on, the report lists each erase and
// program: start and end in ns, address, and the bytes before and after, in hex).
// A reset by the watchdog (CircuitPython's microcontroller.reset) ends the run as a power-off
// does, the report's reset giving when (ms); the next run boots from the flash it left.
// Prints the console as it comes; exits 1 on a traceback or a hang, 2 on bad input.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { BOARDS } from './boards.mjs';
import { Machine } from './machine.mjs';
import { encodePng } from './png.mjs';

// After a release, before idleness counts: keypad scans every 20 ms and the app's loop sleeps
// 10 ms between frames, so a key may wait 30 ms to be seen, the chip asleep all the while.
const SETTLE_MS = 60;
const IDLE_WINDOW_MS = 40;

function fail(code, msg) {
  process.stderr.write(`pico: ${msg}\n`);
  process.exit(code);
}

function parseArgs(argv) {
  const opts = { shots: '.', limitS: 600, board: 'pico_display' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = () => {
      if (i + 1 >= argv.length) fail(2, `${a} needs a value`);
      return argv[++i];
    };
    if (a === '--uf2') opts.uf2 = val();
    else if (a === '--bootrom') opts.bootrom = val();
    else if (a === '--board') opts.board = val();
    else if (a === '--fs') opts.fs = val();
    else if (a === '--flash') opts.flash = val();
    else if (a === '--keys') opts.keys = val();
    else if (a === '--shots') opts.shots = val();
    else if (a === '--report') opts.report = val();
    else if (a === '--limit-s') opts.limitS = Number(val());
    else if (a === '--serial') opts.serial = true;
    else if (a === '--reflash') opts.reflash = true;
    else if (a === '--no-xip') opts.noXip = true;
    else if (a === '--rx') opts.rx = val();
    else if (a === '--battery-mv') {
      opts.batteryMv = Number(val());
      if (!(opts.batteryMv >= 0 && opts.batteryMv <= 9900)) fail(2, '--battery-mv wants millivolts from 0 to 9900');
    }
    else fail(2, `unknown argument ${a}`);
  }
  for (const need of ['uf2', 'bootrom']) {
    if (!opts[need]) fail(2, `--${need} FILE is needed`);
    if (!existsSync(opts[need])) fail(2, `no such file: ${opts[need]}`);
  }
  if (!BOARDS[opts.board]) fail(2, `no board ${opts.board}; boards: ${Object.keys(BOARDS).join(' ')}`);
  if (opts.rx && !['attached', 'floating'].includes(opts.rx)) fail(2, '--rx is attached or floating');
  return opts;
}

export class Pico {
  constructor(opts) {
    this.opts = opts;
    let machine;
    try {
      machine = new Machine({
        board: opts.board,
        uf2: readFileSync(opts.uf2),
        bootrom: readFileSync(opts.bootrom),
        flash: opts.flash && existsSync(opts.flash) ? readFileSync(opts.flash) : null,
        reflash: opts.reflash,
        fs: opts.fs ? readFileSync(opts.fs) : null,
        batteryMv: opts.batteryMv,
        xip: !opts.noXip,
        rx: opts.rx || (opts.serial ? 'attached' : 'floating'),
        onConsole: (text) => {
          for (const ch of text) this.onConsole(ch);
        },
      });
    } catch (e) {
      fail(2, e.message);
    }
    this.machine = machine;
    this.mcu = machine.mcu;
    this.chip = machine.chip;
    this.xip = machine.xip;
    this.lcd = machine.lcd;
    this.console = '';
    this.untilFrom = 0;
    this.cutAfter = null; // [operations still to start before the one to cut in, US into it]
    this.recording = false;
    this.chip.onOperation = (op) => {
      if (this.xip) this.xip.flush(); // (the SSI leaves XIP mode to erase or program)
      if (this.cutAfter !== null && --this.cutAfter[0] === 0) {
        this.cutAt = op.start + this.cutAfter[1] * 1000;
        this.machine.powerOffAt = this.cutAt;
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
    this.report = { board: opts.board, traceback: null, shots: [], heap: [], marks: {}, waits: [], scenes: [],
      draws: [], ops: [] };
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
    const clock = this.mcu.clock;
    const end = clock.nanos + ns;
    while (clock.nanos < Math.min(end, this.machine.powerOffAt)) {
      this.machine.runTo(Math.min(end, clock.nanos + 1e6));
      if (this.report.traceback && !this.serving) return true;
    }
    if (this.machine.resetAt !== undefined) return false; // (reset: the run ends, as at a cut)
    return this.cutAt === null || clock.nanos < this.cutAt;
  }

  /**
   * The console as a serial line until stdin ends: stdin's bytes go to UART0's receiver as it
   * has room, the chip's bytes to stdout unchanged. Tracebacks are the user's business here.
   */
  async serve() {
    this.serving = true;
    let waiting = [];
    let open = true;
    process.stdin.on('data', (buf) => waiting.push(...buf));
    process.stdin.on('end', () => {
      open = false;
    });
    while (open) {
      if (waiting.length) waiting = waiting.slice(this.machine.sendConsole(waiting));
      this.run(2e6);
      await new Promise((r) => setImmediate(r));
    }
  }

  /** The program has started: CircuitPython said so, or (a console on USB, which the computer
   * opens only as the program starts) the computer has opened it, or a trace line came. */
  codeRuns() {
    return this.report.marks.code !== undefined || this.machine.usbConnectedAt !== undefined ||
      this.report.scenes.length > 0;
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
      this.machine.waited = 0;
      if (!this.run(1e6)) return false;
      if (this.report.traceback) return true;
      slices.push(this.machine.waited);
      if (slices.length > IDLE_WINDOW_MS) slices.shift();
      const asleep = slices.reduce((s, v) => s + v, 0);
      const quiet = this.mcu.clock.nanos - this.lcd.lastWrite > IDLE_WINDOW_MS * 1e6;
      if (!this.codeRuns() || this.lcd.frames <= this.drawnMark) slices.length = 0;
      if (slices.length === IDLE_WINDOW_MS && asleep > 0.5 * IDLE_WINDOW_MS * 1e6 && quiet) {
        this.report.waits.push([since, this.ms, this.lcd.lastWrite / 1e6]);
        return true;
      }
    }
    fail(1, `still busy after ${limitMs / 1000} s of emulated time\n${this.console.slice(-600)}`);
    return false;
  }

  press(name) {
    if (!this.machine.board.keys[name]) {
      fail(2, `unknown key ${name} in the script; this board has: ${Object.keys(this.machine.board.keys).join(' ')}`);
    }
    const since = this.ms;
    const holdMs = this.machine.hold(name, true);
    if (!this.run(holdMs * 1e6)) return false;
    this.machine.hold(name, false);
    if (!this.run(SETTLE_MS * 1e6)) return false;
    this.drawnMark = -1; // the app answers a press at once: no draw needed (nothing may change)
    return this.waitIdle(undefined, since);
  }

  shot(file) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, encodePng(this.lcd.image()));
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
    if (this.machine.resetAt !== undefined) this.report.reset = this.machine.resetAt / 1e6;
    this.report.ms = Math.round(this.ms);
    if (this.xip) this.report.xip = { hits: this.xip.hits, misses: this.xip.misses, missCycles: this.xip.missCycles };
    this.report.erases = this.chip.eraseCounts();
    this.report.programs = this.chip.programCounts();
    this.report.panel = this.lcd.state();
    this.report.tones = this.machine.tones;
    if (this.machine.usbConnectedAt !== undefined) this.report.marks.usb = this.machine.usbConnectedAt;
    if (this.opts.flash) writeFileSync(this.opts.flash, this.mcu.flash.subarray(0, this.machine.flashSize));
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
