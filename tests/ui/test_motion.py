"""Motion: the chosen dice slide to their casino before the table counts them, within the
speed setting's time, skipped by A, and not at all with animations off, at instant speed, or
where the heap is short."""

import simhelp
from ui import gfx
from ui.play import _HUMAN, _MOVE, _ROUND
from ui.settings import MOVE_MS


def _at_human_turn(d, game, kinds, speed=1, anim=0):
    d.app.settings.values[d.app.settings.index("speed")] = speed
    d.app.settings.values[d.app.settings.index("anim")] = anim
    simhelp.start(d, game, kinds)
    simhelp.until(d, lambda app: app.scene_name == "play" and app.scene.mode == _HUMAN)
    return d.app.scene


def _sliders(table, c):
    return [tg for i, tg in enumerate(table.roll) if table.faces[i] == c + 1]


def test_layers_go_one_after_another_at_most_two_at_once():
    """A frame redraws the places of the layers that moved: on the chip each pixel costs
    microseconds, so a slide of many (a round's notes, a trick) moves two at a time."""
    from ui.motion import Slide

    class Layer:
        def __init__(self, x):
            self.x, self.y = x, 100

    layers = [Layer(10 * i) for i in range(6)]
    slide = Slide(layers, 200, 0)
    home = [(t.x, t.y) for t in layers]
    there = [(200 + 2 * i, i) for i in range(6)]  # (a little apart)
    started = []
    for k in range(256):
        slide.frame(k)
        now = [(t.x, t.y) for t in layers]
        under_way = [i for i in range(6) if now[i] not in (home[i], there[i])]
        assert len(under_way) <= 2
        started += [i for i in under_way if i not in started]
    assert all(abs(a - b) <= 1 for p, q in zip(now, there) for a, b in zip(p, q))  # (the last settling)
    assert started == list(range(6))  # in turn
    slide.frame(256)
    assert [(t.x, t.y) for t in layers] == [(10 * i, 100) for i in range(6)]  # (256: back, for the redraw)


