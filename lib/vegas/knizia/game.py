"""VEGAS (Reiner Knizia, Ravensburger 1996), game id "knizia": 2-4 players, option `advanced`.

The 14 tables (reconstructed) are in vegas.knizia.data; spaces are numbered 0.. within a table.
Actions (player):
  0-13   a table: place the pawn (start), move the pawn (a whole turn), or the Front-man's table
  14-19  play Good Luck 1-6          20  play a Front-man      21  play the Mary Chip card
  22     roll the gold die (no card)  23  pass (only when out of counters)
  24-38  the space (0-14 of the table) for this counter, when there is a choice
  39-41  duel (advanced game): 1, 2 or 3 hearts, chosen in secret
Chance: the gold die, outcome 1-6.
Rulings: docs/RULINGS.md.
"""

import gc

from vegas.knizia import text
from vegas.knizia.codes import (
    A_FRONT_MAN,
    A_GOOD_LUCK,
    A_HEARTS,
    A_MARY_CARD,
    A_PASS,
    A_ROLL,
    A_SPACE,
    A_TABLE,
    PH_DUEL_A,
    PH_DUEL_D,
    PH_FRONT,
    PH_OVER,
    PH_PAWN,
    PH_ROLL,
    PH_SPACE,
    PH_TURN,
    TABLE_COUNT,
    UNSCORED,
)
from vegas.knizia.data import COUNTERS, DUEL_CHALLENGER, DUEL_DEFENDER, FRONT_MEN, GOOD_LUCK
from vegas.knizia.tables import SPACES, TABLE_START, candidates, table_value
from vegas.state import CHANCE, OVER, State, new_history, ranked_winners

gc.collect()  # room in one piece for compiling the turn's rules (see vegas.new_game)
from vegas.knizia import turn  # noqa: E402


