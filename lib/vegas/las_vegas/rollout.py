"""Fast random playouts for Las Vegas (bot rollouts), loaded with a bot or at the first playout.

Same rules code as vegas.las_vegas.game (placing, dealing and payouts are its methods);
only the sampling is done here, with one draw per turn for the dice and the pick.
"""

import gc

from vegas.dice import POW5, POW6, POW9, WHITE_BASE
from vegas.las_vegas.codes import PH_DEAL, PH_OVER, PH_ROLL, PH_WHITE
from vegas.las_vegas.data import CASINOS, NOTE_VALUES

gc.collect()  # room in one piece for compiling the greedy pick (see vegas.new_game)
from vegas.las_vegas.greedy import greedy_face, white_count  # noqa: E402


def _pair_table():
    # For two dice a, b (index a*6+b): roll-code part | face mask << 17 | sixes << 23.
    t = []
    for a in range(6):
        for b in range(6):
            t.append(POW9[a] + POW9[b] | ((1 << a) | (1 << b)) << 17 | ((a == 5) + (b == 5)) << 23)
    return tuple(t)


_PAIR = _pair_table()


def _face_tables():
    # For each mask m of faces rolled: how many faces, and the k-th face (0-5) at m * 6 + k.
    # (Bytes, not a tuple of tuples: 450 bytes stay loaded, not 4 KB.)
    count, nth = bytearray(64), bytearray(64 * 6)
    for m in range(64):
        for f in range(6):
            if m >> f & 1:
                nth[m * 6 + count[m]] = f
                count[m] += 1
    return bytes(count), bytes(nth)


_COUNT, _NTH = _face_tables()


def playout(self, rng, limit=0, greedy=0):  # noqa: C901 (one loop, inlined: every rollout step runs it)
    """Play `self` (a LasVegas state) randomly to the end: uniform legal choices, fair dice;
    with limit > 0, stop at the roll after `limit` turns or once the round is paid
    (State.playout's contract). greedy > 0: a heuristic rollout instead, where each pick
    is the greedy one with chance greedy/60 (else uniform).

    Faster than State.playout: one draw per turn gives the dice and the pick.
    The history is complete: replaying it rebuilds the same state.
    """
    append = self.history.append
    randbelow = rng.randbelow
    own_left = self.own_left
    white_left = self.white_left
    dice = self.dice
    p = self.num_players
    w1 = p + 1
    left = limit or -1
    start_round = self.round
    while True:
        ph = self.phase
        if ph == PH_ROLL:
            if left == 0:
                return self
            left -= 1
            cur = self.cur
            n = own_left[cur]
            nw = white_left[cur]
            # x: n base-6 dice digits, then a pick in 0..59 (uniform for 1-6 faces)
            x = randbelow(POW6[n] * 60)
            pick = x % 60
            x //= 60
            code = mask = sixes = 0
            while n > 1:
                v = _PAIR[x % 36]
                x //= 36
                n -= 2
                code += v & 0x1FFFF
                mask |= v >> 17 & 63
                sixes += v >> 23
            if n:
                v = _PAIR[x % 6 * 7]  # a pair of equal dice: its packed mask is one face
                code += (v & 0x1FFFF) >> 1
                mask |= v >> 17 & 63
                sixes += v >> 24
            if nw:
                x = randbelow(POW6[nw])
                w = 0
                for _ in range(nw):
                    f = x % 6
                    x //= 6
                    w += POW5[f]
                    mask |= 1 << f
                k = _COUNT[mask]
                f = _NTH[mask * 6 + pick % k]
                if pick < greedy and k > 1:
                    f = greedy_face(self, mask, f, code, sixes, w, nw, cur)
                append(code + WHITE_BASE * w)
                white = white_count(w, nw, f)
                dice[f * w1 + p] += white
                white_left[cur] -= white
            else:
                k = _COUNT[mask]
                f = _NTH[mask * 6 + pick % k]
                if pick < greedy and k > 1:
                    f = greedy_face(self, mask, f, code, sixes, 0, 0, cur)
                append(code)
            own = sixes if f == 5 else code // POW9[f] % 9
            append(f)
            # the engine's _place, inlined (the hottest step of a rollout)
            dice[f * w1 + cur] += own
            own_left[cur] -= own
            nxt = cur
            for _ in range(p):  # players out of dice pass
                nxt += 1
                if nxt == p:
                    nxt = 0
                if own_left[nxt] or white_left[nxt]:
                    self.cur = nxt
                    break
            else:
                self._payout()
        elif ph == PH_DEAL:
            if limit and self.round != start_round:
                return self
            pile = self.pile
            total = sum(pile)
            while total:  # the whole deal of the round, then the engine's own transition
                k = randbelow(total)
                i = 0
                while k >= pile[i]:
                    k -= pile[i]
                    i += 1
                append(i)
                pile[i] -= 1
                total -= 1
                self._add_note(NOTE_VALUES[i])
                if self.deal_casino == CASINOS:
                    break
            self._deal_known()
        elif ph == PH_OVER:
            return self
        elif ph == PH_WHITE:
            self.apply(self.sample_chance(rng))
        else:  # started mid-turn, with a roll to place
            if left == 0:
                return self
            left -= 1
            self.apply(rng.choice(self.legal_actions()))
