"""Continue at a round's end: the power went while "Round N is over" was on screen; the resumed
game shows that round's end and its payout before the next round, as it would have been seen."""

import pytest

import simhelp
from ui.turn import _ROUND


def _continue(d):
    """Power on and Continue the saved game, to its table."""
    d.run_until_idle()
    rows = d.app.scene.rows()
    row = next(i for i, r in enumerate(rows) if r.startswith("Continue"))
    d.run_script("down " * ((row - d.app.scene.cursor) % len(rows)) + "a")
    if d.app.scene_name == "splash":
        d.tap("a")
    d.run_until_idle()
    return d.app.scene


def _to_round_end(d):
    simhelp.until(d, lambda app: app.scene_name == "play" and app.scene.mode == _ROUND)
    return d.app.session.state.round, d.app.scene.board.prompt_text.text


@pytest.mark.parametrize("game,players,whole", [
    ("las_vegas", 3, False), ("royale_basic", 2, False), ("las_vegan", 2, False), ("las_vegas", 3, True)])
def test_a_game_saved_at_a_rounds_end_resumes_on_it_and_its_payout(tmp_path, game, players, whole):
    d = simhelp.driver(tmp_path, pixels=True)
    simhelp.fast_settings(d)
    simhelp.start(d, game, ["human"] + ["random"] * (players - 1))
    if whole:  # the round's end saved as a whole record, not as moves after one
        d.app.saved = None
    new_round, prompt = _to_round_end(d)
    assert new_round == 1 and prompt.startswith("Round 1 is over")
    d.screenshot(str(tmp_path / "before.png"))
    d.app.save()  # (the scene saved at the round's end already: nothing new is written)

    again = simhelp.driver(tmp_path, pixels=True)  # power on
    play = _continue(again)
    assert again.app.scene_name == "play" and play.mode == _ROUND
    assert play.board.prompt_text.text == prompt
    again.screenshot(str(tmp_path / "after.png"))
    assert (tmp_path / "before.png").read_bytes() == (tmp_path / "after.png").read_bytes()
    again.press("a")
    assert again.app.scene_name == "payout"
    while again.app.scene_name == "payout":
        again.press("a")
    assert again.app.seen_round == 1


def test_a_game_resumed_after_its_rounds_end_was_seen_goes_on(tmp_path):
    d = simhelp.driver(tmp_path)
    simhelp.fast_settings(d)
    simhelp.start(d, "las_vegas", ["human", "random", "random"])
    _to_round_end(d)
    d.press("a")
    while d.app.scene_name == "payout":
        d.press("a")
    simhelp.until(d, lambda app: app.scene_name == "play" and app.scene.mode != _ROUND and
                  app.session.is_human(app.session.state.to_move()))
    again = simhelp.driver(tmp_path)
    _continue(again)
    assert again.app.scene_name == "play" and again.app.scene.mode != _ROUND
    assert again.app.seen_round == again.app.session.state.round == 1
