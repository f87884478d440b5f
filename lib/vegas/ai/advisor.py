"""The UI's hints: a bot that ranks the options of the seat to move instead of picking one.

Apart from vegas.ai.bot so a game of bots never loads it (every byte the device keeps loaded
is a byte less for compiling the next module).
"""

from math import exp

from vegas.ai import prepare
from vegas.ai.bot import MARGIN_SCALE, Bot
from vegas.ai.reward import reward, win_part


def new_advisor(game_id, seed=0, clock=None, iterations=None, level="normal"):
    """An Advisor for hints in `game_id`, searching as the bot of `level` does ("easy",
    "normal" or "hard"; the other arguments as vegas.ai.new_bot's)."""
    if level == "random":  # (before prepare() loads the game's modules for nothing)
        raise ValueError("an advisor searches: easy, normal or hard, not random")
    prepare(game_id, level)
    return Advisor(game_id, level, seed, clock, iterations)


class Advisor(Bot):
    def start(self, state):
        """Begin ranking the options for state.to_move(); then step() until it returns True.
        Every option is searched, even where play would use a mix."""
        Bot.start(self, state)
        self.wins = [0.0] * len(self.legal)
        if len(self.legal) > 1:
            self.pick = None

    def advise(self, state):
        """For the seat to move: [(action, estimated win chance 0-1, visits)], best first."""
        self.start(state)
        while not self.step():
            pass
        return self.ranking()

    def ranking(self):
        """After the search: [(action, estimated win chance 0-1, visits)], best first. First the
        options still in the running, ordered as the bot picks among them (so the hint is the
        bot's own pick, ties too); then the dropped ones, those the halving kept longer (more
        visits) first. By worth alone, an option dropped on one lucky rollout could top it.
        Where play uses a fixed mix (secret_mix()), the options it never plays come last: the
        rollouts cannot tell a Black Box split a picker could exploit from a safe one."""
        alive = self.alive
        out = [self._row(i) for i in sorted(alive, key=lambda i: -self._mean(i))]
        dropped = [i for i in range(len(self.legal)) if i not in alive]
        dropped.sort(key=lambda i: (-self.visits[i], -self._mean(i)))
        out += [self._row(i) for i in dropped]
        mix = self.state.secret_mix()
        if mix:
            never = {a for a, w in zip(self.legal, mix) if not w}
            out.sort(key=lambda row: row[0] in never)  # (a stable sort)
        return out

    def _tally(self, d, i):
        """The worth (reward()'s) of a rollout of option i that ended at d; its chance to win
        is added to wins[i]: reward()'s win part, but for an unfinished rollout with 3-5
        players the seat's share of exp(score / scale) (a level lead is not even odds there).
        One estimate() serves both."""
        scores = d.estimate()
        if d.is_over() or len(scores) == 2:
            self.wins[i] += win_part(d, self.seat, scores, self.leaf)
        else:
            self.wins[i] += share(scores, self.seat, MARGIN_SCALE[d.game_id])
        return reward(d, self.seat, self.leaf, scores)

    def _row(self, i):
        """The win chance is the mean of the option's rollouts' chance to win (_tally()), not
        of their worth: that adds a share for rank, which with 3-5 players is paid to a seat
        that does not win. An option never rolled out gives its prior's worth."""
        n = self.visits[i]
        return self.legal[i], self.wins[i] / n if n else max(0.0, self._mean(i)), n


def share(scores, seat, scale):
    """seat's share of exp(score / scale) over the seats: a chance to win from the scores."""
    top = max(scores)
    total = mine = 0.0
    for k in range(len(scores)):
        e = exp((scores[k] - top) / scale)
        total += e
        if k == seat:
            mine = e
    return mine / total
