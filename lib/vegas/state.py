"""The game contract every rules module implements, and its errors."""

try:
    from micropython import const
except ImportError:  # CPython

    def const(x):
        return x


from array import array

CHANCE = const(-1)  # to_move() when a random event is next
OVER = const(-2)  # to_move() when the game has ended


def new_history(steps=(), typecode="i"):
    """Compact step list: 4 bytes a step ("i"), or 1 ("B") for games whose actions and chance
    outcomes are all below 256. No big contiguous block on a fragmented device heap (a list
    needs 8 bytes a step on 64-bit)."""
    return array(typecode, steps)


class IllegalAction(ValueError):
    """apply() was given an action or chance outcome that is not allowed now."""


class SaveError(ValueError):
    """Saved bytes are truncated, corrupted or from an unknown format."""


class State:
    """Base of every game state (OpenSpiel style: the state is the game).

    Subclasses implement to_move, legal_actions, chance_error, sample_chance,
    _apply, action_text, view, scores, winners, clone(history, into) and
    determinize(seat, rng, into) (a state with the same view(seat), hidden parts
    drawn anew, no history: what a bot may search); estimate and rollout where a
    game can do better than the defaults. apply() validates before it changes
    anything, so a refused action leaves the state as it was.

    clone and determinize may overwrite `into`, an earlier copy of the same game, instead
    of making a new state: a bot's search then reuses one state, whose attribute table
    would otherwise be grown anew every iteration (garbage, and a block of ~1 KB for
    Royale's that a fragmented heap may not have).
    """

    game_id = ""
    has_news = True  # False: the table shows all there is to tell (no news.py)

    def apply(self, action):
        """Apply a player's action or a chance outcome; raise IllegalAction if not allowed."""
        if type(action) is not int:
            raise IllegalAction("%s: action must be an int, got %r" % (self.game_id, action))
        who = self.to_move()
        if who == OVER:
            raise IllegalAction("%s: action %d refused: the game is over" % (self.game_id, action))
        if who == CHANCE:
            why = self.chance_error(action)
            if why:
                raise IllegalAction("%s: chance outcome %d refused: %s" % (self.game_id, action, why))
        else:
            legal = self.legal_actions()
            if action not in legal:
                shown = ", ".join("%d=%s" % (a, self.action_text(a)) for a in legal[:8])
                if len(legal) > 8:  # (a long list would not fit a device's heap)
                    shown += ", ... %d in all" % len(legal)
                raise IllegalAction(
                    "%s: action %d refused for player %d: not legal now (legal: %s)"
                    % (self.game_id, action, who, shown)
                )
        self.step(action)

    def step(self, action):
        """apply() without its check, for an action drawn from legal_actions() or an outcome
        from sample_chance(): the check computes the legal actions a second time (without it,
        random playouts under MicroPython: Las Vegan 1.2x, VEGAS 1.4x). playout() and Royale's
        rollouts do the same inline."""
        self.history.append(action)
        self._apply(action)

    def playout(self, rng, limit=0, pick=None):
        """Play to the end: chance sampled, every decision uniformly random. With limit > 0,
        a bot's short rollout (see estimate): stop before the decision after `limit`
        decisions, or at the end of the round (games with a `round` counter) if sooner.

        Consumes rng exactly like: sample_chance(rng) at chance nodes and
        rng.choice(legal_actions()) for players. Games may override it with a
        faster loop that keeps that contract (their tests check it). A game's rollout may
        pass `pick(legal, rng)`, its rollout policy, to decide instead of the uniform choice.
        """
        left = limit or -1
        by_round = limit and hasattr(self, "round")
        start_round = self.round if by_round else 0
        # step(), inlined, and the methods looked up once: a rollout's every step runs this
        append, apply, to_move = self.history.append, self._apply, self.to_move
        while True:
            who = to_move()
            if who == OVER or (by_round and self.round != start_round):
                return self
            if who == CHANCE:
                a = self.sample_chance(rng)
            elif left == 0:
                return self
            else:
                a = pick(self.legal_actions(), rng) if pick else rng.choice(self.legal_actions())
                left -= 1
            append(a)
            apply(a)

    def rollout(self, rng, limit=0):
        """A bot's rollout from here: playout(rng, limit) unless a game has a better policy."""
        return self.playout(rng, limit)

    def estimate(self):
        """Per seat, the score this position is heading for (a bot's evaluation of an
        unfinished rollout): scores() plus what the board would pay if it were scored now.
        Exactly scores() once the game is over."""
        return self.scores()

    def result_note(self):
        """A line on how the game's winner was decided, for a results screen ('' if plain)."""
        if self.is_over() and len(self.winners()) > 1:
            return "Tied at the top: the win is shared."
        return ""

    def news_mark(self, step):
        """Taken just before `step` is applied; news() tells what the step did against it (None:
        nothing to tell, as in a game with no news)."""
        if not self.has_news:
            return None
        import vegas

        return vegas._load(vegas.part(self.game_id, "news")).mark(self, step)

    def news(self, mark):
        """What the step just applied made known that the table does not show by itself (a
        tile's black dice and rewards, a duel, a scored table, a taken trick, an early end), as
        [(text, seats, at)]: each %s in text names the next seat of `seats`; `at` is where on
        the table it happened, in the game's board's terms (Board.hold), or None. The game's
        news.py, loaded only when asked."""
        if mark is None:
            return []
        import vegas

        return vegas._load(vegas.part(self.game_id, "news")).news(self, mark)

    def told_text(self, a):
        """The decision `a` at this state as the record tells it after its seat's name (the
        move log, the latest moves): ": " and its action_text."""
        return ": " + self.action_text(a)

    def secret_choice(self):
        """True when the decision now is made in secret: others see only that it was made."""
        return False

    def secret_mix(self):
        """Weights over legal_actions() where a bot should play a secret choice mixed; () where
        it should play a mix of its searched options (a simultaneous choice with no fixed mix
        known); else None."""
        return None

    def search_actions(self, legal, memo):
        """The actions a bot searches (legal_actions(), unless the game rules some out for a
        bot); memo is what search_memo() kept of that bot's earlier decisions."""
        return legal

    def search_memo(self, memo, action):
        """What a bot keeps of its decision `action` for its later search_actions()."""
        return memo

    def is_over(self):
        return self.to_move() == OVER

    def chance_outcomes(self):
        """At a chance node, every outcome sample_chance() can draw with its probability:
        [(outcome, probability)] by outcome, summing to 1 (OpenSpiel's chance_outcomes()).
        legal_actions() there lists the same outcomes. [] at a decision or once over. (The
        game's chance.py computes them, loaded only when asked.)"""
        import vegas

        return vegas._load(vegas.part(self.game_id, "chance")).outcomes(self)

    def chance_actions(self):
        """legal_actions() at a chance node: the outcomes of chance_outcomes()."""
        return [o for o, _ in self.chance_outcomes()]

    def chance_error(self, outcome):
        """Why `outcome` is not a valid chance outcome now ('' if it is)."""
        raise NotImplementedError

    def __repr__(self):
        return "<%s %dp, %d steps, to_move=%d>" % (
            self.game_id, self.num_players, len(self.history), self.to_move())


def ranked_winners(keys):
    """Indices whose key (a tuple compared in order) is the greatest; ties share."""
    best = None
    out = []
    for i, k in enumerate(keys):
        if best is None or k > best:
            best = k
            out = [i]
        elif k == best:
            out.append(i)
    return out
