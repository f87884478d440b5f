"""A search's prior pass (vegas.ai.bot), apart so that only the bots of the games with a prior
(Las Vegas, Royale) keep its code loaded."""

from vegas.ai.reward import fitted, lead, reward
from vegas.ai.tuning import PRUNE
from vegas.ticks import ticks_diff


def next_prior(bot, spent):
    """The prior pass, one action a call (in the shuffled order): the position right after it,
    counted as prior_visits visits, on the draws the first pass will use (the random state is
    restored after each, so each prior is the one its first visit would see). Out of time, the
    pass ends: the rest take theirs at their first visit, if any. Once every action has its
    prior, a game in PRUNE leaves the rollouts only the prior's best few."""
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
        bot.total[i] = bot.prior_visits * prior_of(bot, d)
        bot.pos += 1
    if not bot.pos:
        rng.setstate(bot.batch)
        bot.since = ticks_diff(bot.clock(), bot.t0)
        keep = fitted(PRUNE, bot.game_id, bot.state.num_players)
        alive = bot.alive
        if keep and len(alive) > keep and min(bot.total) >= 0:  # (every prior taken)
            alive.sort(key=lambda i: -bot.total[i])
            del alive[keep:]
            bot._plan()


def prior_of(bot, d):
    """The worth to bot.seat of d, the position right after one of its actions: reward()'s,
    or its fitted model's (bot.model, from VALUE_PRIOR: Las Vegas and Royale, whose states
    count dice_left), from the lead and the dice the action kept, or the learned judge's
    (vegas.ai.net: Las Vegas with 3-5 players, heads-up Royale)."""
    seat = bot.seat
    model = bot.model
    if not model:
        return reward(d, seat)
    if len(model) == 1:  # the learned judge (its modules load at its first use)
        from vegas.ai.net import judge, reader

        r = reader(bot.game_id)
        bot.prior_work += r.EXTRA_STEPS  # (its time is the rollouts' less: see Bot._fit_to_work)
        bot.fit_pending = not bot.fixed
        return judge(d, seat, r)
    before = bot.before
    if before is None:  # (once a decision: the same for every action)
        s = bot.state
        before = bot.before = (lead(s.estimate(), seat), s.dice_left(seat))
    kept = d.dice_left(seat) - before[1]  # (minus the dice the action placed)
    if len(model) == 6:  # the chance form (heads-up only: its module loads at its first use)
        from vegas.ai.chance import chance_prior

        return chance_prior(model, d, seat, kept)
    lead0 = before[0]
    v = (model[1] + model[2] * lead0 + model[3] * kept
         + model[4] * (lead(d.estimate(), seat) - lead0))  # (millionths: ints below 2**30)
    return 0.0 if v < 0 else (1.0 if v > 1000000 else v / 1000000)  # (within reward()'s range)
