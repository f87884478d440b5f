"""A search's prior pass (vegas.ai.bot), apart so that only the bots of the games with a prior
(Las Vegas, Royale) keep its code loaded."""

from vegas.ai.bot import reward
from vegas.ticks import ticks_diff


def next_prior(bot, spent):
    """The prior pass, one action a call (in the shuffled order): the position right after it,
    counted as prior_visits visits, on the draws the first pass will use (the random state is
    restored after each, so each prior is the one its first visit would see). Out of time, the
    pass ends: the rest take theirs at their first visit, if any."""
    rng = bot.rng
    done = len(bot.legal) + bot.pos  # (pos: -k at the start, 0 once done)
    if not done:
        bot.batch = rng.getstate()  # (the first pass takes the same state as its own)
    if done and spent + spent * 3 // (2 * done) > bot.deadline_ms:
        bot.pos = 0
    else:
        rng.setstate(bot.batch)
        i = bot.alive[done]
        d = bot.scratch = bot.state.determinize(bot.seat, rng, bot.scratch)
        d.apply(bot.legal[i])
        bot.total[i] = bot.prior_visits * reward(d, bot.seat)
        bot.pos += 1
    if not bot.pos:
        rng.setstate(bot.batch)
        bot.since = ticks_diff(bot.clock(), bot.t0)
