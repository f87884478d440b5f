"""Las Vegan round scoring: what the tokens are worth and the cabbage each seat gains or loses."""

from vegas.las_vegan.codes import GOLDEN, L_TAKEN
from vegas.las_vegan.data import CARDS, GOLDEN_TOKEN, MACHINE_SUIT, MACHINES, MACHINES_PER_ROUND, TOKENS


def token_value(token, throw):
    sides = GOLDEN_TOKEN if token == GOLDEN else TOKENS[token]
    return sides[throw >> token & 1]


def round_changes(taken, tricks, machines, slot_values, golden):
    """Cabbage change per seat at the end of a round.

    taken: per seat, the card ids in its tricks; tricks: per seat, tricks taken;
    machines: machine index per slot; slot_values: per slot the token value, or None;
    golden: None, or (side, value) with side 0 = MIN (fewest tricks), 1 = MAX (most).
    """
    out = [0] * len(taken)
    for s, cards in enumerate(taken):
        for m, v in zip(machines, slot_values):
            if v is None:
                continue
            kind, what = MACHINES[m]
            if kind == MACHINE_SUIT:
                out[s] += v * (sum(1 for c in cards if c // 10 == what) // 3)
            else:
                out[s] += v * sum(1 for c in cards if c % 10 == what)
    if golden is not None:
        side, value = golden
        target = max(tricks) if side else min(tricks)
        for s in range(len(tricks)):
            if tricks[s] == target:  # ties: every tied player loses
                out[s] += value
    return out


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
