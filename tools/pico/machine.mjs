// One board running a UF2 on rp2040js: the RP2040, its flash chip, the XIP cache, the panel,
// the buttons, the battery sense and the console (UART0, or USB CDC where the board's UF2 keeps
// its console on USB). The command-line harness (pico.mjs) and the web page both drive it.
// No Node imports: the web page loads this file too.

import { RP2040, ConsoleLogger, LogLevel, USBCDC } from 'rp2040js';
import { BOARDS, jedecCapacity } from './boards.mjs';
import { execute } from './cpu.mjs';
import { attachFlash } from './flash.mjs';
import { attachXip } from './xip.mjs';
import { ST7789 } from './st7789.mjs';

export const FS_OFFSET = 0x100000; // CIRCUITPY, 1 MB into the flash on every board
const UART_RX = 1; // GP1: UART0's receive pin, the console's on the Pico's UF2
const NOISE_NS = 5e6; // a floating receive pin's noise: a byte this often

/** The UF2's blocks ([flash offset, bytes]); throws on a file that is not one or does not fit. */
export function uf2Blocks(data, flashSize) {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const blocks = [];
  for (let off = 0; off + 512 <= data.length; off += 512) {
    if (view.getUint32(off, true) !== 0x0a324655 || view.getUint32(off + 4, true) !== 0x9e5d5157) {
      throw new Error('not a UF2 file');
    }
    const at = view.getUint32(off + 12, true) - 0x10000000;
    const size = view.getUint32(off + 16, true);
    if (at < 0 || at + size > flashSize) {
      throw new Error(`UF2 block at 0x${(at + 0x10000000).toString(16)} is outside the board's flash`);
    }
    blocks.push([at, data.subarray(off + 32, off + 32 + size)]);
  }
  return blocks;
}

/** Writes a UF2 into flash as the boot ROM does: each 4 KB sector it touches erased first. */
export function writeUf2(flash, blocks) {
  const erased = new Set();
  for (const [at] of blocks) {
    const sector = at & ~0xfff;
    if (!erased.has(sector)) flash.fill(0xff, sector, sector + 0x1000);
    erased.add(sector);
  }
  for (const [at, payload] of blocks) flash.set(payload, at);
}

export class Machine {
  /**
   * opts: board (a name in BOARDS), uf2 and bootrom (bytes), flash (bytes the flash held at
   * the last power-off, or null: an erased chip), reflash (with flash: the UF2 written over
   * it), fs (a drive image written at FS_OFFSET), batteryMv (the cell's millivolts on the
   * board's battery sense), xip (false: flash reads cost nothing), rx ("attached": a serial
   * line drives the console's receive pin; "floating": nothing does), onConsole(text).
   */
  constructor(opts) {
    const board = BOARDS[opts.board];
    if (!board) throw new Error(`no board ${opts.board}; boards: ${Object.keys(BOARDS).join(' ')}`);
    this.board = board;
    this.flashSize = board.flashMB * 1024 * 1024;
    const mcu = new RP2040();
    mcu.logger = new ConsoleLogger(LogLevel.Error);
    const rom = opts.bootrom;
    mcu.loadBootrom(new Uint32Array(rom.buffer, rom.byteOffset, rom.length / 4));
    const blocks = uf2Blocks(opts.uf2, this.flashSize);
    if (opts.flash) {
      mcu.flash.set(opts.flash.subarray(0, this.flashSize));
      if (opts.reflash) writeUf2(mcu.flash, blocks);
    } else {
      mcu.flash.fill(0xff, 0, this.flashSize);
      writeUf2(mcu.flash, blocks);
    }
    if (opts.fs) mcu.flash.set(opts.fs, FS_OFFSET);
    if (opts.batteryMv && board.battery) {
      // the ADC's 12 bits span its 3.3 V reference; the cell comes in through the divider
      const { adc, divider } = board.battery;
      mcu.adc.channelValues[adc] = Math.round((opts.batteryMv / divider) * 4095 / 3300);
    }
    this.mcu = mcu;
    this.chip = attachFlash(mcu, jedecCapacity(board));
    this.xip = opts.xip === false ? null : attachXip(mcu);
    this.lcd = new ST7789(mcu, board.lcd, board.glass);
    this.waited = 0; // ns the core spent asleep (WFI) since the last look
    this.powerOffAt = Infinity; // ns of emulated time at which the power goes
    // a reset by the watchdog (CircuitPython's microcontroller.reset, storage.erase_filesystem):
    // the run ends there, as at a power-off, and the next run boots from the flash it left
    this.resetAt = undefined;
    mcu.peripherals[0x40058].onWatchdogTrigger = () => {
      this.resetAt = mcu.clock.nanos;
      this.powerOffAt = Math.min(this.powerOffAt, mcu.clock.nanos);
    };
    this.onConsole = opts.onConsole || (() => {});
    this.held = new Set();
    this.buttonPins = [...new Set(Object.values(board.keys).flatMap(([pins]) => pins))];
    for (const p of this.buttonPins) {
      const pin = mcu.gpio[p];
      pin.addListener(() => this.releasedLevel(p));
      this.releasedLevel(p);
    }
    this.attachConsole(opts.rx || 'floating');
    this.tones = []; // [ms, Hz (0: silent)] each time the speaker's tone changes
  }

