"""VEGAS's tables: the board's spaces, where a counter goes, who wins a table, a duel's result."""

from vegas.knizia.data import TABLES


def _board():
    masks, lows, starts, rows = [], [], [0], []
    for table in TABLES:
        for row in table:
            for space in row.split():
                m = 0
                for ch in space:
                    m |= 1 << (int(ch) - 1)
                masks.append(m)
                lows.append(int(space[0]))
        starts.append(len(masks))
        rows.append(len(table))
    return bytes(masks), bytes(lows), tuple(starts), tuple(rows)


SPACE_MASK, SPACE_LOW, TABLE_START, TABLE_ROWS = _board()
SPACES = len(SPACE_MASK)


def table_value(t):
    """A table's gold chip is worth its number of spaces."""
    return TABLE_START[t + 1] - TABLE_START[t]


def has_six(t):
    return any(SPACE_MASK[i] & 32 for i in range(TABLE_START[t], TABLE_START[t + 1]))


def is_joker(t, number):
    """A 6 (rolled or Good Luck 6) at a table without a 6 space goes on any space."""
    return number == 6 and not has_six(t)


def candidates(occ, t, number, seat):
    """Spaces (board indexes) where `seat`'s counter for `number` may go at table t.

    A free space taking the number must be taken; if none is free, an opponent's counter on
    such a space is replaced; if they all hold this seat's counters, nowhere ([]). A joker
    may go on any space that does not hold this seat's own counter.
    """
    lo, hi = TABLE_START[t], TABLE_START[t + 1]
    mine = seat + 1
    if is_joker(t, number):
        return [i for i in range(lo, hi) if occ[i] != mine]
    bit = 1 << (number - 1)
    free = [i for i in range(lo, hi) if SPACE_MASK[i] & bit and not occ[i]]
    if free:
        return free
    return [i for i in range(lo, hi) if SPACE_MASK[i] & bit and occ[i] != mine]


def is_full(occ, t):
    return all(occ[i] for i in range(TABLE_START[t], TABLE_START[t + 1]))


def table_winner(occ, t, players):
    """Seat winning table t now, or -1 (no counters, or a tie the lowest space cannot break).

    Most counters wins; tied players compare their counter on the lowest-value space (a
    double-numbered space counts as its lower number); if that is shared too the chip is
    discarded (only possible on 2-3 row tables, whose rows repeat numbers).
    """
    lo, hi = TABLE_START[t], TABLE_START[t + 1]
    only = 0  # the one seat (+1) seen so far; most tables have no rival counters
    for i in range(lo, hi):
        o = occ[i]
        if o and o != only:
            if only:
                break
            only = o
    else:
        return only - 1  # one seat's counters wins; none: -1
    count = [0] * players
    low = [99] * players
    for i in range(lo, hi):
        o = occ[i]
        if o:
            count[o - 1] += 1
            if SPACE_LOW[i] < low[o - 1]:
                low[o - 1] = SPACE_LOW[i]
    best = max(count)
    if not best:
        return -1
    tied = [s for s in range(players) if count[s] == best]
    if len(tied) == 1:
        return tied[0]
    lowest = min(low[s] for s in tied)
    holders = [s for s in tied if low[s] == lowest]
    return holders[0] if len(holders) == 1 else -1


def duel_result(challenge, defence):
    """Hearts 1-3 each: (challenger keeps, defender keeps). 2 beats 1, 3 beats 2, 1 beats 3;
    a 1-1 or 2-2 tie removes both counters; a 3-3 tie keeps the defender's."""
    if challenge == defence:
        return (False, challenge == 3)
    wins = (challenge, defence) in ((2, 1), (3, 2), (1, 3))
    return (wins, not wins)
