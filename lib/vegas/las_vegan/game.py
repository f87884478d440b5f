"""Las Vegan (Laurent, Lebrat, Maublanc; KYF Edition 2022), game id "las_vegan": 2-5 players.

2 players play against the Bank (seat index 2 in trick data; it never moves itself).

Cards: id = suit * 10 + value (suits Red, Purple, Green, Blue; values 0-9).
Actions (player):
  0-39   play that card: from your hand, or (PH_BANK) the Bank's display card
  40     play the top card of the draw pile for the Bank
  41-52  place ordinary casino token t (0-3) on machine slot m (0-2): 41 + 3t + m
  53, 54 place the golden token on the golden machine's MIN (left) / MAX (right) side
Chance outcomes, by chance_kind():
  "machine": a cabbage machine card drawn for this round: its index 0-11 into MACHINES
  "throw": the five casino tokens thrown: bit t set = token t shows its second side
           (bit 4 = the golden token)
  "deal": the next card dealt: its card id (to seats in turn from the starter, then the
          2-player display); the 3-player face-down card is simply the one left over
  "draw": the top card of the 2-player draw pile turned up: its card id
The draw pile and the machine deck are modelled lazily (each draw is chance), so no hidden
order exists. Rulings: docs/RULINGS.md.
"""

import gc

# The parts compile one by one, each after a collection (room in one piece for its parse
# tree, see vegas.new_game), the round's rules first, while least is loaded.
gc.collect()
from vegas.las_vegan import round  # noqa: E402

gc.collect()
from vegas.las_vegan import scoring, tokens  # noqa: E402
from vegas.las_vegan.codes import (  # noqa: E402
    A_PILE,
    DRAW_PLAY,
    DRAW_REFILL,
    L_DISPLAY,
    L_HAND,
    PH_BANK,
    PH_DEAL,
    PH_DRAW,
    PH_MACHINE,
    PH_OVER,
    PH_PLAY,
    PH_SECRET,
    PH_THROW,
    PH_TOKEN,
)
from vegas.las_vegan.data import CARDS, MACHINES, MACHINES_PER_ROUND, START_CABBAGES  # noqa: E402
from vegas.state import CHANCE, OVER, State, new_history, ranked_winners  # noqa: E402

# In 100: how often a bot's rollout places a casino token, or plays the Bank's card, greedily
# (vegas.las_vegan.rollout; TUNING.md, "Rollouts").
ROLLOUT_GREEDY = 100


