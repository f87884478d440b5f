"""Bots in every game (CPython): legal at every level, no peeking, the mixed strategies of
simultaneous secret choices.

Not under MicroPython: with the test harness, a bot and the largest engines exceed the 96 KB
heap of the 64-bit Unix port (see tests/engine/test_ai.py).
"""

import sys

from test_ai import _judges_by_the_fitted_model, _play_with_bots, chance_reference

import vegas
import vegas.ai
from helpers import decision_with, unload_games
from vegas.ai.bot import PRIOR_VISITS
from vegas.ai.mix import _SECRET_MARGIN
from vegas.knizia.data import DUEL_CHALLENGER, DUEL_DEFENDER
from vegas.rng import Rng


def test_bots_play_whole_games_legally_in_every_game_at_every_level():
    for gid in vegas.GAME_IDS:
        for level in ("random", "easy", "normal", "hard"):
            s = _play_with_bots(gid, 3, level, 5)
            assert s.is_over()
        s = None
        unload_games()  # one game's modules in memory at a time, as on the device


def test_a_searching_bot_loads_what_its_search_uses_when_it_is_made():
    # compiled at the first rollout instead, a module would need its parse tree's room
    # beside a game in progress (docs/BENCHMARKS.md, reading the heap)
    unload_games()
    vegas.ai.new_bot("las_vegas", "random")
    assert "vegas.las_vegas.game" not in sys.modules  # a random bot searches nothing
    for gid in ("las_vegas", "las_vegan", "knizia", "royale"):
        vegas.ai.new_bot(gid, "easy")
        info = vegas.GAMES[gid]
        assert info["module"] in sys.modules
        assert info.get("search", info["module"]) in sys.modules
    assert "vegas.las_vegas.rollout" in sys.modules and "vegas.las_vegan.determinize" in sys.modules
    assert "vegas.royale.rollout" in sys.modules
    unload_games()


def test_a_bot_sees_only_its_view():
    # two Las Vegan deals that differ only in the other hands: the same choice
    from lvn_helpers import R, card, deal

    a = deal(4, [[card(R, 1)], [card(R, 2)], [card(R, 3)], [card(R, 4)]])
    b = deal(4, [[card(R, 1)], [card(R, 3)], [card(R, 4)], [card(R, 2)]])
    for seed in range(3):
        x = vegas.ai.new_bot("las_vegan", "normal", seed=seed, iterations=8).choose(a)
        y = vegas.ai.new_bot("las_vegan", "normal", seed=seed, iterations=8).choose(b)
        assert x == y
    unload_games()


def test_the_duel_is_played_from_a_mixed_strategy():
    from kz_helpers import new, roll

    from vegas.knizia.codes import A_GOOD_LUCK, A_HEARTS

    counts = [0, 0, 0]
    for seed in range(60):
        s = new([5, 5], advanced=True)
        roll(s, 2)
        s.apply(A_GOOD_LUCK + 1)  # B challenges A's counter
        a = vegas.ai.new_bot("knizia", "hard", seed=seed).choose(s)
        counts[a - A_HEARTS] += 1
    assert all(counts), counts  # every pick is used: not one predictable choice
    # the mix is an equilibrium: each pick earns the challenger 4/9 against the defender's mix
    keeps = {(2, 1): 1, (3, 2): 1, (1, 3): 1, (1, 1): 0.5, (2, 2): 0.5}
    for a in (1, 2, 3):
        worth = sum(DUEL_DEFENDER[d - 1] * keeps.get((a, d), 0) for d in (1, 2, 3))
        assert abs(worth - 4) < 1e-9
    for d in (1, 2, 3):
        worth = sum(DUEL_CHALLENGER[a - 1] * keeps.get((a, d), 0) for a in (1, 2, 3))
        assert abs(worth - 4) < 1e-9
    unload_games()


