"""Las Vegas Royale: doing what a player chose (functions of a state s).

decide(s, phase, action) covers every decision phase (royale_legal lists the choices); the
payout's own (Prime Time, Black Box) are passed on to payout.
"""

from vegas.royale import dice, payout, tiles
from vegas.royale.codes import (
    A_CHIP,
    A_POWER,
    AT_DOUBLE,
    HANDI_NONE,
    OPTION_RETURN,
    PH_BLACK,
    PH_BLOCK,
    PH_BOX_PICK,
    PH_BOX_SPLIT,
    PH_DOUBLE,
    PH_FIFTY,
    PH_GOLD,
    PH_HANDI,
    PH_KNOCK,
    PH_LUCKY_GUESS,
    PH_LUCKY_HIDE,
    PH_MY_FACE,
    PH_MY_TILE,
    PH_NICE,
    PH_NO_ENTRY,
    PH_OPTION,
    PH_PLACE,
    PH_POWER,
    T_ACT,
    T_TURN,
)
from vegas.royale.data import (
    BLACK_BOX_EVEN,
    FIFTY,
    FIFTY_TRACK,
    HANDICARP_REWARDS,
    LUCKY_REWARDS,
    NO_ENTRY_TRACK,
)
from vegas.royale.payout import give


def decide(s, ph, a):
    cur = s.cur
    if ph == PH_PLACE:
        if a < 6:
            n, b = s.roll[a], s.roll[6 + a]
            s.left[cur] -= n
            s.dice[a * (s.num_players + 2) + cur] += n
            if b:
                s.big_at[cur] = a
            for i in range(12):
                s.fresh[i] = s.roll[i]
            _placed(s, a)
        elif a == A_POWER:
            s.phase = PH_POWER
        else:
            if a == A_CHIP:
                s.chips[cur] -= 1
            s.tasks.append((T_TURN, (cur + 1) % s.num_players))
    elif ph == PH_POWER:
        dice.put(s, cur, a // 6, a % 6)
        for i in range(12):
            s.fresh[i] = 0
        s.fresh[a] = 1
        _placed(s, a % 6)
    elif ph == PH_LUCKY_HIDE:
        s.lucky = a + 1
        s.actor = (cur + 1) % s.num_players  # the player to the left guesses
        s.phase = PH_LUCKY_GUESS
    elif ph == PH_LUCKY_GUESS:
        s.lucky_last = (s.lucky, a + 1)
        if a + 1 != s.lucky:
            give(s, cur, LUCKY_REWARDS[s.lucky - 1])
        s.lucky = 0
    elif ph == PH_FIFTY:
        if a == 0:
            give(s, cur, FIFTY_TRACK[s.fifty_pos - 1])
            s.fifty_pos = 0
        else:
            s.fifty_bet = a
            s.black_for = FIFTY
            s.phase = PH_BLACK
    elif ph == PH_NO_ENTRY:
        if a < 6:
            s.ne_at = a
            s.ne_pos = min(s.ne_pos + 1, len(NO_ENTRY_TRACK))
            give(s, cur, NO_ENTRY_TRACK[s.ne_pos - 1])
    elif ph == PH_KNOCK:
        tiles.knock(s, s.actor, a)
    elif ph == PH_BLOCK:
        s.clusters[a // 6] -= 1
        c = a % 6
        s.dice[c * (s.num_players + 2) + s.num_players + 1] += a // 6 + 1
        dice.changed(s, c)
    elif ph == PH_HANDI:
        if a != HANDI_NONE:
            c, k = a // 3, a % 3
            s.dice[c * (s.num_players + 2) + s.num_players + 1] -= 1
            dice.changed(s, c)
            s.pics[k] -= 1
            if k < 2:
                give(s, cur, HANDICARP_REWARDS[k])
            else:
                s.phase = PH_OPTION
    elif ph == PH_OPTION:
        if a < OPTION_RETURN:
            dice.put(s, cur, a // 6, a % 6)  # no activation
        else:
            c, k = (a - OPTION_RETURN) // 2, a % 2
            dice.take(s, cur, k, c)
            dice.to_supply(s, cur, k)
    elif ph == PH_DOUBLE:
        c = s.placed_home
        k, j = a // 2, a % 2
        s.dice[c * (s.num_players + 2) + cur] -= k
        s.dd[cur] += k
        if j:
            s.big_at[cur] = AT_DOUBLE
        dice.changed(s, c)
    elif ph == PH_NICE:
        if a:
            tiles.nice(s, (a - 1) // 6, (a - 1) % 6)
    elif ph == PH_MY_FACE:
        tiles.my_choice(s, a)
    elif ph == PH_MY_TILE:
        p = s.placed
        if p >= 0:  # those dice lie in the My Choice casino, not "on this casino"
            s.fresh[p] = s.fresh[6 + p] = 0
        s.tasks.append((T_ACT, a))
    elif ph == PH_GOLD:
        tiles.gold(s, a)
    else:
        payout.decide(s, ph, a)


def _placed(s, c):
    """Dice were placed in casino c on this turn: its tile activates, then the next turn."""
    s.placed = c
    dice.changed(s, c)
    s.tasks.append((T_TURN, (s.cur + 1) % s.num_players))
    if s.face[c] >= 0:
        s.tasks.append((T_ACT, c))


def secret_mix(s):
    """Weights over legal_actions() for a secret choice played mixed (chips at $10k), else None.
    Lucky Punch is a guessing game: the equilibrium mix for the rewards. The hider takes k
    tokens with weight 1/reward(k); the guesser guesses k with 1 - v/reward(k).
    Black Box's picker sees only the piles' sizes, so a rule of its own (the bigger pile) a
    splitter can turn against it: either pile evenly gets half the tokens' worth on average,
    whatever the split. The splitter's answer is as safe: BLACK_BOX_EVEN's splits."""
    ph = s.phase
    if ph == PH_BOX_PICK:
        return [1, 1]
    if ph == PH_BOX_SPLIT:
        return [int(m in BLACK_BOX_EVEN) for m in range(1, 63)]  # (the legal masks)
    if ph not in (PH_LUCKY_HIDE, PH_LUCKY_GUESS):
        return None
    r = [x * 10 if x < 10 else x for x in LUCKY_REWARDS]
    inv = [1.0 / x for x in r]
    if s.phase == PH_LUCKY_HIDE:
        return [int(1000 * x / sum(inv)) for x in inv]
    v = (len(r) - 1) / sum(inv)
    return [int(1000 * (1 - v / x)) for x in r]


def redraw_secrets(s, seat, rng):
    """Draw anew what `seat` has not seen: the hidden Lucky Punch tokens, the Black Box piles."""
    if s.phase == PH_LUCKY_GUESS and seat != s.cur:
        s.lucky = 1 + rng.randbelow(3)
    elif s.phase == PH_BOX_PICK and seat != (s.box_winner + 1) % s.num_players:
        k = dice.ones(s.box_mask)
        idx = list(range(6))
        mask = 0
        for _ in range(k):
            i = idx.pop(rng.randbelow(len(idx)))
            mask |= 1 << i
        s.box_mask = mask
