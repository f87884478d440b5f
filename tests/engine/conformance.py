"""The generic conformance test every registered game must pass.

Each game's test module (test_conformance_<game_id>.py) calls check_game for each of
its player counts, so under MicroPython one process loads one game, as the device does.
"""

import sys

import vegas
import vegas.save
from helpers import assert_same, assert_same_fields, check_chance_outcomes, option_sets, raises, step_random
from invariants import checker
from vegas.rng import Rng
from vegas.state import State

# MicroPython and CircuitPython are slower; they play fewer games of the same kind.
GAMES_PER_CASE = 2 if sys.implementation.name != "cpython" else 6
# Chance nodes' outcome lists are checked on CPython: a roll of 10 dice has 27,027 outcomes, too
# many for the device-sized heap MicroPython runs these tests in (tests/engine/test_chance.py
# checks small ones there).
FULL_CHANCE = sys.implementation.name == "cpython"


def _check_chance(state, rng):
    """chance_outcomes(): each outcome once, by outcome, probabilities > 0 summing to 1, and
    legal_actions() lists them; what sample_chance() draws is among them and accepted."""
    codes = [o for o, _ in check_chance_outcomes(state)]
    assert codes
    drawn = state.sample_chance(Rng(rng.randbelow(1000)))
    assert drawn in codes and state.chance_error(drawn) == ""


def _refuses(state, bad):
    twin = state.clone()
    raises(vegas.IllegalAction, state.apply, bad)
    assert_same(state, twin, "refused action %r changed the state:" % (bad,))


def _check_step(state, rng, spare):
    who = state.to_move()
    n = state.num_players
    assert who == vegas.CHANCE or 0 <= who < n, "to_move out of range: %r" % who
    if who == vegas.CHANCE:
        if FULL_CHANCE and len(state.history) % 4 == 0:
            _check_chance(state, rng)
        return
    legal = state.legal_actions()
    assert legal, "a player to move must have a legal action"
    assert legal == sorted(legal) and len(set(legal)) == len(legal), "legal actions not sorted/unique"
    for a in legal:
        assert 0 <= a < 1024, "actions are small ints"
        text = state.action_text(a)
        assert type(text) is str and text and text != "?", "action_text(%d) = %r" % (a, text)
    if rng.randbelow(8) == 0:
        _refuses(state, max(legal) + 1 + rng.randbelow(5))
        _refuses(state, -1)
    if rng.randbelow(12) == 0:  # what a bot searches: same view, same choices, plays on
        seed = rng.randbelow(1000)
        det = state.determinize(who, Rng(seed))
        assert det.view(who) == state.view(who), "determinize changed what seat %d sees" % who
        if spare is not None:  # a bot's search overwrites one state: it must come out the same
            assert state.determinize(who, Rng(seed), spare) is spare
            assert_same_fields(spare, det, "determinize into an old copy")
        assert det.legal_actions() == legal and len(det.history) == 0
        State.playout(det, Rng(7))  # (the generic loop: no fast-playout module to load here)
        assert det.winners() or det.bank_wins()
        assert det.estimate() == det.scores(), "estimate() of a finished game is its scores"
    if rng.randbelow(12) == 0:
        _check_short_rollout(state, 1 + rng.randbelow(4), rng.randbelow(1000))


def _check_short_rollout(state, limit, seed):
    """State.playout(rng, limit): at most `limit` decisions, and exactly that many unless the game
    or the round ended first; stops before a decision; the history replays to the same state."""
    det = state.determinize(state.to_move(), Rng(seed))
    State.playout(det, Rng(seed + 1), limit)
    replayed = state.determinize(state.to_move(), Rng(seed))  # the same hidden parts
    start_round = getattr(replayed, "round", 0)
    decisions = 0
    for step in det.history:
        if replayed.to_move() != vegas.CHANCE:
            decisions += 1
        replayed.apply(step)
    assert_same(replayed, det, "short rollout replayed")
    assert decisions <= limit
    if decisions < limit:
        assert det.is_over() or getattr(det, "round", 0) != start_round, "stopped early"
    else:
        assert det.is_over() or det.to_move() != vegas.CHANCE or getattr(det, "round", 0) != start_round
    est = det.estimate()
    assert len(est) == state.num_players and min(est) >= 0


def run_game(game_id, players, options, seed):
    rng = Rng(seed)
    state = vegas.new_game(game_id, players, **options)
    check = checker(game_id)
    steps = 0
    saved_at = None
    spare = None  # an earlier copy, played on since: what clone and determinize may overwrite
    while state.to_move() != vegas.OVER:
        _check_step(state, rng, spare)
        if check:
            check(state)
        if rng.randbelow(40) == 0:  # clone is independent
            twin = state.clone()
            assert_same(state, twin, "clone")
            if spare is not None:
                assert state.clone(True, spare) is spare
                assert_same_fields(spare, twin, "clone into an old copy")
            step_random(twin, Rng(seed + steps))
            assert len(state.history) == len(twin.history) - 1
            spare = twin
        if saved_at is None and steps > 30:
            saved_at = (vegas.save.dumps(state, rng), list(state.history))
        step_random(state, rng)
        steps += 1
        assert steps < 20000, "game did not finish"
    if check:
        check(state)
    _refuses(state, 0)
    winners = state.winners()
    # Only the Bank game can end with no winning seat (both players at 0: the Bank wins).
    bank = getattr(state, "bank_wins", None)
    assert winners or (bank and bank()), "no winner"
    assert all(0 <= w < players for w in winners), "winners %r" % winners
    assert len(state.scores()) == players
    return state, saved_at


def check_game(gid, players, sets=None, games=GAMES_PER_CASE):
    """Conformance games of `gid` at one player count: `games` per option set (default: every
    combination of the bool options)."""
    sets = sets or option_sets(gid, players)
    assert sets, "%s has no valid option set for %d players" % (gid, players)
    cases = 0
    for options in sets:
        for g in range(games):
            seed = 1000 * players + 17 * g + cases
            state, saved = run_game(gid, players, options, seed)
            # same seed + same actions -> same history
            again = run_game(gid, players, options, seed)[0]
            assert again.history == state.history
            again = None
            # replay and save/load give equal states
            other = vegas.replay(gid, players, state.history, **options)
            assert_same(state, other, "replay")
            other = None
            other, rng = vegas.save.loads(vegas.save.dumps(state))
            assert rng is None
            assert_same(state, other, "save")
            other = None
            if saved:
                other, rng = vegas.save.loads(saved[0])
                assert list(other.history) == saved[1] and rng is not None
                other = None
            cases += 1
    return cases
