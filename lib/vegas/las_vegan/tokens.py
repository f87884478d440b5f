"""Las Vegan casino tokens: where they may go, the Bank's automatic placing, and round scoring.

Functions of a LasVegan state, kept apart from the class so each module compiles in a small heap.
"""

from vegas.las_vegan.codes import A_GOLD_MAX, A_GOLD_MIN, A_TOKEN, GOLDEN
from vegas.las_vegan.data import MACHINES_PER_ROUND
from vegas.las_vegan.scoring import token_value


def token_spots(s):
    """Token actions open now: an unplaced ordinary token on a machine without one, or the
    golden token on either side of the golden machine."""
    out = []
    free = [m for m in range(MACHINES_PER_ROUND) if m not in s.token_at[:4]]
    for t in range(4):
        if s.token_at[t] < 0:
            for m in free:
                out.append(A_TOKEN + 3 * t + m)
    if s.token_at[GOLDEN] < 0:
        out += [A_GOLD_MIN, A_GOLD_MAX]
    return out


def place_token(s, a):
    """Tokens never move once placed."""
    if a >= A_GOLD_MIN:
        s.token_at[GOLDEN] = a - A_GOLD_MIN
    else:
        t, slot = divmod(a - A_TOKEN, 3)
        s.token_at[t] = slot


def bank_token(s):
    """The Bank takes the first token it can place from the row laid out in ascending
    order (ties: token order, golden last) and puts it on the first free machine (golden: MIN)."""
    spots = token_spots(s)
    if not spots:
        return
    row = sorted(range(5), key=lambda t: (token_value(t, s.throw), t))
    for t in row:
        if t == GOLDEN:
            if A_GOLD_MIN in spots:
                return place_token(s, A_GOLD_MIN)
        else:
            for m in range(MACHINES_PER_ROUND):
                if A_TOKEN + 3 * t + m in spots:
                    return place_token(s, A_TOKEN + 3 * t + m)
