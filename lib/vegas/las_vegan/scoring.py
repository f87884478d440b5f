"""Las Vegan round scoring: what the tokens are worth and the cabbage each seat gains or loses."""

from vegas.las_vegan.codes import GOLDEN, L_TAKEN
from vegas.las_vegan.data import CARDS, GOLDEN_TOKEN, MACHINE_SUIT, MACHINES, MACHINES_PER_ROUND, TOKENS


def token_value(token, throw):
    sides = GOLDEN_TOKEN if token == GOLDEN else TOKENS[token]
    return sides[throw >> token & 1]


def round_lines(taken, tricks, machines, slot_values, golden):
    """What each machine with a token does at the end of a round: (machine index, or -1 for the
    golden machine at MIN and -2 at MAX; the token's value; the cabbage change per seat).

    taken: per seat, the card ids in its tricks; tricks: per seat, tricks taken;
    machines: machine index per slot; slot_values: per slot the token value, or None;
    golden: None, or (side, value) with side 0 = MIN (fewest tricks), 1 = MAX (most).
    """
    lines = []
    for m, v in zip(machines, slot_values):
        if v is None:
            continue
        kind, what = MACHINES[m]
        if kind == MACHINE_SUIT:
            per = tuple(v * (sum(1 for c in cards if c // 10 == what) // 3) for cards in taken)
        else:
            per = tuple(v * sum(1 for c in cards if c % 10 == what) for cards in taken)
        lines.append((m, v, per))
    if golden is not None:
        side, value = golden
        target = max(tricks) if side else min(tricks)
        # ties: every tied player loses
        lines.append((-1 - side, value, tuple(value if t == target else 0 for t in tricks)))
    return lines


def round_changes(taken, tricks, machines, slot_values, golden):
    """Cabbage change per seat at the end of a round (arguments as round_lines)."""
    out = [0] * len(taken)
    for _, _, per in round_lines(taken, tricks, machines, slot_values, golden):
        for s, d in enumerate(per):
            out[s] += d
    return out


def round_result(s):
    """Cabbage change per seat if the round were scored now (2 players: the Bank's last)."""
    return round_changes(*_round_now(s))


def round_now_lines(s):
    """round_lines() for the round as it stands."""
    return round_lines(*_round_now(s))


def _round_now(s):
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
    return taken, list(s.tricks[:seats]), s.machines, values, golden
