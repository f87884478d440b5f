"""Chance nodes as a library user sees them: chance_outcomes() and the draws that follow it.

At a few chance nodes of each game (those with at most MAX_OUTCOMES outcomes, so that the
draws fill every bin), sample_chance() is drawn DRAWS times and the counts are compared with
chance_outcomes()'s probabilities by a chi-square test at a significance of 1 in 10,000
(fixed seeds: the test is deterministic; a wrong distribution fails it by far). Royale's are
in test_royale_chance.py (its engine needs a bigger heap under MicroPython).
"""

import math
import sys

import vegas
from helpers import check_chance_outcomes, step_random, unload_games
from vegas.rng import Rng

DRAWS = 3000
MAX_OUTCOMES = 300
NODES = 3  # per game and player count
MIN_EXPECTED = 10  # outcomes are merged into bins expecting at least this many draws
Z = 3.719  # the standard normal's upper 1e-4 point


def chi_square_limit(df):
    """The chi-square distribution's upper 1e-4 point (Wilson-Hilferty)."""
    k = 2 / (9 * df)
    return df * (1 - k + Z * math.sqrt(k)) ** 3


def bins_of(outcomes, draws):
    """Groups of outcomes, each expecting at least MIN_EXPECTED of `draws` (small ones merged)."""
    groups, cur, mass = [], [], 0.0
    for o, p in sorted(outcomes, key=lambda op: op[1]):
        cur.append(o)
        mass += p
        if mass * draws >= MIN_EXPECTED:
            groups.append((cur, mass))
            cur, mass = [], 0.0
    if cur:  # the rest join the last group
        last, m = groups.pop()
        groups.append((last + cur, m + mass))
    return groups


def chance_nodes(game_id, players, seed):
    """Up to NODES chance states of one random game with at most MAX_OUTCOMES outcomes."""
    rng, s, out = Rng(seed), vegas.new_game(game_id, players), []
    while not s.is_over() and len(out) < NODES:
        if s.to_move() == vegas.CHANCE and few_outcomes(s) and len(s.chance_outcomes()) <= MAX_OUTCOMES:
            if not out or len(s.history) > len(out[-1].history) + 5:  # spread through the game
                out.append(s.clone())
        step_random(s, rng)
    return out


def few_outcomes(s):
    """Whether s's outcomes can be listed in a device-sized heap: a roll of 8 dice and 2 white
    has 27,027 (MicroPython runs these tests in 96 KB)."""
    if getattr(s, "chance_kind", lambda: "")() in ("white", "roll", "neutral"):
        return sum(s.dice_to_roll()) <= 4
    return True


def check_draws(s, seed):
    outcomes = check_chance_outcomes(s)
    probability = dict(outcomes)
    counts = {}
    rng = Rng(seed)
    for _ in range(DRAWS):
        o = s.sample_chance(rng)
        assert o in probability, "sample_chance drew %r, not among chance_outcomes()" % o
        counts[o] = counts.get(o, 0) + 1
    groups = bins_of(outcomes, DRAWS)
    stat = 0.0
    for members, mass in groups:
        seen = sum(counts.get(o, 0) for o in members)
        expected = mass * DRAWS
        stat += (seen - expected) ** 2 / expected
    df = len(groups) - 1
    if df:
        assert stat < chi_square_limit(df), "%s: chi-square %.1f on %d df (limit %.1f) at %r" % (
            s.game_id, stat, df, chi_square_limit(df), s)
    return df


def check_game(game_id, players):
    tested = 0
    for seed in range(1, 4):
        for s in chance_nodes(game_id, players, seed):
            tested += check_draws(s, seed) > 0
    unload_games()
    assert tested >= 2, "%s %d players: only %d chance nodes tested" % (game_id, players, tested)


def test_las_vegas_chance():
    check_game("las_vegas", 2)
    check_game("las_vegas", 5)


def test_knizia_chance():
    check_game("knizia", 3)


def test_las_vegan_chance():
    check_game("las_vegan", 2)
    check_game("las_vegan", 4)


def _ways(faces):
    """Orders in which dice can show `faces`: len! / (product of each face's count!)."""
    out = _factorial(len(faces))
    for f in set(faces):
        out //= _factorial(faces.count(f))
    return out


def _factorial(n):
    return n * _factorial(n - 1) if n > 1 else 1


def test_a_roll_lists_every_multiset_at_its_odds():
    from vegas.dice import roll_code

    # a whole first roll of 8 dice and the neutral ones on CPython (27,027 outcomes); on
    # MicroPython's or CircuitPython's device-sized heap a later roll of a few dice
    small = sys.implementation.name != "cpython"
    s = vegas.new_game("las_vegas", 2, neutral_dice=True)
    rng = Rng(3)
    while s.chance_kind() != "roll" or (small and sum(s.dice_to_roll()) > 3):
        step_random(s, rng)
    n_own, n_white = s.dice_to_roll()
    assert (n_own <= 2 if small else n_own == 8) and n_white > 0
    outcomes = dict(check_chance_outcomes(s))
    multisets = _ways([0] * n_own + [1] * 5) * _ways([0] * n_white + [1] * 5)  # C(n + 5, 5) each
    assert len(outcomes) == multisets
    six = 6 ** (n_own + n_white)
    assert abs(outcomes[roll_code([6] * n_own, [6] * n_white)] - 1 / six) < 1e-15  # one way
    own, white = [1 + i % 6 for i in range(n_own)], [1 + i % 6 for i in range(n_white)]
    assert abs(outcomes[roll_code(own, white)] - _ways(own) * _ways(white) / six) < 1e-12