def _las_vegan_secret_reveal():
    """A 2-player Las Vegan game played at random up to a reveal after the Bank leads, with at
    least 3 cards to choose from."""
    from vegas.las_vegan.codes import PH_SECRET

    rng, s = Rng(2), vegas.new_game("las_vegan", 2)
    while not (s.phase == PH_SECRET and len(s.legal_actions()) >= 3):
        assert not s.is_over()
        s.apply(s.sample_chance(rng) if s.to_move() == vegas.CHANCE else rng.choice(s.legal_actions()))
    return s


def test_las_vegans_secret_reveal_is_played_from_a_mix_of_the_searched_options():
    # both players choose at once, unseen: the searched best would be a pick a player could learn
    s = _las_vegan_secret_reveal()
    assert s.secret_mix() == ()
    not_best = 0
    for seed in range(30):
        bot = vegas.ai.new_bot("las_vegan", "hard", seed=seed, iterations=24)
        bot.start(s)
        while not bot.step():
            pass
        means = {bot.legal[i]: bot._mean(i) for i in bot.alive}  # the halving's last round
        pick = bot.best()
        assert pick in means and means[pick] > max(means.values()) - _SECRET_MARGIN / 1000
        not_best += means[pick] < max(means.values())
    assert not_best  # not always the searched best
    # elsewhere the searched best, as before
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])  # the reveal: the trick is taken
    while s.secret_mix() is None and s.to_move() == vegas.CHANCE:
        s.apply(s.sample_chance(Rng(1)))
    assert s.secret_mix() is None
    for seed in range(5):
        bot = vegas.ai.new_bot("las_vegan", "normal", seed=seed, iterations=12)
        bot.start(s)
        while not bot.step():
            pass
        best = max(bot.alive, key=bot._mean)
        assert bot.best() == bot.legal[best]
    unload_games()


def test_hints_rank_every_option_of_the_duel_and_a_game_of_bots_never_loads_them():
    from kz_helpers import new, roll

    from vegas.knizia.codes import A_GOOD_LUCK, A_HEARTS

    unload_games()
    sys.modules.pop("vegas.ai.advisor", None)
    s = new([5, 5], advanced=True)
    roll(s, 2)
    s.apply(A_GOOD_LUCK + 1)  # B challenges A's counter
    vegas.ai.new_bot("knizia", "hard", seed=1).choose(s)
    assert "vegas.ai.advisor" not in sys.modules
    # play uses the duel's mix; a hint searches each pick instead
    from vegas.ai.advisor import new_advisor

    rows = new_advisor("knizia", seed=1, iterations=9).advise(s)
    assert sorted(a for a, _, _ in rows) == s.legal_actions() == [A_HEARTS, A_HEARTS + 1, A_HEARTS + 2]
    assert all(n > 0 for _, _, n in rows)
    unload_games()


def test_a_hint_at_a_mixed_choice_ranks_the_options_the_mix_never_plays_last():
    # Royale's Black Box: the rollouts' random picker makes every split worth half the tokens,
    # so the search alone could hint a split a picker exploits; the bots play BLACK_BOX_EVEN's.
    from ry_helpers import A, finish_turns, new, one
    from vegas.ai.advisor import new_advisor
    from vegas.royale.data import BLACK_BOX, BLACK_BOX_EVEN

    s = new(2, faces=[BLACK_BOX])
    one(s, A, 1)
    finish_turns(s, 6)
    assert s.legal_actions() == list(range(1, 63))
    for seed in range(3):
        rows = new_advisor("royale", seed=seed, iterations=12).advise(s)
        assert sorted(r[0] for r in rows) == s.legal_actions()
        assert {r[0] for r in rows[:6]} == set(BLACK_BOX_EVEN)
    unload_games()


