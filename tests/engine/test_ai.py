"""Bots on Las Vegas, also under MicroPython: legal choices, determinism, deadlines, advice.

The other games' bot tests are in tests/test_ai_games.py (CPython only): a bot plus the larger
engines plus this harness do not fit the 64-bit Unix port's 96 KB heap. Whole games of bots
in every game run under MicroPython in tests/test_micropython.py, without this harness.
"""

import sys

import vegas
import vegas.ai
from helpers import decision_with, raises, step_random
from vegas.ai import bot as bot_module
from vegas.rng import Rng
from vegas.state import State

SMALL = 3  # search iterations in tests: the choices must be legal, not strong


def _play_with_bots(game_id, players, level, seed):
    bots = [vegas.ai.new_bot(game_id, level, seed=seed + p, iterations=SMALL) for p in range(players)]

    def choose(s):
        a = bots[s.to_move()].choose(s)
        assert a in s.legal_actions()
        return a

    return vegas.play(vegas.new_game(game_id, players), Rng(seed), choose)


def test_bots_play_a_whole_las_vegas_game_legally_at_every_level():
    # (every game: tests/test_ai_games.py)
    for level in ("random", "easy", "normal", "hard"):
        assert _play_with_bots("las_vegas", 3, level, 5).is_over()


def test_bad_level_or_game_is_refused():
    raises(ValueError, vegas.ai.new_bot, "las_vegas", "expert")
    raises(ValueError, vegas.ai.new_bot, "yahtzee", "easy")


def test_same_seed_same_choice():
    s = vegas.new_game("las_vegas", 3)
    rng = Rng(3)
    while s.to_move() == vegas.CHANCE:
        step_random(s, rng)
    picks = [vegas.ai.new_bot("las_vegas", "normal", seed=9, iterations=12).choose(s) for _ in range(2)]
    assert picks[0] == picks[1]


def test_the_deadline_stops_the_search_on_a_slow_clock():
    now = [0]

    def slow_clock():  # every reading is 100 ms later: a very slow device
        now[0] += 100
        return now[0]

    s = vegas.new_game("las_vegas", 2)
    rng = Rng(1)
    while s.to_move() == vegas.CHANCE:
        step_random(s, rng)
    bot = vegas.ai.new_bot("las_vegas", "hard", clock=slow_clock)
    bot.start(s)
    steps = 0
    while not bot.step():
        steps += 1
    assert bot.best() in s.legal_actions()
    assert bot.done_iterations < 1500 // 100 + 1  # stopped by the 1.5 s deadline, not the budget


def test_advice_ranks_every_option():
    s = vegas.new_game("las_vegas", 2)
    rng = Rng(4)
    while s.to_move() == vegas.CHANCE or len(s.legal_actions()) < 2:
        step_random(s, rng)
    from vegas.ai.advisor import new_advisor

    adv = new_advisor("las_vegas", iterations=12)
    rows = adv.advise(s)
    assert sorted(a for a, _, _ in rows) == s.legal_actions()
    assert all(0 <= w <= 1 for _, w, _ in rows) and rows[0][2] > 0
    assert rows[0][0] in [adv.legal[i] for i in adv.alive]  # the search's finalists come first


def test_the_search_stops_before_an_iteration_would_pass_the_deadline():
    now = [0]

    def clock():  # one reading per iteration: each iteration takes 30 ms of device time
        now[0] += 30
        return now[0]

    s = vegas.new_game("las_vegas", 2)
    rng = Rng(2)
    while s.to_move() == vegas.CHANCE:
        step_random(s, rng)
    bot = vegas.ai.new_bot("las_vegas", "normal", clock=clock, iterations=1000)
    bot.choose(s)
    assert now[0] - 30 <= 500  # the last iteration ended within the 0.5 s deadline
    assert bot.done_iterations >= 10  # and most of the time was used