class LasVegan(State):
    game_id = "las_vegan"
    # the round's rules (vegas.las_vegan.round), as methods
    _start_round = round.start_round
    _deal = round.deal
    _lead = round.lead
    _draw = round.draw
    _to_trick = round.to_trick
    _playable = round.playable
    _end_trick = round.end_trick
    _after_tokens = round.after_tokens
    _score_round = round.score_round
    chance_error = round.chance_error
    sample_chance = round.sample_chance

    def __init__(self, num_players, options):
        self.num_players = num_players
        self.options = options
        self.history = new_history((), "B")  # every step is below 256
        if num_players == 0:  # blank for clone()
            return
        n = num_players
        self.cabbages = [START_CABBAGES] * n
        self.round = 0
        self.starter = options["first_player"]
        self.machine_left = bytearray(b"\x01" * len(MACHINES))
        self.loc = bytearray(CARDS)
        self.tricks = bytearray(n + 1)
        self.changes = []  # the last round's cabbage changes, per player
        self.scored = ()  # the last round's scoring, machine by machine (scoring.round_lines)
        self.last_trick = b""  # recorded as in played (las_vegan_rules.trick_record)
        self._start_round()

    # -- contract ---------------------------------------------------------------
    def to_move(self):
        ph = self.phase
        if ph <= PH_DRAW:
            return CHANCE
        if ph == PH_OVER:
            return OVER
        return self.cur

    def legal_actions(self):
        ph = self.phase
        if ph == PH_PLAY or ph == PH_SECRET:
            return self._playable(L_HAND + self.cur)
        if ph == PH_BANK:
            out = self._playable(L_DISPLAY)
            if not any(c // 10 == self.trick_cards[0] // 10 for c in out):
                out.append(A_PILE)  # no card of the led suit: any display card, or the pile's top
            return out
        if ph == PH_TOKEN:
            return tokens.token_spots(self)
        return self.chance_actions()

    def chance_kind(self):
        return ("machine", "throw", "deal", "draw")[self.phase] if self.phase <= PH_DRAW else None

    def _apply(self, a):
        ph = self.phase
        if ph == PH_MACHINE:
            self.machine_left[a] = 0
            self.machines.append(a)
            if len(self.machines) == MACHINES_PER_ROUND:
                self.phase = PH_THROW
        elif ph == PH_THROW:
            self.throw = a
            self.phase = PH_DEAL
        elif ph == PH_DEAL:
            self._deal(a)
        elif ph == PH_DRAW:
            self._draw(a)
        elif ph == PH_TOKEN:
            tokens.place_token(self, a)
            self.sevens -= 1
            self._after_tokens()
        elif ph == PH_BANK:
            if a == A_PILE:
                self.draw_for = DRAW_PLAY
            else:
                self._to_trick(self.bank, a)
                self.draw_for = DRAW_REFILL
            self.phase = PH_DRAW
        else:  # PH_PLAY / PH_SECRET
            self._to_trick(self.cur, a)
            n = self.num_players
            if ph == PH_SECRET:
                if self.cur == 0:
                    self.cur = 1
                else:
                    self._end_trick()
            elif len(self.trick_cards) == n:
                if n == 2:
                    self.cur = self.leader  # the trick's leader plays for the Bank
                    self.phase = PH_BANK
                else:
                    self._end_trick()
            else:
                self.cur = (self.cur + 1) % n

    # Texts and the view load on first use: a bot's game never needs them.
    def action_text(self, a):
        from vegas.las_vegan import text

        return text.action_text(self, a)

    def told_text(self, a):
        """A card played (in the open or in secret): " played red 5"."""
        if self.phase == PH_PLAY or self.phase == PH_SECRET:
            return " played " + self.action_text(a)
        return ": " + self.action_text(a)

    def view(self, player):
        """What `player` sees: own hand, every card played and taken, the tokens; not the
        other hands, the face-down card, the pile, or a secret card before the reveal."""
        from vegas.las_vegan import text

        return text.view(self, player)

    def rollout(self, rng, limit=0):
        """A bot's rollout: like playout, but tokens and Bank cards greedy (vegas.las_vegan.rollout)."""
        from vegas.las_vegan.rollout import rollout

        return rollout(self, rng, limit, ROLLOUT_GREEDY)

    def determinize(self, seat, rng, into=None):
        """A state `seat` cannot tell from this one: the cards it cannot see dealt anew (see
        vegas.las_vegan.determinize); no history. For bots: it reads nothing `seat` may not see."""
        from vegas.las_vegan.determinize import determinize

        return determinize(self, seat, rng, into)

    def scores(self):
        return list(self.cabbages)

    def estimate(self):
        """Cabbages, with this round scored as it stands once a trick has been taken."""
        if self.phase == PH_OVER or not self.played:
            return list(self.cabbages)
        change = self.round_result()
        return [max(0, c + change[s]) for s, c in enumerate(self.cabbages)]

    def winners(self):
        """Most cabbages; ties share (2 players: a draw). Both at 0 in the Bank game: [] (the Bank wins)."""
        if self.phase != PH_OVER or self.bank_wins():
            return []
        return ranked_winners([(c,) for c in self.cabbages])

    def result_note(self):
        if self.bank_wins():
            return "Both players ran out of cabbages: the Bank wins."
        return State.result_note(self)

    def secret_choice(self):
        return self.phase == PH_SECRET

    def secret_mix(self):
        """After the Bank leads, both players choose at once, unseen: a bot mixes its options."""
        return () if self.phase == PH_SECRET else None

    def bank_wins(self):
        return self.phase == PH_OVER and self.num_players == 2 and not any(self.cabbages)

    def clone(self, history=True, into=None):
        """A copy to change freely; history=False leaves its history empty (what determinize wants)."""
        s = LasVegan(0, self.options) if into is None else into
        s.options, s.num_players = self.options, self.num_players
        s.history = new_history(self.history if history else (), "B")
        for k in ("cabbages", "machines", "token_at", "trick_seats", "trick_cards", "changes", "played"):
            setattr(s, k, getattr(self, k)[:])
        for k in ("round", "starter", "bank", "throw", "leader", "cur", "phase", "dealt", "sevens",
                  "draw_for", "last_trick", "simultaneous", "scored"):
            setattr(s, k, getattr(self, k))
        s.machine_left = bytearray(self.machine_left)
        s.loc = bytearray(self.loc)
        s.tricks = bytearray(self.tricks)
        return s

    def round_result(self):
        """Cabbage change per seat if the round were scored now (2 players: the Bank's last)."""
        return scoring.round_result(self)