def test_a_hint_is_the_bots_own_pick_even_where_a_dropped_option_averaged_more():
    # The advisor ranks the options still in the running first, as the bot picks among them;
    # ranked by worth alone, an option the halving dropped on one lucky rollout could top it.
    from vegas.ai.advisor import new_advisor

    outranked = 0  # positions where a dropped option's mean beat the pick's
    for gid in ("las_vegan", "knizia", "las_vegas"):
        s = vegas.new_game(gid, 2)
        rng = Rng(7)
        checked = 0
        while checked < 12 and not s.is_over():
            if s.to_move() == vegas.CHANCE:
                s.apply(s.sample_chance(rng))
                continue
            legal = s.legal_actions()
            if len(legal) > 2 and s.secret_mix() is None:  # (a secret choice is played mixed)
                seed = len(s.history)
                adv = new_advisor(gid, seed=seed, clock=lambda: 0)
                rows = adv.advise(s)
                pick = vegas.ai.new_bot(gid, "normal", seed=seed, clock=lambda: 0).choose(s)
                assert rows[0][0] == pick and sorted(r[0] for r in rows) == sorted(legal)
                dropped = rows[len(adv.alive):]
                assert all(a[2] >= b[2] for a, b in zip(dropped, dropped[1:]))  # longer kept first
                outranked += any(r[1] > rows[0][1] for r in dropped)
                checked += 1
            s.apply(rng.choice(legal))
        assert checked == 12
        unload_games()
    assert outranked >= 3


def test_a_hints_number_is_the_win_chance_its_rollouts_saw_not_their_worth():
    # reward()'s worth pays a share for rank too: with 3 players a seat that finishes second
    # in every rollout is worth something, but its chance to win is nil (the old hint showed
    # the worth: 38% here).
    from vegas.ai.advisor import new_advisor

    s = vegas.new_game("las_vegas", 3)
    rng = Rng(3)
    while not s.is_over():
        if s.to_move() == vegas.CHANCE:
            s.apply(s.sample_chance(rng))
            continue
        legal = s.legal_actions()
        if len(legal) > 1 and s.round == 3:  # the last round: rollouts play to the game's end
            adv = new_advisor("las_vegas", seed=1, iterations=12)
            rows = adv.advise(s)
            best = adv.legal.index(rows[0][0])
            if rows[0][1] == 0.0:
                assert adv._mean(best) > 0.3 and rows[0][2] == adv.visits[best] > 0
                break
        s.apply(rng.choice(legal))
    assert not s.is_over()  # (such a position was found)
    unload_games()


def test_a_hints_chance_with_five_players_is_a_share_of_the_win_not_even_odds():
    # reward()'s win part calls a level lead over the best other seat 0.5; with 5 players the
    # hint's chance is the seat's share of exp(score / scale) at an unfinished rollout's end.
    from vegas.ai.advisor import new_advisor, share

    assert abs(share([100, 100, 100, 100, 100], 2, 100) - 0.2) < 1e-9
    assert share([300, 100], 0, 100) > 0.85 and share([300, 100, 100], 1, 100) < 0.15
    chances = []
    for seed in range(3):
        s = vegas.new_game("las_vegas", 5)
        rng = Rng(seed)
        while s.to_move() == vegas.CHANCE:
            s.apply(s.sample_chance(rng))
        rows = new_advisor("las_vegas", seed=1, iterations=12).advise(s)
        chances += [chance for _, chance, n in rows if n]  # (the first round's end: unfinished)
    mean = sum(chances) / len(chances)
    assert 0.1 < mean < 0.26  # about a fifth (by the win part: 0.34)
    unload_games()


def test_a_deep_hint_is_the_hard_bots_pick_and_a_random_advisor_is_refused():
    from vegas.ai.advisor import new_advisor

    for seed in range(3, 6):
        s = decision_with("las_vegan", 2, seed, 3)
        rows = new_advisor("las_vegan", seed=seed, clock=lambda: 0, level="hard").advise(s)
        assert rows[0][0] == vegas.ai.new_bot("las_vegan", "hard", seed=seed, clock=lambda: 0).choose(s)
    try:
        new_advisor("las_vegan", level="random")
        raise AssertionError("a random advisor was made")
    except ValueError as e:
        assert "not random" in str(e)
    unload_games()


