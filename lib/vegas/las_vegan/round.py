"""Las Vegan rounds: the chance outcomes, dealing, leading, drawing, tricks and scoring a
round. Functions of a LasVegan state, which takes them as its methods (vegas.las_vegan.game).

Kept apart from the state class so each module compiles in a small heap on the device.
"""

from vegas.las_vegan import tokens
from vegas.las_vegan.codes import (
    DRAW_LEAD,
    DRAW_PLAY,
    DRAW_REFILL,
    L_DECK,
    L_DISPLAY,
    L_FACEDOWN,
    L_HAND,
    L_TAKEN,
    L_TRICK,
    PH_DRAW,
    PH_MACHINE,
    PH_OVER,
    PH_PLAY,
    PH_SECRET,
    PH_THROW,
    PH_TOKEN,
)
from vegas.las_vegan.data import BANK_DISPLAY, CARDS, HAND_SIZE, MACHINES, ROUNDS
from vegas.las_vegan.scoring import round_now_lines
from vegas.las_vegan.tricks import trick_record, trick_winner


def start_round(self):
    n = self.num_players
    self.bank = n if n == 2 else -1
    loc = self.loc
    for c in range(CARDS):
        loc[c] = L_DECK
    for s in range(len(self.tricks)):
        self.tricks[s] = 0
    self.machines = []
    self.throw = 0
    self.token_at = [-1] * 5  # ordinary: slot 0-2; golden: 0 MIN, 1 MAX; -1 not placed
    self.trick_seats = []
    self.trick_cards = []
    self.played = bytearray()  # this round's tricks, one after another (las_vegan_rules.trick_record)
    self.leader = self.cur = self.starter
    self.dealt = 0
    self.sevens = 0
    self.draw_for = DRAW_LEAD
    self.simultaneous = False
    self.phase = PH_MACHINE


def deal(self, card):
    n = self.num_players
    hand = HAND_SIZE[n]
    i = self.dealt
    self.dealt += 1
    if i < n * hand:
        first = self.starter if self.starter < n else 0
        self.loc[card] = L_HAND + (first + i) % n
    else:
        self.loc[card] = L_DISPLAY
    if n == 3 and self.dealt == n * hand:
        for c in range(CARDS):  # the last card lies face down, out of play
            if self.loc[c] == L_DECK:
                self.loc[c] = L_FACEDOWN
    if self.dealt == n * hand + (BANK_DISPLAY if n == 2 else 0):
        self._lead()


def lead(self):
    """The trick's leader leads: a player, or the Bank from the top of the pile."""
    self.trick_seats = []
    self.trick_cards = []
    self.simultaneous = False
    if self.leader == self.bank:
        self.draw_for = DRAW_LEAD
        self.phase = PH_DRAW
    else:
        self.cur = self.leader
        self.phase = PH_PLAY


def draw(self, card):
    why = self.draw_for
    if why == DRAW_REFILL:
        self.loc[card] = L_DISPLAY
        self._end_trick()
    elif why == DRAW_PLAY:
        self._to_trick(self.bank, card)
        self._end_trick()
    else:  # the Bank leads; both players then choose secretly and reveal together
        self._to_trick(self.bank, card)
        self.simultaneous = True
        self.cur = 0
        self.phase = PH_SECRET


def to_trick(self, seat, card):
    self.loc[card] = L_TRICK
    self.trick_seats.append(seat)
    self.trick_cards.append(card)


def playable(self, where):
    loc = self.loc
    if self.trick_cards:  # must follow the led suit if able: its 10 cards first
        led = self.trick_cards[0] // 10 * 10
        follow = [c for c in range(led, led + 10) if loc[c] == where]
        if follow:
            return follow
    return [c for c in range(CARDS) if loc[c] == where]


def end_trick(self):
    """The trick is taken; `played` records it (las_vegan_rules.trick_record)."""
    seats, cards = self.trick_seats, self.trick_cards
    w = trick_winner(seats, cards, self.simultaneous, self.bank)
    for c in cards:
        self.loc[c] = L_TAKEN + w
    self.tricks[w] += 1
    self.last_trick = trick_record(seats, cards, w)
    self.played.extend(self.last_trick)
    self.leader = w
    self.sevens = sum(1 for c in cards if c % 10 == 7)
    self.trick_seats = []
    self.trick_cards = []
    if w == self.bank:
        for _ in range(self.sevens):
            tokens.bank_token(self)
        self.sevens = 0
    self._after_tokens()


def after_tokens(self):
    """Next token to place for the trick's winner, else the next trick or the round's end."""
    if self.sevens and tokens.token_spots(self):
        self.cur = self.leader
        self.phase = PH_TOKEN
        return
    self.sevens = 0
    if sum(self.tricks) < HAND_SIZE[self.num_players]:  # a trick takes a card from every hand
        self._lead()
    else:
        self._score_round()


def score_round(self):
    n = self.num_players
    self.scored = tuple(round_now_lines(self))
    change = self.round_result()
    for s in range(n):
        # ruling: the round's net change applies at once; never below zero
        self.cabbages[s] = max(0, self.cabbages[s] + change[s])
    self.changes = change[:n]
    self.round += 1
    self.starter = self.leader  # who took the last trick starts the next round
    if self.round == ROUNDS or not all(self.cabbages):
        self.phase = PH_OVER
        return
    self._start_round()


def chance_error(self, outcome):
    ph = self.phase
    if ph == PH_MACHINE:
        if not (0 <= outcome < len(MACHINES) and self.machine_left[outcome]):
            return "a machine draw is the index of a machine card still in the deck"
    elif ph == PH_THROW:
        if not 0 <= outcome < 32:
            return "a token throw is a 5-bit side mask 0-31"
    elif not (0 <= outcome < CARDS and self.loc[outcome] == L_DECK):
        return "a card draw is the id 0-39 of a card not yet dealt or played"
    return ""


def sample_chance(self, rng):
    ph = self.phase
    if ph == PH_MACHINE:
        left = [m for m in range(len(MACHINES)) if self.machine_left[m]]
        return left[rng.randbelow(len(left))]
    if ph == PH_THROW:
        return rng.randbelow(32)
    if ph > PH_DRAW:
        raise ValueError("las_vegan: no chance event now")
    loc = self.loc
    deck = [c for c in range(CARDS) if loc[c] == L_DECK]
    return deck[rng.randbelow(len(deck))]
