"""The vegas contract: registry, argument errors, illegal actions."""

import vegas
from helpers import raises, step_random, unload_games
from vegas.rng import Rng


def test_registry_lists_every_game():
    assert set(vegas.GAME_IDS) == set(vegas.GAMES)
    for gid in vegas.GAME_IDS:
        info = vegas.GAMES[gid]
        assert 2 <= info["min_players"] <= info["max_players"] <= 5
        assert "first_player" in [name for name, _ in info["options"]]
        s = vegas.new_game(gid, info["min_players"])
        assert s.game_id == gid and s.num_players == info["min_players"]
        assert s.options["first_player"] == 0
        s = None
        unload_games()  # one game's modules in memory at a time


def test_bad_arguments_name_the_problem():
    e = raises(ValueError, vegas.new_game, "las_vegass", 3)
    assert "las_vegass" in str(e) and "las_vegas" in str(e)
    e = raises(ValueError, vegas.new_game, "las_vegas", 6)
    assert "2-5" in str(e)
    e = raises(ValueError, vegas.new_game, "las_vegas", 3, white=True)
    assert "white" in str(e) and "neutral_dice" in str(e)
    e = raises(ValueError, vegas.new_game, "las_vegas", 3, first_player=3)
    assert "first_player" in str(e) and "0-2" in str(e)
    e = raises(ValueError, vegas.new_game, "las_vegas", 3, neutral_dice="yes")
    assert "neutral_dice" in str(e)


def test_illegal_action_is_a_value_error_and_changes_nothing():
    assert issubclass(vegas.IllegalAction, ValueError)
    assert issubclass(vegas.SaveError, ValueError)
    s = vegas.new_game("las_vegas", 3)
    rng = Rng(1)
    while s.to_move() == vegas.CHANCE:
        s.apply(s.sample_chance(rng))
    before = s.view(0), list(s.history)
    legal = s.legal_actions()
    bad = [a for a in range(6) if a not in legal][0] if len(legal) < 6 else 6
    e = raises(vegas.IllegalAction, s.apply, bad)
    assert str(bad) in str(e) and "player" in str(e)
    raises(vegas.IllegalAction, s.apply, "3")
    raises(vegas.IllegalAction, s.apply, None)
    assert (s.view(0), list(s.history)) == before


def test_first_player_option():
    rng = Rng(4)
    s = vegas.new_game("las_vegas", 4, first_player=2)
    while s.to_move() == vegas.CHANCE:
        s.apply(s.sample_chance(rng))
    assert s.to_move() == 2


def test_replay_rebuilds_history():
    rng = Rng(9)
    s = vegas.new_game("las_vegas", 2, neutral_dice=True)
    for _ in range(40):
        step_random(s, rng)
    r = vegas.replay("las_vegas", 2, s.history, neutral_dice=True)
    assert r.view(1) == s.view(1) and r.legal_actions() == s.legal_actions()
    raises(vegas.IllegalAction, vegas.replay, "las_vegas", 2, list(s.history) + [99999999])


def test_play_runs_a_game_to_its_end_drawing_as_step_random_does():
    # Las Vegas only: every game module at once would not fit the MicroPython run's heap
    a = vegas.play(vegas.new_game("las_vegas", 3), Rng(6))
    b, rng = vegas.new_game("las_vegas", 3), Rng(6)
    while not b.is_over():
        step_random(b, rng)
    assert a.is_over() and list(a.history) == list(b.history)
    decisions = [0, 0]  # per seat

    def last_legal(s):
        decisions[s.to_move()] += 1
        return s.legal_actions()[-1]

    c = vegas.play(vegas.new_game("las_vegas", 2), Rng(7), last_legal)
    assert c.is_over() and decisions[0] > 0 and decisions[1] > 0
