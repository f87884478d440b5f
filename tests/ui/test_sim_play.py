"""Whole games in the headless simulator, driven by button presses."""

import os
import subprocess
import sys

import pytest

import simhelp
import vegas
from ui import gfx
from ui.log import latest_moves
from ui.play import _CURTAIN, _HUMAN, _SHOW
from ui.session import Session
from vegas.rng import Rng

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))


@pytest.mark.parametrize("board,players", [("pico_display", 2), ("picosystem", 5), ("pico_display_2", 3)])
def test_whole_game_drawn_at_each_size(tmp_path, board, players):
    d = simhelp.driver(tmp_path, board, seed=players, pixels=True)
    simhelp.fast_settings(d)
    simhelp.new_game(d, 0, players)
    simhelp.play_out(d)
    st = d.app.session.state
    assert st.is_over() and st.num_players == players
    assert st.game_id == "las_vegas"
    shot = str(tmp_path / "end.png")
    d.screenshot(shot)
    with open(shot, "rb") as f:
        assert f.read(8) == b"\x89PNG\r\n\x1a\n"
    d.press("b")
    assert d.app.scene_name == "title" and d.app.session is None


def test_results_offer_a_rematch_of_the_same_seats_on_new_dice(tmp_path):
    d = simhelp.driver(tmp_path, seed=4)
    simhelp.fast_settings(d)
    simhelp.new_game(d, 0, 3)
    simhelp.play_out(d)
    old = d.app.session
    assert "A rematch" in d.app.scene.foot.text
    shown = [t.text for t in d.app.scene.lines if t.text]
    human = gfx.seat_name(old, 0) + "*"
    assert any(human in line and "$" in line and "k" in line for line in shown)  # you, in $k
    assert shown[old.state.num_players] == "* you"
    d.press("a")
    new = d.app.session
    assert d.app.scene_name == "play" and new is not old and not new.state.is_over()
    assert new.game_id == old.game_id and new.state.num_players == 3
    assert (bytes(new.kinds), bytes(new.colours)) == (bytes(old.kinds), bytes(old.colours))
    assert new.state.options == old.state.options and new.seed != old.seed
    assert len(new.state.history) < len(old.state.history)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_seat_count_with_white_dice_where_allowed(tmp_path, players):
    d = simhelp.driver(tmp_path, seed=10 + players)
    simhelp.fast_settings(d)
    # option rows follow the seats: first player, then white dice (2-4 players only)
    options = (2 + 2 * players + 1,) if players <= 4 else ()
    simhelp.new_game(d, 0, players, ["human", "easy", "random", "hard", "normal"][:players], options)
    st = d.app.session.state
    assert st.options["neutral_dice"] is (players <= 4)
    simhelp.play_out(d)
    assert d.app.session.state.is_over()


def test_save_mid_game_restart_continue_and_finish(tmp_path):
    d = simhelp.driver(tmp_path, seed=3)
    simhelp.fast_settings(d)
    simhelp.new_game(d, 0, 3)
    for _ in range(12):
        d.press("a")
    before = list(d.app.session.state.history)
    assert 0 < d.app.session.state.round < 4 or len(before) > 20
    # a power cut: the app is gone; a new one starts from the nvm file
    d2 = simhelp.driver(tmp_path, seed=99)
    assert d2.app.scene_name == "title"
    assert d2.app.scene.rows()[0].startswith("Continue")
    resumed = list(d2.app.session.state.history)
    assert resumed == before[:len(resumed)]
    # saved at the human's last decision: only chance and the bots' moves came after it
    st = vegas.replay("las_vegas", 3, resumed, **d2.app.session.state.options)
    for step in before[len(resumed):]:
        who = st.to_move()
        assert who < 0 or not d2.app.session.is_human(who)
        st.apply(step)
    d2.press("a")
    assert d2.app.scene_name in ("play", "payout")
    simhelp.play_out(d2)
    assert d2.app.session.state.history[:len(resumed)].tolist() == resumed


def test_continue_shows_the_table_left_after_the_bots_moved(tmp_path):
    """Saved when the human's turn comes: after a power cut Continue shows the very table the
    player left, the bots' moves since the human's decision included."""
    d = simhelp.driver(tmp_path, seed=1, pixels=True)
    simhelp.fast_settings(d)
    simhelp.new_game(d, 0, 5, ["human"] + ["easy"] * 4)
    d.run_script("a a a")
    assert d.app.scene_name == "play" and d.app.scene.mode == _HUMAN
    before = d.app.session.state.history.tolist()
    d.screenshot(str(tmp_path / "before.png"))
    d2 = simhelp.driver(tmp_path, seed=99, pixels=True)
    d2.press("a")  # Continue
    assert d2.app.session.state.history.tolist() == before
    d2.screenshot(str(tmp_path / "after.png"))
    assert (tmp_path / "before.png").read_bytes() == (tmp_path / "after.png").read_bytes()


