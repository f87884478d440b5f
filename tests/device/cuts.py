"""The flash a power cut leaves, rebuilt on the host from a run's record of erases and programs."""

SECTOR = 4096


def rebuilt(final, ops, i, done):
    """The flash as a cut in operation i after `done` of its bytes leaves it, by the harness's own
    rule (tools/pico/flash.mjs powerCut: the bytes done so far new, the rest old, or half-erased in
    an erase); `final` is the flash after every operation in `ops`."""
    img = bytearray(final)
    for _, _, addr, before, _ in reversed(ops[i:]):
        b = bytes.fromhex(before)
        img[addr:addr + len(b)] = b
    _, _, addr, before, after = ops[i]
    before, after = bytes.fromhex(before), bytes.fromhex(after)
    erase = len(after) >= SECTOR and after == b"\xff" * len(after)
    img[addr:addr + done] = after[:done]
    img[addr + done:addr + len(after)] = bytes(b & 0xF0 for b in before[done:]) if erase else before[done:]
    return img

