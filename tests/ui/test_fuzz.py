"""Key mashing: thousands of random presses over every scene. No exception, never busy for
ever, every scene reached, and the game in progress always a legal replay of its history."""

import random

import simhelp
import vegas
from ui.app import SCENES
from ui.play import _CURTAIN

KEYS = ("up", "down", "left", "right", "a", "a", "a", "b", "menu", "legend")
PER_GAME = 1200


def test_key_mashing_reaches_every_scene_and_never_sticks(tmp_path):
    rng = random.Random(2026)
    d = simhelp.driver(tmp_path, seed=1)
    seen = set()
    games = set()
    asked = set()  # the questions reached: a new game over the saved one, abandoning
    presses = 0
    frame = d.frame

    def watched():  # (every frame's scene: the splash passes by itself while the app works)
        frame()
        seen.add(d.app.scene_name)

    d.frame = watched
    # Each game is dealt in turn (one human, two AIs) and mashed for PER_GAME presses from there;
    # the last goes on until every scene has been reached (at most 20000 presses in all: the
    # host's pure-Python text rendering makes a press cost 20-50 ms).
    for k, game in enumerate(vegas.GAME_IDS):
        simhelp.start(d, game, ["human", "normal", "random"])
        last = k == len(vegas.GAME_IDS) - 1
        for i in range(20000 - presses if last else PER_GAME):
            d.press(rng.choice(KEYS))  # run_until_idle raises if a scene never settles
            presses += 1
            seen.add(d.app.scene_name)
            scene = d.app.scene
            if getattr(scene, "confirm", False) or getattr(scene, "abandon", False):
                asked.add(d.app.scene_name)
            s = d.app.session
            if s is not None:
                games.add(s.game_id)
                if presses % 2500 == 0:  # the live state equals a replay of what it recorded
                    again = vegas.replay(s.game_id, s.state.num_players, list(s.state.history),
                                         **s.state.options)
                    assert again.view(0) == s.state.view(0)
            if last and i >= PER_GAME and seen == set(SCENES) and len(asked) == 2:
                break
    assert seen == set(SCENES), set(SCENES) - seen
    assert asked == {"setup", "pause"}
    assert games == set(vegas.GAME_IDS)


def test_mashing_during_ai_turns_and_animations(tmp_path):
    """Presses land at every moment (not only when the app waits): taps between single frames."""
    rng = random.Random(7)
    d = simhelp.driver(tmp_path, seed=2)
    simhelp.new_game(d, 0, 4, ["easy", "random", "easy", "random"], wait=False)
    for _ in range(3000):
        d.tap(rng.choice(KEYS))
        for _ in range(rng.randrange(4)):
            d.frame()
    d.run_until_idle()
    assert d.app.scene_name in SCENES


def test_mashing_each_drawn_board_with_its_dialogs_and_curtains(tmp_path):
    """Two humans and an AI per game (dialogs, curtains, hints, AI turns), 600 random presses
    each; the game in progress stays a legal replay of its history."""
    cases = [("royale", {"faces": [3, 9, 15]}), ("royale", {"faces": [0, 12, 7]}), ("royale_basic", {}),
             ("knizia", {"advanced": True}), ("las_vegan", {}), ("las_vegas", {})]
    rng = random.Random(11)
    for i, (game, options) in enumerate(cases):
        d = simhelp.driver(tmp_path, seed=i, name="f%d.bin" % i)
        simhelp.fast_settings(d)
        simhelp.start(d, game, ["human", "human", "easy"], **options)
        decided = curtains = recaps = 0
        for _ in range(600):
            d.press(rng.choice(KEYS))
            if d.app.scene_name == "play" and d.app.scene.in_dialog():
                decided += 1
            if d.app.scene_name == "play" and d.app.scene.mode == _CURTAIN:
                curtains += 1
                recaps += d.app.scene.curtain.recap.text.startswith("Since your last turn:")
        s = d.app.session
        if game == "royale":  # its tiles ask questions within a few turns
            assert decided
        if curtains > 2:  # the curtain tells the next human what happened since their turn
            assert recaps
        if s is not None:
            again = vegas.replay(s.game_id, s.state.num_players, list(s.state.history), **s.state.options)
            assert again.view(0) == s.state.view(0)
