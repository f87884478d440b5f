"""Las Vegas Royale: the bank, the payout and the end of a round (functions of a state s).

The bank is the Royale game's face-up money cards: rewards come from it, payments go
to it; it gives change in cards, never chips (docs/RULINGS.md: paying exact amounts).
"""

from vegas.dice import ranked_dice
from vegas.royale import setup
from vegas.royale.codes import (
    AT_DOUBLE,
    PH_BLACK,
    PH_BOX_PICK,
    PH_BOX_SPLIT,
    PH_OVER,
    PH_PRIME,
    T_BEFORE,
    T_END,
    T_PAY,
)
from vegas.royale.data import (
    BAD_LUCK,
    BAD_LUCK_FINE,
    BLACK_BOX,
    BLACK_BOX_TOKENS,
    CARD_VALUES,
    CASINOS,
    CHIP_VALUE,
    CHIPS_PER_ROUND,
    DOUBLE_DOWN,
    DOUBLE_DOWN_REWARDS,
    GOLD_REWARD,
    HIGH_FIVE,
    HIGH_FIVE_REWARD,
    MY_CHOICE,
    NICE_DICE,
    NICE_REWARDS,
    PRIME,
    ROUNDS,
)


# -- the bank -------------------------------------------------------------------------------
def give(s, seat, reward):
    """A tile's reward: 1-9 chips from the supply, or money cards worth that much from the bank."""
    if reward < 10:
        s.chips[seat] += reward
        return
    for v in bank_cards(s.bank, reward):
        s.bank[v] -= 1
        s.hands[seat * 8 + v] += 1


def _reward(s, c, seat, reward):
    """A tile's reward at payout: given, and noted among the payouts as (casino, seat, reward,
    face) for the round's payout screen (cards are (casino, seat, value)): the face, because the
    round's tiles are gone once the payout ends."""
    give(s, seat, reward)
    s.payouts.append((c, seat, reward, s.face[c]))


def bank_cards(bank, amount):
    """Value indices of bank cards that pay `amount`: one card of that value; else the fewest
    cards that sum to it exactly; else the most it can pay below it, highest cards first."""
    for n in (1, 2, 3):
        got = _exact(bank, amount, n, 0)
        if got is not None:
            return got
    out = []
    left = bytearray(bank)
    for v in range(7, -1, -1):
        while left[v] and CARD_VALUES[v] <= amount:
            left[v] -= 1
            amount -= CARD_VALUES[v]
            out.append(v)
    return out


def _exact(bank, amount, n, lo):
    """n cards of value index >= lo summing to amount, or None."""
    for v in range(lo, 8):
        if not bank[v] or CARD_VALUES[v] > amount:
            continue
        if n == 1:
            if CARD_VALUES[v] == amount:
                return [v]
            continue
        bank[v] -= 1
        rest = _exact(bank, amount - CARD_VALUES[v], n - 1, v)
        bank[v] += 1
        if rest is not None:
            return [v] + rest
    return None


