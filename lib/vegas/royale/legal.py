"""Las Vegas Royale: what the player to move may choose now, in every decision phase
(functions of a state s). Doing it is royale_turn's.
"""

from vegas.royale import dice, payout, tiles
from vegas.royale.codes import (
    A_CHIP,
    A_POWER,
    A_STUCK,
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
    PH_PRIME,
)
from vegas.royale.data import FIFTY_TRACK, NO_ENTRY


def legal(s):
    """The actions open in s's decision phase, ascending."""
    if s.phase == PH_PLACE:  # (the common case first: rollouts ask it at every placing)
        return _place(s)
    choices = _LEGAL.get(s.phase)
    return choices(s) if choices else []


def _place(s):
    r = s.roll
    out = [f for f in range(6) if (r[f] or r[6 + f]) and s.ne_at != f]
    if not out:
        out = [A_STUCK]
    elif s.chips[s.cur]:
        out.append(A_CHIP)
    if s.pp_holder == s.cur:
        out.append(A_POWER)
    out.sort()
    return out


def _three(s):
    return [0, 1, 2]


def _two(s):
    return [0, 1]


def _fifty(s):
    return [0, 1, 2] if s.fifty_pos < len(FIFTY_TRACK) else [0]


def _no_entry(s):
    home = s.face.index(NO_ENTRY)
    return [c for c in range(6) if c != home and c != s.ne_at] + ([6] if s.ne_at >= 0 else [])


def _option(s):
    return dice.rotations(s) + dice.returns(s)


def _double(s):
    n, b = dice.mine_at(s, s.placed_home)
    return [k * 2 + j for k in range(n + 1) for j in range(b + 1)]


def _my_face(s):
    a, b = s.black_at // 6, s.black_at % 6
    return [min(a, b), max(a, b)]


def _box_split(s):
    return list(range(1, 63))


_LEGAL = {
    PH_POWER: dice.rotations,
    PH_LUCKY_HIDE: _three,
    PH_LUCKY_GUESS: _three,
    PH_FIFTY: _fifty,
    PH_NO_ENTRY: _no_entry,
    PH_KNOCK: _two,
    PH_GOLD: _two,
    PH_BOX_PICK: _two,
    PH_BLOCK: tiles.block_choices,
    PH_HANDI: tiles.handicarp_choices,
    PH_OPTION: _option,
    PH_DOUBLE: _double,
    PH_NICE: tiles.nice_choices,
    PH_MY_FACE: _my_face,
    PH_MY_TILE: tiles.my_tiles,
    PH_BOX_SPLIT: _box_split,
    PH_PRIME: payout.prime_choices,
}