def test_save_and_quit_from_the_pause_menu(tmp_path):
    d = simhelp.driver(tmp_path, seed=4)
    simhelp.fast_settings(d)
    simhelp.new_game(d, 0, 2)
    d.press("a")
    d.press("menu")
    assert d.app.scene_name == "pause"
    d.run_script("down down down down down a")
    assert d.app.scene_name == "title"
    d2 = simhelp.driver(tmp_path, seed=5)
    assert d2.app.session is not None
    assert d2.app.session.state.history.tolist() == d.app.session.state.history.tolist()


def test_curtain_between_two_humans_when_money_is_hidden(tmp_path):
    d = simhelp.driver(tmp_path, seed=8)
    simhelp.fast_settings(d)
    simhelp.title_choose(d, "Settings")
    d.run_script("down a b")  # money hidden
    assert d.app.settings.get("money") == 1
    simhelp.new_game(d, 0, 2, ["human", "human"])
    play = d.app.scene
    first = d.app.session.state.to_move()
    d.press("a")  # first human places
    assert play.mode == _CURTAIN and not play.curtain.group.hidden
    assert "Pass to" in play.curtain.title.text
    d.press("b")
    d.press("right")
    assert play.mode == _CURTAIN  # nothing but A lifts it
    d.press("a")
    assert play.curtain.group.hidden and d.app.session.state.to_move() != first
    # the hidden-money table shows only the mover's own money
    shown = [t.text for t in play.board.bar.cells]
    assert sum(1 for t in shown if "?" in t) == 1


def test_no_curtain_for_one_human(tmp_path):
    d = simhelp.driver(tmp_path, seed=8)
    simhelp.fast_settings(d)
    simhelp.new_game(d, 0, 2, ["human", "easy"])
    for _ in range(6):
        d.press("a")
        assert d.app.scene.mode != _CURTAIN if d.app.scene_name == "play" else True


def _hint_at_the_first_choice(d):
    """A new heads-up Las Vegas game, played on to the human's first choice; B asks a hint."""
    simhelp.new_game(d, 0, 2)
    st = d.app.session.state
    while len(st.legal_actions()) < 2:
        d.press("a")
    d.press("b")
    return d.app.scene, st


def test_hint_names_a_legal_option_and_moves_the_cursor(tmp_path):
    d = simhelp.driver(tmp_path, seed=12)
    simhelp.fast_settings(d)
    play, st = _hint_at_the_first_choice(d)
    text = play.board.prompt_text.text
    assert text.startswith("Hint (") and "% to win): " in text
    assert play.legal[play.cursor] in st.legal_actions()
    rows = play.bot.ranking()
    assert text.startswith("Hint (%d%% to win): " % int(rows[0][1] * 100 + 0.5))
    # moving on, each option the hint's search tried shows its own chance
    seen = {play.legal[play.cursor]}
    for _ in range(len(play.legal) - 1):
        d.press("right")
        a = play.legal[play.cursor]
        seen.add(a)
        row = [r for r in rows if r[0] == a][0]
        text = play.board.prompt_text.text
        if row[2]:
            assert text.startswith("A: %d%% to win: " % int(row[1] * 100 + 0.5)), text
        else:
            assert "to win" not in text
    assert seen == set(play.legal)


def test_deep_hints_are_searched_as_hard_and_off_asks_nothing(tmp_path):
    d = simhelp.driver(tmp_path, seed=12)
    d.run_script("up a down down down a a b")  # Settings: Hints on -> off -> deep
    assert d.app.settings.get("hints") == 2
    play, _ = _hint_at_the_first_choice(d)
    assert play.bot.deadline_ms == 1500  # the hard level's
    assert play.board.prompt_text.text.startswith("Hint (")
    d.app.settings.cycle(d.app.settings.index("hints"), -1)  # off
    d.press("right")
    before = play.bot
    d.press("b")
    assert play.bot is before and "hint" not in play.board.prompt_text.text


