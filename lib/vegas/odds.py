"""The odds of a roll: every multiset of faces a throw can show, with its probability."""

from vegas.dice import POW5, POW6, POW9, WHITE_BASE


def roll_outcomes(n_own, n_white):
    """[(roll code, probability)] of throw_roll(rng, n_own, n_white), by code: each multiset of
    faces once, at its multinomial odds."""
    scale = POW6[n_own] * POW6[n_white]
    own, white = _face_counts(n_own, POW9), _face_counts(n_white, POW5)
    return sorted((o + WHITE_BASE * w, a * b / scale) for o, a in own for w, b in white)


def _face_counts(n, digit_values):
    """[(code part, ways to fall)] of n dice, each multiset of faces 1-6 once."""
    out = []

    def add(face, left, code, ways):
        if face == 5:  # the rest show 6
            out.append((code + left * digit_values[5], ways))
            return
        c_ways = 1  # ways to choose c of the `left` dice for this face: C(left, c)
        for c in range(left + 1):
            add(face + 1, left - c, code + c * digit_values[face], ways * c_ways)
            c_ways = c_ways * (left - c) // (c + 1)

    add(0, n, 0, 1)
    return out
