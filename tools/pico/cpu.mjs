// The core's instruction loop: rp2040js's, with ARMv6-M's rule for WFI that rp2040js lacks.

export const NS_PER_CYCLE = 8; // 125 MHz

/** Run up to 256 instructions, stopping early when the core goes to sleep; with `xip`
 * (xip.mjs), each instruction also takes the cycles its flash reads stalled. */
export function execute(mcu, xip = null) {
  const { core, clock } = mcu;
  if (xip) {
    for (let i = 0; i < 256 && !core.waiting; i++) {
      const cycles = core.executeInstruction() + xip.stall;
      xip.stall = 0;
      clock.tick(cycles * NS_PER_CYCLE);
    }
  } else {
    for (let i = 0; i < 256 && !core.waiting; i++) clock.tick(core.executeInstruction() * NS_PER_CYCLE);
  }
  // WFI does not sleep while an enabled interrupt is pending, even one PRIMASK holds off
  // (CircuitPython masks interrupts, then sleeps). rp2040js sleeps anyway, and an alarm that
  // fired just before the WFI would then never wake the core.
  if (core.waiting && core.pendingInterrupts & core.enabledInterrupts) core.waiting = false;
}