def test_an_unfinished_rollout_is_worth_its_lead():
    from vegas.ai.bot import reward

    s = vegas.new_game("las_vegas", 2)
    assert reward(s, 0) == 0.75 * 0.5  # level: half a win, nobody beaten
    s.money = [50, 0]
    assert 0.75 * 0.5 + 0.25 < reward(s, 0) < 1.0 and reward(s, 1) < 0.75 * 0.5


def chance_reference(lead, ahead, s, seat, model):
    """The chance form in floats, heads-up (vegas.ai.chance's reference): lead in $1k, `ahead`
    dice counted at model[per_die] (and per die the rival has left), s the position judged;
    model as LEAF_MODEL's (per die, spread, a round, rounds) or VALUE_PRIOR's after its visits."""
    per_die, per_theirs, spread, a_round, rounds = model
    theirs = s.dice_left(1 - seat)
    to_come = s.dice_left(seat) + theirs + max(0, rounds - 1 - s.round) * a_round * 2
    x = 10 * lead + 10 * ahead * (per_die + per_theirs * theirs)  # ($100)
    return float_chance(x, to_come, spread)


def float_chance(x, to_come, spread):
    """win_chance's float form: 0.5 + 0.5 y / (1 + |y|), y = x / (spread x (to_come + 1))."""
    return 0.5 + 0.5 * x / (spread * (to_come + 1) + abs(x))


def test_the_chance_a_lead_holds_falls_with_the_dice_to_come():
    from vegas.ai.chance import win_chance

    for to_come in (0, 5, 30, 60):
        assert win_chance(0, to_come, 30) == 0.5  # level: even
        last = 0.0
        for x in range(-3000, 3001, 150):  # (a lead in $100)
            v = win_chance(x, to_come, 30)
            want = float_chance(x, to_come, 30)
            assert 0.0 < v < 1.0 and abs(v - want) < 3e-4 and v >= last  # (ints: in 1/10000)
            assert abs(v + win_chance(-x, to_come, 30) - 1.0) < 2e-4  # as much as the rival's
            last = v
    # a $10k lead: far surer with 2 dice to come than with 50
    assert win_chance(100, 2, 30) > 0.7 > 0.55 > win_chance(100, 50, 30) > 0.5
    assert win_chance(10 ** 9, 0, 1) > 0.999 and win_chance(-(10 ** 9), 0, 1) < 0.001  # (clamped)


class _Noisy(State):
    """A one-decision game for the search: action a is worth a + noise, the noise drawn in
    the rollout and far larger than the gaps between actions."""

    game_id = "las_vegas"  # (the reward's margin scale)
    num_players = 1  # (no fitted prior: VALUE_PRIOR's are for real player counts)

    def __init__(self, k, log=None, steps=1):
        self.k, self.log, self.worth = k, log, 0
        self.steps = steps  # engine steps an iteration applies: the action, then the rollout's
        self.history = []

    def to_move(self):
        return 0

    def legal_actions(self):
        return list(range(self.k))

    def secret_mix(self):
        return None

    def determinize(self, seat, rng, into=None):
        return self.__class__(self.k, self.log, self.steps)

    def apply(self, a):
        self.worth = a
        self.history.append(a)

    def rollout(self, rng, limit=0):
        noise = rng.randbelow(1000)
        if self.log is not None:
            self.log.append((self.worth, noise))
        self.worth = self.worth * 4 + noise  # gaps of 4 under noise of up to 999
        self.history.extend([noise] * (self.steps - 1))

    def is_over(self):
        return False

    def estimate(self):
        return [self.worth, 500]


def _still():
    """A clock that stands still: a bot's deadline never binds (its iterations are the test's)."""
    return 0


def _search(bot, state):
    """bot.choose(state) up to its pick: (visits, means) of each action, read before best()
    lets the search's lists go."""
    bot.start(state)
    while not bot.step():
        pass
    return bot.visits[:], [bot._mean(i) for i in range(len(bot.legal))]


