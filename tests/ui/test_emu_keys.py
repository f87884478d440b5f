"""The emulator's key scripts (tools/emu.py), played in the simulator from the title: they set up
and start the game they say, the set-up screen's cursor taking the shorter way round."""

import emu
import pytest
import tools_path  # noqa: F401  (puts tools/ on the path)

import simhelp
import vegas


@pytest.mark.parametrize("game,players,kinds,toggles", [
    ("las_vegas", None, [0, 1, 1, 1, 1], ()),
    ("las_vegas", 2, [0, 4], ()),
    ("royale", None, [0, 2, 3, 4, 1], ()),
    ("knizia", None, [0, 1, 1, 1], ("advanced",)),
    ("las_vegan", 3, [1, 0, 2], ()),
])
def test_a_start_script_starts_the_game_it_names(tmp_path, game, players, kinds, toggles):
    d = simhelp.driver(tmp_path)
    d.run_until_idle()
    d.run_script(emu.start_keys(game, players, kinds, toggles))
    if d.app.scene_name == "splash":
        d.tap("a")
    session = d.app.session
    assert d.app.scene_name == "play" and session.game_id == game
    assert list(session.kinds) == kinds
    assert session.state.num_players == (players or vegas.game_info(game)["max_players"])
    for name in toggles:
        assert session.state.options[name] is True


def test_the_default_start_is_a_human_and_normal_ais_at_the_most_players(tmp_path):
    d = simhelp.driver(tmp_path)
    d.run_until_idle()
    d.run_script(emu.start_keys("royale_basic"))
    if d.app.scene_name == "splash":
        d.tap("a")
    assert list(d.app.session.kinds) == [0, 3, 3, 3, 3]
