"""Key-script helpers for the simulator tests: every step is a button press, as a player would."""

from host_sim.driver import Driver

# Setup rows: Start, Players, then (kind, colour) per seat, then the game's options.
KIND_STEPS = {"human": 0, "random": 1, "easy": 2, "normal": 3, "hard": 4}


def fast_settings(d):
    """From the title screen: AI speed instant, animations off (Settings is the last row)."""
    d.press("up")
    d.press("a")
    d.run_script("a a down down down down a b")
    assert d.app.settings.get("speed") == 3 and d.app.settings.get("anim") == 1


def title_choose(d, row):
    """From the title: the cursor to `row` (it starts where the player last chose), then A."""
    rows = d.app.scene.rows()
    d.run_script("down " * ((rows.index(row) - d.app.scene.cursor) % len(rows)) + "a")


def new_game(d, game=0, players=None, kinds=None, option_presses=(), wait=True):
    """From the title: New game, pick a game, set players and seat kinds, start."""
    title_choose(d, "New game")
    d.run_script("down " * game + "a")
    setup = d.app.scene
    if players is not None:
        d.press("down")
        while setup.players != players:
            d.press("a")
        d.press("up")
    for seat, kind in enumerate(kinds or ()):
        row = 2 + 2 * seat
        for _ in range(row):
            d.press("down")
        while setup.kinds[seat] != KIND_STEPS[kind]:
            d.press("a")
        for _ in range(row):
            d.press("up")
    for row in option_presses:
        for _ in range(row):
            d.press("down")
        d.press("a")
        for _ in range(row):
            d.press("up")
    d.press("a") if wait else d.tap("a")
    if d.app.scene_name == "splash":  # (the game's splash: A goes on to the table)
        d.tap("a")
    assert d.app.scene_name == "play" or (wait and d.app.session.humans() == 0)


def play_out(d, limit=5000):
    """Press A (and continue through payouts) until the results screen; returns presses."""
    n = 0
    while d.app.scene_name != "results":
        d.press("a")
        n += 1
        assert n < limit, "the game did not end"
    return n


def driver(tmp_path, board="pico_display", seed=7, pixels=False, name="nvm.bin"):
    return Driver(board, str(tmp_path / name), seed=seed, pixels=pixels)


def start(d, game_id, kinds, **options):
    """A game with options the set-up screen does not offer (fixed tile faces...), straight
    from the title screen into play, as the set-up scene starts one."""
    from ui.session import KINDS, Session

    app = d.app
    codes = [KINDS.index(k) for k in kinds]
    app.begin(Session.new(game_id, codes, list(range(len(kinds))), options, app.new_seed(len(kinds))))
    d.run_until_idle()


def until(d, done, limit=3000):
    """Press A until done(app) holds, or fail."""
    for _ in range(limit):
        if done(d.app):
            return
        d.press("a")
    raise AssertionError("never reached")
