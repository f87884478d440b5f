"""Las Vegan casino tokens: where they may go, the Bank's automatic placing, and round scoring.

Functions of a LasVegan state, kept apart from the class so each module compiles in a small heap.
"""

from vegas.las_vegan_data import CARDS, MACHINES_PER_ROUND
from vegas.las_vegan_rules import A_GOLD_MAX, A_GOLD_MIN, A_TOKEN, GOLDEN, L_TAKEN, round_changes, token_value


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


def round_result(s):
    """Cabbage change per seat if the round were scored now (2 players: the Bank's last)."""
    n = s.num_players
    seats = n + 1 if n == 2 else n  # the Bank's tricks count for the golden machine
    loc = s.loc
    taken = [[c for c in range(CARDS) if loc[c] == L_TAKEN + seat] for seat in range(seats)]
    values = [None] * MACHINES_PER_ROUND
    for t in range(4):
        if s.token_at[t] >= 0:
            values[s.token_at[t]] = token_value(t, s.throw)
    g = s.token_at[GOLDEN]
    golden = (g, token_value(GOLDEN, s.throw)) if g >= 0 else None
    return round_changes(taken, list(s.tricks[:seats]), s.machines, values, golden)
