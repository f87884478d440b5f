"""What a new player reads at 240x135: each outcome on screen long enough, in words true of the
state at that moment, on the table where it happened."""

import pytest

import simhelp
from ui import gfx
from ui.play import _HUMAN, _NEWS
from ui.settings import NEWS_MS
from vegas.knizia.tables import TABLE_START


def test_vegas_your_own_roll_holds_your_table_with_the_die_and_where_the_counter_went(tmp_path):
    d = simhelp.driver(tmp_path, seed=3)
    simhelp.start(d, "knizia", ["human", "random", "random"])
    me = gfx.seat_name(d.app.session, 0)
    seen = 0
    for _ in range(400):
        play = d.app.scene
        if d.app.scene_name != "play" or seen >= 3:
            break
        if play.mode == _HUMAN and d.app.session.state.to_move() == 0:
            d.tap("a")  # (the roll is offered first)
            for _ in range(200):  # the die tumbles, then what it did
                d.frame()
                if play.mode == _NEWS or play.mode == _HUMAN:
                    break
            text = play.news_text.text.replace("\n", " ")
            if play.mode != _NEWS or not text.startswith(me + " rolled") or "table" not in text:
                d.run_until_idle()
                continue
            number = int(text.split()[2].rstrip(":"))
            board, st = play.board, d.app.session.state
            assert board.die[0] == number, text
            if ", space " in text:  # "Blue rolled 4: table 9, space 2"
                t = int(text.split("table ")[1].split(",")[0]) - 1
                space = int(text.split("space ")[1].split()[0].rstrip(";,")) - 1
                assert st.occ[TABLE_START[t] + space] == 1, text  # the counter is there, now
                assert not board.space_sel.hidden
                assert board.space_sel.y + board.pitch[1] <= play.news_box.y  # not under the news
            else:  # "Blue rolled 4: no space for it at table 9"
                t = int(text.split("table ")[1].split()[0]) - 1
            assert board.zoom_title.text.startswith("Table %d " % (t + 1)), (text, board.zoom_title.text)
            for _ in range(NEWS_MS[d.app.settings.get("speed")] // 20 - 5):  # a second and more
                d.frame()
                assert play.mode == _NEWS and board.die[0] == number
                assert board.zoom_title.text.startswith("Table %d " % (t + 1))
            seen += 1
            d.run_until_idle()
        else:
            d.press("a")
    assert seen >= 3


def test_a_payout_opens_at_its_top_and_turns_whole_casinos_the_humans_notes_in_gold(tmp_path):
    d = simhelp.driver(tmp_path, seed=2)
    simhelp.start(d, "las_vegas", ["human", "random", "random", "random"])
    for _ in range(3000):
        if d.app.scene_name == "payout":
            break
        d.frame() if d.app.busy() else d.tap("a")
    pay = d.app.scene
    first = pay.lines[0].text
    assert first.startswith("Most dice takes the top note"), first  # the page opens at the top
    pages = []
    while True:
        shown = [line.text for line in pay.lines if line.text]
        assert shown[0][:1].isdigit() or shown[0].startswith(("Most dice", "Now:")), shown  # no half entry
        if shown[0] not in [p[0] for p in pages]:
            pages.append(shown)
        if not d.app.busy():
            break
        d.frame()
    assert len(pages) >= 2  # four players' notes do not fit one page at 240x135
    me = gfx.seat_name(d.app.session, 0)
    for line in pay.lines:
        if line.text.strip().startswith(me + " ") and " $" in line.text:
            assert line.color == gfx.GOLD, line.text
    told = [text for text, _ in pay.told()]
    assert told[-1].startswith("Now:") or told[-2].startswith("Now:")


def test_an_ai_pick_held_until_a_says_so_and_whose_it_is(tmp_path):
    from ui.play import _SHOW

    d = simhelp.driver(tmp_path, seed=4)
    settings = d.app.settings
    while settings.get("speed") != 4:  # "wait for A"
        settings.cycle(settings.index("speed"))
    simhelp.start(d, "las_vegas", ["human", "normal", "normal"])
    for _ in range(200):
        play = d.app.scene
        if d.app.scene_name == "play" and play.mode == _SHOW:
            break
        d.press("a")
    text = play.board.prompt_text.text
    who = gfx.seat_name(d.app.session, d.app.session.state.to_move())
    assert play.mode == _SHOW and text.startswith(who + ": ") and text.endswith(" A>"), text
    d.press("a")  # (A plays it)
    assert play.mode != _SHOW or play.board.prompt_text.text != text


def test_a_hints_chances_leave_the_option_its_room_on_the_prompt(tmp_path):
    """Royale at 240x135: after a hint, each option's prompt "A: 9% to win: 1 die on 2, Double
    Down" is whole (the tile's name shortened to its initials if need be, never cut), and no
    prompt line runs past the screen's edge."""
    from vegas.royale.data import DOUBLE_DOWN, HIGH_FIVE, NICE_DICE

    d = simhelp.driver(tmp_path, seed=3)
    simhelp.fast_settings(d)
    simhelp.start(d, "royale", ["human", "random"], faces=[DOUBLE_DOWN, HIGH_FIVE, NICE_DICE])
    simhelp.until(d, lambda app: app.scene_name == "play" and app.scene.mode == _HUMAN
                  and len(app.scene.legal) > 2 and not app.scene.in_dialog())
    play = d.app.scene
    d.press("b")  # a hint
    assert play.chances
    seen = 0
    for _ in play.legal:
        text = play.board.prompt_text.text
        assert not text.endswith("~") and 2 + len(text) * gfx.CHAR_W <= d.app.width, text
        seen += "% to win: " in text
        d.press("right")
    assert seen


def test_a_payout_says_tied_only_of_equal_counts(tmp_path):
    """A seat that took nothing is "tied, out" only where another count equals its own; else
    the casino ran out of notes before it ("no note left")."""
    from ui.payout import casino_parts

    told = 0
    for seed in range(1, 6):
        d = simhelp.driver(tmp_path, seed=seed, name="nvm%d.bin" % seed)
        simhelp.fast_settings(d)
        simhelp.start(d, "las_vegas", ["human", "random", "random", "random"])
        simhelp.until(d, lambda app: app.scene_name == "payout")
        st = d.app.session.state
        v = st.view(0)
        names = [gfx.seat_name(d.app.session, s) for s in range(4)]
        for c, parts in casino_parts(d.app.session, st):
            dice = v["paid_dice"][c]
            for text, _ in parts:
                for head, tied in (("tied, out: ", True), ("no note left: ", False)):
                    if text.startswith(head):
                        for entry in text[len(head):].split(", "):
                            name, n = entry.rsplit(" ", 1)
                            s = names.index(name)
                            assert dice[s] == int(n)
                            assert (list(dice).count(dice[s]) > 1) == tied, (text, dice)
                            told += 1
    assert told


def test_royale_tile_marks_fit_their_column_and_their_words_tell_the_state(tmp_path):
    from ui.royale import tiles
    from vegas.royale.data import (
        FIFTY,
        FIFTY_TRACK,
        JACKPOT,
        JACKPOT_TRACK,
        MY_CHOICE,
        NO_ENTRY,
        NO_ENTRY_TRACK,
    )
    from vegas.royale.text import PHASE_NAMES

    d = simhelp.driver(tmp_path)
    simhelp.start(d, "royale", ["human"] + ["random"] * 4, faces=[JACKPOT, FIFTY, NO_ENTRY])
    session = d.app.session
    room = (d.app.width // 6) // gfx.CHAR_W  # a casino's column at 240 wide
    v = dict(session.state.view(0))
    seats = range(-1, 5)
    variants = (
        [("jackpot", k) for k in range(len(JACKPOT_TRACK))]
        + [("fifty_fifty", (pos, last, 0)) for pos in range(len(FIFTY_TRACK) + 1) for last in (2, 12)]
        + [(k, s) for k in ("high_five", "power_play") for s in seats]
        + [("prime_time", (s, ())) for s in seats]
        + [("no_entry", (2, pos)) for pos in range(len(NO_ENTRY_TRACK) + 1)]
        + [("knockout_bar", (2,) * 5), ("block_it", (2, 2, 1)), ("handicarp", (2, 3, 4)),
           ("double_down", (9, 9)), ("nice_dice", (1,) * 6), ("lucky_last", (3, 1)),
           ("black_box_last", (0, 1))]
        + [("gold", 1 + 2 * s) for s in range(5)])
    for key, value in variants:
        w = dict(v, **{key: value})
        for face in range(16):
            mark, words = tiles.tile_state(session, face, w)
            assert len(mark) <= room, (face, key, value, mark)
            assert bool(mark) == bool(words) or face == 2, (face, mark, words)  # (2: Prime Time, unowned)
    for k, won in enumerate(JACKPOT_TRACK):
        assert tiles.tile_state(session, JACKPOT, dict(v, jackpot=k)) == ("$%dk" % won, "$%dk" % won)
    assert tiles.tile_state(session, FIFTY, dict(v, fifty_fifty=(3, 7, 1)))[1] == "on $30k, last 7"
    assert tiles.tile_state(session, NO_ENTRY, dict(v, no_entry=(1, 2)))[1] == "pays $30k"
    assert tiles.tile_state(session, MY_CHOICE, dict(v, gold=3))[1] == "gold: " + gfx.seat_name(session, 1)
    # on the table: the prompt names the focused casino's tile and its state, inside the screen
    play = d.app.scene
    st = session.state
    simhelp.until(d, lambda app: app.scene.mode == _HUMAN and PHASE_NAMES[st.phase] == "place" and any(
        st.face[a] == JACKPOT for a in st.legal_actions() if a < 6))
    for a in st.legal_actions():
        if a < 6:
            jackpot = "Jackpot: $%dk" % JACKPOT_TRACK[st.view(0)["jackpot"]]
            said = play.board.describe(st, a, play.board.chars - 3)
            assert len(said) <= play.board.chars - 3
            assert said.endswith(jackpot) == (st.face[a] == JACKPOT), said


def test_las_vegan_machines_read_in_words_with_what_their_tokens_pay(tmp_path):
    from ui.las_vegan.words import SHAPES
    from vegas.las_vegan.codes import GOLDEN
    from vegas.las_vegan.data import MACHINE_SUIT, MACHINES

    d = simhelp.driver(tmp_path, seed=8)
    simhelp.start(d, "las_vegan", ["human", "random", "random"])
    simhelp.until(d, lambda app: app.scene_name == "play" and app.scene.mode == _HUMAN
                  and app.session.state.view(0)["token_at"][GOLDEN] >= 0
                  and max(app.session.state.view(0)["token_at"][:GOLDEN]) >= 0)
    v = d.app.session.state.view(0)
    board = d.app.scene.board
    texts = [m.text for m in board.machines]
    for i, m in enumerate(v["machines"]):
        kind, what = MACHINES[m]
        name = "3" + SHAPES[what] if kind == MACHINE_SUIT else "each %d" % what
        on = [v["tokens"][t] for t in range(4) if v["token_at"][t] == i]
        assert texts[i] == name + (" %+d" % on[0] if on else ""), texts
    assert texts[3] == "%s %+d" % (("fewest", "most")[v["token_at"][GOLDEN]], v["tokens"][GOLDEN])
    assert len(" ".join(texts)) <= board.chars


def _moves_since(start, history, session):
    """The recap's line of each decision the other seats made in `history` after `start` (the
    state at the human's last decision), replayed on a clone of it."""
    state = start.clone()
    lines = []
    for action in history[len(start.history):]:
        who = state.to_move()
        if who >= 0 and who != 0:
            lines.append(gfx.seat_name(session, who) + (" chose in secret" if state.secret_choice()
                                                         else state.told_text(action)))
        state.apply(action)
    return lines


@pytest.mark.parametrize("game", ["las_vegas", "royale", "knizia", "las_vegan"])
def test_at_240x135_the_prompt_takes_turns_with_what_the_others_did_since_you_decided(tmp_path, game):
    """No room under the table for the latest moves: while you decide, the prompt shows your
    choice, then each move the others made since your last decision (dimmer), then your choice
    again; a press shows the choice at once."""
    d = simhelp.driver(tmp_path, seed=4)
    seats = 2 if game == "las_vegan" else 4
    simhelp.start(d, game, ["human"] + ["random"] * (seats - 1))
    checked, before = 0, None
    for _ in range(300):
        state, play = d.app.session.state, d.app.scene
        if d.app.scene_name != "play" or checked >= 2:
            break
        if play.mode != _HUMAN or state.to_move() != 0:
            d.press("a")
            continue
        assert play.told is None  # (240x135: no band for the latest moves)
        if before is not None and play.since:
            moves = _moves_since(before, state.history, d.app.session)
            assert moves, "others' moves in the prompt's turns, but none were made"
            said = play.board.prompt_text.text
            pages = []
            for _ in range(len(play.since)):
                for _ in range(200):
                    d.frame()
                    if play.board.prompt_text.text != (pages[-1] if pages else said):
                        break
                pages.append(play.board.prompt_text.text)
                assert play.board.prompt_text.color == gfx.DIM
            shown = " ".join(pages)
            at = 0
            for line in moves:  # each move, in the order made (news lines between them)
                at = shown.find(line, at)
                assert at >= 0, "%r not in the prompt's turns %r" % (line, pages)
            for _ in range(200):
                d.frame()
                if play.board.prompt_text.text == said:
                    break
            assert play.board.prompt_text.text == said and play.board.prompt_text.color == gfx.FG
            d.frame()
            d.frame()
            if len(play.legal) > 1 and not play.in_dialog():
                d.press("right")
                assert play.board.prompt_text.text.startswith("A: ")
                d.press("left")
            checked += 1
        before = state.clone()
        d.press("a")
    assert checked == 2
