"""Las Vegas Royale: the tiles activated on a turn (functions of a state s).

Tile rewards come from the bank (payout.give). Prime Time, Bad Luck and Black Box act
only before or during the payout (royale_payout).
"""

from vegas.royale import dice, payout
from vegas.royale.codes import (
    AT_BAR,
    AT_GOLD,
    AT_NICE,
    AT_SUPPLY,
    HANDI_NONE,
    PH_BLACK,
    PH_BLOCK,
    PH_DOUBLE,
    PH_FIFTY,
    PH_GOLD,
    PH_HANDI,
    PH_KNOCK,
    PH_LUCKY_HIDE,
    PH_MY_FACE,
    PH_MY_TILE,
    PH_NICE,
    PH_NO_ENTRY,
    PH_OPTION,
    T_ACT,
    T_KNOCK,
    T_KNOCK_BACK,
)
from vegas.royale.data import (
    BAR_MAX,
    BLOCK_IT,
    DOUBLE_DOWN,
    FIFTY,
    HANDICARP,
    HIGH_FIVE,
    HIGH_FIVE_DICE,
    JACKPOT,
    JACKPOT_TRACK,
    KNOCKOUT,
    LUCKY,
    MY_CHOICE,
    MY_CHOICE_REWARDS,
    NICE_DICE,
    NO_ENTRY,
    PAY_DAY,
    POWER,
)
from vegas.royale.payout import give


def handicarp_choices(s):
    blank = s.num_players + 1
    w = s.num_players + 2
    option = bool(dice.rotations(s) or dice.returns(s))
    out = []
    for c in range(6):
        if s.is_open(c) and s.dice[c * w + blank]:
            out.extend(c * 3 + k for k in range(3) if s.pics[k] and (k < 2 or option))
    out.append(HANDI_NONE)
    return out


def nice_choices(s):
    """0 = keep the dice; 1 + kind * 6 + number: that die, just rolled or just placed here, to the tile."""
    out = [0]
    cur = s.cur
    for k in (0, 1):
        for f in range(6):
            if not s.fresh[k * 6 + f]:
                continue
            if f == s.placed:  # placed this turn: it lies in that casino
                here = s.dice[f * (s.num_players + 2) + cur] if k == 0 else s.big_at[cur] == f
            else:  # rolled, not placed: back in the supply
                here = s.left[cur] if k == 0 else s.big_at[cur] == AT_SUPPLY
            if here:
                out.append(1 + k * 6 + f)
    return out


def task(s, code, arg):
    if code == T_ACT:
        _activate(s, arg)
    elif code == T_KNOCK:
        v = arg
        if s.bar[v] + (s.big_at[v] == AT_BAR) < BAR_MAX:
            kinds = dice.supply_kinds(s, v)
            if len(kinds) == 2:
                s.actor = v
                s.phase = PH_KNOCK
            elif kinds:
                knock(s, v, kinds[0])
    elif code == T_KNOCK_BACK:
        a = arg
        s.left[a] += s.bar[a]
        s.bar[a] = 0
        if s.big_at[a] == AT_BAR:
            s.big_at[a] = AT_SUPPLY


def _activate(s, c):
    """Casino c's tile takes effect for the player who placed there."""
    face = s.face[c]
    cur = s.cur
    s.actor = cur
    s.placed_home = c
    if face == LUCKY:
        s.phase = PH_LUCKY_HIDE
    elif face in (JACKPOT, FIFTY, MY_CHOICE):  # the black dice are thrown
        s.black_for = face
        s.phase = PH_BLACK
    elif face == HIGH_FIVE:
        if s.hf_holder < 0 and s.count(c, cur) >= HIGH_FIVE_DICE:
            s.hf_holder = cur
    elif face == PAY_DAY:
        n = sum(1 for i in range(6) if s.dice[i * (s.num_players + 2) + cur] or s.big_at[cur] == i)
        give(s, cur, n if n <= 2 else 10 * n)
    elif face == POWER:
        if dice.majority(s, c) == cur:
            s.pp_holder = cur
    elif face == NO_ENTRY:
        s.phase = PH_NO_ENTRY
    else:
        _activate_dice_tile(s, c, face, cur)


