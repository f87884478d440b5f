"""A bot that mixes its searched options at a secret simultaneous choice with no fixed mix.

Such a choice is one where state.secret_mix() gives () (Las Vegan's reveal after the Bank
leads). The searched best replies to the rollouts' random opponent: a pick a player could learn
and exploit. Apart from vegas.ai.bot so that only the games that need it load it.
"""

from vegas.ai.bot import Bot

# Options within this margin of the best mean (thousandths of reward()'s 0-1) have a chance
# (TUNING.md, "Mixed secrets").
_SECRET_MARGIN = 50


class MixingBot(Bot):
    def _best_searched(self):
        """At a simultaneous secret choice with no fixed mix: an option of the halving's last
        round, each drawn in proportion to how far its mean comes within _SECRET_MARGIN of
        the best (which always has a chance). Elsewhere the searched best."""
        if self.state.secret_mix() != ():
            return Bot._best_searched(self)
        alive = self.alive
        means = [self._mean(i) for i in alive]
        floor = max(means) - _SECRET_MARGIN / 1000
        weights = [int(1000 * (m - floor)) if m > floor else 0 for m in means]
        return self.legal[alive[self.rng.weighted(weights)]]