def test_knizia_bots_do_not_walk_their_pawns_around_forever():
    # VEGAS allows a turn that only moves the pawn; a bot that just moved plays where it stands
    s = vegas.new_game("knizia", 2)
    bots = [vegas.ai.new_bot("knizia", "normal", seed=p, iterations=6) for p in range(2)]
    from vegas.rng import Rng

    rng, moved, decisions = Rng(4), [False, False], 0
    while not s.is_over():
        who = s.to_move()
        if who == vegas.CHANCE:
            s.apply(s.sample_chance(rng))
            continue
        turn = s.view(who)["phase"] == "turn"
        legal = s.legal_actions()
        a = bots[who].choose(s)
        if turn:
            if moved[who] and any(x >= 14 for x in legal):
                assert a >= 14, "moved the pawn twice running"
            moved[who] = a < 14
        s.apply(a)
        decisions += 1
    assert decisions < 600
    unload_games()


def test_heads_up_royale_judges_an_action_by_the_learned_judge():
    # the judge (vegas.ai.net), its cost counted in iterations at the rollouts' pace
    from vegas.ai.bot import ITERATIONS, VALUE_PRIOR
    from vegas.ai.net import judge, reader
    from vegas.ai.prior import prior_of

    r = reader("royale")
    s = vegas.new_game("royale", 2)
    rng = Rng(3)
    for _ in range(3):
        while s.to_move() < 0 or len(s.legal_actions()) < 3:
            s.apply(s.sample_chance(rng) if s.to_move() < 0 else s.legal_actions()[0])
        bot = vegas.ai.new_bot("royale", "hard", seed=2, clock=lambda: 0)
        pick = bot.choose(s)
        assert bot.model == VALUE_PRIOR["royale"][2] and bot.prior_visits == bot.model[0]
        assert bot.prior_work == r.EXTRA_STEPS * len(bot.legal)
        assert len(bot.legal) <= bot.done_iterations <= bot.iterations < ITERATIONS["royale"][2]
        values = []
        for a in bot.legal:
            d = s.clone()
            d.apply(a)
            values.append(prior_of(bot, d))
            assert values[-1] == judge(d, s.to_move(), r)
        assert len(set(values)) > 1
        s.apply(pick)
    unload_games()


def test_heads_up_royale_rolls_out_only_the_priors_best_actions():
    # PRUNE: once every action has its prior, only the best PRUNE of them are rolled out; the
    # others keep their prior as their worth (what the advisor ranks them by).
    from vegas.ai.bot import PRUNE

    keep = PRUNE["royale"][2]
    checked = 0
    for seed in range(3, 9):
        s = decision_with("royale", 2, seed, keep + 2)
        bot = vegas.ai.new_bot("royale", "hard", seed=seed, clock=lambda: 0)
        bot.start(s)
        k = len(bot.legal)
        while bot.pos < 0:  # the prior pass, one action a step
            assert len(bot.alive) == k
            bot.step(1)
        priors = sorted(bot.total, reverse=True)
        assert min(priors) >= 0 and len(bot.alive) == keep
        assert sorted((bot.total[i] for i in bot.alive), reverse=True) == priors[:keep]
        while not bot.step():
            pass
        rolled = [i for i in range(k) if bot.visits[i]]
        assert sorted(rolled) == sorted(bot.alive) and sum(bot.visits) == bot.done_iterations
        assert bot.done_iterations >= 2 * keep  # (the budget goes to the two)
        assert bot.best() in [bot.legal[i] for i in rolled]
        checked += 1
    assert checked == 6
    unload_games()


