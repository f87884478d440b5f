"""Las Vegas Royale (Rüdiger Dorn, 2019), game ids "royale_basic" and "royale": 2-5 players.

Chance outcomes, by phase (chance_kind()):
  "tile": the face 0-15 (royale_data) for the next casino with a tile; one face per
      physical tile (face // 2) in a round.
  "card": a money card's value index 0-7 (CARD_VALUES), weighted by what the source holds
      (the pile; in the Royale game's rounds 2-3 the 24 cards set aside).
  "neutral", "roll": a roll code as in Las Vegas (las_vegas_dice.roll_code): normal dice
      per face in base 9, plus 59049 x the Biggy's face code (roll_code(normal, [biggy])).
  "black": the two black extra dice, first * 6 + second (faces 0-5).
Player actions are small ints whose meaning depends on the phase (action_text(), royale_const).
Money is in $1,000 units; a seat's score is its cards plus $10k a chip.
"""

import gc

# The parts compile one by one as they are imported, each needing room for its parse tree: a
# collection before each gives it that room in one piece, the biggest parts first, while least
# is loaded. The last collection is for this module's own classes. The tiles' rules
# (vegas.royale.tiles) load at a tile's first task: the basic game never needs them.
gc.collect()
from vegas.royale import payout  # noqa: E402

gc.collect()
from vegas.royale import turn  # noqa: E402

gc.collect()
from vegas.royale import legal, setup  # noqa: E402

gc.collect()
from vegas.dice import add_winnings, decode_into, ranked_dice, throw_roll  # noqa: E402
from vegas.royale.codes import (  # noqa: E402
    AT_SUPPLY,
    PH_BLACK,
    PH_CARD,
    PH_NEUTRAL,
    PH_OVER,
    PH_PLACE,
    PH_ROLL,
    PH_RUN,
    PH_TILE,
    T_TURN,
)
from vegas.royale.data import (  # noqa: E402
    CARD_COUNTS,
    CARD_VALUES,
    CASINOS,
    CHIP_VALUE,
    CHIPS_PER_ROUND,
    NEUTRAL_DICE,
)
from vegas.state import (  # noqa: E402
    CHANCE,
    OVER,
    State,
    new_history,
    ranked_winners,
)

# Copied one by one by clone(): ints, then flat lists/bytearrays (lists of tuples included).
_SCALARS = (
    "basic", "neutral", "ntiles", "faces", "round", "start", "cur", "phase", "actor",
    "tile_i", "deal_left", "placed", "placed_home", "jack", "fifty_pos", "fifty_last", "fifty_bet",
    "hf_holder", "pp_holder", "ne_at", "ne_pos", "lucky", "lucky_last", "box_mask",
    "box_winner", "box_last", "black_for", "black_at", "black_owner", "gold",
)
_ARRAYS = (
    "face", "pile", "reserve", "bank", "hands", "chips", "dice", "big_at", "left", "bar", "dd",
    "nice", "roll", "fresh", "black", "clusters", "pics", "deal", "under", "tasks", "payouts",
    "paid_dice", "paid_faces", "payers", "high_winner",
)

# In 100: how often a bot's rollout places greedily (vegas.royale.rollout; TUNING.md, "Rollouts").
ROLLOUT_GREEDY = 100


