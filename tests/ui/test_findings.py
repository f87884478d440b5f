"""What a newcomer tripped over (issue 64's findings, by number): each is played as a player
would, in the headless simulator, or checked where the screen's words come from."""

import pytest

import simhelp
import vegas
from ui import gfx, icons
from ui.log import latest_moves
from ui.payout import Payout, casino_parts
from ui.play import _CURTAIN, _HUMAN, _NEWS, _ROUND, _SHOW
from ui.session import Session
from ui.setups import pack_setups, unpack_setups
from vegas.rng import Rng
from vegas.royale.text import FACE_NAMES

# The faces that pay at the payout, under their casino's line.
_PAYOUT_FACES = (4, 5, 12, 13, 14, 15)  # High Five, Bad Luck, Black Box, Double Down, Nice Dice, My Choice


class _Rows:
    """What Payout._casino_entries reads of its scene: the session and the line's room."""

    def __init__(self, session, chars=39):
        self.session = session
        self.chars = chars


def _royale_round_with(face, rnd, seed):
    """A random Royale game (4 players) with `face` at casino 1 in round `rnd`, played to that
    round's payout: (state, the round's faces as the table showed them)."""
    rng = Rng(seed)
    st = vegas.new_game("royale", 4)
    faces = None
    while not st.is_over():
        if st.round == rnd and st.to_move() >= 0:
            faces = list(st.face)
        if st.to_move() == vegas.CHANCE:
            kind = st.chance_kind()
            forced = kind == "tile" and st.round == rnd and face in st.chance_actions()
            a = face if forced else st.sample_chance(rng)
        else:
            a = rng.choice(st.legal_actions())
        was = st.round
        st.apply(a)
        if was == rnd and st.round != rnd:
            return st, faces
    return st, faces


@pytest.mark.parametrize("rnd", [0, 1, 2])
def test_1_each_tile_reward_is_named_after_the_tile_of_its_round(rnd):
    """Every tile that pays at the payout, in every round: its line under its casino names it
    (the payout used to read the next round's tiles)."""
    for face in _PAYOUT_FACES:
        shown = 0
        for seed in range(60):
            st, faces = _royale_round_with(face, rnd, seed * 16 + face)
            session = Session(st, [0, 1, 1, 1], [0, 1, 2, 3], 1, Rng(1))
            for casino, parts in casino_parts(session, st):
                for text, _ in parts:
                    name = text.split(":")[0]
                    if name in FACE_NAMES:
                        assert name == FACE_NAMES[faces[casino]], (parts, faces)
                        shown += name == FACE_NAMES[face]
            rows = [t for entry in Payout._casino_entries(_Rows(session), st) for t, _ in entry]
            assert all(len(t) <= 39 for t in rows)  # wrapped, never clipped
            if shown:
                break
        assert shown, "no %s reward in round %d over 60 games" % (FACE_NAMES[face], rnd + 1)


@pytest.mark.parametrize("rnd", [0, 1, 2])
def test_1_the_finished_table_shows_the_tiles_of_its_round(rnd):
    """Every tile, in every round: once the round is paid, the view still names the round's
    tiles (the finished table and the payout draw them), not the next round's."""
    for face in range(16):
        st, faces = _royale_round_with(face, rnd, face)
        assert faces[0] == face and list(st.view(0)["paid_tiles"]) == faces


def _wait_for_a(d):
    d.app.settings.values[d.app.settings.index("speed")] = 4  # wait for A
    d.app.settings.values[d.app.settings.index("anim")] = 1


def _choose(d, action):
    """At a human decision: the cursor onto `action` (when legal), then A."""
    play = d.app.scene
    if action in play.legal:
        play.cursor = play.legal.index(action)
        play._focus()
    d.press("a")


def test_2_a_royale_jackpot_throw_is_told_and_logged(tmp_path):
    d = simhelp.driver(tmp_path, seed=3)
    simhelp.start(d, "royale", ["human", "random"], tiles=1, faces=[1])  # Jackpot at casino 1
    _wait_for_a(d)
    told = []
    for _ in range(400):
        play = d.app.scene
        if d.app.scene_name == "play" and play.mode == _NEWS:
            told.append(play.news_text.text.replace("\n", " "))
            assert not play.busy()  # the line waits for A
        if any("black dice" in t for t in told):
            break
        if d.app.scene_name == "play" and play.mode == _HUMAN and not play.in_dialog():
            _choose(d, 0)
        else:
            d.press("a")
    throws = [t for t in told if "throws the black dice" in t]
    assert throws and ("Jackpot!" in throws[0] or "Jackpot grows to" in throws[0])
    assert any("black dice" in line for line in latest_moves(d.app.session))


