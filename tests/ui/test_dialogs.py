"""Decisions asked in a dialog or in secret: every Royale tile question reached and answered by
buttons, the cursor walking every legal action, AI secrets never shown, curtains between humans."""

import random

import pytest

import simhelp
import vegas
from ui import gfx
from ui.play import _CURTAIN, _HUMAN, _ROUND, _SHOW
from ui.royale.tiles import DIALOGS
from ui.session import game_module


def _check_decision(app):
    """The cursor walks exactly the legal actions; a dialog shows the option under it, whole."""
    play, st = app.scene, app.session.state
    assert sorted(play.legal) == sorted(st.legal_actions())
    if play.in_dialog():
        rows = [line.text for line in play.dialog.lines]
        said = play.board.describe(st, play.legal[play.cursor], play.dialog.chars - 2)
        assert "> " + said in rows and len(said) <= play.dialog.chars - 2, said
        return st.view(st.to_move())["phase"]
    return None


def test_every_royale_tile_question_is_a_dialog_answered_by_buttons(tmp_path):
    rng = random.Random(1)
    seen = set()
    # each face once, with two others from different tiles; My Choice's rare gold space more often
    runs = [(face, face) for face in range(16)] + [(15, seed) for seed in range(100, 105)]
    for face, seed in runs:
        d = simhelp.driver(tmp_path, seed=seed, pixels=False, name="n%d.bin" % seed)
        simhelp.fast_settings(d)
        simhelp.start(d, "royale", ["human"] * 3, faces=[face, (face + 4) % 16, (face + 10) % 16])
        while d.app.scene_name != "results":
            app = d.app
            if app.scene_name == "play" and app.scene.mode == _HUMAN:
                phase = _check_decision(app)
                if phase is not None:
                    assert app.scene.dialog.title.text == DIALOGS[phase]  # whole, even at 240x135
                    assert app.scene.group[-1] is app.scene.curtain.group  # the curtain stays on top
                    seen.add(phase)
                    n = len(app.scene.legal)
                    for _ in range(rng.randrange(n + 1)):
                        d.press("down")
                    before = len(app.session.state.history)
                    choice = app.scene.legal[app.scene.cursor]
                    d.press("a")
                    assert app.session.state.history[before] == choice
                    continue
                for _ in range(rng.randrange(4)):
                    d.press("right")
            d.press("a")
    assert seen == set(DIALOGS), set(DIALOGS) - seen


def test_a_board_that_asks_in_dialogs_has_its_dialog_made_with_the_play_scene(tmp_path):
    """The play scene makes a dialog up front (not mid-game, in a fragmented heap) exactly for
    the boards whose dialog() can give a title: Las Vegas and Royale's basic game (no tiles)
    never carry one."""
    for game in vegas.GAME_IDS:
        board = __import__(game_module(game, "board"), None, None, ["Board"]).Board
        # (by name: the app unloads the UI's modules between scenes, so classes are reloaded)
        assert board.HAS_DIALOG == (board.dialog.__qualname__ != "BaseBoard.dialog"), game
        d = simhelp.driver(tmp_path, seed=1, pixels=False, name=game + ".bin")
        simhelp.fast_settings(d)
        simhelp.start(d, game, ["human"] * 2)
        play = d.app.scene
        assert (play.dialog is not None) == (board.HAS_DIALOG and game != "royale_basic"), game
        assert play.board.HAS_DIALOG == (play.dialog is not None)
        assert play.group[-1] is play.curtain.group, game


# (game, seats, options, the phase of a secret choice, the phase in which the next player
# decides while that secret is still hidden)
SECRETS = [
    ("royale", 3, {"faces": [0, 4, 10]}, "lucky punch hide", "lucky punch guess"),
    ("royale", 3, {"faces": [12, 0, 6]}, "black box split", "black box pick"),
    ("knizia", 3, {"advanced": True}, "duel", "duel"),
    ("las_vegan", 2, {}, "secret", "secret"),
]


def test_ai_secret_choices_are_never_shown_before_the_reveal(tmp_path):
    for game, players, options, phase, _ in SECRETS:
        d = simhelp.driver(tmp_path, seed=3, pixels=False, name=game + phase + ".bin")
        simhelp.start(d, game, ["human"] + ["easy"] * (players - 1), **options)  # normal speed
        secret_picks = 0
        for _ in range(200000):
            app = d.app
            if app.scene_name == "results" or secret_picks >= 2:
                break
            play = app.scene
            if app.scene_name == "play" and play.mode == _SHOW:
                st = app.session.state
                if st.view(st.to_move())["phase"] == phase:
                    text = play.board.prompt_text.text
                    assert text.endswith("has chosen in secret.") and st.action_text(play.pick) not in text
                    secret_picks += 1
                    while play.mode == _SHOW:
                        d.frame()
                    continue
            if app.scene_name != "play" or play.mode in (_HUMAN, _ROUND):  # (a finished round waits for A)
                d.tap("a")
            d.frame()
        assert secret_picks >= 1, (game, phase)


def test_pass_curtain_before_a_human_sees_another_humans_secret(tmp_path):
    for game, players, options, _, phase in SECRETS:
        d = simhelp.driver(tmp_path, seed=4, pixels=False, name=game + phase + ".bin")
        simhelp.fast_settings(d)
        simhelp.start(d, game, ["human"] * players, **options)
        curtains = 0
        last = -1
        for _ in range(5000):
            app = d.app
            if app.scene_name == "results" or curtains >= 2:
                break
            play = app.scene
            if app.scene_name == "play" and play.mode == _CURTAIN:
                st = app.session.state
                assert st.to_move() != last  # the device goes to someone else
                if st.view(st.to_move())["phase"] == phase:
                    curtains += 1
                d.press("b")
                assert play.mode == _CURTAIN  # only A lifts it
            elif app.scene_name == "play" and play.mode == _HUMAN:
                last = app.session.state.to_move()
            d.press("a")
        assert curtains >= 1, (game, phase)


@pytest.mark.parametrize("board", ["pico_display", "pico_display_2"])
def test_no_prompt_or_dialog_row_is_cut_short_in_any_game(tmp_path, board):
    """Options, hints and whose turn it is fit their line, two humans passing the device."""
    rng = random.Random(2)
    for game in ("knizia", "las_vegan", "royale"):
        d = simhelp.driver(tmp_path, board=board, seed=4, pixels=False, name=game + ".bin")
        simhelp.fast_settings(d)
        simhelp.start(d, game, ["human", "human", "random"])
        for _ in range(600):
            app = d.app
            if app.scene_name == "results":
                break
            if app.scene_name == "play" and app.scene.mode == _HUMAN:
                play = app.scene
                for _ in range(rng.randrange(3)):
                    d.press("down" if play.in_dialog() else "right")
                    rows = [line.text for line in play.dialog.lines] if play.in_dialog() else []
                    for text in rows + [play.board.prompt_text.text]:
                        assert not text.endswith("~"), (game, text)
            d.press("a")


def test_every_tile_hint_fits_the_prompt_at_240_wide():
    from ui.royale.tiles import HINTS

    chars = (240 - 2) // gfx.CHAR_W
    assert [h for h in HINTS.values() if len(h) > chars] == []
