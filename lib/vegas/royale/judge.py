# What vegas.ai.net's judge reads of a heads-up Royale position (its tiles too), and its
# numbers (tools/fit_net.py royale writes them into vegas.royale.judge_data). A tile is read
# only as its face at its casino (ONE_HOT), not by the state of its tracks and tokens.

from vegas.ai.net import paid
from vegas.ai.reward import lead
from vegas.royale.codes import PH_CARD, PH_OVER, PH_TILE
from vegas.royale.data import CASINOS
from vegas.royale.judge_data import B1, C0, HIDDEN, W1, W2, G, T  # noqa: F401 (net reads them)

INPUTS = 16  # a casino's inputs, in read()'s order
ONE_HOT = 16  # then which tile face lies at the casino (-1: none)
STANDING = 7  # the seat's standing, in read()'s order

# What judging one position costs beyond reward()'s estimate, in engine steps of a rollout
# (Bot._fit_to_work converts steps to iterations at the decision's pace; TUNING.md, "Judges").
EXTRA_STEPS = 8


def read(d, seat):
    # What the judge reads of d for `seat`, one casino's inputs at a time (one list, refilled),
    # then the seat's standing.
    # A casino's inputs: its two highest cards and all its cards ($1k); seat's dice there (the
    # Biggy as two), the most of another seat, the neutral and the blank dice; what seat and
    # the best paid other seat would win there now ($1k); how many dice seat lacks for the
    # most, whether it has the most alone, ties for it; seat's dice over the most of another
    # seat; seat's dice left and the most another seat has left; whether it is open; the face
    # of the tile there (-1: none).
    # The standing: seat's lead over the richest other seat ($1k, chips at their worth), the
    # same with what the dice would win now (estimate(), from the payouts summed here), the
    # round (0-2), its dice left and the most another seat has left, its chips and the most
    # another seat has.
    p = d.num_players
    est = d.scores()
    money_lead = lead(est, seat)
    left = d.dice_left(seat)
    most_left = chips = 0
    for i in range(p):
        if i != seat:
            n = d.dice_left(i)
            if n > most_left:
                most_left = n
            if d.chips[i] > chips:
                chips = d.chips[i]
    # (the payouts count in the estimate where estimate() counts them)
    scored = est if d.phase != PH_OVER and d.phase != PH_CARD and d.phase != PH_TILE else None
    x = [0] * (INPUTS + 1)
    pay = [0] * p
    for c in range(CASINOS):
        notes = d.notes[c]
        k = len(notes)
        dice = d.counts(c)  # the seats, then the neutral and the blank dice
        m = dice[seat]
        o = 0
        for i in range(p):
            if i != seat and dice[i] > o:
                o = dice[i]
        best = paid(dice, notes, pay, seat, scored)
        x[0] = notes[0] if k else 0
        x[1] = notes[1] if k > 1 else 0
        x[2] = sum(notes)
        x[3] = m
        x[4] = o
        x[5] = dice[p]
        x[6] = dice[p + 1]
        x[7] = pay[seat]
        x[8] = best
        x[9] = o - m if o > m else 0
        x[10] = 1 if m > o else 0
        x[11] = 1 if m == o and m else 0
        x[12] = m - o
        x[13] = left
        x[14] = most_left
        x[15] = 1 if d.is_open(c) else 0
        x[16] = d.face[c]
        yield x
    yield (money_lead, lead(est, seat), d.round, left, most_left, d.chips[seat], chips)