def test_3_vegas_offers_the_roll_first(tmp_path):
    d = simhelp.driver(tmp_path, pixels=False)
    simhelp.fast_settings(d)
    simhelp.start(d, "knizia", ["human", "random"])
    for _ in range(6):
        simhelp.until(d, lambda app: app.scene_name == "play" and app.scene.mode == _HUMAN
                      and app.session.state.view(0)["phase"] == "turn")
        play = d.app.scene
        text = play.board.prompt_text.text
        if 22 in play.legal:  # (A_ROLL; a pawn at a scored table must move instead)
            assert play.legal[0] == 22 and text == "A: roll the gold die", text
        d.press("a")
    assert d.app.session.state.view(0)["good_luck"][0] == (1, 2, 3, 4, 5, 6)  # A spent no card


def test_4_vegas_names_the_duel_and_tells_its_result_and_each_scoring(tmp_path):
    d = simhelp.driver(tmp_path, seed=4)
    simhelp.start(d, "knizia", ["human", "random", "random"], advanced=True)
    _wait_for_a(d)
    titles, told = [], []
    for _ in range(600):
        play = d.app.scene
        if d.app.scene_name == "results":
            break
        if d.app.scene_name == "play":
            if play.in_dialog():
                titles.append(play.dialog.title.text)
            if play.mode == _NEWS:
                told.append(play.news_text.text.replace("\n", " "))
        scored = any("scores table" in t or "is full" in t for t in told)
        if titles and scored and any(t.startswith("Duel, table") for t in told):
            break
        d.press("a")
    assert titles and all(t.startswith("Duel with ") and "~" not in t for t in titles)
    names = [gfx.seat_name(d.app.session, s) for s in range(3)]
    assert any(t.split()[2].rstrip(",") in names for t in titles)  # the opponent, by name
    assert any(t.startswith("Duel, table") and " space " in t and "heart" in t for t in told)
    assert any("scores table" in t or "is full" in t for t in told)


def test_5_a_new_game_asks_before_it_replaces_the_saved_one_and_setups_survive(tmp_path):
    d = simhelp.driver(tmp_path, seed=4)
    simhelp.fast_settings(d)
    simhelp.new_game(d, 0, 3)
    d.press("a")
    saved = d.app.session
    d.press("menu")
    d.run_script("down down down down down a")  # Save & quit
    assert d.app.scene_name == "title"
    simhelp.title_choose(d, "New game")
    d.press("a")  # Las Vegas
    assert d.app.scene_name == "setup"
    d.press("a")  # Start: asked first
    assert d.app.scene_name == "setup" and d.app.session is saved
    assert "Replaces your saved" in d.app.scene.note.text
    d.press("b")  # kept
    assert d.app.scene_name == "setup" and d.app.session is saved and d.app.scene.note.text == ""
    d.press("a")
    d.press("a")  # asked, then confirmed
    assert d.app.scene_name == "play" and d.app.session is not saved
    # the set-up is in the save record: it survives power-off
    again = simhelp.driver(tmp_path, seed=5)
    assert unpack_setups(again.app.setups)["las_vegas"][0] == 3
    simhelp.title_choose(again, "New game")
    again.press("a")
    assert again.app.scene_name == "setup" and again.app.scene.players == 3


def test_5_setups_pack_and_unpack_and_bad_bytes_lose_nothing_else():
    setups = {"royale": (3, [0, 2, 4], [1, 0, 2],
                         {"first_player": 2, "neutral_dice": True, "tiles": 4, "faces": None}),
              "knizia": (2, [0, 0], [3, 4], {"first_player": 0, "advanced": True})}
    back = unpack_setups(pack_setups(setups))
    assert back["knizia"] == (2, [0, 0], [3, 4], {"first_player": 0, "advanced": True})
    assert back["royale"][:3] == (3, [0, 2, 4], [1, 0, 2]) and back["royale"][3]["tiles"] == 4
    assert unpack_setups(b"\xff\x07") == {}
    assert unpack_setups(pack_setups(setups)[:-1]).keys() <= setups.keys()


def _to_round_end(d):
    simhelp.until(d, lambda app: app.scene_name == "play" and app.scene.mode == _ROUND)
    return d.app.scene