def test_the_chosen_dice_slide_to_their_casino_then_are_counted(tmp_path):
    d = simhelp.driver(tmp_path, seed=3, pixels=False)
    scene = _at_human_turn(d, "las_vegas", ["human", "easy"])
    table = scene.board.table
    c = scene.legal[scene.cursor]
    dice = _sliders(table, c)
    start = [(tg.x, tg.y) for tg in dice]
    slots_x = [tg.x for tg in table.roll]
    before = table.counts[0][c]
    target_x = c * table.cw + (table.cw - gfx.DIE) // 2
    d.tap("a")
    assert scene.mode == _MOVE  # nothing counted yet, the dice on their way
    assert table.counts[0][c] == before
    frames = 0
    seen = []
    while scene.mode == _MOVE:
        seen.append([(tg.x, tg.y) for tg in dice])
        d.frame()
        frames += 1
    # each die closes on the casino's column and rises toward its counts, frame after frame
    mid = seen[len(seen) // 2]
    for (x0, y0), (x, y) in zip(start, mid):
        assert abs(x - target_x) < abs(x0 - target_x) or x0 == target_x
        assert y < y0
    assert frames * 20 <= MOVE_MS[1] + 3 * 20
    # then the table shows them counted, and the roll slots are back in their places
    assert [tg.x for tg in table.roll] == slots_x
    assert all(tg.y in (table.y_roll, table.y_roll - 3) for tg in table.roll)  # (- 3: highlighted)
    assert table.counts[0][c] == d.app.session.state.view(0)["casino_dice"][c][0] > before
    assert scene.slide is None


def test_a_skips_the_motion_and_instant_or_off_has_none(tmp_path):
    d = simhelp.driver(tmp_path, seed=3, pixels=False)
    scene = _at_human_turn(d, "royale_basic", ["human", "easy"])
    c = scene.legal[scene.cursor]
    assert c < 6 and _sliders(scene.board.table, c)
    d.tap("a")
    assert scene.mode == _MOVE
    d.tap("a")  # (two frames: the skip, then the table drawn)
    d.frame()
    assert scene.mode != _MOVE and scene.slide is None
    for speed, anim in ((3, 0), (1, 1)):
        d = simhelp.driver(tmp_path, seed=3, name="nvm%d%d.bin" % (speed, anim))
        scene = _at_human_turn(d, "las_vegas", ["human", "easy"], speed, anim)
        d.tap("a")
        assert scene.mode != _MOVE


def test_royale_biggy_slides_with_the_dice_of_its_number(tmp_path):
    d = simhelp.driver(tmp_path, seed=3, pixels=False)
    scene = _at_human_turn(d, "royale", ["human", "easy"])
    for _ in range(200):
        board = scene.board
        if d.app.scene_name == "play" and scene.mode == _HUMAN and board.biggy_face - 1 in scene.legal:
            break
        d.press("a")
        scene = d.app.scene
    assert board.biggy_face and board.biggy_face - 1 in scene.legal
    home = (board.biggy_group.x, board.biggy_group.y)
    while scene.legal[scene.cursor] != board.biggy_face - 1:
        d.press("right")
    d.tap("a")
    assert scene.mode == _MOVE
    lowest = home[1]
    while scene.mode == _MOVE:  # (the Biggy goes last, after the dice of its number)
        d.frame()
        lowest = min(lowest, board.biggy_group.y)
    assert lowest < home[1]
    d.run_until_idle()
    assert (board.biggy_group.x, board.biggy_group.y) == home


def test_short_of_heap_the_table_plays_on_without_motion(tmp_path, monkeypatch):
    """Below the motion's room (stock CircuitPython's Royale) the dice go straight to their
    casino, counted at once, and ui.motion is never loaded."""
    import sys

    from ui import play

    monkeypatch.setattr(gfx, "free_heap", lambda: play._MOTION_ROOM - 1)
    sys.modules.pop("ui.motion", None)
    d = simhelp.driver(tmp_path, seed=3, pixels=False)
    scene = _at_human_turn(d, "las_vegas", ["human", "easy"])
    assert not scene.roomy
    table = scene.board.table
    c = scene.legal[scene.cursor]
    placed = len(_sliders(table, c))
    before = table.counts[0][c]
    d.tap("a")
    assert scene.mode != _MOVE
    assert table.counts[0][c] == before + placed
    simhelp.until(d, lambda app: app.scene_name in ("payout", "results"))
    assert "ui.motion" not in sys.modules


def test_at_a_round_end_each_note_flies_to_its_winner_then_the_payout(tmp_path):
    d = simhelp.driver(tmp_path, seed=3, pixels=False)
    d.app.settings.values[d.app.settings.index("speed")] = 1
    simhelp.start(d, "las_vegas", ["easy", "easy", "easy"])
    simhelp.until(d, lambda app: app.scene_name == "play" and app.scene.mode == _ROUND, limit=5000)
    scene = d.app.scene
    board = scene.board
    payouts = d.app.session.state.view(0)["payouts"]
    won = [(c, seat) for c, seat, _ in payouts if 0 <= seat < 3]
    d.tap("a")
    assert scene.mode == _MOVE and d.app.scene_name == "play"
    flying = [f for f in board.table.flyers if not f.hidden]
    assert len(flying) == len(won) > 0
    moving = scene.slide.moving
    assert sorted(map(id, (layer for layer, *_ in moving))) == sorted(map(id, flying))
    # each note leaves from under its casino for its winner's cell of the seat bar
    bound = [(x0 // board.table.cw, (tx - board.bar.x) // board.bar.cw) for _, x0, _, tx, ty in moving]
    assert sorted(bound) == sorted(won) and all(ty < 8 for *_, ty in moving)
    start = [(layer.x, layer.y) for layer, *_ in moving]
    ends = [(tx, ty) for *_, tx, ty in moving]
    flying = [layer for layer, *_ in moving]
    closest = [abs(y0 - y) for (_x0, y0), (_x, y) in zip(start, ends)]
    while d.app.scene_name == "play":  # each on its way up to the seat bar in turn
        d.frame()
        closest = [min(c, abs(f.y - y)) for c, f, (_x, y) in zip(closest, flying, ends)]
    assert all(c < abs(y0 - y) // 4 for c, (_x0, y0), (_x, y) in zip(closest, start, ends))
    assert d.app.scene_name == "payout"


def test_a_trick_taken_gathers_to_its_taker(tmp_path):
    d = simhelp.driver(tmp_path, seed=5, pixels=False)
    d.app.settings.values[d.app.settings.index("speed")] = 1
    simhelp.start(d, "las_vegan", ["easy", "easy", "easy"])
    for _ in range(3000):
        scene = d.app.scene
        if d.app.scene_name == "play" and scene.mode == _MOVE and scene.slide is not None \
                and len(scene.slide.moving) == 3:
            break
        d.frame() if d.app.scene_name == "play" and scene.busy() else d.tap("a")
    board = scene.board
    cards, winner = d.app.session.state.view(0)["last_trick"]
    tiles = board.trick.tiles[:3]
    assert [tg[0] for tg in tiles] == [2 + c // 10 for _, c in cards]  # the whole trick, the last card too
    assert board.trick.values.hidden
    home = [(tg.x, tg.y) for tg in tiles]
    target = board.bar.x + winner * board.bar.cw
    highest = [y for _, y in home]
    while scene.mode == _MOVE:  # each card in turn rises toward its taker's cell, closing on it
        d.frame()
        if scene.mode == _MOVE:
            assert all(abs(tg.x - target) <= abs(x - target) for tg, (x, y) in zip(tiles, home))
            highest = [min(h, tg.y) for h, tg in zip(highest, tiles)]
    assert all(h < y for h, (_, y) in zip(highest, home))
    assert [(tg.x, tg.y) for tg in tiles] == home and not board.trick.values.hidden
    assert board.trick_label.text == "%s took:" % gfx.seat_name(d.app.session, winner)


def test_vegas_gold_die_tumbles_then_shows_the_number_rolled(tmp_path):
    from ui.play import _ROLL

    d = simhelp.driver(tmp_path, seed=4, pixels=False)
    d.app.settings.values[d.app.settings.index("speed")] = 1
    simhelp.start(d, "knizia", ["easy", "easy"])
    for _ in range(3000):
        if d.app.scene_name == "play" and d.app.scene.mode == _ROLL:
            break
        d.frame() if d.app.scene.busy() else d.tap("a")
    scene = d.app.scene
    faces = set()
    while scene.mode == _ROLL:
        d.frame()
        faces.add(scene.board.die[0])
    assert len(faces) >= 3  # (it tumbles)
    v = d.app.session.state.view(0)
    assert v["phase"] in ("space", "duel") and scene.board.die[0] == v["number"] > 0
