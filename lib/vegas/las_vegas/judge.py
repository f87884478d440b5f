# What vegas.ai.net's judge reads of a Las Vegas position (3-5 players), and its numbers
# (tools/fit_net.py las_vegas writes them into vegas.las_vegas.judge_data).

from vegas.ai.net import paid
from vegas.ai.reward import lead
from vegas.las_vegas.data import CASINOS
from vegas.las_vegas.judge_data import B1, C0, HIDDEN, W1, W2, G, T  # noqa: F401 (net reads them)

INPUTS = 15  # a casino's inputs, in read()'s order
ONE_HOT = 0  # (none: see vegas.ai.net)
STANDING = 6  # the seat's standing, in read()'s order

# What judging one position costs beyond reward()'s, in engine steps of a rollout (the work
# budget's unit, tuning.WORK): the judge's time over a rollout step's (TUNING.md, "Judges").
EXTRA_STEPS = 20


def read(d, seat):
    # What the judge reads of d for `seat`, one casino's inputs at a time (one list, refilled),
    # then the seat's standing.
    # A casino's inputs: its two highest notes and all its notes ($1k); seat's dice there, the
    # most and the second most of another seat; what seat and the best paid other seat would
    # win there now ($1k); how many dice seat lacks for the most, whether it has the most alone,
    # ties for it, or is second alone; seat's dice over the most of another seat; seat's dice
    # left and the most another seat has left.
    # The standing: seat's money lead over the richest other seat ($1k), the same with what the
    # dice would win now (estimate(): the money plus the casinos' payouts, summed here), the
    # round (0-3), its dice left, the other seats' dice left together and the most one has.
    p = d.num_players
    est = d.scores()
    money_lead = lead(est, seat)
    left = d.dice_left(seat)
    theirs = most_left = 0
    for i in range(p):
        if i != seat:
            n = d.dice_left(i)
            theirs += n
            if n > most_left:
                most_left = n
    x = [0] * INPUTS
    pay = [0] * p
    for c in range(CASINOS):
        notes = d.notes[c]
        k = len(notes)
        dice = d.casino_dice(c)  # the white (neutral) dice last
        m = dice[seat]
        o1 = o2 = 0
        for i in range(p):
            if i != seat:
                n = dice[i]
                if n > o1:
                    o1, o2 = n, o1
                elif n > o2:
                    o2 = n
        best = paid(dice, notes, pay, seat, est)
        x[0] = notes[0] if k else 0
        x[1] = notes[1] if k > 1 else 0
        x[2] = sum(notes)
        x[3] = m
        x[4] = o1
        x[5] = o2
        x[6] = pay[seat]
        x[7] = best
        x[8] = o1 - m if o1 > m else 0
        x[9] = 1 if m > o1 else 0
        x[10] = 1 if m == o1 and m else 0
        x[11] = m - o1
        x[12] = left
        x[13] = most_left
        x[14] = 1 if o1 > m > o2 else 0
        yield x
    yield (money_lead, lead(est, seat), d.round, left, theirs, most_left)
