"""Las Vegas round rules: dealing the casinos, the chance outcomes, placing dice, the
payout. Functions of a LasVegas state, which takes them as its methods (vegas.las_vegas.game).

Kept apart from the state class so each module compiles in a small heap on the device.
"""

from vegas.dice import decode_roll, ranked_dice, throw_roll
from vegas.las_vegas.codes import PH_DEAL, PH_OVER, PH_ROLL, PH_WHITE
from vegas.las_vegas.data import (
    CASINO_MINIMUM,
    CASINOS,
    DICE_PER_PLAYER,
    LEFTOVER_WHITE,
    NOTE_VALUES,
    ROUNDS,
    WHITE_DICE_PER_PLAYER,
)


def start_round(self):
    p = self.num_players
    for i in range(len(self.dice)):
        self.dice[i] = 0
    white = WHITE_DICE_PER_PLAYER[p] if self.neutral else 0
    for i in range(p):
        self.own_left[i] = DICE_PER_PLAYER
        self.white_left[i] = white
    self.notes = [[] for _ in range(CASINOS)]
    self.deal_casino = 0
    self.phase = PH_DEAL
    self._deal_known()


def add_note(self, value):
    """Add one note to the casino being dealt; move on once it holds the minimum."""
    notes = self.notes[self.deal_casino]
    i = 0
    while i < len(notes) and notes[i] >= value:
        i += 1
    notes.insert(i, value)
    if sum(notes) >= CASINO_MINIMUM:
        self.deal_casino += 1


def deal_known(self):
    # Ruling: draws come from the shuffled part first (the top); once it is empty,
    # from the notes put beneath it, in the order they went there. If the whole pile
    # runs out, the casinos keep what they have (see docs/RULINGS.md).
    while self.deal_casino < CASINOS:
        if sum(self.pile):
            return  # chance: draw from the shuffled part
        if not self.under:
            self.deal_casino = CASINOS
            break
        self._add_note(self.under.pop(0))
    if self.neutral and self.num_players == 3:
        self.phase = PH_WHITE
    else:
        self._begin_turns()


def begin_turns(self):
    self.cur = self.start
    self.phase = PH_ROLL


def place(self, a):
    p = self.num_players
    cur = self.cur
    own, white = self.roll[a], self.roll[6 + a]
    base = a * (p + 1)
    self.dice[base + cur] += own
    self.own_left[cur] -= own
    if white:
        self.dice[base + p] += white
        self.white_left[cur] -= white
    own_left, white_left = self.own_left, self.white_left
    nxt = cur
    for _ in range(p):  # players out of dice pass
        nxt += 1
        if nxt == p:
            nxt = 0
        if own_left[nxt] or white_left[nxt]:
            self.cur = nxt
            self.phase = PH_ROLL
            return
    self._payout()


def counts(self, c):
    """Dice per seat at casino c, the white (neutral) seat last when it plays."""
    w = self.num_players + 1
    return list(self.dice[c * w:c * w + (w if self.neutral else w - 1)])  # (bytearrays lack count())


def payout(self):
    p = self.num_players
    money, won, under, notes_all = self.money, self.notes_won, self.under, self.notes
    self.payouts = pay = []
    self.paid_dice = []
    for c in range(CASINOS):
        counts = self._counts(c)
        self.paid_dice.append(tuple(counts))
        ranked = ranked_dice(counts)
        k = len(ranked)
        for i, value in enumerate(notes_all[c]):
            seat = ranked[i] & 7 if i < k else -1
            if 0 <= seat < p:
                money[seat] += value
                won[seat] += 1
            else:  # unclaimed, or won by the white player: beneath the pile
                under.append(value)
            pay.append((c, seat, value))
        notes_all[c] = []
    self.round += 1
    if self.round == ROUNDS:
        self.phase = PH_OVER
        return
    self.start = (self.start + 1) % p
    self._start_round()


def chance_error(self, outcome):
    ph = self.phase
    if ph == PH_DEAL:
        if not 0 <= outcome < 9:
            return "a banknote draw is a value index 0-8"
        if not self.pile[outcome]:
            return "no $%dk note left in the pile" % NOTE_VALUES[outcome]
        return ""
    n_own, n_white = self.dice_to_roll()
    if decode_roll(outcome, n_own, n_white) is None:
        return "not a roll of %d own and %d white dice" % (n_own, n_white)
    return ""


def sample_chance(self, rng):
    ph = self.phase
    if ph == PH_DEAL:
        return rng.weighted(self.pile)
    if ph not in (PH_WHITE, PH_ROLL):
        raise ValueError("las_vegas: no chance event now")
    n_own, n_white = self.dice_to_roll()
    return throw_roll(rng, n_own, n_white)


def dice_to_roll(self):
    """(own, white) dice of the roll that is next: the roller's, or the 3-player leftovers."""
    if self.phase == PH_WHITE:
        return 0, LEFTOVER_WHITE
    return self.own_left[self.cur], self.white_left[self.cur]
