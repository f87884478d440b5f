"""A mix of a search's options where a secret choice is simultaneous and no fixed mix is known
(Las Vegan's reveal after the Bank leads: its state's secret_mix() gives ()).

The searched best replies to the rollouts' random opponent: a pick a player could learn and
exploit. Apart from vegas.ai.bot, whose compiling is about the peak of a whole game's heap
under MicroPython: with this code in it, whole 5-player games of Las Vegas, Las Vegan and
VEGAS (4 players) needed 3 KB more heap; with only a call here from Bot, Las Vegas's needed
1-2 KB more (3 checkout paths). Small, as Las Vegan's bots keep it loaded (1 KB).
"""

from vegas.ai.bot import Bot

# Options within this margin of the best mean (in thousandths of reward()'s 0-1) have a chance.
# Mixing among the halving's last round (its most searched options) at 50, hard vs hard that
# plays the searched best, heads-up: 47.8% twice (1000 games each, seeds 0 and 5000 up; 47.5%
# is even, the Bank winning about 5%), normal 46.2%; it picked another than the best in a third
# of its reveals. Among every option instead, those the halving dropped early on a sample or
# two included: 44.7% at 50, 45.4% at 20; among the last round at 100: 45.8%.
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
