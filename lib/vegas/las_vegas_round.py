"""Las Vegas round rules: dealing the casinos, placing dice, the payout. Functions of a
LasVegas state, which takes them as its methods (vegas.las_vegas).

Kept apart from the state class so each module compiles in a small heap on the device.
"""

from vegas.las_vegas_data import CASINO_MINIMUM, CASINOS, DICE_PER_PLAYER, ROUNDS, WHITE_DICE_PER_PLAYER
from vegas.las_vegas_dice import PH_DEAL, PH_OVER, PH_ROLL, PH_WHITE
from vegas.state import ranked_dice


def start_round(s):
    p = s.num_players
    for i in range(len(s.dice)):
        s.dice[i] = 0
    white = WHITE_DICE_PER_PLAYER[p] if s.neutral else 0
    for i in range(p):
        s.own_left[i] = DICE_PER_PLAYER
        s.white_left[i] = white
    s.notes = [[] for _ in range(CASINOS)]
    s.deal_casino = 0
    s.phase = PH_DEAL
    deal_known(s)


def add_note(s, value):
    """Add one note to the casino being dealt; move on once it holds the minimum."""
    notes = s.notes[s.deal_casino]
    i = 0
    while i < len(notes) and notes[i] >= value:
        i += 1
    notes.insert(i, value)
    if sum(notes) >= CASINO_MINIMUM:
        s.deal_casino += 1


def deal_known(s):
    # Ruling: draws come from the shuffled part first (the top); once it is empty,
    # from the notes put beneath it, in the order they went there. If the whole pile
    # runs out, the casinos keep what they have (see docs/RULINGS.md).
    while s.deal_casino < CASINOS:
        if sum(s.pile):
            return  # chance: draw from the shuffled part
        if not s.under:
            s.deal_casino = CASINOS
            break
        add_note(s, s.under.pop(0))
    if s.neutral and s.num_players == 3:
        s.phase = PH_WHITE
    else:
        begin_turns(s)


def begin_turns(s):
    s.cur = s.start
    s.phase = PH_ROLL


def place(s, a):
    p = s.num_players
    cur = s.cur
    own, white = s.roll[a], s.roll[6 + a]
    base = a * (p + 1)
    s.dice[base + cur] += own
    s.own_left[cur] -= own
    if white:
        s.dice[base + p] += white
        s.white_left[cur] -= white
    own_left, white_left = s.own_left, s.white_left
    nxt = cur
    for _ in range(p):  # players out of dice pass
        nxt += 1
        if nxt == p:
            nxt = 0
        if own_left[nxt] or white_left[nxt]:
            s.cur = nxt
            s.phase = PH_ROLL
            return
    payout(s)


def counts(s, c):
    """Dice per seat at casino c, the white (neutral) seat last when it plays."""
    w = s.num_players + 1
    return list(s.dice[c * w:c * w + (w if s.neutral else w - 1)])  # (bytearrays lack count())


def payout(s):
    p = s.num_players
    money, won, under, notes_all = s.money, s.notes_won, s.under, s.notes
    s.payouts = pay = []
    for c in range(CASINOS):
        ranked = ranked_dice(counts(s, c))
        k = len(ranked)
        for i, value in enumerate(notes_all[c]):
            seat = ranked[i] & 7 if i < k else -1
            if 0 <= seat < p:
                money[seat] += value
                won[seat] += 1
            else:  # unclaimed, or won by the white player: beneath the pile
                under.append(value)
            pay.append((c, seat, value))
        notes_all[c] = []
    s.round += 1
    if s.round == ROUNDS:
        s.phase = PH_OVER
        return
    s.start = (s.start + 1) % p
    start_round(s)
