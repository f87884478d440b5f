"""Las Vegan rules that need no state: encodings, trick winner, round scoring.

Kept apart from the state class so each module compiles in a small heap on the device.
"""

from vegas.las_vegan_data import GOLDEN_TOKEN, MACHINE_SUIT, MACHINES, TOKENS

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


PH_MACHINE = const(0)
PH_THROW = const(1)
PH_DEAL = const(2)
PH_DRAW = const(3)
PH_PLAY = const(4)
PH_BANK = const(5)
PH_SECRET = const(6)
PH_TOKEN = const(7)
PH_OVER = const(8)

A_PILE = const(40)
A_TOKEN = const(41)
A_GOLD_MIN = const(53)
A_GOLD_MAX = const(54)
GOLDEN = const(4)  # token index of the golden token

# Where a card is (loc[card]); a taken card is L_TAKEN + seat (the Bank is seat 2).
L_DECK = const(0)  # undealt, or in the 2-player draw pile
L_HAND = const(1)  # + seat
L_DISPLAY = const(6)
L_TRICK = const(7)
L_FACEDOWN = const(8)
L_TAKEN = const(9)  # + seat

# Why a pile card is being turned up.
DRAW_REFILL = const(0)  # replace the display card the Bank played
DRAW_PLAY = const(1)  # the Bank plays the top of the pile
DRAW_LEAD = const(2)  # the Bank leads from the pile


def token_value(token, throw):
    sides = GOLDEN_TOKEN if token == GOLDEN else TOKENS[token]
    return sides[throw >> token & 1]


def trick_winner(seats, cards, simultaneous, bank):
    """Seat taking the trick: the last 0 of another suit than the led one, else the
    highest card of the led suit. `simultaneous`: the Bank led and both players revealed
    together, so two off-suit 0s have no last one: the Bank takes the trick."""
    led = cards[0] // 10
    zeros = [seats[i] for i in range(1, len(cards)) if cards[i] % 10 == 0 and cards[i] // 10 != led]
    if zeros:
        if simultaneous and len(zeros) > 1:
            return bank
        return zeros[-1]
    best = 0
    for i in range(1, len(cards)):
        if cards[i] // 10 == led and cards[i] > cards[best]:
            best = i
    return seats[best]


def trick_record(seats, cards, winner):
    """A taken trick in bytes, as a state's `played` keeps them: k plays, then seat and card
    per play, then the winner (a few bytes where tuples of tuples took a few hundred)."""
    k = len(cards)
    record = bytearray(2 * k + 2)
    record[0] = k
    for i in range(k):
        record[2 * i + 1] = seats[i]
        record[2 * i + 2] = cards[i]
    record[2 * k + 1] = winner
    return record


def round_changes(taken, tricks, machines, slot_values, golden):
    """Cabbage change per seat at the end of a round.

    taken: per seat, the card ids in its tricks; tricks: per seat, tricks taken;
    machines: machine index per slot; slot_values: per slot the token value, or None;
    golden: None, or (side, value) with side 0 = MIN (fewest tricks), 1 = MAX (most).
    """
    out = [0] * len(taken)
    for s, cards in enumerate(taken):
        for m, v in zip(machines, slot_values):
            if v is None:
                continue
            kind, what = MACHINES[m]
            if kind == MACHINE_SUIT:
                out[s] += v * (sum(1 for c in cards if c // 10 == what) // 3)
            else:
                out[s] += v * sum(1 for c in cards if c % 10 == what)
    if golden is not None:
        side, value = golden
        target = max(tricks) if side else min(tricks)
        for s in range(len(tricks)):
            if tricks[s] == target:  # ties: every tied player loses
                out[s] += value
    return out