class Royale(State):
    game_id = "royale"
    basic = False

    def __init__(self, num_players, options):
        self.num_players = num_players
        self.options = options
        self.history = new_history()
        if num_players == 0:  # blank for clone()
            return
        p = num_players
        self.neutral = p == 2 and options["neutral_dice"]
        self.ntiles = 0 if self.basic else options["tiles"]
        self.faces = None if self.basic else options["faces"]
        if self.faces is not None:
            setup.check_faces(self.faces, self.ntiles)
        self.round = 0
        self.start = self.cur = self.actor = options["first_player"]
        self.pile = bytearray(CARD_COUNTS)
        self.reserve = bytearray(8)
        self.bank = bytearray(8)
        self.under = []  # value indices put face down beneath the pile
        self.hands = bytearray(8 * p)  # cards won: [seat * 8 + value index]
        self.chips = [CHIPS_PER_ROUND] * p
        self.dice = bytearray(CASINOS * (p + 2))  # [casino * (p+2) + seat]; p = neutral, p+1 = blank
        self.big_at = bytearray(p)
        self.left = bytearray(p)  # normal dice in the supply
        self.bar = bytearray(p)
        self.dd = bytearray(p)
        self.nice = bytearray(6)  # Nice Dice space occupant: seat * 2 + kind + 1
        self.black = bytearray(CASINOS)  # Prime Time's black dice, counted for black_owner
        self.roll = bytearray(12)
        self.fresh = bytearray(12)  # dice "just rolled or just placed" (Nice Dice)
        self.clusters = bytearray(3)
        self.pics = bytearray(3)
        self.payouts = []  # the last payout: cards (casino, seat, value), tile rewards (..., face)
        self.paid_dice = []  # the last payout's dice per casino, as counts() had them
        self.paid_faces = []  # the tiles of the last payout's round
        self.high_winner = []
        self.lucky_last = self.box_last = None
        self.box_mask = self.box_winner = 0
        self.black_for = self.black_at = 0
        self.fifty_bet = 0
        setup.start_round(self)

    # -- contract ---------------------------------------------------------------
    def to_move(self):
        ph = self.phase
        if ph == PH_OVER:
            return OVER
        if ph <= PH_BLACK:
            return CHANCE
        return self.actor

    def legal_actions(self):
        if self.phase <= PH_OVER:
            return self.chance_actions()
        return legal.legal(self)

    def chance_kind(self):
        return ("tile", "card", "neutral", "roll", "black")[self.phase] if self.phase < PH_OVER else None

    def chance_error(self, outcome):
        ph = self.phase
        if ph == PH_TILE:
            if outcome in setup.open_faces(self):
                return ""
            return "face %r is not free (0-15, one a tile)" % outcome
        if ph == PH_CARD:
            src = setup.card_source(self)
            return "" if 0 <= outcome < 8 and src[outcome] else "no $%sk card to draw" % (
                CARD_VALUES[outcome] if 0 <= outcome < 8 else "?")
        if ph == PH_BLACK:
            return "" if 0 <= outcome < 36 else "two black dice are 0-35"
        n, b = self.dice_to_roll()
        if not decode_into(bytearray(12), outcome, n, b):
            return "not a roll of %d dice%s" % (n, " and the Biggy" if b else "")
        return ""

    def sample_chance(self, rng):
        ph = self.phase
        if ph == PH_TILE:
            return rng.choice(setup.open_faces(self))
        if ph == PH_CARD:
            return rng.weighted(setup.card_source(self))
        if ph == PH_BLACK:
            return rng.randbelow(36)
        if ph not in (PH_NEUTRAL, PH_ROLL):
            raise ValueError("royale: no chance event now")
        n, b = self.dice_to_roll()
        return throw_roll(rng, n, b)

    def dice_to_roll(self):
        """(normal dice, 1 if the Biggy) of the roll that is next: the neutral dice or the mover's."""
        if self.phase == PH_NEUTRAL:
            return NEUTRAL_DICE, 0
        return self.left[self.cur], 1 if self.big_at[self.cur] == AT_SUPPLY else 0

    def _apply(self, a):
        ph = self.phase
        if ph == PH_TILE:
            self.face[self.tile_i] = a
            self.tile_i += 1
            if self.tile_i == self.ntiles:
                setup.after_tiles(self)
        elif ph == PH_CARD:
            setup.card(self, a)
        elif ph == PH_NEUTRAL:
            r = bytearray(12)
            decode_into(r, a, NEUTRAL_DICE, 0)
            w = self.num_players + 2
            for f in range(6):
                self.dice[f * w + self.num_players] += r[f]
            self._begin_turns()
        elif ph == PH_ROLL:
            decode_into(self.roll, a, self.left[self.cur], 1 if self.big_at[self.cur] == AT_SUPPLY else 0)
            self.phase = PH_PLACE
            self.actor = self.cur
        else:
            self.phase = PH_RUN
            if ph == PH_BLACK:
                from vegas.royale import tiles

                tiles.black_dice(self, a)
            else:
                turn.decide(self, ph, a)
            self.run()

    # Texts and views load on first use: a bot's game never needs them.
    def action_text(self, a):
        from vegas.royale import text

        return text.action_text(self, a)

    def view(self, player):
        from vegas.royale import text

        return text.view(self, player)

    def result_note(self):
        from vegas.royale import text

        return text.result_note(self) if self.phase == PH_OVER else ""

    secret_choice = turn.secret_choice

    def secret_mix(self):
        """Weights over legal_actions() for a secret choice to play mixed (Lucky Punch), else None."""
        return turn.secret_mix(self)

    def rollout(self, rng, limit=0):
        """A bot's heuristic rollout: like playout, but its placings are greedy ones."""
        from vegas.royale.rollout import rollout

        return rollout(self, rng, limit, ROLLOUT_GREEDY)

    def determinize(self, seat, rng, into=None):
        """A copy without history whose secrets `seat` may not see are drawn anew: the Lucky
        Punch tokens (for all but the hider) and the Black Box piles (for all but the splitter)."""
        s = self.clone(False, into)
        turn.redraw_secrets(s, seat, rng)
        return s

    def dice_left(self, player):
        """Dice `player` has yet to place this round, the Biggy as two (as majorities count it)."""
        return self.left[player] + (2 if self.big_at[player] == AT_SUPPLY else 0)

    def scores(self):
        return [self.money(i) + CHIP_VALUE * self.chips[i] for i in range(self.num_players)]

    def estimate(self):
        """Scores, plus the casino cards the dice placed so far would win if the round ended now."""
        est = self.scores()
        if self.phase != PH_OVER and self.phase != PH_CARD and self.phase != PH_TILE:
            for c in range(CASINOS):
                add_winnings(self.counts(c), self.notes[c], est)
        return est

    def winners(self):
        """Most money (chips at $10k); tie: most money cards plus chips; still tied: all win."""
        if self.phase != PH_OVER:
            return []
        sc = self.scores()
        return ranked_winners([(sc[i], self.cards(i) + self.chips[i]) for i in range(self.num_players)])

    def clone(self, history=True, into=None):
        s = self.__class__(0, self.options) if into is None else into
        s.options, s.num_players = self.options, self.num_players
        s.history = new_history(self.history if history else ())
        for name in _SCALARS:
            setattr(s, name, getattr(self, name))
        for name in _ARRAYS:
            setattr(s, name, getattr(self, name)[:])
        s.notes = [n[:] for n in self.notes]
        return s

    # -- helpers for the rules, UIs and bots --------------------------------------
    def money(self, seat):
        h = self.hands
        return sum(CARD_VALUES[v] * h[seat * 8 + v] for v in range(8))

    def cards(self, seat):
        return sum(self.hands[seat * 8:seat * 8 + 8])

    def count(self, c, seat):
        """Dice of `seat` in casino c as majorities count them (Biggy two, Prime Time's black dice)."""
        w = self.num_players + 2
        n = self.dice[c * w + seat]
        if seat < self.num_players:
            if self.big_at[seat] == c:
                n += 2
            if self.black_owner == seat:
                n += self.black[c]
        return n

    def counts(self, c):
        """count(c, seat) for every seat: the players, then p (the 2-player neutral dice, 0 without
        the variant) and p+1 (blank dice), the imaginary players."""
        # One slice, not count() per seat: a bot's every rollout calls this for each casino.
        p = self.num_players
        counts = list(self.dice[c * (p + 2):(c + 1) * (p + 2)])
        big = self.big_at
        for s in range(p):
            if big[s] == c:
                counts[s] += 2
        if self.black_owner >= 0:
            counts[self.black_owner] += self.black[c]
        if not self.neutral:
            counts[p] = 0
        return counts

    def ranked(self, c):
        """Seats by dice in casino c, most first, as count << 3 | seat; equal counts cancel."""
        return ranked_dice(self.counts(c))

    def is_open(self, c):
        return self.ne_at != c

    def tile_casinos(self):
        return [c for c in range(CASINOS) if self.face[c] >= 0]

    def run(self):
        """Work through the task stack until a chance event or a decision is needed."""
        tasks = self.tasks
        while self.phase == PH_RUN:
            code, arg = tasks.pop()
            if code == T_TURN:
                self._turn(arg)
            elif code <= 3:  # (a tile's: only the game with tiles loads their rules)
                from vegas.royale import tiles

                tiles.task(self, code, arg)
            else:
                payout.task(self, code, arg)

    def _begin_turns(self):
        self.tasks = [(T_TURN, self.start)]
        self.phase = PH_RUN
        self.run()

    def _turn(self, seat):
        """The next turn: the first seat from `seat` on with dice left; none left: the payout."""
        p = self.num_players
        for i in range(p):
            s = (seat + i) % p
            if self.left[s] or self.big_at[s] == AT_SUPPLY:
                self.cur = self.actor = s
                for j in range(12):
                    self.fresh[j] = 0
                self.placed = -1
                self.phase = PH_ROLL
                return
        payout.begin(self)


class RoyaleBasic(Royale):
    game_id = "royale_basic"
    basic = True
    has_news = False  # (no tiles: every outcome is on the table)
