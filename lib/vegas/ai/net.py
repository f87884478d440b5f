"""A learned judge of positions: VALUE_PRIOR's learned form, a small network over each casino.

It gives the worth to a seat of the position right after one of its actions, in the units of
the bots' reward, fitted offline to what many rollouts say (tools/fit_net.py). What it reads of
a position, and its numbers, are the game's: the judge.py of its package (read(),
INPUTS, ONE_HOT, EXTRA_STEPS, and the numbers from its judge_data module). Each casino is read
alike by the same few hidden units (a casino's worth does not depend on which casino it is),
their positive parts summed over the six; the seat's standing is added linearly. Integers
throughout: no float until the end, no number near 2**30.
"""

import vegas
from vegas.dice import add_winnings

_readers = {}


def reader(game_id):
    # The game's module of what the judge reads (loaded at its first use)
    r = _readers.get(game_id)
    if r is None:
        r = _readers[game_id] = vegas._load(vegas.part(game_id, "judge"))
    return r


def judge(d, seat, r):
    # the worth of position d to `seat`, 0-1, by the game's reader r (reader())
    w1, b1, w2, t, per, hot = r.W1, r.B1, r.W2, r.T, r.INPUTS, r.ONE_HOT
    hidden = [0] * r.HIDDEN
    inputs = r.read(d, seat)
    for _ in range(r.CASINOS):
        x = next(inputs)
        # (a reader with ONE_HOT inputs gives, after its INPUTS, which of them is 1, -1 if
        # none: one weight added, not ONE_HOT products)
        k = per + x[per] if hot and x[per] >= 0 else -1
        for h in range(len(hidden)):
            z = b1[h]
            j = h * (per + hot)
            for f in range(per):
                z += w1[j + f] * x[f]
            if k >= 0:
                z += w1[j + k]
            if z > 0:
                hidden[h] += z
    g = next(inputs)
    v = r.C0  # millionths
    for h in range(len(hidden)):
        v += w2[h] * (hidden[h] // t)
    gw = r.G
    for i in range(len(gw)):
        v += gw[i] * g[i]
    return 0.0 if v < 0 else (1.0 if v > 1000000 else v / 1000000)


def paid(dice, notes, pay, seat, est):
    # A reader's: pay[i] becomes what seat i would win at a casino of these dice and notes now
    # (est[i] gains it too, unless est is None); returns the most another seat would win there.
    for i in range(len(pay)):
        pay[i] = 0
    add_winnings(dice, notes, pay)
    best = 0
    for i in range(len(pay)):
        if est is not None:
            est[i] += pay[i]
        if i != seat and pay[i] > best:
            best = pay[i]
    return best