def test_6_las_vegas_round_end_keeps_the_table_then_explains_the_payout(tmp_path):
    d = simhelp.driver(tmp_path, seed=2)
    simhelp.fast_settings(d)
    simhelp.start(d, "las_vegas", ["human", "random", "random"])
    play = _to_round_end(d)
    st = d.app.session.state
    v = st.view(0)
    assert "Round 1 is over" in play.board.prompt_text.text
    for c in range(6):  # the finished table: the dice as they were paid
        for s in range(3):
            assert play.board.table.count_n[s * 6 + c] == v["paid_dice"][c][s]
    d.press("a")
    assert d.app.scene_name == "payout"
    d.press("b")
    rows = [t for t, _ in d.app.scene.told()]
    assert "equal counts cancel" in " ".join(rows[:3]) and "under the pile" in " ".join(rows[:3])
    assert any(" dice $" in t or " die $" in t for t in rows)
    assert all(len(t) <= d.app.scene.chars for t in rows)


def test_6_royale_results_show_the_chips_and_equal_totals_share_a_place(tmp_path):
    d = simhelp.driver(tmp_path, seed=2)
    simhelp.fast_settings(d)
    simhelp.start(d, "royale_basic", ["human", "random", "random"])
    simhelp.play_out(d)
    rows = [line.text for line in d.app.scene.lines if line.text]
    assert "Totals include each chip (c) at $10k." in " ".join(rows)
    st = d.app.session.state
    chips = st.view(0)["chips"]
    for s in range(3):
        assert any(gfx.seat_name(d.app.session, s) in r and "%dc" % chips[s] in r for r in rows)


def test_6_equal_totals_share_a_place_on_the_results():
    from ui import results

    class _St:
        game_id = "las_vegas"
        num_players = 4
        options = {}

        def scores(self):
            return [780, 440, 330, 330]

        def winners(self):
            return [0]

        def result_note(self):
            return ""

        def view(self, seat):
            return {}

    lines = []

    class _Text:
        def __init__(self, *a, **k):
            lines.append(self)
            self.text = ""

        def set(self, text, colour=None):
            self.text = text

    app = type("A", (), {"width": 240, "height": 135, "big": False, "stats": b"",
                         "save": lambda self: None, "cue": lambda self, name: None})()
    app.session = type("S", (), {"state": _St(), "colours": bytearray([0, 1, 2, 3]),
                                 "kinds": bytearray([0, 1, 1, 1]), "humans": lambda self: 1,
                                 "is_human": lambda self, s: s == 0, "bots": [None] * 4})()
    old = gfx.Text
    gfx.Text = _Text
    try:
        results.Results(app)
    finally:
        gfx.Text = old
    shown = [t.text for t in lines if t.text]
    assert any(t.startswith("3. Green") for t in shown) and any(t.startswith("3. Yellow") for t in shown)
    assert any("share place 3" in t for t in shown)


def test_6_las_vegan_says_who_ran_out_of_cabbages(tmp_path):
    d = simhelp.driver(tmp_path, seed=2)
    simhelp.fast_settings(d)
    simhelp.start(d, "las_vegan", ["human", "random", "random"])
    st = d.app.session.state
    st.cabbages[1] = 1  # Red is one cabbage from the end: any loss ends the game early
    for _ in range(3000):
        if d.app.scene_name == "results" or st.is_over():
            break
        d.press("a")
    simhelp.until(d, lambda app: app.scene_name == "results")
    shown = " ".join(line.text for line in d.app.scene.lines)
    if st.round < 4:
        out = [gfx.seat_name(d.app.session, s) for s in range(3) if not st.cabbages[s]]
        assert "ran out of cabbages" in shown and out[0] in shown
    assert "1 cabbages" not in shown


def test_7_the_tile_dialog_says_what_its_answer_does(tmp_path):
    d = simhelp.driver(tmp_path, seed=1)
    simhelp.fast_settings(d)
    simhelp.start(d, "royale", ["human", "random"], tiles=1, faces=[13])  # Double Down at casino 1
    for _ in range(400):
        play = d.app.scene
        if d.app.scene_name == "play" and play.in_dialog():
            break
        if d.app.scene_name == "play" and play.mode == _HUMAN:
            _choose(d, 0)
        else:
            d.press("a")
    assert play.in_dialog() and play.dialog.title.text.startswith("Double Down")
    assert "$60k" in play.board.prompt_text.text and "$30k" in play.board.prompt_text.text


