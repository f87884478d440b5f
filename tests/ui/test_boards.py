"""What each drawn board shows, read back from its display objects: the zoomed VEGAS table,
the playable Las Vegan cards, Royale's tiles, Biggy and start player."""

import simhelp
from ui import gfx
from ui.play import _HUMAN, _ROUND
from ui.royale.board import initials
from vegas.royale.text import FACE_NAMES


def _human_turn(d, phase):
    simhelp.until(d, lambda app: app.scene_name == "play" and app.scene.mode == _HUMAN
                  and app.session.state.view(app.session.state.to_move())["phase"] == phase)
    return d.app.scene


def test_knizia_cursor_on_a_move_zooms_that_table_on_the_map(tmp_path):
    d = simhelp.driver(tmp_path, pixels=False)
    simhelp.fast_settings(d)
    simhelp.start(d, "knizia", ["human", "random", "random"])
    play = _human_turn(d, "turn")
    board = play.board
    moves = [a for a in play.legal if a < 14]
    assert moves and play.legal[-len(moves):] == moves  # rolling and cards first, moves last
    while play.legal[play.cursor] != moves[0]:
        d.press("right")
    t = moves[0]
    assert board.zoom_title.text.startswith("Table %d " % (t + 1))
    assert board.map_sel.x == t * board.cw + 1
    spaces = d.app.session.state.view(0)["tables"][t]
    shown = [board.spaces[k] for k in range(18) if board.spaces[k]]
    assert len(shown) == len(spaces)  # one tile per space of that table


def test_las_vegan_raises_exactly_the_playable_cards(tmp_path):
    d = simhelp.driver(tmp_path, pixels=False)
    simhelp.fast_settings(d)
    simhelp.start(d, "las_vegan", ["human", "random", "random", "random"])
    for _ in range(3):  # a few tricks in: following suit limits the choice
        play = _human_turn(d, "play")
        st = d.app.session.state
        hand = st.view(0)["hand"]
        legal = set(st.legal_actions())
        for i, card in enumerate(hand):
            raised = play.board.hand.tiles[i].y < play.board.hand.y
            assert raised == (card in legal)
            # its suit's colour; a card that may not be played now, dimmed (finding 8)
            assert play.board.hand.tiles[i][0] == 2 + card // 10
            dimmed = play.board.hand.tiles[i].pixel_shader is play.board.dimmed
            assert dimmed == (card not in legal)
        if len(hand) < 13:
            assert play.board.hand.tiles[len(hand)][0] == 0  # no card beyond the hand
        d.press("a")


def test_royale_shows_tile_icons_the_biggy_and_the_start_player(tmp_path):
    d = simhelp.driver(tmp_path, pixels=False)
    simhelp.fast_settings(d)
    simhelp.start(d, "royale", ["human", "random", "random"], faces=[1, 6, 13])
    play = _human_turn(d, "place")
    board, v = play.board, d.app.session.state.view(0)
    # each tile beside its casino's die, within the casino's column; the other casinos none
    assert [board.icons[c][0] for c in range(6)] == [2, 7, 14, 0, 0, 0]
    for c in range(3):
        icon, head = board.icons[c], board.table.heads[c]
        assert head.x + gfx.DIE < icon.x and icon.x + icon.tile_width <= (c + 1) * board.cw
    assert board.table.heads[3].x == 3 * board.cw + (board.cw - gfx.DIE) // 2
    assert [initials(FACE_NAMES[f]) for f in (1, 6, 13)] == ["J", "PD", "DD"]
    assert board.states[0].text.startswith("$")  # the Jackpot's value
    assert board.bar.starter == v["start_player"] and not board.bar.under.hidden
    biggy = [f + 1 for f in range(6) if v["roll"][6 + f]]
    assert board.biggy[0] == (biggy[0] if biggy else 0)
    normal = sum(v["roll"][:6])
    assert sum(1 for tg in board.table.roll if tg[0]) == normal


def test_royale_on_the_simpler_drawing_marks_the_tiles_with_their_initials(tmp_path, monkeypatch):
    monkeypatch.setattr(gfx, "LEAN", True)  # (stock CircuitPython: no sheet for the tiles)
    d = simhelp.driver(tmp_path, pixels=False)
    simhelp.fast_settings(d)
    simhelp.start(d, "royale", ["human", "random", "random"], faces=[1, 6, 13])
    board = _human_turn(d, "place").board
    line = board.marks.text  # (one text for the six casinos)
    assert line.split() == ["J", "PD", "DD"] and board.icons is None
    for c, mark in enumerate(("J", "PD", "DD")):
        x = line.index(mark) * gfx.CHAR_W
        assert board.table.heads[c].x + gfx.DIE < x and x + len(mark) * gfx.CHAR_W <= (c + 1) * board.cw
    assert not board.table.flyers  # (nor notes to fly)


