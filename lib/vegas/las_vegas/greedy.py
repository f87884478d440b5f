"""Las Vegas's greedy pick for bot rollouts (vegas.las_vegas.rollout): what placing on each
rolled face gains the player at that casino against the others, and the face that gains most.

Kept apart from the playout so each module compiles in a small heap on the device.
"""

from vegas.dice import POW5, POW9


def white_count(w, nw, f):
    """How many white dice show face f (0-5) in the white part w of a roll code."""
    if f < 5:
        return w // POW5[f] % 5
    for _ in range(5):
        nw -= w % 5
        w //= 5
    return nw


# Scratch for face_worth (dice counts 0-16 at one casino), before and after the placing:
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


def face_worth(self, f, own, white, cur):
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


def greedy_face(self, mask, f, code, sixes, w, nw, cur):
    """The face a greedy player picks among those in `mask` (the random pick f wins ties)."""
    first = f
    own = sixes if f == 5 else code // POW9[f] % 9
    best = face_worth(self, f, own, white_count(w, nw, f) if nw else 0, cur)
    for g in range(6):
        if g != first and mask >> g & 1:
            own = sixes if g == 5 else code // POW9[g] % 9
            v = face_worth(self, g, own, white_count(w, nw, g) if nw else 0, cur)
            if v > best:
                best, f = v, g
    return f
