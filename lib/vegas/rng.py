"""Seeded PRNG that gives the same numbers on CPython, MicroPython and CircuitPython.

Two multiplicative congruential generators with prime moduli just below 2**30,
stepped with Schrage's method so no intermediate value reaches 2**30 (no bigints
on 32-bit ports), combined by subtraction as in L'Ecuyer (1988). Period ~2**59.
"""

try:
    from micropython import const
except ImportError:  # CPython

    def const(x):
        return x


_M1 = const(1073741789)  # prime; 40003 is a primitive root
_A1 = const(40003)
_Q1 = const(26841)  # _M1 // _A1
_R1 = const(21266)  # _M1 % _A1
_M2 = const(1073741783)  # prime; 40006 is a primitive root
_A2 = const(40006)
_Q2 = const(26839)
_R2 = const(20749)
_TOP = const(1073741788)  # outputs are 1.._TOP


class Rng:
    """Seeded random numbers: randint, shuffle, choice; state saved as two ints."""

    def __init__(self, seed=0):
        self.seed(seed)

    def seed(self, seed):
        seed = int(seed)
        if seed < 0:
            seed = -seed
        self.s1 = seed % (_M1 - 1) + 1
        self.s2 = (seed // (_M1 - 1)) % (_M2 - 1) + 1
        # Mix so nearby seeds give unrelated streams.
        self.s2 = (self.s2 + self.s1 * 7) % (_M2 - 1) + 1
        for _ in range(4):
            self.next()

    def getstate(self):
        return (self.s1, self.s2)

    def setstate(self, state):
        s1, s2 = state
        if not (0 < s1 < _M1 and 0 < s2 < _M2):
            raise ValueError("bad Rng state %r" % (state,))
        self.s1 = s1
        self.s2 = s2

    def next(self):
        """Next raw value in 1..1073741788."""
        s = _A1 * (self.s1 % _Q1) - _R1 * (self.s1 // _Q1)
        if s < 0:
            s += _M1
        self.s1 = s
        t = _A2 * (self.s2 % _Q2) - _R2 * (self.s2 // _Q2)
        if t < 0:
            t += _M2
        self.s2 = t
        z = s - t
        if z < 1:
            z += _TOP
        return z

    def randbelow(self, n):
        """Uniform integer in 0..n-1 (rejection sampling, no modulo bias)."""
        if n <= 0 or n > _TOP:
            raise ValueError("randbelow(%r): need 1..%d" % (n, _TOP))
        limit = _TOP - _TOP % n
        s1, s2 = self.s1, self.s2
        while True:  # next(), inlined: this is the hottest call in playouts
            s1 = _A1 * (s1 % _Q1) - _R1 * (s1 // _Q1)
            if s1 < 0:
                s1 += _M1
            s2 = _A2 * (s2 % _Q2) - _R2 * (s2 // _Q2)
            if s2 < 0:
                s2 += _M2
            z = s1 - s2
            if z < 1:
                z += _TOP
            if z <= limit:
                self.s1, self.s2 = s1, s2
                return (z - 1) % n

    def randint(self, a, b):
        """Uniform integer in a..b inclusive."""
        return a + self.randbelow(b - a + 1)

    def choice(self, seq):
        return seq[self.randbelow(len(seq))]

    def weighted(self, weights):
        """An index into `weights` (ints >= 0, not all 0), each with probability weight / sum."""
        k = self.randbelow(sum(weights))
        i = 0
        while k >= weights[i]:
            k -= weights[i]
            i += 1
        return i

    def shuffle(self, items):
        """Fisher-Yates, in place."""
        i = len(items) - 1
        while i > 0:
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1