def test_8_las_vegan_names_suits_apart_from_seats_and_keeps_the_trick_in_view(tmp_path):
    d = simhelp.driver(tmp_path, seed=3)
    simhelp.fast_settings(d)
    simhelp.start(d, "las_vegan", ["human", "random"])
    simhelp.until(d, lambda app: app.scene_name == "play" and app.scene.mode == _HUMAN
                  and app.session.state.view(0)["phase"] == "play")
    play = d.app.scene
    text = play.board.prompt_text.text
    assert text.startswith("A: play the ") and text.split()[3] in ("red", "purple", "green", "blue"), text
    assert play.board.pile.text.startswith("pile ") and "Bank (" not in play.board.display_label.text
    dialog_top = play.dialog.group[0].y
    assert dialog_top >= play.board.trick_who.y + gfx.LINE_H - 2  # below who played the trick


def test_9_vegas_shows_this_turn_roll_only_and_whose_counter_goes(tmp_path):
    d = simhelp.driver(tmp_path, pixels=False, seed=5)
    simhelp.fast_settings(d)
    simhelp.start(d, "knizia", ["human", "random"])
    play = d.app.scene
    assert "Die: -1" not in play.board.info.text
    for _ in range(300):
        play = d.app.scene
        if d.app.scene_name == "play" and play.mode == _HUMAN:
            v = d.app.session.state.view(0)
            assert ("Die:" in play.board.info.text) == (v["phase"] in ("space", "duel"))
            for a in play.legal:
                text = play.board.describe(d.app.session.state, a, 60)
                assert "(replace)" not in text
                if "goes home" in text:
                    assert any(gfx.seat_name(d.app.session, s) + "'s counter" in text for s in range(2))
        d.press("a")


def test_10_las_vegas_shows_dice_left_at_240x135_and_royale_keeps_the_biggy_clear(tmp_path):
    d = simhelp.driver(tmp_path, pixels=False)
    simhelp.fast_settings(d)
    simhelp.start(d, "las_vegas", ["human", "random", "random", "random", "random"])
    play = d.app.scene
    st = d.app.session.state
    for s in range(5):
        left = st.own_left[s] + st.white_left[s]
        cell = play.board.bar.cells[s].text
        assert cell.endswith(icons.DIE + "%d" % left), cell
        assert len(cell) < play.board.bar.cw // gfx.CHAR_W  # (a space clear of the next cell)
    d2 = simhelp.driver(tmp_path, pixels=False, name="r.bin")
    simhelp.start(d2, "royale", ["human", "random", "random", "random", "random"])
    board = d2.app.scene.board
    last_count = max(tg.y + gfx.COUNT_H for tg in board.table.counts)
    assert board.biggy_group.y >= last_count


def test_11_the_move_log_is_near_the_top_and_tells_outcomes(tmp_path):
    d = simhelp.driver(tmp_path, seed=3)
    simhelp.fast_settings(d)
    simhelp.start(d, "royale", ["human", "random"], tiles=1, faces=[6])  # Pay Day pays at once
    for _ in range(12):
        d.press("a")
    d.press("menu")
    assert d.app.scene.rows().index("Move log") <= 2
    d.run_script("down down a")
    assert d.app.scene_name == "log"
    lines = " ".join(line.text for line in d.app.scene.lines)
    assert ": roll " in lines and "(Pay Day)" in lines  # the rolls, and what the tile paid
    log = latest_moves(d.app.session)
    assert len(log) > 30 or len(d.app.session.state.history) < 30


def test_12_wait_for_a_holds_each_ai_pick_and_the_curtain_recaps(tmp_path):
    d = simhelp.driver(tmp_path, seed=6)
    simhelp.start(d, "royale_basic", ["human", "easy", "human"])
    _wait_for_a(d)
    d.app.settings.values[d.app.settings.index("curtain")] = 1  # always
    shown = recap = 0
    for _ in range(60):
        play = d.app.scene
        if d.app.scene_name != "play":
            d.press("a")
            continue
        if play.mode == _SHOW:
            assert not play.busy()  # waits for A
            for _ in range(500):
                d.frame()
            assert play.mode == _SHOW
            shown += 1
        if play.mode == _CURTAIN and play.curtain.recap.text:
            assert play.curtain.recap.text.startswith("Since your last turn:")
            recap += 1
        d.press("a")
    assert shown and recap


