"""Every game id at every player count, played to the end in the headless simulator by button
presses from a human seat (the cursor moved at random before each A), against random AIs."""

import random

import pytest

import simhelp
import vegas
from ui import gfx
from ui.play import _HUMAN
from ui.royale.board import initials
from ui.royale.tiles import tile_state
from vegas.royale.text import FACE_CODES, FACE_NAMES

CASES = [(g, n) for g in vegas.GAME_IDS for n in range(vegas.GAMES[g]["min_players"],
                                                         vegas.GAMES[g]["max_players"] + 1)]


def play_with_moves(d, rng, limit=6000):
    """Until the results: at each human decision, move the cursor a random number of steps,
    then A; A also moves on from payouts. Returns the number of human decisions made."""
    decisions = 0
    for _ in range(limit):
        app = d.app
        if app.scene_name == "results":
            return decisions
        if app.scene_name == "play" and app.scene.mode == _HUMAN:
            for _ in range(rng.randrange(4)):
                d.press(rng.choice(("right", "down", "left")))
            decisions += 1
        d.press("a")
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game,players", CASES)
def test_whole_game_with_a_human_seat(tmp_path, game, players):
    # the fullest table of each board new here drawn in pixels on the small screen (Las Vegas:
    # test_sim_play; royale_basic shares Royale's board); the rest laid out at both sizes
    full = players == vegas.GAMES[game]["max_players"] and game in ("royale", "knizia", "las_vegan")
    board = "pico_display_2" if players % 2 and not full else "pico_display"
    d = simhelp.driver(tmp_path, board, seed=players, pixels=full)
    simhelp.fast_settings(d)
    simhelp.new_game(d, vegas.GAME_IDS.index(game), players, ["human"] + ["random"] * (players - 1))
    decisions = play_with_moves(d, random.Random(players))
    st = d.app.session.state
    assert st.is_over() and decisions > 0
    again = vegas.replay(game, players, list(st.history), **st.options)
    assert again.scores() == st.scores()


def _paged_from_pause(tmp_path, game, keys):
    """A game against a random bot, then the pause menu's keys: the Rules scene they open."""
    d = simhelp.driver(tmp_path, pixels=False)
    simhelp.fast_settings(d)
    simhelp.new_game(d, vegas.GAME_IDS.index(game), None, ["human", "random"])
    d.run_script(keys if keys == "legend" else "menu " + keys)
    assert d.app.scene_name == "rules"
    return d


@pytest.mark.parametrize("game", vegas.GAME_IDS)
def test_rules_from_the_pause_menu_explain_the_game_and_its_screen(tmp_path, game):
    d = _paged_from_pause(tmp_path, game, "down down down a")
    titles = [t for t, _ in d.app.scene.pages]
    assert any(t.endswith("on screen") for t in titles)
    if game == "royale":  # the basic game's pages come first
        assert titles[0].startswith("Royale basic") and any(t.startswith("Royale: tiles") for t in titles)
    d.press("b")
    assert d.app.scene_name == "pause"


@pytest.mark.parametrize("game", vegas.GAME_IDS)
@pytest.mark.parametrize("keys, back", [("down a", "pause"), ("legend", "play")])
def test_the_legend_is_one_press_from_play_and_explains_the_table(tmp_path, game, keys, back):
    d = _paged_from_pause(tmp_path, game, keys)  # (the held B, or the pause menu's second row)
    pages = d.app.scene.pages
    titles = [t for t, _ in pages]
    assert titles and all("on screen" in t or t.startswith("Casino ") for t in titles)
    text = " ".join(" ".join(lines) for _, lines in pages)
    assert "letter" in text and "box of their colour" in text
    faces = d.app.session.state.view(0).get("tiles", ())
    tiles = [(c, f) for c, f in enumerate(faces) if f >= 0]
    # the legend opens on the tiles this round: each casino's, its code, name and rule
    assert titles[:len(tiles)] == ["Casino %d: %s %s" % (c + 1, FACE_CODES[f], FACE_NAMES[f])
                                   for c, f in tiles]
    for c, _ in tiles:
        assert any(title.startswith("Casino %d" % (c + 1)) and len(" ".join(lines)) > 60
                   for title, lines in pages)
    assert (game == "royale") == bool(tiles)
    d.press("b")
    assert d.app.scene_name == back


