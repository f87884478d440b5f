"""Las Vegas Royale: moving a player's dice between supply, casinos and tiles, and what
follows from it (Power Play's majority). Functions of a state s."""

from vegas.royale.codes import AT_SUPPLY, OPTION_RETURN
from vegas.royale.data import POWER


def supply_kinds(s, seat):
    return [k for k in (0, 1) if (s.left[seat] if k == 0 else s.big_at[seat] == AT_SUPPLY)]


def rotations(s):
    """Turn a die of the supply (kind 0 normal, 1 Biggy) to a number and place it: kind * 6 + casino."""
    return [k * 6 + c for k in supply_kinds(s, s.cur) for c in range(6) if s.is_open(c)]


def returns(s):
    """Take one of one's own dice from an open casino back to the supply: 12 + casino * 2 + kind."""
    out = []
    for c in range(6):
        if s.is_open(c):
            n, b = mine_at(s, c)
            if n:
                out.append(OPTION_RETURN + c * 2)
            if b:
                out.append(OPTION_RETURN + c * 2 + 1)
    return out


def mine_at(s, c):
    """(normal dice, 1 if the Biggy) of the mover in casino c."""
    cur = s.cur
    return s.dice[c * (s.num_players + 2) + cur], 1 if s.big_at[cur] == c else 0


def put(s, seat, kind, c):
    """A die of seat's supply into casino c."""
    if kind:
        s.big_at[seat] = c
    else:
        s.left[seat] -= 1
        s.dice[c * (s.num_players + 2) + seat] += 1
    changed(s, c)


def take(s, seat, kind, c):
    """A die of seat's out of casino c (the caller puts it somewhere)."""
    if kind:
        s.big_at[seat] = AT_SUPPLY
    else:
        s.dice[c * (s.num_players + 2) + seat] -= 1
    changed(s, c)


def to_supply(s, seat, kind):
    if kind:
        s.big_at[seat] = AT_SUPPLY
    else:
        s.left[seat] += 1


def from_supply(s, seat, kind, where):
    if kind:
        s.big_at[seat] = where
    else:
        s.left[seat] -= 1


def changed(s, c):
    """Dice in casino c changed: Power Play's token goes back to its tile when no player
    alone has the most dice there (imaginary players' dice count too)."""
    if s.pp_holder >= 0 and s.face[c] == POWER and majority(s, c) < 0:
        s.pp_holder = -1


def majority(s, c):
    """The player with more dice in casino c than anyone else, or -1 (none, or an imaginary one)."""
    counts = s.counts(c)
    top = max(counts)
    if not top or counts.count(top) > 1:
        return -1
    i = counts.index(top)
    return i if i < s.num_players else -1


def ones(x):
    n = 0
    while x:
        n += x & 1
        x >>= 1
    return n