def test_ai_pick_is_shown_before_it_is_played(tmp_path):
    d = simhelp.driver(tmp_path, seed=2)
    simhelp.new_game(d, 0, 2, ["easy", "easy"], wait=False)  # normal speed: picks stay highlighted
    play = d.app.scene
    st = d.app.session.state
    seen = 0
    for _ in range(3000):
        d.frame()
        if play.mode == _SHOW:
            n = len(st.history)
            assert play.board.selected == play.pick
            d.frame()
            assert len(st.history) == n  # still only highlighted
            seen += 1
            last = play.pick
            while play.mode == _SHOW:
                d.frame()
            assert st.history[-1] == last
            if seen == 3:
                break
    assert seen == 3


def test_damaged_save_is_reported_on_the_title_screen(tmp_path):
    d = simhelp.driver(tmp_path, seed=3)
    simhelp.fast_settings(d)
    simhelp.new_game(d, 0, 2)
    d.press("a")
    path = str(tmp_path / "nvm.bin")
    data = bytearray(open(path, "rb").read())
    for base in (0, 2048):
        data[base + 20] ^= 0x55
    open(path, "wb").write(data)
    d2 = simhelp.driver(tmp_path, seed=3)
    assert d2.app.scene_name == "title" and d2.app.session is None
    assert "damaged" in d2.app.scene.note.text
    d2.press("a")  # still usable
    assert d2.app.scene_name == "games"


def test_rules_from_the_title_pick_the_game_first_and_turn_and_return(tmp_path):
    d = simhelp.driver(tmp_path)
    d.run_script("down a")
    assert d.app.scene_name == "games"
    d.run_script("down down a")  # Royale: its pages and the basic game's
    assert d.app.scene_name == "rules"
    heads = {title for title, _ in d.app.scene.pages}
    assert any(h.startswith("Royale") for h in heads) and not any(h.startswith("Las Vegas:") for h in heads)
    first = d.app.scene.head.text
    pages = len(d.app.scene.pages)
    for _ in range(pages):
        d.press("right")
    assert d.app.scene.page == pages - 1  # the last page stays: it does not wrap round
    for _ in range(pages):
        d.press("left")
    assert d.app.scene.head.text == first
    d.press("b")
    assert d.app.scene_name == "games"
    d.press("b")
    assert d.app.scene_name == "title"


def test_short_of_heap_every_scene_is_imported_at_boot_and_none_kept(tmp_path, monkeypatch):
    """Stock CircuitPython (gfx.LEAN): each scene's module is imported once as the app starts
    (its names interned while the heap is whole) and dropped again; the title's are loaded."""
    import builtins

    from ui import app

    monkeypatch.setattr(gfx, "LEAN", True)
    seen, real = [], builtins.__import__

    def spy(name, *args, **kw):
        seen.append(name)
        return real(name, *args, **kw)

    monkeypatch.setattr(builtins, "__import__", spy)
    d = simhelp.driver(tmp_path)
    monkeypatch.setattr(builtins, "__import__", real)
    assert {m for m, _ in app.SCENES.values()} <= set(seen)
    held = [m for m in app._TRANSIENT if m in sys.modules]
    assert d.app.scene_name == "title"
    assert set(held) <= {"ui.menus", "ui.menu", "ui.marquee", "ui.sheets"}, held


def test_short_of_heap_the_game_list_says_royale_with_tiles_needs_our_uf2(tmp_path, monkeypatch):
    """Stock CircuitPython (gfx.LEAN) cannot hold a whole game of Royale with tiles: its row
    says so under the list, and A there sets nothing up; its rules still open, and the other
    games start."""
    monkeypatch.setattr(gfx, "LEAN", True)
    d = simhelp.driver(tmp_path)
    simhelp.title_choose(d, "New game")
    row = vegas.GAME_IDS.index("royale")
    d.run_script("down " * row)
    games = d.app.scene
    assert vegas.GAMES["royale"].get("uf2_only") and games.note.text == "Needs the Pocket Vegas UF2 (memory)."
    d.press("a")
    assert d.app.scene_name == "games"
    d.press("up")
    assert games.note.text == ""
    d.press("a")
    assert d.app.scene_name == "setup" and d.app.scene.game_id == vegas.GAME_IDS[row - 1]
    d.run_script("b b")
    simhelp.title_choose(d, "Rules")
    d.run_script("down " * row + "a")
    assert d.app.scene_name == "rules"
    monkeypatch.setattr(gfx, "LEAN", False)
    d.run_script("b b")
    simhelp.title_choose(d, "New game")
    d.run_script("down " * row)
    assert d.app.scene.note.text == ""


