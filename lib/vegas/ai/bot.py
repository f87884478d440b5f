"""The search bot: flat Monte Carlo over the legal actions under a work budget and a deadline.

Each iteration draws one determinization (the hidden parts anew, as the seat may believe them)
and plays one heuristic rollout. The budget is spent by sequential halving: rounds of equal
passes over the actions still in the running, the worse half dropped after each round. Within a
pass every action is tried on the same determinization and the same dice (common random
numbers), so the comparison sees the actions' difference rather than the luck of their samples.

Where a game has a prior (tuning.PRIOR_VISITS), each action's mean starts from the worth of the
position right after it, counted as a few visits, and every action's prior comes before any
rollout: at a device's few dozen rollouts the sample means are noisy, and a deadline that allows
fewer rollouts than there are actions still tells the actions apart.

Secret simultaneous choices (state.secret_mix()) are played from a mixed strategy: a searching
bot would otherwise settle on one predictable pick. The search knows no particular game: what
is game-specific comes from the state (secret_mix, search_actions, search_memo) and the
numbers from vegas.ai.tuning.
"""

import sys

from vegas.ai.reward import fitted, lead, reward, win_part  # noqa: F401 (tools and tests read them here)
from vegas.ai.tuning import (  # noqa: F401 (re-exported: tools and tests read them here)
    ITERATION_STEPS as _ITERATION_STEPS,
)
from vegas.ai.tuning import (  # noqa: F401
    ITERATIONS,
    LEAF_MODEL,
    MARGIN_SCALE,
    PRIOR_VISITS,
    PRUNE,
    ROLLOUT,
    VALUE_PRIOR,
    WORK,
)
from vegas.rng import Rng
from vegas.ticks import ticks_diff, ticks_ms

# A collection before each search lets it work in one compact free area of a small heap;
# CPython needs none. (The host venv has a package named micropython, so importing it cannot
# tell the ports apart.)
_collect_before_search = None
if sys.implementation.name != "cpython":
    from gc import collect as _collect_before_search

# level: (deadline in ms of real time on the device, chance in 100 of a slip to the second best)
LEVELS = {
    "random": (0, 0),
    "easy": (150, 25),
    "normal": (500, 0),
    "hard": (1500, 0),
}
_LEVEL_INDEX = {"easy": 0, "normal": 1, "hard": 2}


def leaf_for(game_id, players):
    """reward()'s leaf for a game and player count: (its win part, LEAF_MODEL's numbers), or
    None for the smooth step."""
    model = fitted(LEAF_MODEL, game_id, players)
    if not model:
        return None
    from vegas.ai.chance import leaf_win  # (heads-up only: loaded at its first decision)

    return leaf_win, model


