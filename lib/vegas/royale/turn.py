"""Las Vegas Royale: doing what a player chose (functions of a state s).

decide(s, phase, action) covers every decision phase, one small function each (legal.py lists
the choices); the payout's own (Prime Time, Black Box) are passed on to payout.
"""

from vegas.royale import dice, payout
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
    """Do decision `a` of phase `ph` (a phase of the payout's own is passed on to payout)."""
    i = ph - PH_PLACE
    do = _DECIDE[i] if 0 <= i < len(_DECIDE) else None
    if do is None:
        payout.decide(s, ph, a)
    else:
        do(s, a)


def _place(s, a):
    """A number's dice into its casino, the Power Play token played, or a pass."""
    cur = s.cur
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


def _power(s, a):
    """Power Play: one die, turned to a number, placed there."""
    dice.put(s, s.cur, a // 6, a % 6)
    for i in range(12):
        s.fresh[i] = 0
    s.fresh[a] = 1
    _placed(s, a % 6)


def _lucky_hide(s, a):
    s.lucky = a + 1
    s.actor = (s.cur + 1) % s.num_players  # the player to the left guesses
    s.phase = PH_LUCKY_GUESS


def _lucky_guess(s, a):
    s.lucky_last = (s.lucky, a + 1)
    if a + 1 != s.lucky:
        give(s, s.cur, LUCKY_REWARDS[s.lucky - 1])
    s.lucky = 0


def _fifty(s, a):
    """Take the Fifty-Fifty track's money, or bet on the black dice."""
    if a == 0:
        give(s, s.cur, FIFTY_TRACK[s.fifty_pos - 1])
        s.fifty_pos = 0
    else:
        s.fifty_bet = a
        s.black_for = FIFTY
        s.phase = PH_BLACK


def _no_entry(s, a):
    if a < 6:
        s.ne_at = a
        s.ne_pos = min(s.ne_pos + 1, len(NO_ENTRY_TRACK))
        give(s, s.cur, NO_ENTRY_TRACK[s.ne_pos - 1])


def _knock(s, a):
    from vegas.royale import tiles  # (the game with tiles only)

    tiles.knock(s, s.actor, a)


def _block(s, a):
    """Block It: a cluster of blank dice into a casino."""
    s.clusters[a // 6] -= 1
    c = a % 6
    s.dice[c * (s.num_players + 2) + s.num_players + 1] += a // 6 + 1
    dice.changed(s, c)


def _handi(s, a):
    """Handicarp: a blank die taken off for a reward, or none."""
    cur = s.cur
    if a != HANDI_NONE:
        c, k = a // 3, a % 3
        s.dice[c * (s.num_players + 2) + s.num_players + 1] -= 1
        dice.changed(s, c)
        s.pics[k] -= 1
        if k < 2:
            give(s, cur, HANDICARP_REWARDS[k])
        else:
            s.phase = PH_OPTION


def _option(s, a):
    """Rotate a die and place it (no activation), or return one to the supply."""
    cur = s.cur
    if a < OPTION_RETURN:
        dice.put(s, cur, a // 6, a % 6)
    else:
        c, k = (a - OPTION_RETURN) // 2, a % 2
        dice.take(s, cur, k, c)
        dice.to_supply(s, cur, k)


def _double(s, a):
    """Double Dice: dice (and perhaps the Biggy) taken back to be placed again."""
    cur, c = s.cur, s.placed_home
    k, j = a // 2, a % 2
    s.dice[c * (s.num_players + 2) + cur] -= k
    s.dd[cur] += k
    if j:
        s.big_at[cur] = AT_DOUBLE
    dice.changed(s, c)


def _nice(s, a):
    if a:
        from vegas.royale import tiles  # (the game with tiles only)

        tiles.nice(s, (a - 1) // 6, (a - 1) % 6)


def _my_face(s, a):
    from vegas.royale import tiles  # (the game with tiles only)

    tiles.my_choice(s, a)


def _my_tile(s, a):
    p = s.placed
    if p >= 0:  # those dice lie in the My Choice casino, not "on this casino"
        s.fresh[p] = s.fresh[6 + p] = 0
    s.tasks.append((T_ACT, a))


def _gold(s, a):
    from vegas.royale import tiles  # (the game with tiles only)

    tiles.gold(s, a)


def _by_phase(first, pairs):
    """A tuple indexed by phase - first, of the values `pairs` gives for (phase, value); None
    elsewhere (a dispatch table: smaller than a dict on the device)."""
    out = [None] * (max(p for p, _ in pairs) - first + 1)
    for p, v in pairs:
        out[p - first] = v
    return tuple(out)


_DECIDE = _by_phase(PH_PLACE, (
    (PH_PLACE, _place),
    (PH_POWER, _power),
    (PH_LUCKY_HIDE, _lucky_hide),
    (PH_LUCKY_GUESS, _lucky_guess),
    (PH_FIFTY, _fifty),
    (PH_NO_ENTRY, _no_entry),
    (PH_KNOCK, _knock),
    (PH_BLOCK, _block),
    (PH_HANDI, _handi),
    (PH_OPTION, _option),
    (PH_DOUBLE, _double),
    (PH_NICE, _nice),
    (PH_MY_FACE, _my_face),
    (PH_MY_TILE, _my_tile),
    (PH_GOLD, _gold),
))


def _placed(s, c):
    """Dice were placed in casino c on this turn: its tile activates, then the next turn."""
    s.placed = c
    dice.changed(s, c)
    s.tasks.append((T_TURN, (s.cur + 1) % s.num_players))
    if s.face[c] >= 0:
        s.tasks.append((T_ACT, c))


def secret_choice(s):
    """Lucky Punch's hidden tokens and Black Box's split are made in secret."""
    return s.phase == PH_LUCKY_HIDE or s.phase == PH_BOX_SPLIT


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