@pytest.mark.parametrize("board", ["pico_display", "pico_display_2"])
def test_no_rules_screen_holds_a_lone_line_of_a_longer_text(tmp_path, board):
    d = simhelp.driver(tmp_path, board)
    from ui.rules import Rules

    for game in vegas.GAME_IDS:
        scene = Rules(d.app, ("title", game))
        by_title = {}
        for title, lines in scene.pages:
            by_title.setdefault(title, []).append([t for t in lines if t])
        for title, screens in by_title.items():
            if len(screens) > 1:  # a text over several screens: none of them a line alone
                assert min(len(s) for s in screens) >= 2, (game, title, screens)


def test_setup_offers_only_options_that_apply_and_remembers_the_last_game(tmp_path):
    d = simhelp.driver(tmp_path)
    d.press("a")
    assert d.app.scene.rows() == [vegas.GAMES[g]["name"] for g in vegas.GAME_IDS]
    d.press("a")  # Las Vegas, 4 players: the white dice are offered; with 5 they are not
    setup = d.app.scene
    assert "neutral dice: off" in setup.rows()
    d.run_script("down a")  # Players: 5
    assert setup.players == 5 and not any(r.startswith("neutral dice") for r in setup.rows())
    d.run_script("down down a")  # seat 1's colour: the next free one
    colour = setup.colours[0]
    d.run_script("up up up a")  # Start
    assert d.app.scene_name == "play" and colour != 0 and d.app.session.colours[0] == colour
    d.press("menu")
    d.run_script("down down down down down a")  # save & quit
    assert d.app.scene_name == "title"
    simhelp.title_choose(d, "New game")
    d.press("a")  # Las Vegas: as it was set up last
    again = d.app.scene
    assert d.app.scene_name == "setup" and again.players == 5 and again.colours[0] == colour
    d.press("b")
    d.run_script("down a")  # Royale, basic game: neutral dice only heads-up
    royale = d.app.scene
    assert royale.players == 4 and not any(r.startswith("neutral dice") for r in royale.rows())
    d.run_script("down a a")  # players 4 -> 5 -> 2
    assert royale.players == 2 and "neutral dice: on" in royale.rows()