def test_counts_on_the_boards_read_as_words(tmp_path):
    from ui import gfx

    assert [gfx.count(n, "die", "dice") for n in (0, 1, 2)] == ["no dice", "1 die", "2 dice"]
    for game in ("las_vegas", "royale"):  # the seat lines of a big screen, through a game
        d = simhelp.driver(tmp_path, board="pico_display_2", pixels=False, name=game + ".bin")
        simhelp.fast_settings(d)
        simhelp.start(d, game, ["human", "random", "random"])
        seen = set()
        for _ in range(150):
            if d.app.scene_name != "play":
                break
            text = d.app.scene.board.info.text
            seen.update(w for w in ("no dice", "1 die", "1 note", "1 card", "1 chip") if w in text)
            assert not any(bad in text for bad in ("0 dice", "1 dice", "1 notes", "1 cards", "1 chips")), text
            d.press("a")
        assert seen, game


def test_las_vegan_taken_tricks_show_as_a_count_unless_opened(tmp_path):
    d = simhelp.driver(tmp_path, board="pico_display_2", pixels=False)
    simhelp.fast_settings(d)
    simhelp.start(d, "las_vegan", ["human", "random", "random"])
    simhelp.until(d, lambda app: app.scene_name == "play" and sum(app.session.state.view(0)["tricks"]) >= 2)
    board = d.app.scene.board
    board.draw(d.app.session.state)
    rows = board.taken.text.split("\n")
    import re

    assert all(re.search(r" took (no tricks|1 trick|[0-9]+ tricks)$", r) for r in rows), rows
    d.app.settings.cycle(d.app.settings.index("tricks"))  # the open-tricks assist
    board.draw(d.app.session.state)
    from ui.las_vegan.words import SHAPES

    taken = d.app.session.state.view(0)["taken"]
    for s, row in enumerate(board.taken.text.split("\n")):  # each suit by its shape, counted true
        assert "trick" not in row
        assert row.endswith(" ".join("%s%d" % (SHAPES[k], sum(1 for c in taken[s] if c // 10 == k))
                                     for k in range(4))), row


def _counts_shown(table, kinds):
    return [[table.counts[k][c] for c in range(6)] for k in range(kinds)]


def test_dice_counts_are_drawn_as_digits_that_tell_nine_from_eight(tmp_path):
    """Each colour's dice at a casino show as their count, one box per colour in a fixed place
    under the casino; the count sheet's tiles hold distinct drawings up to 10."""
    d = simhelp.driver(tmp_path, pixels=False)
    simhelp.fast_settings(d)
    simhelp.start(d, "las_vegas", ["human", "random", "random", "random", "random"])
    for _ in range(12):
        d.press("a")
    st = d.app.session.state
    table = d.app.scene.board.table
    dice = st.view(0)["casino_dice"]
    assert _counts_shown(table, 6) == [[dice[c][s] for c in range(6)] for s in range(6)]
    assert any(n for row in _counts_shown(table, 6) for n in row)  # dice were placed
    sheet = table.counts[0].bitmap
    h = sheet.height // 11

    def tile(n):
        return [sheet[x, n * h + y] for y in range(h) for x in range(sheet.width)]

    assert not any(tile(0))
    drawn = [tuple(tile(n)) for n in range(1, 11)]
    assert len(set(drawn)) == 10 and all(2 in t for t in drawn)  # digits on every box


def test_royale_counts_its_biggy_as_two_dice(tmp_path):
    d = simhelp.driver(tmp_path, pixels=False)
    simhelp.fast_settings(d)
    simhelp.start(d, "royale_basic", ["human", "random", "random"])
    st = d.app.session.state
    while not any(b < 6 for b in st.view(0)["biggy_at"]):
        d.press("a")
    v = st.view(0)
    table = d.app.scene.board.table
    for s in range(3):
        for c in range(6):
            assert table.counts[s][c] == v["casino_dice"][c][s] + 2 * (v["biggy_at"][s] == c)


def _pairs_shown(board):
    """Each casino's money cards, read from its tiles; every pair inside its casino's column."""
    from vegas.royale.data import CARD_VALUES

    grid = board.table.notes
    assert grid.x == 0 and 2 * grid.tile_width <= board.cw and grid.width == 12
    return [[CARD_VALUES[grid[2 * c + i] - 1] for i in range(2) if grid[2 * c + i]] for c in range(6)]


def test_royale_money_cards_lie_under_their_casino(tmp_path):
    """Each casino's pair of cards is drawn under its die, "100 100" too, in play and once paid."""
    d = simhelp.driver(tmp_path, seed=4, pixels=False)
    simhelp.fast_settings(d)
    simhelp.start(d, "royale", ["human", "normal"])
    seen = set()
    for _ in range(300):
        if d.app.scene_name == "play":
            board, st = d.app.scene.board, d.app.session.state
            v = st.view(0)
            if board.round_over(st):
                assert _pairs_shown(board) == [[p[2] for p in v["payouts"] if p[0] == c and len(p) == 3]
                                               for c in range(6)]
                seen.add("paid")
            else:
                assert _pairs_shown(board) == [list(n) for n in v["casino_notes"]]
                seen.add("play")
        if seen == {"play", "paid"}:
            break
        d.press("a")
    assert seen == {"play", "paid"}
    board._show_pairs({"casino_notes": [(30, 30), (40, 30), (50, 40), (90, 80), (100, 100), (100, 100)]})
    assert _pairs_shown(board)[4:] == [[100, 100], [100, 100]]


def test_las_vegan_machines_fit_side_by_side_at_240(tmp_path):
    d = simhelp.driver(tmp_path, pixels=False)
    simhelp.fast_settings(d)
    simhelp.start(d, "las_vegan", ["human", "random", "random", "random", "random"])
    ends = []
    while d.app.scene_name != "results" and len(ends) < 300:
        if d.app.scene_name == "play":
            texts = d.app.scene.board.machines
            ends.append(max(t.x + len(t.text) * 6 for t in texts))
            assert all(a.x + len(a.text) * 6 < b.x for a, b in zip(texts, texts[1:]) if a.text)
        d.press("a")
    assert ends and max(ends) <= d.app.width


def test_knizia_says_which_table_was_scored_its_winner_and_the_chips_worth(tmp_path):
    d = simhelp.driver(tmp_path, pixels=False, seed=5)
    simhelp.fast_settings(d)
    simhelp.start(d, "knizia", ["human", "random", "random", "random"])
    seen = 0
    while d.app.scene_name != "results":
        v = d.app.session.state.view(0)
        board = d.app.scene.board if d.app.scene_name == "play" else None
        if board is not None and v["scored"]:
            t, w = v["scored"][-1]
            want = "T%d %s" % (t + 1, "%s $%d" % (gfx.seat_name(d.app.session, w), len(v["tables"][t]))
                               if w >= 0 else "chip gone")
            info = board.info.text.split("\n")
            assert info[-1] == want or info[-2] == want  # (a duel's line may follow)
            assert len(info) <= board.info_rows
            seen += 1
        d.press("a")
    assert seen


def test_royale_lucky_punch_tells_the_hidden_tokens_once_guessed(tmp_path):
    from vegas.royale.data import LUCKY

    d = simhelp.driver(tmp_path, pixels=False, seed=3)
    simhelp.fast_settings(d)
    simhelp.start(d, "royale", ["human", "random", "random"], faces=[LUCKY, 6, 13])
    simhelp.until(d, lambda app: app.scene_name == "play" and app.session.state.view(0)["lucky_last"]
                  and app.scene.mode != _ROUND)  # (a finished round's table shows no tile states)
    hidden, _ = d.app.session.state.view(0)["lucky_last"]
    assert d.app.scene.board.states[0].text == "hid %d" % hidden


def test_vegas_cards_are_readable_at_every_size(tmp_path):
    """The viewer's cards beside the zoomed table, or under it where the side is too narrow
    (240 wide at the big pitch): never clipped short, clear of the spaces and the prompt."""
    for board in ("pico_display", "picosystem", "pico_display_2"):
        d = simhelp.driver(tmp_path, board=board, pixels=False, name=board + ".bin")
        simhelp.fast_settings(d)
        simhelp.start(d, "knizia", ["human", "random", "random"])
        b = d.app.scene.board
        assert b.info_chars >= len("T14 Purple $12") and b.info_rows >= 4, board
        spaces_right = b.spaces.x + b.spaces.width * b.pitch[0]
        spaces_bottom = b.spaces.y + b.spaces.height * b.pitch[1]
        assert b.info.x >= spaces_right or b.info.y >= spaces_bottom, board
        assert b.info.y + b.info_rows * gfx.LINE_H <= b.prompt_text.y, board
        lines = b.info.text.split("\n")
        assert lines[0].startswith("Blue") and all(len(x) <= b.info_chars and "~" not in x for x in lines)
