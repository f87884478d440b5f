// The core's instruction loop: rp2040js's, with ARMv6-M's rule for WFI that rp2040js lacks.

export const NS_PER_CYCLE = 8; // 125 MHz

/** Run up to 256 instructions, stopping early when the core goes to sleep. */
export function execute(mcu) {
  const { core, clock } = mcu;
  for (let i = 0; i < 256 && !core.waiting; i++) clock.tick(core.executeInstruction() * NS_PER_CYCLE);
  // WFI does not sleep while an enabled interrupt is pending, even one PRIMASK holds off
  // (CircuitPython masks interrupts, then sleeps). rp2040js sleeps anyway, and an alarm that
  // fired just before the WFI would then never wake the core.
  if (core.waiting && core.pendingInterrupts & core.enabledInterrupts) core.waiting = false;
}