class Bot:
    def __init__(self, game_id, level, seed=0, clock=None, iterations=None):
        self.game_id = game_id
        self.rng = Rng(seed)
        self.deadline_ms, self.slip = LEVELS[level]
        self.index = _LEVEL_INDEX.get(level)
        self.cap = iterations or 0  # iterations at most (the level's: set per decision)
        self.fixed = iterations is not None  # (tests: exactly that many, whatever the rollouts)
        self.work_budget = 0  # a fixed iteration count (tests) overrides the work budget
        self.scale = 1  # the level's budget times this (scale_budget)
        self.clock = clock or ticks_ms
        self.prior_visits = PRIOR_VISITS.get(game_id, 0)
        self.model = None  # a fitted prior's weights (VALUE_PRIOR), set per decision
        self.leaf = None  # reward()'s leaf (LEAF_MODEL), set per decision
        self.horizon = 0  # rollout length in decisions (ROLLOUT, or the leaf's)
        self.before = None
        self.legal = []
        self.scratch = None  # the state a decision's iterations overwrite (see State)
        self.iteration_ms = 0  # the last decision's time per iteration
        self.memo = None  # what the game keeps of this bot's own decisions (state.search_memo)
        self.wins = None  # per action, its rollouts' chances to win (an advisor's tally)

    def scale_budget(self, k):
        """k times the level's budget (the arena's ceiling match)."""
        self.scale *= k

    def choose(self, state):
        """A legal action for state.to_move(), searched to the level's budget."""
        self.start(state)
        while not self.step():
            pass
        return self.best()

    def start(self, state):
        """Begin a decision for state.to_move(); then step() until it returns True."""
        self.t0 = self.clock()
        if _collect_before_search:
            _collect_before_search()  # (within the decision's time: the deadline counts it)
        self.seat = state.to_move()
        self.state = state
        if not self.fixed and self.index is not None:  # the level's budget for the player count
            i = self.index + 3 * (state.num_players > 2)
            self.cap = ITERATIONS[self.game_id][i] * self.scale
            self.work_budget = WORK[self.game_id][i] * self.scale if self.game_id in WORK else 0
        self.model = fitted(VALUE_PRIOR, self.game_id, state.num_players)
        if self.model:
            self.prior_visits = self.model[0]
        self.before = None  # the model's view of the state before the action (prior_of's)
        self.leaf = leaf_for(self.game_id, state.num_players)
        self.legal = state.search_actions(state.legal_actions(), self.memo)
        k = len(self.legal)
        self.visits = [0] * k
        # (with a prior, -1 until it is taken: the prior pass, or the first visit, sets it)
        self.total = [-1.0 if self.prior_visits else 0.0] * k
        self.done_iterations = 0
        self.work = 0  # engine steps the iterations applied
        self.prior_work = 0  # what the priors cost beyond reward()'s, in the same steps
        self.iterations = self.cap  # this decision's, once the work budget has set them
        self.horizon = ROLLOUT.get(self.game_id, 0)
        if self.leaf:  # short rollouts, judged by the leaf: more of them in the same time
            self.horizon = self.leaf[1][4]
            if not self.fixed:
                self.iterations = self.cap * self.leaf[1][5] // 100
        self.fit_pending = bool(self.work_budget)  # (or once a prior charges its cost: prior_of)
        self.pick = None
        self.since = 0  # the time spent when the rollouts began
        self.alive = list(range(k))  # the actions still in the running (indices into legal)
        self.rng.shuffle(self.alive)  # a budget smaller than the choices still samples them all fairly
        self._plan()
        if k == 1:
            self.pick = self.legal[0]
        elif not self.deadline_ms:  # random
            self.pick = self.rng.choice(self.legal)
        else:
            mix = state.secret_mix()
            if mix:
                self.pick = self.legal[self.rng.weighted(mix)]
        if self.prior_visits and self.pick is None:
            self.pos = -k  # the prior pass first: pos counts up to 0 (vegas.ai.prior)

    def step(self, chunk=4):
        """Run up to `chunk` search iterations; True once the decision is ready."""
        if self.pick is not None:
            return True
        deadline = self.deadline_ms
        horizon = self.horizon
        if self.pos < 0:  # the prior pass is on (vegas.ai.prepare loads it for these games)
            from vegas.ai.prior import next_prior
        for _ in range(chunk):
            n = self.done_iterations
            spent = ticks_diff(self.clock(), self.t0)
            if self.pos < 0:
                next_prior(self, spent)
                continue
            # stop before an iteration that would likely end past the deadline (the first one
            # after a prior pass: only in the deadline's first half, at the recent pace)
            late = n >= self.iterations or (
                spent + (spent - self.since) * 3 // (2 * n) > deadline if n else
                self.prior_visits and (2 * spent > deadline or spent + self.iteration_ms > deadline))
            i = None if late else self._next_arm()
            if i is None:  # out of budget or time, or the halving has decided
                if n:  # the pace, slow to forget a slow decision (a round's start)
                    ms = (spent - self.since) // n
                    self.iteration_ms = max(ms, (ms + self.iteration_ms) // 2)
                self.pick = self._best_searched()
                # let go between decisions: a scratch state kept pins its blocks amid the garbage
                self.scratch = None
                return True
            d = self.scratch = self.state.determinize(self.seat, self.rng, self.scratch)
            steps = len(d.history)
            d.apply(self.legal[i])
            if self.total[i] < 0:  # a prior the prior pass had no time for
                from vegas.ai.prior import prior_of

                self.total[i] = self.prior_visits * prior_of(self, d)
            d.rollout(self.rng, horizon)
            self.work += len(d.history) - steps + _ITERATION_STEPS
            self.visits[i] += 1
            if self.wins is None:
                self.total[i] += reward(d, self.seat, self.leaf)
            else:  # an advisor's: the worth, and its chance to win tallied (vegas.ai.advisor)
                self.total[i] += self._tally(d, i)
            self.done_iterations += 1
        return False

    def stop(self):
        """End the search where it is (the device's heap ran out in it): the best of what was
        searched (an unsearched option where none was)."""
        self.scratch = None
        if _collect_before_search:  # (the device: the room the search held, back in one piece)
            _collect_before_search()
        self.pick = self._best_searched()

    def best(self):
        """The decision's action; the search's lists are let go (read them before this)."""
        if self.pick is None:
            self.pick = self._best_searched()
        self.memo = self.state.search_memo(self.memo, self.pick)
        # let go: in a 5-player game four bots wait, each holding its lists, while one searches
        self.visits = self.total = self.alive = self.before = self.wins = None
        return self.pick

    # -- search ---------------------------------------------------------------------
    def _plan(self):
        """The halving's rounds for the actions alive, ceil(log2(k)), and round one's passes."""
        rounds, m = 0, 1
        while m < len(self.alive):
            m *= 2
            rounds += 1
        self.rounds_left = rounds
        self._begin_round(self.iterations)

    def _begin_round(self, budget):
        """Split `budget` iterations evenly over the rounds to come, in passes over the alive."""
        self.passes_left = max(1, budget // (len(self.alive) * max(1, self.rounds_left)))
        self.pos = 0

    def _fit_to_work(self):
        """After the first pass: the iterations the work budget, less what the priors cost,
        pays for at the steps per iteration seen (at most the cap), or an iteration budget less
        what the priors cost in iterations at that pace; round one's passes planned anew."""
        self.fit_pending = False
        done, work = self.done_iterations, self.work
        if self.work_budget:
            self.iterations = min(self.cap, max(done, (self.work_budget - self.prior_work) * done // work))
        else:
            self.iterations = max(done, self.iterations - self.prior_work * done // work)
        self._begin_round(self.iterations)  # round one's plan, its first pass included

    def _mean(self, i):
        """Action i's mean reward so far (0-1), its prior's visits included; -1 if neither."""
        n = self.visits[i]
        if n or (self.prior_visits and self.total[i] >= 0):
            return self.total[i] / (n + self.prior_visits)
        return -1.0

    def _next_arm(self):
        """The action index to sample next, or None once the halving has decided."""
        alive = self.alive
        if self.pos == len(alive):
            if self.fit_pending:
                self._fit_to_work()
            self.pos = 0
            self.passes_left -= 1
            if self.passes_left == 0:
                self.rounds_left -= 1
                if self.rounds_left <= 0 or len(alive) == 1:
                    return None
                alive.sort(key=lambda i: -self._mean(i))
                del alive[(len(alive) + 1) // 2:]
                self._begin_round(self.iterations - self.done_iterations)
        if self.pos == 0:  # a pass begins: every action in it sees the same random draws
            self.batch = self.rng.getstate()
        else:
            self.rng.setstate(self.batch)
        i = alive[self.pos]
        self.pos += 1
        return i

    def _best_searched(self):
        order = sorted(self.alive, key=lambda i: -self._mean(i))
        if self.slip and len(order) > 1 and self.rng.randbelow(100) < self.slip:
            return self.legal[order[1]]  # a human-like slip: the second best
        return self.legal[order[0]]
