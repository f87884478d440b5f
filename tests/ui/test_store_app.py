"""Saves in whole games: the flash's wear per game, and power cuts at saves across a game."""

import random

import pytest
import tools_path  # noqa: F401  (puts tools/ on the path)
from save_wear import GAMES_10_YEARS, RATED_ERASES, Backup, Cut, Flash, play

import simhelp
import vegas
from host_sim.driver import Driver
from ui.turn import _HUMAN


def _driver(flash, backup, seed=7):
    return Driver("pico_display", None, seed=seed, pixels=False, nvm=flash, backup=backup)


@pytest.mark.parametrize("game", vegas.GAME_IDS)
@pytest.mark.parametrize("humans", [1, 2])
def test_whole_games_wear_each_sector_little_enough_for_ten_years(game, humans):
    r = play(game, 2, games=4, humans=humans)
    worst = max(r["erases"].values())
    assert worst * GAMES_10_YEARS <= RATED_ERASES, r
    assert r["saves"] >= 10  # (the games were played and saved)


@pytest.mark.parametrize("game", ["las_vegas", "royale"])
def test_a_power_cut_at_a_save_anywhere_in_a_game_keeps_the_save_before(game):
    """Cut the power at a random byte of a save, about every fifth press, through a whole game:
    each reboot offers Continue with the game as of a save before the cut (never a damaged one),
    and the settings are intact."""
    rng = random.Random(game)
    flash, backup = Flash(), Backup()
    d = _driver(flash, backup)
    simhelp.fast_settings(d)
    settings = bytes(d.app.settings.values)
    simhelp.start(d, game, ["human", "easy", "easy"])
    cuts = 0
    for _ in range(2000):
        if d.app.scene_name == "results":
            break
        if rng.random() < 0.2:
            flash.cut = rng.choice((-1, 0, 1, 5, 11, 12, 13, 20, 40, 200, 1000, 4000))
        history = list(d.app.session.state.history)
        try:
            d.press("a")
            flash.cut = None
            continue
        except Cut:
            flash.cut = None
        cuts += 1
        d = _driver(flash, backup, seed=cuts)
        app = d.app
        assert bytes(app.settings.values) == settings
        assert app.session is not None and app.scene.rows()[0].startswith("Continue"), app.notice
        resumed = list(app.session.state.history)
        assert resumed == history[:len(resumed)] or history == resumed[:len(history)]
        d.press("a")  # Continue
    assert d.app.scene_name == "results" and cuts >= 5


def test_a_save_short_of_memory_says_so_and_is_tried_again():
    flash, backup = Flash(), Backup()
    d = _driver(flash, backup)
    simhelp.fast_settings(d)
    simhelp.start(d, "las_vegas", ["human", "easy"])
    store = d.app.store
    real = store.save

    def short(payload):
        raise MemoryError

    store.save = short
    d.app.saved = None  # the next save must be a whole record
    d.app.save()
    assert d.app.notice.startswith("Not saved: out of memory")
    store.save = real
    d.app.save()
    history = list(d.app.session.state.history)
    again = _driver(flash, backup, seed=2)
    assert list(again.app.session.state.history) == history


def test_a_bot_short_of_heap_mid_search_plays_what_it_searched_and_the_game_goes_on(tmp_path, monkeypatch):
    """Stock CircuitPython's heap can run out in a search (a determinized copy): the bot plays
    the best it has searched, and the table goes on to the human's next decision."""
    d = simhelp.driver(tmp_path, seed=4)
    simhelp.start(d, "las_vegas", ["human", "normal"])
    state = d.app.session.state
    kind = type(state)
    real, calls = kind.determinize, []

    def short(self, *args, **kw):
        calls.append(1)
        if len(calls) == 5:
            raise MemoryError
        return real(self, *args, **kw)

    monkeypatch.setattr(kind, "determinize", short)
    before = len(state.history)
    d.press("a")  # the human's first decision, then the bot's, which runs short
    simhelp.until(d, lambda app: app.scene.mode == _HUMAN and len(calls) > 5)
    assert len(calls) > 5 and len(state.history) > before + 1  # (the bot's move was played)
    assert d.app.session.state.to_move() == 0 and d.app.scene_name == "play"


def test_away_from_the_table_the_bots_go_and_come_back(tmp_path):
    """A round's payout has the room the bots held: they go when the table is left (not for the
    pause menu), and are made again there, where the AI plays on."""
    d = simhelp.driver(tmp_path, seed=4)
    simhelp.fast_settings(d)
    simhelp.start(d, "las_vegas", ["human", "normal"])
    d.press("a")
    assert d.app.session.bots[1] is not None
    d.press("menu")
    assert d.app.scene_name == "pause" and d.app.session.bots[1] is not None
    d.press("b")
    simhelp.until(d, lambda app: app.scene_name == "payout")
    assert d.app.session.bots == [None, None]
    n = len(d.app.session.state.history)
    simhelp.until(d, lambda app: app.scene_name == "play" and len(app.session.state.history) > n + 2
                  and app.session.bots[1] is not None)
