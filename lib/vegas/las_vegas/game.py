"""Las Vegas (Rüdiger Dorn, alea 2012), game id "las_vegas": 2-5 players.

Actions (player): 0-5 = place all rolled dice showing 1-6 (own and white) on that casino.

Chance outcomes, by phase (see chance_kind()):
  "note": drawing a banknote from the shuffled part of the pile: the note's value
      index 0-8 into NOTE_VALUES ($10k..$90k), weight = how many such notes remain
      there. Notes put back "beneath the pile" are known and drawn without chance.
  "roll": a player's roll: counts of own dice per face 1-5 in base 9, plus 59049 x
      counts of white dice per face 1-5 in base 5 (the face-6 counts are the rest).
      roll_code() builds it from lists of faces.
  "white": the 3-player variant's 2 leftover white dice, encoded as a roll with no
      own dice; they are placed on the casinos of their numbers.
Money is in $1,000 units.
"""

import gc

from vegas.dice import (  # noqa: F401 (some re-exported: the encoding lives there)
    POW5,
    POW6,
    POW9,
    WHITE_BASE,
    add_winnings,
    decode_into,
    decode_roll,
    roll_code,
)
from vegas.las_vegas.codes import PH_DEAL, PH_OVER, PH_PLACE, PH_ROLL, PH_WHITE  # noqa: F401 (re-exported)
from vegas.las_vegas.data import CASINOS, LEFTOVER_WHITE, NOTE_COUNTS, NOTE_VALUES
from vegas.state import (
    CHANCE,
    OVER,
    State,
    new_history,
    ranked_winners,
)

gc.collect()  # room in one piece for compiling the round's rules (see vegas.new_game)
from vegas.las_vegas import round  # noqa: E402

# In 60: how often a bot's rollout picks greedily; 60 = every pick (TUNING.md, "Rollouts").
ROLLOUT_GREEDY = 60