class Knizia(State):
    game_id = "knizia"
    # the turn's rules (vegas.knizia.turn), as methods
    _place = turn.place
    _put = turn.put
    _end_duel = turn.end_duel
    _after_placing = turn.after_placing
    _advance_mary = turn.advance_mary
    _score = turn.score
    _end_turn = turn.end_turn

    def __init__(self, num_players, options):
        self.num_players = num_players
        self.options = options
        self.history = new_history((), "B")  # every step is below 256
        if num_players == 0:  # blank for clone()
            return
        n = num_players
        self.advanced = options["advanced"]
        self.pawn = [-1] * n
        self.supply = [COUNTERS] * n
        self.good_luck = [(1 << GOOD_LUCK) - 1] * n  # bit k-1: Good Luck k still in hand
        self.front_men = [FRONT_MEN] * n
        self.mary_card = [1] * n
        self.occ = bytearray(SPACES)  # seat + 1 on each board space, 0 free
        # seat + 1 winning each table now (0: none), kept as counters are placed (knizia_turn):
        # estimate(), at every rollout's end, then looks 14 winners up instead of working them out
        self.lead = bytearray(TABLE_COUNT)
        self.chip = [UNSCORED] * TABLE_COUNT
        self.gold = [0] * n
        self.mary = 0  # 0 at Start, else 1 + the table she stands at
        self.idle = 0  # turns in a row that ended with everyone out of counters (see end_turn)
        self.cur = options["first_player"]
        self.phase = PH_PAWN
        self.target = self.number = -1  # this turn's table and the number being placed
        self.from_card = False  # the counter being placed is a Good Luck card's
        self.duel = None  # [space, challenger, defender, challenger's hearts]
        self.last_duel = None  # (space, challenger, defender, hearts, hearts), revealed
        self.scored = []  # (table, winner or -1) in the order tables were scored

    # -- contract ---------------------------------------------------------------
    def to_move(self):
        ph = self.phase
        if ph == PH_ROLL:
            return CHANCE
        if ph == PH_OVER:
            return OVER
        return self.cur

    def legal_actions(self):
        ph, p = self.phase, self.cur
        if ph == PH_PAWN:
            return list(range(TABLE_COUNT))
        if ph == PH_TURN:
            return self._turn_actions(p)
        if ph == PH_FRONT:
            return self._moves(self.pawn[p])
        if ph == PH_SPACE:
            base = TABLE_START[self.target]
            return [A_SPACE + i - base for i in candidates(self.occ, self.target, self.number, p)]
        if ph == PH_DUEL_A or ph == PH_DUEL_D:
            return [A_HEARTS, A_HEARTS + 1, A_HEARTS + 2]
        if ph == PH_ROLL:
            return [1, 2, 3, 4, 5, 6]
        return []

    def _moves(self, here):
        """Moving to each table still in play but `here` (the actions, ascending)."""
        chip = self.chip
        return [A_TABLE + t for t in range(TABLE_COUNT) if chip[t] == UNSCORED and t != here]

    def _turn_actions(self, p):
        here = self.pawn[p]
        moves = self._moves(here)
        if self.chip[here] != UNSCORED:
            return moves  # a pawn at a scored table must move
        out = moves[:]
        if self.supply[p]:
            out += [A_GOOD_LUCK + k for k in range(GOOD_LUCK) if self.good_luck[p] >> k & 1]
            if self.front_men[p] and moves:  # a Front-man needs another open table
                out.append(A_FRONT_MAN)
        if self.mary_card[p]:
            out.append(A_MARY_CARD)
        out.append(A_ROLL if self.supply[p] else A_PASS)
        return out

    def chance_error(self, outcome):
        return "" if 1 <= outcome <= 6 else "a gold die shows 1-6"

    def sample_chance(self, rng):
        if self.phase != PH_ROLL:
            raise ValueError("knizia: no chance event now")
        return 1 + rng.randbelow(6)

    def _apply(self, a):
        ph, p = self.phase, self.cur
        if ph == PH_PAWN:
            self.pawn[p] = a
            self.cur = (p + 1) % self.num_players
            if self.pawn[self.cur] >= 0:  # every pawn is placed: the first player's turn
                self.phase = PH_TURN
        elif ph == PH_TURN:
            self.target = self.pawn[p]
            if a < TABLE_COUNT:
                self.pawn[p] = a
                self._end_turn()
            elif a == A_PASS:
                self._end_turn()
            elif a < A_FRONT_MAN:
                self.good_luck[p] &= ~(1 << (a - A_GOOD_LUCK))
                self.number = a - A_GOOD_LUCK + 1
                self.from_card = True
                self._place()
            elif a == A_FRONT_MAN:
                self.front_men[p] -= 1
                self.phase = PH_FRONT
            elif a == A_MARY_CARD:
                self.mary_card[p] = 0
                if self._advance_mary() or UNSCORED not in self.chip:
                    self._end_turn()  # a table was scored: the turn is over
                else:
                    self.phase = PH_ROLL
            else:
                self.phase = PH_ROLL
        elif ph == PH_FRONT:
            self.target = a - A_TABLE
            self.phase = PH_ROLL
        elif ph == PH_ROLL:
            self.number = a
            self.from_card = False
            self._place()
        elif ph == PH_SPACE:
            self._put(TABLE_START[self.target] + a - A_SPACE)
        elif ph == PH_DUEL_A:
            self.duel[3] = a - A_HEARTS + 1
            self.cur = self.duel[2]
            self.phase = PH_DUEL_D
        else:
            self._end_duel(a - A_HEARTS + 1)

    def action_text(self, a):
        return text.action_text(self, a)

    def view(self, player):
        """Everything is public except a duel's hearts before both are chosen."""
        return text.view(self, player)

    def determinize(self, seat, rng, into=None):
        """A state `seat` cannot tell from this one, without history: only a duel's hearts
        chosen by someone else are hidden, and they are drawn anew."""
        s = self.clone(False, into)
        if s.phase == PH_DUEL_D and s.duel[1] != seat:
            s.duel[3] = 1 + rng.randbelow(3)
        return s

    def rollout(self, rng, limit=0):
        """A bot's rollout: playout's, but 9 turns in 10 that may roll at the pawn's table do
        (or pass, out of counters). Uniform picks mostly walk the pawn (13 of a turn's 20-odd
        actions), so a random rollout places few counters and says little of what comes next."""
        return self.playout(rng, limit, self._rollout_pick)

    def secret_choice(self):
        """The duel's hearts."""
        return self.phase == PH_DUEL_A or self.phase == PH_DUEL_D

    def secret_mix(self):
        """The dice duel is secret and simultaneous: bots play its equilibrium mix."""
        if self.phase == PH_DUEL_A:
            return DUEL_CHALLENGER
        if self.phase == PH_DUEL_D:
            return DUEL_DEFENDER
        return None

    def search_actions(self, legal, memo):
        """A turn may be only a pawn move, so searching bots that find nothing better could walk
        around forever: a bot whose last turn moved the pawn plays at its new table."""
        if self.phase == PH_TURN and memo:
            stay = [a for a in legal if a >= TABLE_COUNT]
            if stay:
                return stay
        return legal

    def search_memo(self, memo, action):
        """Whether the bot's last turn was a pawn move (search_actions)."""
        return action < TABLE_COUNT if self.phase == PH_TURN else memo

    def _rollout_pick(self, legal, rng):
        if self.phase == PH_TURN and legal[-1] >= A_ROLL and rng.randbelow(10):
            return legal[-1]  # A_ROLL, or A_PASS: _turn_actions puts it last
        return rng.choice(legal)

    def scores(self):
        return list(self.gold)

    def estimate(self):
        """Gold, plus each table still in play paid to the seat that would win it now."""
        est = list(self.gold)
        lead = self.lead  # (0 at every scored table: see turn.score)
        for t in range(TABLE_COUNT):  # (a bot's every rollout ends here: names looked up once)
            if lead[t]:
                est[lead[t] - 1] += table_value(t)
        return est

    def winners(self):
        """Highest total of gold chips; equal totals share the win (docs/RULINGS.md)."""
        if self.phase != PH_OVER:
            return []
        return ranked_winners([(g,) for g in self.gold])

    def clone(self, history=True, into=None):
        """A copy to change freely; history=False leaves its history empty (what determinize wants)."""
        s = Knizia(0, self.options) if into is None else into
        s.options, s.num_players = self.options, self.num_players
        s.history = new_history(self.history if history else (), "B")
        for k in ("pawn", "supply", "good_luck", "front_men", "mary_card", "chip", "gold", "scored"):
            setattr(s, k, getattr(self, k)[:])
        for k in ("advanced", "mary", "idle", "cur", "phase", "target", "number", "from_card", "last_duel"):
            setattr(s, k, getattr(self, k))
        s.occ = bytearray(self.occ)
        s.lead = bytearray(self.lead)
        s.duel = self.duel[:] if self.duel else None
        return s
