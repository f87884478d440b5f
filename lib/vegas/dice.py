"""Las Vegas dice: phase and roll-code constants, encoding and decoding rolls, throwing dice,
ranking a casino's dice.

Kept apart from the state class so each module compiles in a small heap on the device.
"""

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


WHITE_BASE = const(59049)  # 9**5
POW6 = (1, 6, 36, 216, 1296, 7776, 46656, 279936, 1679616, 10077696, 60466176, 362797056)
POW9 = (1, 9, 81, 729, 6561, 0)  # a die showing 6 adds nothing: its count is the rest
POW5 = (1, 5, 25, 125, 625, 0)


def roll_code(own_faces, white_faces=()):
    """Chance outcome for a roll showing `own_faces` and `white_faces` (values 1-6)."""
    code = 0
    for f in own_faces:
        if f < 6:
            code += 9 ** (f - 1)
    w = 0
    for f in white_faces:
        if f < 6:
            w += 5 ** (f - 1)
    return code + WHITE_BASE * w


def decode_roll(code, n_own, n_white):
    """12 counts (own faces 1-6, then white faces 1-6), or None if not a valid roll."""
    counts = bytearray(12)
    return list(counts) if decode_into(counts, code, n_own, n_white) else None


def decode_into(r, code, n_own, n_white):
    """Decode a roll code into the 12 counts r; False (r untouched) if it is not valid."""
    if code < 0:
        return False
    own, white = code % WHITE_BASE, code // WHITE_BASE
    # Unrolled on purpose (apply() runs this on every roll): own dice are base-9
    # digits, white dice base-5; the face-6 counts are what is left over.
    c0 = own % 9
    c1 = own // 9 % 9
    c2 = own // 81 % 9
    c3 = own // 729 % 9
    c4 = own // 6561 % 9
    c5 = n_own - c0 - c1 - c2 - c3 - c4
    if c5 < 0:
        return False
    w0 = white % 5
    w1 = white // 5 % 5
    w2 = white // 25 % 5
    w3 = white // 125 % 5
    w4 = white // 625 % 5
    w5 = n_white - w0 - w1 - w2 - w3 - w4
    if w5 < 0 or white >= 3125:
        return False
    r[0], r[1], r[2], r[3], r[4], r[5] = c0, c1, c2, c3, c4, c5
    r[6], r[7], r[8], r[9], r[10], r[11] = w0, w1, w2, w3, w4, w5
    return True


def throw_roll(rng, n_own, n_white):
    """The chance outcome of rolling n_own dice and n_white of the second colour."""
    return throw(rng, n_own, POW9) + WHITE_BASE * throw(rng, n_white, POW5)


def throw(rng, n, digit_values):
    """Roll n dice with one draw (a base-6 number whose digits are the dice): their code part."""
    code = 0
    if n:
        x = rng.randbelow(POW6[n])
        for _ in range(n):
            code += digit_values[x % 6]
            x //= 6
    return code


# Majorities at a casino, which both of Dorn's games pay the same way.
def ranked_dice(counts):
    """Seats with dice at a casino, most dice first, as dice << 3 | seat; equal numbers cancel."""
    return sorted([n << 3 | s for s, n in enumerate(counts) if n and counts.count(n) == 1], reverse=True)


def add_winnings(counts, notes, pay):
    """Add to pay[seat] the notes (highest first) that dice `counts` at one casino win now;
    seats beyond len(pay) (imaginary players) win nothing for anyone."""
    ranked = ranked_dice(counts)
    for i in range(min(len(ranked), len(notes))):
        s = ranked[i] & 7
        if s < len(pay):
            pay[s] += notes[i]