def test_a_prior_pass_cut_short_or_a_game_without_pruning_keeps_every_action():
    # A prior pass the deadline ends before every action has its prior prunes nothing (an
    # action without one cannot be ranked); nor does a game PRUNE does not name.
    s = decision_with("royale", 2, 3, 4)
    ticks = [0]

    def clock():  # a slow device: each reading 400 ms later
        ticks[0] += 400
        return ticks[0]

    bot = vegas.ai.new_bot("royale", "hard", seed=1, clock=clock)
    bot.start(s)
    while bot.pos < 0:
        bot.step(1)
    assert min(bot.total) < 0 and len(bot.alive) == len(bot.legal)
    basic = decision_with("royale_basic", 2, 5, 4)
    bot = vegas.ai.new_bot("royale_basic", "hard", seed=1, clock=lambda: 0)
    bot.start(basic)
    while bot.pos < 0:
        bot.step(1)
    assert len(bot.alive) == len(bot.legal)
    unload_games()


def test_heads_up_royales_judge_reads_the_tile_at_each_casino():
    # The face at a casino is one of the judge's inputs: another face there, another worth.
    from vegas.ai.net import judge, reader

    r = reader("royale")
    s = vegas.new_game("royale", 2)
    rng = Rng(4)
    while s.to_move() < 0:
        s.apply(s.sample_chance(rng))
    casinos = s.tile_casinos()
    assert casinos
    seat = s.to_move()
    worth = set()
    for face in range(16):
        d = s.clone()
        d.face[casinos[0]] = face
        worth.add(judge(d, seat, r))
    assert len(worth) > 4  # (where a hidden unit stays off, faces can tie)
    unload_games()


def test_heads_up_royale_basic_judges_an_action_by_the_fitted_model():
    rng = _judges_by_the_fitted_model("royale_basic", 4)
    for game_id, players in (("royale_basic", 3), ("royale", 3)):  # reward()'s prior
        s = vegas.new_game(game_id, players)
        while s.to_move() < 0:
            s.apply(s.sample_chance(rng))
        bot = vegas.ai.new_bot(game_id, "normal", seed=2, iterations=1)
        bot.choose(s)
        assert bot.model is None and bot.prior_visits == PRIOR_VISITS[game_id]
    unload_games()


def test_heads_up_royale_basic_rolls_out_short_and_judges_by_the_leaf():
    from vegas.ai.bot import ITERATIONS, LEAF_MODEL, ROLLOUT, leaf_for, reward

    per_die, spread, a_round, rounds, horizon, percent = LEAF_MODEL["royale_basic"][2]
    as_chance = (per_die, 0, spread, a_round, rounds)  # (a die ahead: per_die, no more)
    rng = Rng(6)
    s = vegas.new_game("royale_basic", 2)
    while s.to_move() < 0:
        s.apply(s.sample_chance(rng))
    bot = vegas.ai.new_bot("royale_basic", "hard", seed=1, clock=lambda: 0)
    bot.choose(s)
    assert bot.leaf and bot.horizon == horizon < ROLLOUT["royale_basic"]
    assert bot.iterations == ITERATIONS["royale_basic"][2] * percent // 100  # short: cheaper
    assert ITERATIONS["royale_basic"][2] < bot.done_iterations <= bot.iterations
    bot = vegas.ai.new_bot("royale_basic", "hard", seed=1, iterations=5)
    bot.choose(s)
    assert bot.done_iterations == 5  # a fixed count stays exact
    # reward(): a finished game as before; an unfinished one's win part is the leaf's chance
    checked = 0
    while not s.is_over():
        if s.to_move() < 0:
            s.apply(s.sample_chance(rng))
            continue
        for seat in (0, 1):
            est = s.estimate()
            ahead = s.dice_left(seat) - s.dice_left(1 - seat)
            win = chance_reference(est[seat] - est[1 - seat], ahead, s, seat, as_chance)
            want = 0.75 * win + 0.25 * (est[seat] > est[1 - seat])
            assert abs(reward(s, seat, leaf_for("royale_basic", 2)) - want) < 3e-4
            checked += 1
        s.apply(rng.choice(s.legal_actions()))
    assert checked > 50
    leaf = leaf_for("royale_basic", 2)
    assert reward(s, 0, leaf) == reward(s, 0) and reward(s, 0) + reward(s, 1) == 1.0
    assert leaf_for("royale_basic", 3) is None and leaf_for("royale", 2) is None
    unload_games()
