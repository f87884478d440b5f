"""Fast random playouts for Las Vegas (bot rollouts), loaded only when first used.

Same rules code as vegas.las_vegas (placing, dealing and payouts are its methods);
only the sampling is done here, with one draw per turn for the dice and the pick.
"""

from vegas.las_vegas import PH_DEAL, PH_OVER, PH_ROLL, PH_WHITE, POW5, POW6, POW9, WHITE_BASE
from vegas.las_vegas_data import CASINOS, NOTE_VALUES


def _pair_table():
    # For two dice a, b (index a*6+b): roll-code part | face mask << 17 | sixes << 23.
    t = []
    for a in range(6):
        for b in range(6):
            t.append(POW9[a] + POW9[b] | ((1 << a) | (1 << b)) << 17 | ((a == 5) + (b == 5)) << 23)
    return tuple(t)


_PAIR = _pair_table()
# Legal faces (0-5) for each mask of faces rolled.
_FACES = tuple(tuple(f for f in range(6) if m >> f & 1) for m in range(64))


def _white_count(w, nw, f):
    """How many white dice show face f (0-5) in the white part w of a roll code."""
    if f < 5:
        return w // POW5[f] % 5
    for _ in range(5):
        nw -= w % 5
        w //= 5
    return nw


# Scratch for _face_worth (dice counts 0-16 at one casino), before and after the placing:
# seats per count, and the last seat seen with each count. Module-level: nothing allocated.
_HIST = bytearray(17)
_WHO = bytearray(17)
_HIST2 = bytearray(17)
_WHO2 = bytearray(17)


def _paid(hist, who, top, notes, cur, p):
    """What the counts in hist pay `cur` x p, less what they pay all real seats (unique counts
    rank, equal counts cancel, as add_winnings); clears hist on the way."""
    k = mine = paid = 0
    left = len(notes)
    while top:
        h = hist[top]
        if h:
            hist[top] = 0
            if h == 1 and k < left:
                s = who[top]
                if s < p:
                    paid += notes[k]
                    if s == cur:
                        mine = notes[k]
                k += 1
        top -= 1
    return mine * p - paid


def _face_worth(self, f, own, white, cur):
    """Greedy worth of placing on face f: what `cur` gains at that casino, less what the
    other players gain on average (taking a note from a rival counts for both)."""
    p = self.num_players
    dice = self.dice
    i0 = f * (p + 1)
    h1, w1, h2, w2 = _HIST, _WHO, _HIST2, _WHO2
    top1 = top2 = 0
    for s in range(p + 1):
        n = dice[i0 + s]
        if n:
            h1[n] += 1
            w1[n] = s
            if n > top1:
                top1 = n
        if s == cur:
            n += own
        elif s == p:
            n += white
        if n:
            h2[n] += 1
            w2[n] = s
            if n > top2:
                top2 = n
    notes = self.notes[f]
    return _paid(h2, w2, top2, notes, cur, p) - _paid(h1, w1, top1, notes, cur, p)


def _greedy_face(self, faces, f, code, sixes, w, nw, cur):
    """The face a greedy player picks (the random pick f wins ties)."""
    first = f
    own = sixes if f == 5 else code // POW9[f] % 9
    best = _face_worth(self, f, own, _white_count(w, nw, f) if nw else 0, cur)
    for g in faces:
        if g != first:
            own = sixes if g == 5 else code // POW9[g] % 9
            v = _face_worth(self, g, own, _white_count(w, nw, g) if nw else 0, cur)
            if v > best:
                best, f = v, g
    return f


def playout(self, rng, limit=0, greedy=0):
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
            faces = _FACES[mask]
            if nw:
                x = randbelow(POW6[nw])
                w = 0
                for _ in range(nw):
                    f = x % 6
                    x //= 6
                    w += POW5[f]
                    mask |= 1 << f
                faces = _FACES[mask]
                f = faces[pick % len(faces)]
                if pick < greedy and len(faces) > 1:
                    f = _greedy_face(self, faces, f, code, sixes, w, nw, cur)
                append(code + WHITE_BASE * w)
                white = _white_count(w, nw, f)
                dice[f * w1 + p] += white
                white_left[cur] -= white
            else:
                f = faces[pick % len(faces)]
                if pick < greedy and len(faces) > 1:
                    f = _greedy_face(self, faces, f, code, sixes, 0, 0, cur)
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