def test_host_sim_headless_command_writes_a_screenshot(tmp_path):
    out = tmp_path / "shot.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("DISPLAY", None)
    r = subprocess.run([sys.executable, "-m", "host_sim", "--board", "pico_display",
                        "--save", str(tmp_path / "n.bin"), "--seed", "1", "--keys", "a a a wait",
                        "--screenshot", str(out)],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert "screenshot: " + str(out) in r.stdout
    assert out.read_bytes()[:4] == b"\x89PNG"


def test_headless_sim_without_a_save_named_never_touches_the_players_save(tmp_path):
    # the player's own save: a game in progress, as a window session would leave it
    d = simhelp.driver(tmp_path)
    d.run_script("a a a wait right a")
    d.app.save()
    mine = tmp_path / "data" / "pocket-vegas" / "nvm.bin"
    mine.parent.mkdir(parents=True)
    mine.write_bytes((tmp_path / "nvm.bin").read_bytes())
    before = mine.read_bytes()
    assert before.strip(b"\0") and d.app.session is not None  # a game in progress was saved
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               XDG_DATA_HOME=str(tmp_path / "data"))
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    r = subprocess.run([sys.executable, "-m", "host_sim", "--board", "pico_display", "--seed", "1",
                        "--screenshot", str(tmp_path / "s.png")],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert "scene play" in r.stdout and "not yours" in r.stdout
    assert mine.read_bytes() == before


def test_bad_key_script_is_a_clear_error(tmp_path):
    d = simhelp.driver(tmp_path)
    with pytest.raises(ValueError, match="unknown key 'start'"):
        d.run_script("a start")


def test_passing_the_device_the_prompt_names_whose_turn_it_is(tmp_path):
    d = simhelp.driver(tmp_path, seed=5)
    simhelp.fast_settings(d)
    simhelp.start(d, "las_vegas", ["human", "human"])
    named = set()
    for _ in range(40):
        play = d.app.scene
        if d.app.scene_name == "play" and play.mode == _HUMAN:
            who = d.app.session.state.to_move()
            text = play.board.prompt_text.text
            assert text.startswith(gfx.seat_name(d.app.session, who) + "'s turn: "), text
            assert play.board.bar.mover == who and not play.board.bar.box.hidden
            named.add(who)
        d.press("a")
    assert named == {0, 1}


def test_the_pause_menu_shows_the_moves_played(tmp_path):
    d = simhelp.driver(tmp_path, seed=6)
    simhelp.fast_settings(d)
    simhelp.start(d, "las_vegas", ["human", "normal"])
    while d.app.session.state.round < 1:
        d.press("a")
    while d.app.scene_name != "play":
        d.press("a")
    log = latest_moves(d.app.session)
    assert any(t.startswith(gfx.seat_name(d.app.session, 1) + ": ") for t in log)
    assert "- round 2 -" in log
    d.press("menu")
    d.run_script("down down a")  # Move log, under the legend
    assert d.app.scene_name == "log"
    shown = [t.text for t in d.app.scene.lines if t.text]
    # the newest at the bottom
    assert shown and log[-1].strip()[:20] in " ".join(x.strip() for x in shown[-3:])
    d.press("b")
    assert d.app.scene_name == "pause"


def test_the_move_log_is_the_history_told_and_keeps_secrets():
    """The log replays the game's history: its last decisions, each as the table told it, with a
    duel's hearts only as 'chose in secret'."""
    rng = Rng(3)
    session = Session.new("knizia", [0, 1, 1], [0, 1, 2], {"advanced": True}, 3)
    state = session.state
    told = []  # (seat, text) of each decision, as the play scene tells it
    secrets = 0
    hearts = []  # (seat, text) of each secret choice, as told once revealed
    while not state.is_over() and secrets < 2:
        who = state.to_move()
        if who == vegas.CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        action = rng.choice(state.legal_actions())
        secret = state.secret_choice()
        secrets += secret
        if secret:
            hearts.append((who, state.action_text(action)))
        told.append((who, "chose in secret" if secret else state.action_text(action)))
        state.apply(action)
    assert secrets == 2  # a duel: the challenger's hearts, then the defender's
    names = tuple(gfx.seat_name(session, x) + ": " for x in range(state.num_players))
    log = [t for t in latest_moves(session, 40) if t.startswith(names)][-12:]  # the decisions
    assert log == [gfx.seat_name(session, who) + ": " + text for who, text in told[-len(log):]]
    assert len(log) == 12 and "chose in secret" in log[-1]
    # once a decision in the open follows, the duel's hearts are told
    while state.to_move() == vegas.CHANCE or state.secret_choice():
        state.apply(state.sample_chance(rng) if state.to_move() == vegas.CHANCE else state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    log = latest_moves(session, 14)
    for who, text in hearts:
        assert gfx.seat_name(session, who) + ": " + text in log
    assert "chose in secret" not in " ".join(log)


@pytest.mark.parametrize("board,game,players", [
    ("picosystem", "las_vegas", 5), ("pico_display_2", "royale", 3), ("picosystem", "las_vegan", 4),
    ("pico_display_2", "knizia", 3)])
def test_big_screens_list_the_latest_moves_in_the_room_under_the_table(tmp_path, board, game, players):
    """The decisions and what they made known, newest last, as the move log has them (its
    rolls and round ends left out), in the band the table leaves, under the dialog and news."""
    d = simhelp.driver(tmp_path, board, seed=5)
    simhelp.fast_settings(d)
    simhelp.start(d, game, ["human"] + ["easy"] * (players - 1))
    play = d.app.scene
    told = play.told
    top, bottom = play.board.band
    assert told is not None and told.y == top and told.y + told.rows * gfx.LINE_H <= bottom
    layers = list(play.group)
    for over in [x for x in (play.dialog, getattr(play, "news_box", None)) if x is not None]:
        assert layers.index(told.label) < layers.index(getattr(over, "group", over))
    if d.app.session.state.has_news:  # the news box covers whole lines of them, down to the foot
        box, panel = play.news_box, play.news_box[0]
        assert (box.y - top) % gfx.LINE_H == 0 and top < box.y
        assert box.y + panel.y + panel[0].bitmap.height * panel.scale >= d.app.height
    checked = 0
    while checked < 4 and d.app.scene_name == "play":
        d.press("a")
        checked += 1
        log = [line for line in latest_moves(d.app.session) if not line.startswith(("  ", "-"))]
        chars, rows = play.told_room
        want = [x for line in log[-rows:] for x in gfx.wrap(line, chars)][-rows:]
        assert told.text == "\n".join(want) and want


@pytest.mark.parametrize("board,game", [("pico_display", "las_vegas"), ("picosystem", "knizia")])
def test_no_latest_moves_where_the_table_leaves_no_room(tmp_path, board, game):
    """(The prompt takes turns with them there instead: test_readable.)"""
    d = simhelp.driver(tmp_path, board, seed=5)
    simhelp.fast_settings(d)
    simhelp.start(d, game, ["human", "easy"])
    assert d.app.scene.told is None
