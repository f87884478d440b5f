"""tools/regret.py: the oracle's values and a level's regret against them, on a few positions."""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "tools"))

import regret  # noqa: E402

import vegas  # noqa: E402


class InProcess:
    map = staticmethod(lambda f, xs, chunksize=1: [f(x) for x in xs])


def test_levels_parse():
    assert regret.parse_level("hard") == ("hard", 1)
    assert regret.parse_level("hardx10") == ("hard", 10)


def test_a_searching_level_regrets_less_than_random_play():
    rows = regret.measure("las_vegas", 2, 16, 40, 2, ["random", "hard"], InProcess())
    (_, random_regret, random_agree), (_, hard_regret, hard_agree) = rows
    assert 0 <= hard_regret < random_regret
    assert hard_agree > random_agree


def test_the_hint_level_picks_as_normal_does():
    # the UI's hint is the normal bot's own pick (the advisor's first option), seed for seed
    rows = regret.measure("las_vegas", 2, 12, 20, 2, ["normal", "hint"], InProcess())
    (_, normal_regret, normal_agree), (_, hint_regret, hint_agree) = rows
    assert (hint_regret, hint_agree) == (normal_regret, normal_agree)


def test_oracle_values_one_per_legal_action_in_reward_range():
    (history, seat), = regret.positions("royale_basic", 2, 1)
    values = regret.oracle_values(("royale_basic", 2, history, seat, 5, 1))
    assert len(values) == len(vegas.replay("royale_basic", 2, history).legal_actions())
    assert all(0.0 <= v <= 1.0 for v in values)


def test_bad_arguments_are_named_before_any_game_is_played():
    tool = os.path.join(os.path.dirname(HERE), "tools", "regret.py")
    for args, says in ((["las_vegas", "expert"], "levels"), (["las_vegas", "hardx0"], "K >= 1"),
                       (["las_vegas", "hintx3"], "searching level"),
                       (["nope"], "known games"), (["las_vegas", "--rolls", "0"], "1 or more"),
                       (["knizia", "--players", "5"], "takes 2-4 players")):
        p = subprocess.run([sys.executable, tool] + args, capture_output=True, text=True, timeout=60)
        assert p.returncode != 0 and says in p.stderr, (args, p.stderr)


def test_positions_from_other_games_are_other_positions():
    first = regret.positions("las_vegas", 2, 4)
    assert regret.positions("las_vegas", 2, 4) == first  # seeded: the same games again
    other = regret.positions("las_vegas", 2, 4, 9000)  # (--games-from 9000)
    assert len(other) == 4 and all(p not in first for p in other)


def test_by_phase_splits_every_position_and_its_regret_among_the_kinds_of_decision():
    phases = {}
    rows = regret.measure("las_vegan", 2, 24, 10, 1, ["normal"], InProcess(), phases=phases)
    (_, overall, _), = rows
    assert sum(row[0] for row in phases.values()) == 24
    assert {"play, leading", "play"} <= set(phases)  # a lead and a follow are told apart
    # each kind's regret summed over its positions: together, the overall mean's
    assert abs(sum(row[2] for row in phases.values()) / 24 - overall) < 1e-6
    table = regret.phase_table(["normal"], phases)
    assert table[0] == "| phase | positions | options | normal |" and len(table) == 2 + len(phases)


def test_the_phase_of_a_position_is_its_views():
    (history, seat), = regret.positions("royale", 2, 1)
    view = vegas.replay("royale", 2, history).view(seat)
    assert regret.phase_of("royale", 2, history, seat) == view["phase"]
