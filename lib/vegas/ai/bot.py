"""The search bot: flat Monte Carlo over the legal actions (UCB1), one determinization and one
random playout per iteration, in small chunks under a work budget and a deadline.

Secret simultaneous choices (the VEGAS dice duel) are played from a mixed strategy instead:
a searching bot would otherwise settle on one predictable pick.
"""

from vegas.rng import Rng

try:
    from math import log as _log
except ImportError:  # a port without math: a short series is plenty for UCB

    def _log(n):
        x, k = float(n), 0
        while x > 2.0:
            x /= 2.0
            k += 1
        y = (x - 1) / (x + 1)
        return 2 * (y + y ** 3 / 3 + y ** 5 / 5) + k * 0.6931471805599453

try:
    from time import ticks_diff, ticks_ms
except ImportError:  # CPython
    from time import monotonic

    def ticks_ms():
        return int(monotonic() * 1000)

    def ticks_diff(a, b):
        return a - b


# level: (iterations, deadline in ms of real time on the device, chance in 100 of a slip)
LEVELS = {
    "random": (0, 0, 0),
    "easy": (12, 150, 25),
    "normal": (48, 500, 0),
    "hard": (192, 1500, 0),
}

# The duel's equilibrium (hearts 1, 2, 3, in ninths), for payoffs challenger keeps = 1,
# defender keeps = 0, both removed = 1/2: each side is then indifferent between its picks.
DUEL_CHALLENGER = (4, 2, 3)
DUEL_DEFENDER = (2, 4, 3)

_C = 1.4  # UCB1 exploration


def reward(state, seat):
    """A finished game's worth to `seat`: mostly its share of the win, a little its rank."""
    winners = state.winners()
    share = 1.0 / len(winners) if seat in winners else 0.0
    scores = state.scores()
    beaten = sum(1 for s in scores if s < scores[seat])
    return 0.75 * share + 0.25 * beaten / (len(scores) - 1)


class Bot:
    def __init__(self, game_id, level, seed=0, clock=None, iterations=None):
        self.game_id = game_id
        self.level = level
        self.rng = Rng(seed)
        budget, self.deadline_ms, self.slip = LEVELS[level]
        self.iterations = budget if iterations is None else iterations
        self.clock = clock or ticks_ms
        self.legal = []

    def choose(self, state):
        """A legal action for state.to_move(), searched to the level's budget."""
        self.start(state)
        while not self.step():
            pass
        return self.best()

    def start(self, state):
        """Begin a decision for state.to_move(); then step() until it returns True."""
        self.seat = state.to_move()
        self.state = state
        self.legal = state.legal_actions()
        k = len(self.legal)
        self.visits = [0] * k
        self.total = [0.0] * k
        self.done_iterations = 0
        self.t0 = self.clock()
        self.pick = None
        self.order = list(range(k))
        self.rng.shuffle(self.order)  # a budget smaller than the choices still samples them all fairly
        if k == 1:
            self.pick = self.legal[0]
        elif self.level == "random":
            self.pick = self.rng.choice(self.legal)
        else:
            mix = self._mixed_strategy(state)
            if mix:
                x = self.rng.randbelow(sum(mix))
                i = 0
                while x >= mix[i]:
                    x -= mix[i]
                    i += 1
                self.pick = self.legal[i]

    def step(self, chunk=4):
        """Run up to `chunk` search iterations; True once the decision is ready."""
        if self.pick is not None:
            return True
        for _ in range(chunk):
            if (self.done_iterations >= self.iterations
                    or ticks_diff(self.clock(), self.t0) >= self.deadline_ms):
                self.pick = self._best_searched()
                return True
            i = self._select()
            d = self.state.determinize(self.seat, self.rng)
            d.apply(self.legal[i])
            d.playout(self.rng)
            self.visits[i] += 1
            self.total[i] += reward(d, self.seat)
            self.done_iterations += 1
        return False

    def best(self):
        if self.pick is None:
            self.pick = self._best_searched()
        return self.pick

    def advise(self, state):
        """For the seat to move: [(action, estimated worth 0-1, visits)], best first."""
        self.start(state)
        if len(self.legal) > 1 and self.pick is not None:  # a mixed-strategy choice: no ranking
            self.pick = None
        while not self.step():
            pass
        rows = [(self.legal[i], self.total[i] / self.visits[i] if self.visits[i] else 0.0, self.visits[i])
                for i in range(len(self.legal))]
        rows.sort(key=lambda r: -r[1])
        return rows

    # -- search ---------------------------------------------------------------------
    def _select(self):
        visits, total = self.visits, self.total
        if self.done_iterations < len(visits):  # every action once, in an order of its own
            return self.order[self.done_iterations]
        n = self.done_iterations
        best, best_i = -1.0, 0
        log_n = _log(n)
        for i in range(len(visits)):
            u = total[i] / visits[i] + _C * (log_n / visits[i]) ** 0.5
            if u > best:
                best, best_i = u, i
        return best_i

    def _best_searched(self):
        means = [self.total[i] / self.visits[i] if self.visits[i] else -1.0 for i in range(len(self.legal))]
        order = sorted(range(len(means)), key=lambda i: -means[i])
        if self.slip and len(order) > 1 and self.rng.randbelow(100) < self.slip:
            return self.legal[order[1]]  # a human-like slip: the second best
        return self.legal[order[0]]

    def _mixed_strategy(self, state):
        """Weights over legal actions for a secret simultaneous choice, or None."""
        if self.game_id != "knizia":
            return None
        v = state.view(self.seat)  # built once: a view is a dozen tuples on a small heap
        if v["phase"] != "duel":
            return None
        return DUEL_CHALLENGER if v["duel"][1] == self.seat else DUEL_DEFENDER
