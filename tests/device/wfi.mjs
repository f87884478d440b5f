// A WFI with interrupts masked and one already pending falls through (tests/device/test_cpu.py).
import { RP2040 } from 'rp2040js';
import { execute } from '../../tools/pico/cpu.mjs';

const CPSID_I = 0xb672;
const WFI = 0xbf30;
const MOVS_R2_7 = 0x2207;
const B_SELF = 0xe7fe;

const mcu = new RP2040();
[CPSID_I, WFI, MOVS_R2_7, B_SELF].forEach((op, i) => mcu.sramView.setUint16(2 * i, op, true));
const { core } = mcu;
core.PC = 0x20000000;
core.enabledInterrupts = 1;
core.executeInstruction(); // CPSID i
mcu.setInterrupt(0, true); // pending, held off by PRIMASK
for (let i = 0; i < 3; i++) execute(mcu);
const out = { waiting: core.waiting, r2: core.registers[2], primask: core.PM };
process.stdout.write(JSON.stringify(out) + '\n');
