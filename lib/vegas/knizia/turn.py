"""VEGAS turns: placing counters, the duel, Mary Chip's walk and scoring. Functions of a Knizia
state, which takes them as its methods (vegas.knizia.game).

Kept apart from the state class so each module compiles in a small heap on the device.
"""

from vegas.knizia.codes import PH_DUEL_A, PH_OVER, PH_ROLL, PH_SPACE, PH_TURN, TABLE_COUNT, UNSCORED
from vegas.knizia.tables import TABLE_START, candidates, duel_result, is_full, table_value, table_winner


def place(self):
    """Place the current counter (self.number at self.target), asking where if there is a choice."""
    p = self.cur
    spots = []
    if self.supply[p] and self.chip[self.target] == UNSCORED:  # (Mary Chip may just have
        spots = candidates(self.occ, self.target, self.number, p)  # discarded an empty table)
    if len(spots) > 1:
        self.phase = PH_SPACE
    elif spots:
        self._put(spots[0])
    else:  # no counter left, or every such space holds our own: no benefit
        self._after_placing()


def put(self, i):
    p = self.cur
    self.supply[p] -= 1
    owner = self.occ[i] - 1
    if owner >= 0 and self.advanced:
        # the challenger's counter goes on top; a duel decides which one stays
        self.duel = [i, p, owner, 0]
        self.phase = PH_DUEL_A
        return
    if owner >= 0:
        self.supply[owner] += 1  # the replaced counter goes back to its owner
    self.occ[i] = p + 1
    self._after_placing()


def end_duel(self, defence):
    i, challenger, defender, challenge = self.duel
    keep_a, keep_d = duel_result(challenge, defence)
    if not keep_d:
        self.supply[defender] += 1
    if not keep_a:
        self.supply[challenger] += 1
    self.occ[i] = challenger + 1 if keep_a else defender + 1 if keep_d else 0
    self.last_duel = (i - TABLE_START[self.target], challenger, defender, challenge, defence)
    self.duel = None
    self.cur = challenger
    self._after_placing()


def after_placing(self):
    # every counter placed or lost is at the target table (put, end_duel): its leader anew
    self.lead[self.target] = table_winner(self.occ, self.target, self.num_players) + 1
    if is_full(self.occ, self.target):
        self._score(self.target)  # a full table scores at once and ends the turn
        self._end_turn()
    elif self.from_card:  # Good Luck placed: now the normal roll at the pawn's table
        self.from_card = False
        self.target = self.pawn[self.cur]
        self.phase = PH_ROLL
    else:
        if self.number == 1:  # a rolled 1: counter first, then Mary Chip moves on
            self._advance_mary()
        self._end_turn()


def advance_mary(self):
    """Mary Chip moves to the next unscored table and scores it; False if it held no counter."""
    self.idle = 0  # (turns gone by with everyone out of counters and her standing still)
    for t in range(self.mary, TABLE_COUNT):
        if self.chip[t] == UNSCORED:
            self.mary = t + 1
            return self._score(t)
    return False


def score(self, t):
    """Score table t; counters go home. True if it held counters (else the chip is discarded)."""
    occ = self.occ
    w = table_winner(occ, t, self.num_players)
    held = False
    for i in range(TABLE_START[t], TABLE_START[t + 1]):
        if occ[i]:
            self.supply[occ[i] - 1] += 1
            occ[i] = 0
            held = True
    self.chip[t] = w
    self.lead[t] = 0  # a scored table pays no one in estimate()
    if w >= 0:
        self.gold[w] += table_value(t)
    self.scored.append((t, w))
    return held


def end_turn(self):
    if UNSCORED not in self.chip:
        self.phase = PH_OVER
        return
    n = self.num_players
    # Rulings: nobody can act (all out of counters, no Mary Chip card left), or everyone is
    # out of counters and a whole round of turns has gone by without her moving (a Mary
    # Chip card's holder may keep it and pass): she moves on by herself until counters come
    # back, as the game can only end by her walk.
    if any(self.supply):
        self.idle = 0
    else:
        self.idle += 1
        if self.idle >= n or not any(self.mary_card):
            while not any(self.supply) and UNSCORED in self.chip:
                self._advance_mary()
    if UNSCORED not in self.chip:
        self.phase = PH_OVER
        return
    self.cur = (self.cur + 1) % n
    self.phase = PH_TURN