def test_13_pages_end_with_their_sentence_and_do_not_wrap_round():
    import vegas
    from ui.rules import pages_of
    from ui.session import game_module

    books = {game_module(g, "rules") for g in vegas.GAME_IDS} | {"ui.royale.tile_rules"}
    entries = [entry for book in sorted(books) for entry in __import__(book, None, None, ["PAGES"]).PAGES]
    for _, pages in entries:
        for title, text in pages:
            for lines in pages_of(text, 39, 8):
                assert len(lines) <= 8 and all(len(t) <= 39 for t in lines)
            screens = pages_of(text, 39, 8)
            words = " ".join(" ".join(s) for s in screens).split()
            assert words == text.split()  # nothing lost
            for s in screens[:-1]:
                if len(s) < 8:  # a screen short of full ends its sentence
                    assert s[-1].rstrip()[-1] in ".:;", (title, s)


def test_13_rules_stop_at_the_last_page_and_texts_count_right(tmp_path):
    d = simhelp.driver(tmp_path, pixels=False)
    d.run_script("down a a")  # Rules, Las Vegas
    assert d.app.scene_name == "rules"
    n = len(d.app.scene.pages)
    for _ in range(n - 1):
        d.press("right")
    d.press("right")
    assert d.app.scene.page == n - 1 and "A done" in d.app.scene.foot.text
    d.press("a")
    assert d.app.scene_name == "games"
    st = vegas.new_game("royale", 2)
    st.phase = 14  # (PH_BLOCK) a cluster of one
    assert st.action_text(0) == "1 blank die to casino 1"


def test_14_seat_text_reads_on_the_felt_and_on_the_turn_box():
    def lum(c):
        out = []
        for v in ((c >> 16) & 255, (c >> 8) & 255, c & 255):
            v /= 255
            out.append(v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4)
        return 0.2126 * out[0] + 0.7152 * out[1] + 0.0722 * out[2]

    def ratio(a, b):
        hi, lo = sorted((lum(a), lum(b)), reverse=True)
        return (hi + 0.05) / (lo + 0.05)

    for _, body, _ in gfx.COLOURS:
        assert ratio(gfx.on_felt(body), gfx.BG) >= 4.5
        assert ratio(gfx.BLACK, body) >= 4.5  # the mover's letter on its box
    assert ratio(gfx.WARN, gfx.BG) >= 4.5


def test_15_menus_remember_the_cursor_offer_abandon_and_explain_settings(tmp_path):
    d = simhelp.driver(tmp_path, seed=4)
    assert "B" not in d.app.scene.foot.text  # the title: nowhere to go back to
    d.run_script("down a")  # Rules
    assert d.app.scene.title_text.text == "Rules of which game?"
    d.press("b")
    assert d.app.scene_name == "title" and d.app.scene.rows()[d.app.scene.cursor] == "Rules"
    d.run_script("down down a")  # Settings (the last row): a help line under the menu
    assert d.app.scene_name == "settings" and d.app.scene.note.text
    d.run_script("a a a b")  # speed: normal -> fast -> instant -> wait for A
    assert d.app.settings.get("speed") == 4
    d.app.settings.values[d.app.settings.index("speed")] = 3
    d.run_script("up up up a")  # New game
    d.run_script("a a")  # Las Vegas, Start (nothing saved: no question)
    assert d.app.scene_name == "play"
    d.press("menu")
    d.run_script("down down down down a")  # Settings, then back to the pause menu
    d.press("b")
    assert d.app.scene_name == "pause" and d.app.scene.cursor == 4
    d.run_script("down down a")  # Abandon game: asked first
    assert d.app.scene_name == "pause" and d.app.session is not None
    d.press("a")
    assert d.app.scene_name == "title" and d.app.session is None
    again = simhelp.driver(tmp_path, seed=5)
    assert again.app.session is None  # abandoned for good


def test_news_lines_name_only_real_seats_in_every_game():
    """Every game's news, over whole random games: each %s has its seat."""
    for game, n in (("las_vegas", 3), ("royale", 4), ("royale_basic", 2), ("knizia", 3), ("las_vegan", 2)):
        rng = Rng(9)
        st = vegas.new_game(game, n, **({"advanced": True} if game == "knizia" else {}))
        told = 0
        while not st.is_over():
            a = st.sample_chance(rng) if st.to_move() == vegas.CHANCE else rng.choice(st.legal_actions())
            mark = st.news_mark(a)
            st.apply(a)
            for text, seats, _ in st.news(mark):
                assert text.count("%s") == len(seats) and all(0 <= s <= n for s in seats)
                told += 1
        assert told or game in ("las_vegas", "royale_basic")