@pytest.mark.parametrize("players", [2, 5])
def test_las_vegan_round_end_shows_the_last_trick_and_each_machines_part(tmp_path, players):
    d = simhelp.driver(tmp_path, pixels=False, seed=3)
    simhelp.fast_settings(d)
    simhelp.start(d, "las_vegan", ["human"] + ["random"] * (players - 1))
    simhelp.until(d, lambda app: app.scene_name == "payout")
    d.press("b")  # every line at once
    st = d.app.session.state
    v = st.view(0)
    shown = [t.text for t in d.app.scene.lines if t.text]
    cards, winner = v["last_trick"]
    assert shown[0].startswith("Last trick to %s: " % ("Bank" if winner == players else
                                                     gfx.seat_name(d.app.session, winner)))
    assert len(shown[0].split(": ")[1].split()) == len(cards)
    machines = shown[1:1 + max(1, len(v["scored"]))]
    for (_, value, per), line in zip(v["scored"], machines):
        assert ("%+d: " % value) in line
        for s in range(players):  # each player hit is named with their change
            if per[s]:
                assert ("%s %+d" % (gfx.seat_name(d.app.session, s), per[s]) in line
                        or "%s %+d" % (gfx.seat_name(d.app.session, s)[0], per[s]) in line)
    for s, cabbages in enumerate(st.scores()):
        assert "%s %d" % (gfx.seat_name(d.app.session, s), cabbages) in " ".join(shown[-2:])
    d.press("a")
    assert d.app.scene_name in ("play", "results")


def test_royale_payout_names_each_tiles_reward_under_its_casino(tmp_path):
    from vegas.royale.data import DOUBLE_DOWN, HIGH_FIVE, NICE_DICE
    from vegas.royale.text import reward_text

    d = simhelp.driver(tmp_path, pixels=False, seed=3)
    simhelp.fast_settings(d)
    simhelp.start(d, "royale", ["human"] + ["random"] * 3, faces=[HIGH_FIVE, DOUBLE_DOWN, NICE_DICE])
    simhelp.until(d, lambda app: app.scene_name == "payout")
    d.press("b")
    v = d.app.session.state.view(0)
    rewards = [p for p in v["payouts"] if len(p) > 3]
    assert rewards
    rows = [text for text, _ in d.app.scene.told()]
    for c, seat, reward, face in rewards:
        at = rows.index(next(r for r in rows if r.startswith("%d: " % (c + 1))))
        end = next((i for i in range(at + 1, len(rows)) if rows[i][:1].isdigit()), len(rows))
        told = "%s: %s %s" % (FACE_NAMES[face], gfx.seat_name(d.app.session, seat), reward_text(reward))
        assert face == v["paid_tiles"][c] and "   " + told in rows[at + 1:end], (told, rows[at:end])
    shown = [line.text for line in d.app.scene.lines]
    assert d.app.scene.top == 0 and shown[0] == rows[0]  # B: everything, from the top
    d.press("down")  # a whole entry on: the rule's lines go
    assert d.app.scene.lines[0].text.startswith("1: ")


@pytest.mark.parametrize("humans", [1, 2])
def test_a_royale_placement_names_the_tile_it_lands_on(tmp_path, humans):
    d = simhelp.driver(tmp_path, pixels=False, seed=5)
    simhelp.fast_settings(d)
    simhelp.start(d, "royale", ["human"] * humans + ["random"] * (4 - humans))
    named = 0
    for _ in range(400):
        play = d.app.scene
        st = d.app.session.state
        if d.app.scene_name == "play" and play.mode == _HUMAN and not play.in_dialog():
            a = play.legal[play.cursor]
            face = st.view(0)["tiles"][a] if a < 6 else -1
            prompt = play.board.prompt_text.text
            assert len(prompt) <= d.app.width // gfx.CHAR_W
            if face >= 0:
                words = tile_state(d.app.session, face, st.view(0))[1]  # (the state now, in words)
                name = FACE_NAMES[face]
                assert prompt.endswith((", " + name + ": " + words, ", " + name, ", " + initials(name)))
                named += 1
        if st.is_over():
            break
        d.press("a")
    assert named >= 3