class LasVegas(State):
    game_id = "las_vegas"
    has_news = False  # (rolls and payouts are on the table and the payout screen)
    # the round's rules (vegas.las_vegas.round), as methods
    _start_round = round.start_round
    _add_note = round.add_note
    _deal_known = round.deal_known
    _begin_turns = round.begin_turns
    _place = round.place
    _counts = round.counts
    _payout = round.payout
    chance_error = round.chance_error
    sample_chance = round.sample_chance
    dice_to_roll = round.dice_to_roll

    def __init__(self, num_players, options):
        self.num_players = num_players
        self.options = options
        self.history = new_history()
        if num_players == 0:  # blank for clone()
            return
        self.neutral = options["neutral_dice"]
        if self.neutral and not 2 <= num_players <= 4:
            raise ValueError("las_vegas option neutral_dice is for 2-4 players, not %d" % num_players)
        p = num_players
        self.round = 0
        self.start = options["first_player"]
        self.cur = self.start
        self.pile = list(NOTE_COUNTS)  # shuffled part: counts per value index
        self.under = []  # notes put beneath the pile, next-drawn first
        self.notes = [[] for _ in range(CASINOS)]  # each sorted high to low
        self.dice = bytearray(CASINOS * (p + 1))  # [casino * (p+1) + seat]; seat p = white
        self.own_left = bytearray(p)
        self.white_left = bytearray(p)
        self.roll = bytearray(12)
        self.money = [0] * p
        self.notes_won = [0] * p
        self.payouts = []  # last payout: (casino, seat or -1 for under the pile, value)
        self.paid_dice = []  # the last payout's dice per casino, as counts() had them
        self._start_round()

    # -- contract ---------------------------------------------------------------
    def to_move(self):
        ph = self.phase
        if ph == PH_PLACE:
            return self.cur
        if ph == PH_OVER:
            return OVER
        return CHANCE

    def legal_actions(self):
        if self.phase != PH_PLACE:
            return self.chance_actions()
        r = self.roll
        return [f for f in range(6) if r[f] or r[6 + f]]

    def chance_kind(self):
        return ("note", "white", "roll", None, None)[self.phase]

    def apply(self, action):
        """State.apply with the common cases checked inline (same errors, same effect)."""
        ph = self.phase
        if type(action) is int:
            if ph == PH_PLACE:
                if 0 <= action < 6 and (self.roll[action] or self.roll[6 + action]):
                    self.history.append(action)
                    self._place(action)
                    return
            elif ph == PH_ROLL:
                if decode_into(self.roll, action, self.own_left[self.cur], self.white_left[self.cur]):
                    self.history.append(action)
                    self.phase = PH_PLACE
                    return
        State.apply(self, action)  # everything else, including the refusals

    def playout(self, rng, limit=0):
        """Play randomly to the end, or for `limit` turns (bot rollouts); see vegas.las_vegas_playout."""
        from vegas.las_vegas.rollout import playout

        return playout(self, rng, limit)

    def rollout(self, rng, limit=0):
        """A bot's heuristic rollout: like playout, but most picks are greedy ones."""
        from vegas.las_vegas.rollout import playout

        return playout(self, rng, limit, ROLLOUT_GREEDY)

    def _apply(self, a):
        ph = self.phase
        if ph == PH_DEAL:
            self.pile[a] -= 1
            self._add_note(NOTE_VALUES[a])
            self._deal_known()
        elif ph == PH_WHITE:
            counts = decode_roll(a, 0, LEFTOVER_WHITE)
            base = self.num_players
            for f in range(6):
                self.dice[f * (base + 1) + base] += counts[6 + f]
            self._begin_turns()
        elif ph == PH_ROLL:
            decode_into(self.roll, a, self.own_left[self.cur], self.white_left[self.cur])
            self.phase = PH_PLACE
        else:
            self._place(a)

    # Texts and the view load on first use: a bot's game never needs them.
    def action_text(self, a):
        from vegas.las_vegas import text

        return text.action_text(self, a)

    def result_note(self):
        from vegas.las_vegas import text

        return text.result_note(self) if self.phase == PH_OVER else ""

    def view(self, player):
        """Everything is public in Las Vegas (won money lies face down, but every player saw it paid)."""
        from vegas.las_vegas import text

        return text.view(self, player)

    def determinize(self, seat, rng, into=None):
        """A state `seat` cannot tell from this one, without history: Las Vegas hides nothing
        (the pile has no order until drawn), so it is a copy."""
        return self.clone(False, into)

    def scores(self):
        return list(self.money)

    def estimate(self):
        """Money, plus the notes the dice placed so far would win if the round ended now."""
        est = list(self.money)
        if self.phase != PH_DEAL and self.phase != PH_OVER:
            for c in range(CASINOS):
                notes = self.notes[c]
                add_winnings(self._counts(c), notes, est)
        return est

    def winners(self):
        """Most money; tie: most banknotes; still tied: all of them win."""
        if self.phase != PH_OVER:
            return []
        return ranked_winners([(self.money[i], self.notes_won[i]) for i in range(self.num_players)])

    def clone(self, history=True, into=None):
        """A copy to change freely; history=False leaves its history empty (what determinize wants)."""
        s = LasVegas(0, self.options) if into is None else into
        s.options, s.num_players = self.options, self.num_players
        s.history = new_history(self.history if history else ())
        s.neutral = self.neutral
        s.round, s.start, s.cur, s.phase = self.round, self.start, self.cur, self.phase
        s.deal_casino = self.deal_casino
        s.pile = self.pile[:]
        s.under = self.under[:]
        s.notes = [n[:] for n in self.notes]
        s.dice = bytearray(self.dice)
        s.own_left = bytearray(self.own_left)
        s.white_left = bytearray(self.white_left)
        s.roll = bytearray(self.roll)
        s.money = self.money[:]
        s.notes_won = self.notes_won[:]
        s.payouts = self.payouts[:]
        s.paid_dice = self.paid_dice[:]
        return s

    # -- helpers for UIs and bots ----------------------------------------------
    def casino_dice(self, casino):
        """Dice per seat in casino 0-5; the last entry is white (neutral) dice."""
        w = self.num_players + 1
        return list(self.dice[casino * w:(casino + 1) * w])

    def dice_left(self, player):
        return self.own_left[player] + self.white_left[player]