def test_a_made_decision_keeps_no_search_lists():
    # Between its decisions a bot holds only its settings: in a 5-player game four bots wait
    # while one searches (their lists held about 650 bytes each under MicroPython).
    bot = vegas.ai.new_bot("las_vegas", "normal", seed=2, iterations=12)
    pick = bot.choose(_Noisy(6))
    assert pick == 5 and bot.visits is None and bot.total is None and bot.alive is None
    assert bot.choose(_Noisy(4)) == 3  # the next decision makes its own


def test_the_halving_spends_the_budget_and_keeps_the_best():
    for k, budget in ((6, 36), (5, 36), (3, 12), (2, 8), (13, 10)):
        bot = vegas.ai.new_bot("las_vegas", "normal", seed=k, iterations=budget)
        visits, _ = _search(bot, _Noisy(k))
        pick = bot.best()
        assert bot.done_iterations == budget
        if k <= budget:
            # every pass tries each action on the same noise: the best always survives
            assert pick == k - 1
            if k > 2:  # the others were dropped on the way: fewer visits than the finalists
                assert min(visits) < sorted(visits)[-2]


def test_a_work_budget_buys_more_iterations_where_they_are_short():
    # (_Noisy has 1 seat: the heads-up budgets)
    budget, cap = bot_module.WORK["las_vegas"][1], bot_module.ITERATIONS["las_vegas"][1]
    for steps in (40, 20, 10, 2):
        bot = vegas.ai.new_bot("las_vegas", "normal", seed=steps)
        pick = bot.choose(_Noisy(6, steps=steps))
        work = steps + bot_module._ITERATION_STEPS  # an iteration's, in steps
        want = min(cap, budget // work)
        # halving rounds spend whole passes, so up to one pass of the plan may go unspent
        assert want - 6 < bot.done_iterations <= want and bot.work == work * bot.done_iterations
        assert pick == 5
    bot = vegas.ai.new_bot("las_vegas", "normal", iterations=36)  # a fixed count: no work budget
    bot.choose(_Noisy(6, steps=100))
    assert bot.done_iterations == 36


def test_a_level_budget_is_set_per_player_count_and_scales():
    # heads-up and 3-5 players take their own budgets (device time differs); x10 scales both
    budgets = bot_module.ITERATIONS["las_vegan"]  # (easy, normal, hard) heads-up, then 3-5's
    assert budgets[:3] != budgets[3:]
    for players, want in ((2, budgets[1]), (5, budgets[4])):
        s = _Noisy(6)
        s.num_players = players
        bot = bot_module.Bot("las_vegan", "normal", seed=1, clock=lambda: 0)  # (no prior)
        bot.choose(s)
        assert bot.cap == want and bot.done_iterations <= want
        bot.scale_budget(10)
        bot.choose(s)
        assert bot.cap == 10 * want and bot.done_iterations > want


def test_every_action_in_a_pass_sees_the_same_draws():
    log = []
    bot = vegas.ai.new_bot("las_vegas", "normal", seed=3, iterations=36)
    bot.choose(_Noisy(6, log))
    noises = [noise for _, noise in log]
    # 6 actions x 2 passes, then 3 x 4, then 2 x 6: one noise per pass
    sizes = [6] * 2 + [3] * 4 + [2] * 6
    i = 0
    for size in sizes:
        assert len(set(noises[i:i + size])) == 1 and len(set(w for w, _ in log[i:i + size])) == size
        i += size
    assert i == len(log) == 36 and len(set(noises)) > 6


class _Immediate(_Noisy):
    """Action a shows its worth (20 a) on the board at once; the rollout then adds its own
    luck (each action draws differently), far larger than the gaps."""

    def apply(self, a):
        self.worth = 20 * a
        self.history.append(a)

    def rollout(self, rng, limit=0):
        for _ in range(self.worth // 20):
            rng.randbelow(2)
        self.worth += rng.randbelow(1000) - 500

    def estimate(self):
        return [self.worth, 0]


def test_the_prior_is_the_position_right_after_the_action_counted_as_visits():
    luck_won = 0
    for seed in range(20):
        bot = vegas.ai.new_bot("las_vegas", "normal", seed=seed, iterations=6)
        bot.prior_visits = 0
        luck_won += bot.choose(_Immediate(3)) != 2  # a sample or two each: luck often decides
        bot = vegas.ai.new_bot("las_vegas", "normal", seed=seed, iterations=6)
        bot.prior_visits = 100
        visits, means = _search(bot, _Immediate(3))
        assert bot.best() == 2  # a heavy prior: the board's worth decides
        for i in range(3):  # every action tried; its mean: the prior's 100 visits, then its own
            d = _Immediate(3)
            d.apply(i)
            own = means[i] * (visits[i] + 100) - 100 * bot_module.reward(d, 0)
            assert visits[i] and -1e-6 < own < visits[i] + 1e-6  # rewards are 0-1
    assert luck_won >= 8


def test_every_action_has_its_prior_before_any_rollout():
    # One rollout where there are three actions (the device's easy Royale completes one): the
    # two never rolled out are still judged by the position right after them, not left out.
    for seed in range(10):  # (a clock standing still: on a loaded machine the deadline could bind first)
        bot = vegas.ai.new_bot("las_vegas", "normal", seed=seed, iterations=1, clock=_still)
        bot.prior_visits = 100
        visits, means = _search(bot, _Immediate(3))
        assert bot.best() == 2
        assert sum(visits) == 1
        for i in range(3):
            d = _Immediate(3)
            d.apply(i)
            prior = bot_module.reward(d, 0)
            if not visits[i]:
                assert abs(means[i] - prior) < 1e-9
    bot = vegas.ai.new_bot("las_vegas", "normal", seed=1, iterations=1)
    bot.prior_visits = 0  # without a prior an action never tried has no mean
    _, means = _search(bot, _Immediate(3))
    assert sorted(means)[:2] == [-1.0, -1.0]


def test_the_prior_pass_keeps_to_the_deadline():
    now = [0]

    class Slow(_Immediate):  # each determinization takes 10 ms: a prior costs about that
        def determinize(self, seat, rng, into=None):
            now[0] += 10
            return Slow(self.k)

    bot = vegas.ai.new_bot("las_vegas", "easy", seed=1, clock=lambda: now[0])
    bot.slip = 0
    visits, _ = _search(bot, Slow(40))  # 40 options: more priors than 0.15 s pays for
    priored = [i for i in range(40) if bot.total[i] >= 0]
    pick = bot.best()
    assert now[0] <= 150
    assert 5 < len(priored) < 40 and sum(visits) == 0  # no time left for a rollout
    assert pick == max(priored)  # the best of those judged (worth 20 a)


def _fitted_value(model, s, d, seat):
    """VALUE_PRIOR's model of d, the position right after `seat`'s action in s (heads-up), in
    floats: the linear form (5 numbers) or the chance form (6)."""
    kept = d.dice_left(seat) - s.dice_left(seat)  # minus the dice placed
    lead0 = s.estimate()[seat] - s.estimate()[1 - seat]
    lead = d.estimate()[seat] - d.estimate()[1 - seat]
    if len(model) == 5:
        visits, c, per_lead, per_die, per_change = model
        return min(1, max(0, (c + per_lead * lead0 + per_die * kept + per_change * (lead - lead0)) / 1e6))
    return chance_reference(lead, kept, d, seat, model[1:])


def _judges_by_the_fitted_model(game_id, seed):
    """Every action's prior is VALUE_PRIOR's model of the position right after it (heads-up;
    Royale's test is in tests/test_ai_games.py), in each of one bot's first decisions."""
    from vegas.ai.prior import prior_of

    rng = Rng(seed)
    s = vegas.new_game(game_id, 2)
    # one rollout: priors decide (the clock stands still: a loaded machine's deadline binds first)
    bot = vegas.ai.new_bot(game_id, "normal", seed=2, iterations=1, clock=_still)
    model = bot_module.VALUE_PRIOR[game_id][2]
    spread = 0
    for _ in range(4):  # the bot moves for both seats: the lead before changes sign
        while s.to_move() < 0:
            s.apply(s.sample_chance(rng))
        visits, means = _search(bot, s)
        pick = bot.best()
        assert pick in s.legal_actions()
        assert bot.model and bot.prior_visits == model[0]
        seat = s.to_move()
        values = []
        for i, a in enumerate(bot.legal):
            d = s.clone()
            d.apply(a)
            v = prior_of(bot, d)
            assert abs(v - _fitted_value(model, s, d, seat)) < (1e-9 if len(model) == 5 else 3e-4)
            if not visits[i]:
                assert abs(means[i] - v) < 1e-9  # the prior the search took
            values.append(v)
        spread += max(values) > min(values)
        s.apply(pick)
    assert spread >= 3
    return rng


def test_heads_up_las_vegas_judges_an_action_by_the_fitted_model():
    from vegas.ai.net import judge, reader
    from vegas.ai.prior import prior_of

    rng = _judges_by_the_fitted_model("las_vegas", 4)
    # three players: the learned judge (vegas.ai.net), its cost counted against the work budget
    s3 = vegas.new_game("las_vegas", 3)
    while s3.to_move() < 0:
        s3.apply(s3.sample_chance(rng))
    bot3 = vegas.ai.new_bot("las_vegas", "normal", seed=2, iterations=1)
    bot3.choose(s3)
    assert bot3.model == bot_module.VALUE_PRIOR["las_vegas"][3] and bot3.prior_visits == bot3.model[0]
    r = reader("las_vegas")
    assert bot3.prior_work == r.EXTRA_STEPS * len(bot3.legal)
    d = s3.clone()
    d.apply(bot3.legal[0])
    assert prior_of(bot3, d) == judge(d, s3.to_move(), r)


def test_the_learned_judge_prefers_a_sole_majority_on_a_big_note():
    # Three players, round one, nothing placed yet: one 4-die face that alone takes a casino of
    # $90k, or one die on a casino whose note is $10k. The judge sees the first as far better.
    from vegas.ai.net import judge, reader

    s = vegas.new_game("las_vegas", 3)
    rng = Rng(5)
    while s.to_move() < 0:
        s.apply(s.sample_chance(rng))
    seat = s.to_move()
    values = []
    for c, n in ((_casino_with_note(s, max), 4), (_casino_with_note(s, min), 1)):
        d = s.clone()
        d.dice[c * (s.num_players + 1) + seat] += n  # (a casino row: the seats, then white)
        d.own_left[seat] -= n
        values.append(judge(d, seat, reader("las_vegas")))
    assert 0 <= values[1] < values[0] <= 1


def _casino_with_note(s, pick):
    tops = [s.notes[c][0] for c in range(6)]
    return tops.index(pick(tops))


def test_the_learned_judge_costs_the_search_its_steps():
    # What the judge costs (EXTRA_STEPS a prior) comes off the work budget (Las Vegas), or the
    # iterations at the rollouts' pace (Royale): at a cost beyond the whole budget, the search
    # stops after its first pass over the actions alive (heads-up Royale: the two its prior
    # keeps, PRUNE), and the iteration begun as the budget was fitted to the first pass's work
    # where a halving round remains. (Royale's engine exceeds this heap under MicroPython:
    # CPython only.)
    from vegas.ai.bot import PRUNE, fitted
    from vegas.ai.net import reader

    for game_id, players, level in (("las_vegas", 4, "normal"), ("royale", 2, "hard")):
        if game_id == "royale" and sys.implementation.name != "cpython":
            continue
        net = reader(game_id)
        s = decision_with(game_id, players, 8, 3)
        runs = []
        saved = net.EXTRA_STEPS
        try:
            for cost in (0, 100000):
                net.EXTRA_STEPS = cost
                bot = vegas.ai.new_bot(game_id, level, seed=1, clock=lambda: 0)
                bot.choose(s)
                runs.append(bot.done_iterations)
        finally:
            net.EXTRA_STEPS = saved
        k = len(s.legal_actions())
        alive = min(k, fitted(PRUNE, game_id, players) or k)
        assert runs[1] == alive + (1 if alive > 2 else 0) < runs[0]