def _activate_dice_tile(s, c, face, cur):
    """The tiles that move dice: Knockout, Block It, Handicarp, Double Down, Nice Dice. (Prime
    Time, Bad Luck, Black Box act before or during the payout only.)"""
    if face == KNOCKOUT:
        p = s.num_players
        s.tasks.append((T_KNOCK_BACK, cur))
        for i in range(p - 1, 0, -1):  # the player to the left gives first
            s.tasks.append((T_KNOCK, (cur + i) % p))
    elif face == BLOCK_IT:
        if block_choices(s):
            s.phase = PH_BLOCK
    elif face == HANDICARP:
        s.phase = PH_HANDI
    elif face == DOUBLE_DOWN:
        if dice.mine_at(s, c) != (0, 0):
            s.phase = PH_DOUBLE
    elif face == NICE_DICE:
        if len(nice_choices(s)) > 1:
            s.phase = PH_NICE


def black_dice(s, a):
    d1, d2 = a // 6, a % 6
    total = d1 + d2 + 2
    kind = s.black_for
    if kind == JACKPOT:
        if total == 7 or d1 == d2:
            give(s, s.cur, JACKPOT_TRACK[s.jack])
            s.jack = 0
        else:
            s.jack = min(s.jack + 1, len(JACKPOT_TRACK) - 1)
    elif kind == FIFTY:
        last = s.fifty_last
        s.fifty_last = total
        if s.fifty_pos and (total == last or (total > last) != (s.fifty_bet == 1)):
            s.fifty_pos = 0  # lost the bet (the same number twice loses too)
            return
        s.fifty_pos += 1
        s.actor = s.cur
        s.phase = PH_FIFTY
    elif kind == MY_CHOICE:
        s.black_at = a
        if d1 == d2:
            my_choice(s, d1)
        else:
            s.actor = s.cur
            s.phase = PH_MY_FACE
    else:
        s.black_at = a
        payout.prime_rolled(s)


def knock(s, v, kind):
    dice.from_supply(s, v, kind, AT_BAR)
    if not kind:
        s.bar[v] += 1


def nice(s, kind, f):
    cur = s.cur
    s.fresh[kind * 6 + f] -= 1
    if f == s.placed:
        dice.take(s, cur, kind, f)
    if kind:
        s.big_at[cur] = AT_NICE
    elif f != s.placed:
        s.left[cur] -= 1
    occ = s.nice[f]
    s.nice[f] = cur * 2 + kind + 1
    if occ:  # the die already there goes to its casino (no activation), or home if it is closed
        seat, k = (occ - 1) // 2, (occ - 1) % 2
        if s.is_open(f):
            if k:
                s.big_at[seat] = f
            else:
                s.dice[f * (s.num_players + 2) + seat] += 1
            dice.changed(s, f)
        else:
            dice.to_supply(s, seat, k)


def my_choice(s, f):
    cur = s.cur
    if f < 3:
        give(s, cur, MY_CHOICE_REWARDS[f])
    elif f == 3:
        if my_tiles(s):
            s.phase = PH_MY_TILE
    elif f == 4:
        if dice.rotations(s) or dice.returns(s):
            s.phase = PH_OPTION
    else:
        kinds = dice.supply_kinds(s, cur)
        if len(kinds) == 2:
            s.phase = PH_GOLD
        elif kinds:
            gold(s, kinds[0])


def gold(s, kind):
    cur = s.cur
    occ = s.gold
    if occ:
        dice.to_supply(s, (occ - 1) // 2, (occ - 1) % 2)
    dice.from_supply(s, cur, kind, AT_GOLD)
    s.gold = cur * 2 + kind + 1


def block_choices(s):
    """Block It: cluster size index * 6 + an open casino for its blank dice."""
    return [k * 6 + c for k in range(3) if s.clusters[k] for c in range(6) if s.is_open(c)]


def my_tiles(s):
    """My Choice: the other tiles that may be activated (not at a closed casino)."""
    home = s.face.index(MY_CHOICE)
    return [c for c in s.tile_casinos() if c != home and s.is_open(c)]
