"""A game's splash as it begins: its name on the sign, who made it, each seat's colour and kind;
the table after the speed's time or at A; none at instant speed, and none on Continue."""

import simhelp
from ui.session import KINDS, Session
from ui.settings import SPLASH_MS


def _begin(d, game, kinds):
    app = d.app
    app.begin(Session.new(game, [KINDS.index(k) for k in kinds], list(range(len(kinds))), {},
                          app.new_seed(len(kinds))))
    d.frame()


def test_the_splash_names_the_game_and_its_seats_then_gives_way_to_the_table(tmp_path):
    d = simhelp.driver(tmp_path, seed=3)
    _begin(d, "royale", ["human", "hard", "easy"])
    sp = d.app.scene
    assert d.app.scene_name == "splash" and sp.sign.text == "ROYALE"
    assert [t.text for t in sp.lines] == ["Ruediger Dorn, 2019: with the tiles", "Blue: you", "Red: hard AI",
                                          "Green: easy AI"]
    frames = 0
    while d.app.scene_name == "splash":
        d.frame()
        frames += 1
    assert d.app.scene_name == "play" and abs(frames * 20 - SPLASH_MS[1]) <= 40


def test_a_skips_it_instant_speed_has_none_and_two_humans_are_players(tmp_path):
    d = simhelp.driver(tmp_path, seed=3)
    _begin(d, "las_vegan", ["human", "human"])
    assert [t.text for t in d.app.scene.lines][1:] == ["Blue: a player", "Red: a player",
                                                       "Bank: a third hand, by the rules"]
    d.tap("a")
    assert d.app.scene_name == "play"
    d = simhelp.driver(tmp_path, seed=3, name="fast.bin")
    simhelp.fast_settings(d)
    _begin(d, "knizia", ["human", "easy"])
    assert d.app.scene_name == "play"


def test_continue_goes_straight_to_the_table(tmp_path):
    d = simhelp.driver(tmp_path, seed=3)
    _begin(d, "las_vegas", ["human", "easy"])
    d.run_until_idle()
    d.app.goto("title")
    d.frame()
    assert d.app.scene.entries()[0][1] == "continue"
    d.app.scene.choose(0)
    d.frame()
    assert d.app.scene_name == "play"