def fine(s, seat, amount):
    """Pay `amount` to the bank (Bad Luck). Short of it: everything, chips at $10k each.
    Otherwise the payer hands over the cards and chips that lose least after the bank's change
    (then the fewest chips, then the fewest cards), as a player would."""
    h = s.hands
    base = seat * 8
    chips = s.chips[seat]
    if s.money(seat) + CHIP_VALUE * chips <= amount:
        for v in range(8):
            s.bank[v] += h[base + v]
            h[base + v] = 0
        s.chips[seat] = 0
        return
    held = [v for v in range(8) if h[base + v]]
    sets = [()] + [(v,) for v in held] + [
        (a, b) for a in held for b in held if a < b or (a == b and h[base + a] > 1)]
    best = None
    for cards in sets:
        value = sum(CARD_VALUES[v] for v in cards)
        smallest = min([CARD_VALUES[v] for v in cards]) if cards else CHIP_VALUE
        for k in range(min(chips, amount // CHIP_VALUE) + 1):
            total = value + CHIP_VALUE * k
            if total < amount or total - (CHIP_VALUE if k else smallest) >= amount:
                continue  # short, or something in it is not needed
            bank = bytearray(s.bank)
            for v in cards:
                bank[v] += 1
            change = bank_cards(bank, total - amount)
            loss = total - amount - sum(CARD_VALUES[v] for v in change)
            key = (loss, k, len(cards), cards)
            if best is None or key < best[0]:
                best = (key, cards, k, change)
    _, cards, k, change = best
    for v in cards:
        h[base + v] -= 1
        s.bank[v] += 1
    s.chips[seat] -= k
    for v in change:
        s.bank[v] -= 1
        h[base + v] += 1


# -- the payout ---------------------------------------------------------------------------
def begin(s):
    """Everyone has placed every die: before-payout tiles, then casinos 1-6, then the round's end."""
    s.payouts = []
    s.paid_dice = []
    s.paid_faces = s.face[:]
    s.high_winner = [-1] * CASINOS
    s.tasks.append((T_END, 0))
    for c in range(CASINOS - 1, -1, -1):
        s.tasks.append((T_PAY, c))
    for c in range(CASINOS - 1, -1, -1):  # ruling: before-payout tiles in casino order
        if s.face[c] in (PRIME, BAD_LUCK):
            s.tasks.append((T_BEFORE, c))


def task(s, code, c):
    if code == T_BEFORE:
        if s.face[c] == PRIME:
            w = _winner(s, c)
            if w >= 0:  # the winner throws the two black dice
                s.black_owner = w
                s.black_for = PRIME
                s.phase = PH_BLACK
        else:  # Bad Luck: the fewest dice, zero included, before equal numbers cancel
            counts = s.counts(c)[:s.num_players]
            low = min(counts)
            s.payers = [i for i in range(len(counts)) if counts[i] == low]
    elif code == T_PAY:
        _pay_casino(s, c)
    else:
        _end_round(s)


def _winner(s, c):
    """The player about to win casino c's higher card, or -1."""
    r = s.ranked(c)
    return r[0] & 7 if r and r[0] & 7 < s.num_players else -1


def prime_rolled(s):
    s.actor = s.black_owner
    s.phase = PH_PRIME


def prime_choices(s):
    """0 = place neither; 1 = the first black die; 2 = the second; 3 = both (open casinos only)."""
    a, b = s.black_at // 6, s.black_at % 6
    out = [0]
    if s.is_open(a):
        out.append(1)
    if b != a and s.is_open(b):
        out.append(2)
    if s.is_open(a) and s.is_open(b):
        out.append(3)
    return out


def decide(s, ph, a):
    if ph == PH_PRIME:
        if a & 1:
            s.black[s.black_at // 6] += 1
        if a & 2:
            s.black[s.black_at % 6] += 1
    elif ph == PH_BOX_SPLIT:
        s.box_mask = a
        s.actor = s.box_winner
        s.phase = PH_BOX_PICK
    else:  # PH_BOX_PICK: 0 = the pile of the tokens in box_mask, 1 = the other
        chosen = s.box_mask if a == 0 else 63 ^ s.box_mask
        s.box_last = (a, chosen)
        s.box_mask = 0
        for i in range(6):
            if chosen >> i & 1:
                _reward(s, s.face.index(BLACK_BOX), s.box_winner, BLACK_BOX_TOKENS[i])


def _pay_casino(s, c):
    p = s.num_players
    counts = s.counts(c)
    s.paid_dice.append(tuple(counts))
    ranked = ranked_dice(counts)
    for i, value in enumerate(s.notes[c]):
        seat = ranked[i] & 7 if i < len(ranked) else -1
        v = CARD_VALUES.index(value)
        if 0 <= seat < p:
            s.hands[seat * 8 + v] += 1
        else:  # unclaimed, or won by an imaginary player: face down under the pile
            s.under.append(v)
            seat = -1
        if i == 0:
            s.high_winner[c] = seat
        s.payouts.append((c, seat, value))
    s.notes[c] = []
    face = s.face[c]
    if face == HIGH_FIVE and s.hf_holder >= 0:
        _reward(s, c, s.hf_holder, HIGH_FIVE_REWARD)
        s.hf_holder = -1
    elif face == BLACK_BOX and s.high_winner[c] >= 0:
        s.box_winner = s.high_winner[c]
        s.actor = (s.box_winner + 1) % p  # the player to the winner's left splits
        s.phase = PH_BOX_SPLIT
    elif face == DOUBLE_DOWN:
        ranked = ranked_dice([s.dd[i] + 2 * (s.big_at[i] == AT_DOUBLE) for i in range(p)])
        for i in range(min(2, len(ranked))):
            _reward(s, c, ranked[i] & 7, DOUBLE_DOWN_REWARDS[i])
    elif face == NICE_DICE:
        for f in range(6):
            if s.nice[f]:
                _reward(s, c, (s.nice[f] - 1) // 2, NICE_REWARDS[f])
    elif face == MY_CHOICE and s.gold:
        _reward(s, c, (s.gold - 1) // 2, GOLD_REWARD)


def _end_round(s):
    for seat in s.payers:
        fine(s, seat, BAD_LUCK_FINE)
        s.payouts.append((s.face.index(BAD_LUCK), seat, -BAD_LUCK_FINE, BAD_LUCK))  # (as _reward's)
    p = s.num_players
    # The winner of casino 6's higher card starts, else casino 5's, ...; nobody: the next seat.
    start = (s.start + 1) % p
    for c in range(CASINOS - 1, -1, -1):
        if s.high_winner[c] >= 0:
            start = s.high_winner[c]
            break
    s.start = start
    s.round += 1
    if s.round == ROUNDS:
        s.phase = PH_OVER
        return
    for i in range(p):
        s.chips[i] += CHIPS_PER_ROUND
    setup.start_round(s)
