"""Las Vegas Royale's bot rollouts, loaded with a bot: random play, except that placings (all
of them, or a share: Royale.ROLLOUT_GREEDY) are greedy ones, on the number whose dice win the
player most at its casino now.

Random placings make a rollout's opponents throw dice anywhere, and its outcome mostly noise:
with greedy ones a few dozen rollouts tell the moves apart.
"""

from vegas.royale.codes import PH_PLACE
from vegas.state import CHANCE, OVER


def paid(counts, notes, seat):
    """The note `seat` wins at a casino with dice `counts` (per seat, as Royale.counts), 0 if
    none: unique counts rank, equal counts cancel, as add_winnings. (add_winnings itself would
    sort and fill a list for every seat, twice per number in a rollout's every placing.)"""
    n = counts[seat]
    if not n or counts.count(n) > 1:
        return 0
    rank = 0
    for m in counts:
        if m > n and counts.count(m) == 1:
            rank += 1
    return notes[rank] if rank < len(notes) else 0


def greedy_place(s, legal, rng):
    """Of the numbers in `legal`, the one whose dice gain s.cur most at its casino now (ties:
    the first from a random start); a pass or a chip if no number is legal."""
    cur, roll = s.cur, s.roll
    k = len(legal)
    start = rng.randbelow(k)
    best, gain = legal[start], -1
    for j in range(k):
        f = legal[(start + j) % k]
        if f >= 6:  # a pass (A_CHIP, A_POWER, A_STUCK): worth nothing now
            continue
        counts = s.counts(f)
        notes = s.notes[f]
        before = paid(counts, notes, cur)
        counts[cur] += roll[f] + 2 * roll[6 + f]  # a Biggy counts two
        g = paid(counts, notes, cur) - before
        if g > gain:
            best, gain = f, g
    return best


def rollout(s, rng, limit, greedy):
    """Like State.playout(rng, limit), but `greedy` placings in 100 are greedy_place's
    (with 0, exactly playout)."""
    left = limit or -1
    start_round = s.round
    append, apply, to_move = s.history.append, s._apply, s.to_move  # step(), inlined
    while True:
        who = to_move()
        if who == OVER or (limit and s.round != start_round):
            return s
        if who == CHANCE:
            a = s.sample_chance(rng)
        elif left == 0:
            return s
        else:
            legal = s.legal_actions()
            if greedy and s.phase == PH_PLACE and len(legal) > 1 and rng.randbelow(100) < greedy:
                a = greedy_place(s, legal, rng)
            else:
                a = rng.choice(legal)
            left -= 1
        append(a)
        apply(a)
