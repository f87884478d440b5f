"""Las Vegan's bot rollouts, loaded with a bot (with the determinization, vegas.las_vegan.determinize):
random play, except that a casino token is placed, and in the 2-player game the Bank's card
chosen, greedily (all of them, or a share: las_vegan.ROLLOUT_GREEDY), where it leaves the
player placing or choosing furthest ahead were the round scored now.

Random tokens make a rollout's machines pay at random, and its outcome mostly noise; a random
Bank card hands the trick about at random, where its chooser, who plays it last, sees the
whole trick (docs in bot.py's ROLLOUT).
"""

import gc

from vegas.las_vegan.codes import A_GOLD_MIN, A_PILE, A_TOKEN, GOLDEN, L_TAKEN, PH_BANK, PH_TOKEN
from vegas.las_vegan.data import CARDS, MACHINE_SUIT, MACHINES, MACHINES_PER_ROUND
from vegas.las_vegan.scoring import token_value
from vegas.las_vegan.tricks import trick_winner
from vegas.state import State

gc.collect()  # room in one piece for compiling the determinization (see vegas.new_game)
from vegas.las_vegan import determinize  # noqa: E402, F401  (the search's other module)


def greedy_token(s, legal):
    """Of the token actions in `legal`, the one after which s.cur's round, were it scored now,
    leads the best other player's by most (ties: the first). As s.round_result() with each
    token placed in turn, from one count of what each machine counts."""
    n = s.num_players
    seats = n + 1 if n == 2 else n  # (the Bank's tricks count for the golden machine)
    me = s.cur
    units = _units(s, seats)
    throw, token_at = s.throw, s.token_at
    score = [0] * n  # the round as it stands
    for t in range(5):
        if token_at[t] >= 0:
            v, j = token_value(t, throw), _row(t, token_at[t]) * seats
            for k in range(n):
                score[k] += v * units[j + k]
    best, lead = legal[0], None
    for a in legal:  # each token tried: its value times its row of units, added to score
        if a >= A_GOLD_MIN:
            v, j = token_value(GOLDEN, throw), _row(GOLDEN, a - A_GOLD_MIN) * seats
        else:
            t, slot = divmod(a - A_TOKEN, 3)
            v, j = token_value(t, throw), slot * seats
        other = None
        for k in range(n):
            if k != me:
                x = score[k] + v * units[j + k]
                if other is None or x > other:
                    other = x
        x = score[me] + v * units[j + me] - other
        if lead is None or x > lead:
            best, lead = a, x
    return best


def _row(t, where):
    """Token t's row in _units: its machine slot, or the golden token's side (0 MIN, 1 MAX)."""
    return MACHINES_PER_ROUND + where if t == GOLDEN else where


def _units(s, seats):
    """What a token pays each seat, in the token's value ([row * seats + seat], rows by _row):
    per machine slot, what the machine counts of the cards the seat has taken (its sets of 3
    of a suit, or its cards of a value); per side of the golden token, 1 if the seat has the
    fewest (MIN) or most (MAX) tricks, the Bank's counted."""
    units = [0] * ((MACHINES_PER_ROUND + 2) * seats)
    loc = s.loc
    for slot in range(MACHINES_PER_ROUND):
        kind, what = MACHINES[s.machines[slot]]
        suit = kind == MACHINE_SUIT
        j = slot * seats
        for c in (range(10 * what, 10 * what + 10) if suit else range(what, CARDS, 10)):
            w = loc[c] - L_TAKEN
            if 0 <= w < seats:
                units[j + w] += 1
        if suit:
            for k in range(seats):
                units[j + k] //= 3
    tricks = s.tricks[:seats]
    for side, target in ((0, min(tricks)), (1, max(tricks))):
        j = (MACHINES_PER_ROUND + side) * seats
        for k in range(seats):
            units[j + k] = 1 if tricks[k] == target else 0
    return units


def greedy_bank(s, legal, rng):  # noqa: C901 (inlined: scored for every card of every rollout)
    """Of the Bank's display cards in `legal` (not the pile's unseen top), the one after which
    s.cur's round, were it scored now with the trick taken (its 7s' tokens aside), leads the
    other player's most (ties: the first from a random start). No token placed yet: any legal
    card, at random. As greedy_token, but counting only what the placed tokens' machines count:
    a rollout plays the Bank's card at every trick a player leads."""
    me, bank = s.cur, s.bank
    loc = s.loc
    token_at = s.token_at
    # per placed ordinary token: its value, the cards its machine counts, a set of 3 (suit) or
    # each card (value), and how many of them each player has taken
    worth = []
    for t in range(4):
        if token_at[t] >= 0:
            kind, what = MACHINES[s.machines[token_at[t]]]
            suit = kind == MACHINE_SUIT
            mine = other = 0
            for c in (range(10 * what, 10 * what + 10) if suit else range(what, CARDS, 10)):
                w = loc[c] - L_TAKEN
                if w == me:
                    mine += 1
                elif w == 1 - me:
                    other += 1
            worth.append((token_value(t, s.throw), suit, what, mine, other))
    golden = token_at[GOLDEN]
    if not worth and golden < 0:
        return rng.choice(legal)
    gold = token_value(GOLDEN, s.throw)  # (once, not per card tried)
    # the trick with the Bank's card last, and the round's tricks: one list each, the card tried
    # and the trick's taker changed in place (no list made per card, in a rollout's hot loop)
    cards = s.trick_cards + [0]
    who = s.trick_seats + [bank]
    tricks = s.tricks
    count = [tricks[0], tricks[1], tricks[2]]
    k = len(legal)
    start = rng.randbelow(k)
    best, lead = legal[start], None
    for j in range(k):
        a = legal[(start + j) % k]
        if a == A_PILE:
            continue
        cards[-1] = a
        w = trick_winner(who, cards, False, bank)
        x = 0  # my lead over the other player, were the round scored with this trick
        for v, suit, what, mine, other in worth:
            n = 0  # the trick's cards this machine counts
            if w != bank:
                for c in cards:
                    if (c // 10 if suit else c % 10) == what:
                        n += 1
            if w == me:
                mine += n
            else:
                other += n
            x += v * (mine // 3 - other // 3) if suit else v * (mine - other)
        if golden >= 0:  # the fewest (MIN) or most (MAX) tricks, the Bank's counted, pay
            count[w] += 1
            target = max(count) if golden else min(count)
            x += gold * ((count[me] == target) - (count[1 - me] == target))
            count[w] -= 1
        if lead is None or x > lead:
            best, lead = a, x
    return best


def rollout(s, rng, limit, greedy):
    """Like State.playout(rng, limit), but `greedy` token placings in 100 are greedy_token's,
    and as many Bank cards greedy_bank's (with 0, exactly playout)."""

    def pick(legal, rng):
        ph = s.phase
        if ph == PH_TOKEN and len(legal) > 1 and rng.randbelow(100) < greedy:
            return greedy_token(s, legal)
        if ph == PH_BANK and len(legal) > 1 and rng.randbelow(100) < greedy:
            return greedy_bank(s, legal, rng)
        return rng.choice(legal)

    return State.playout(s, rng, limit, pick if greedy else None)