  /** The tone on the board's speaker pin now, in Hz (0: silent): its PWM's frequency while the
   * duty is not 0 (the clock is 125 MHz; DIV is 8.4 fixed point; phase-correct halves it). */
  tone() {
    const pin = this.board.speaker;
    if (pin === undefined) return 0;
    const g = this.mcu.gpio[pin];
    const ch = this.mcu.pwm.channels[(pin >> 1) & 7];
    if (g.functionSelect !== 4 || !(ch.csr & 1)) return 0;
    const cc = pin & 1 ? ch.cc >>> 16 : ch.cc & 0xffff;
    if (!cc) return 0;
    const div = (ch.div || 16) / 16;
    return Math.round(125e6 / (div * (ch.top + 1) * (ch.csr & 2 ? 2 : 1)));
  }

  /** A button not pressed reads what its pad's pull gives (nothing on these boards pulls it up). */
  releasedLevel(p) {
    if (this.held.has(p)) return;
    const pin = this.mcu.gpio[p];
    if (pin.rawInputValue !== pin.pullupEnabled) pin.setInputValue(pin.pullupEnabled);
  }

  attachConsole(rx) {
    const mcu = this.mcu;
    if (this.board.console === 'usb') {
      const cdc = new USBCDC(mcu.usbCtrl);
      cdc.onSerialData = (buf) => this.onConsole(String.fromCharCode(...buf));
      cdc.onDeviceConnected = () => {
        this.usbConnectedAt = this.ms;
      };
      // A host answers the board's read of its OUT endpoint only when it has bytes to send (it
      // NAKs until then); rp2040js's answers at once with none, and the board, reading again,
      // never sleeps.
      this.usbRead = 0; // the size of the read the board waits on, or 0
      mcu.usbCtrl.onEndpointRead = (endpoint, size) => {
        if (endpoint !== cdc.outEndpoint) return;
        this.usbRead = size;
        this.feedUsb();
      };
      this.cdc = cdc;
      return;
    }
    mcu.uart[0].onByte = (b) => this.onConsole(String.fromCharCode(b));
    this.rx = rx;
    if (rx === 'floating') {
      // nothing wired: the pin reads what its pad gives. A pull-up holds the line idle; a
      // pull-down (the RP2040's reset state) holds it low, one long break (a 0 byte with the
      // break flag); neither, and it floats, and noise comes in as bytes.
      let s = 0x2545f491;
      let low = false;
      const line = mcu.clock.createAlarm(() => {
        const pin = mcu.gpio[UART_RX];
        const uart = mcu.uart[0];
        if (pin.functionSelect === 2 && !pin.pullupEnabled && !uart.rxFIFO.full) {
          if (!pin.pulldownEnabled) {
            s ^= s << 13;
            s ^= s >>> 17;
            s ^= s << 5;
            uart.feedByte(s & 0xff);
          } else if (!low) {
            uart.feedByte(0);
          }
        }
        low = pin.pulldownEnabled && !pin.pullupEnabled;
        line.schedule(NOISE_NS);
      });
      line.schedule(NOISE_NS);
    }
  }

  /** Answer the board's waiting read of the USB console with what the host has queued. */
  feedUsb() {
    const fifo = this.cdc.txFIFO;
    if (!this.usbRead || !fifo.itemCount) return;
    const buf = new Uint8Array(Math.min(this.usbRead, fifo.itemCount));
    for (let i = 0; i < buf.length; i++) buf[i] = fifo.pull();
    this.usbRead = 0;
    this.mcu.usbCtrl.endpointReadDone(this.cdc.outEndpoint, buf);
  }

  /** Bytes to the console's receiver, as a serial line or the USB host sends them. */
  sendConsole(bytes) {
    if (this.cdc) {
      for (const b of bytes) this.cdc.sendSerialByte(b);
      this.feedUsb();
      return bytes.length;
    }
    const uart = this.mcu.uart[0];
    let n = 0;
    while (n < bytes.length && !uart.rxFIFO.full) uart.feedByte(bytes[n++]);
    return n;
  }

  get ms() {
    return this.mcu.clock.nanos / 1e6;
  }

  /** Run until `stop` ns of emulated time, or the power goes (powerOffAt, which a flash
   * operation may set meanwhile); the core asleep costs nothing to emulate. */
  runTo(stop) {
    const { core, clock } = this.mcu;
    let end;
    while (clock.nanos < (end = Math.min(stop, this.powerOffAt))) {
      if (core.waiting) {
        const next = clock.nanosToNextAlarm;
        // (at least 1 ns: an alarm a rounding error ahead would otherwise never be reached)
        const dt = next > 0 ? Math.max(1, Math.min(next, end - clock.nanos)) : end - clock.nanos;
        clock.tick(dt);
        this.waited += dt;
      } else {
        execute(this.mcu, this.xip);
      }
    }
    this.lcd.watch();
    if (this.board.speaker !== undefined) {
      const hz = this.tone();
      const last = this.tones.length ? this.tones[this.tones.length - 1][1] : 0;
      if (hz !== last) this.tones.push([Math.round(this.ms), hz]);
    }
  }

  /** Hold a key of the key script (boards.mjs) down, or let it go. */
  hold(name, down) {
    const key = this.board.keys[name];
    if (!key) throw new Error(`no key ${name} on this board; it has: ${Object.keys(this.board.keys).join(' ')}`);
    for (const p of key[0]) {
      if (down) {
        this.held.add(p);
        this.mcu.gpio[p].setInputValue(false);
      } else {
        this.held.delete(p);
        this.releasedLevel(p);
      }
    }
    return key[1];
  }
}
