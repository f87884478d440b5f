"""Las Vegas Royale: what the player to move may choose now, in every decision phase
(functions of a state s). Doing it is royale_turn's.
"""

from vegas.royale import dice, payout
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
    ph = s.phase
    if ph == PH_PLACE:  # (the common case first: rollouts ask it at every placing)
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
    if ph == PH_POWER:
        return dice.rotations(s)
    if ph in (PH_LUCKY_HIDE, PH_LUCKY_GUESS):
        return [0, 1, 2]
    if ph == PH_FIFTY:
        return [0, 1, 2] if s.fifty_pos < len(FIFTY_TRACK) else [0]
    if ph == PH_NO_ENTRY:
        home = s.face.index(NO_ENTRY)
        return [c for c in range(6) if c != home and c != s.ne_at] + ([6] if s.ne_at >= 0 else [])
    if ph == PH_KNOCK or ph == PH_GOLD or ph == PH_BOX_PICK:
        return [0, 1]
    return _tile_choices(s, ph)


def _tile_choices(s, ph):
    """The choices of the tiles that move dice about, and of the payout's own decisions."""
    if ph == PH_BLOCK:
        from vegas.royale import tiles  # (the game with tiles only)

        return tiles.block_choices(s)
    if ph == PH_HANDI:
        from vegas.royale import tiles  # (the game with tiles only)

        return tiles.handicarp_choices(s)
    if ph == PH_OPTION:
        return dice.rotations(s) + dice.returns(s)
    if ph == PH_DOUBLE:
        n, b = dice.mine_at(s, s.placed_home)
        return [k * 2 + j for k in range(n + 1) for j in range(b + 1)]
    if ph == PH_NICE:
        from vegas.royale import tiles  # (the game with tiles only)

        return tiles.nice_choices(s)
    if ph == PH_MY_FACE:
        a, b = s.black_at // 6, s.black_at % 6
        return [min(a, b), max(a, b)]
    if ph == PH_MY_TILE:
        from vegas.royale import tiles  # (the game with tiles only)

        return tiles.my_tiles(s)
    if ph == PH_BOX_SPLIT:
        return list(range(1, 63))
    if ph == PH_PRIME:
        return payout.prime_choices(s)
    return []
