"""Reading a save record back at power-on: the settings, statistics, set-ups and the game in
progress with its newer moves. Loaded by App._load only, and dropped after (ui.session writes)."""

import vegas
from ui.session import KINDS, RECORD_VERSION, Session
from ui.settings import Settings
from vegas import SaveError, save
from vegas.rng import Rng


def _block(rest):
    """(a length-prefixed block, what follows it), or None when the length overruns."""
    n = rest[0] << 8 | rest[1] if len(rest) >= 2 else -1
    if not 0 <= n <= len(rest) - 2:
        return None
    return rest[2:2 + n], rest[2 + n:]


def parse_record(data):
    """(settings values, statistics, set-ups block, session or None, problem text) from a save
    record; never raises for bad data."""
    if not data or not 1 <= data[0] <= RECORD_VERSION or len(data) < 2 or len(data) < 2 + data[1]:
        return None, b"", b"", None, "Saved data is from another version and was ignored."
    k = data[1]
    values = data[2:2 + k]
    rest = data[2 + k:]
    stats = setups = b""
    if data[0] >= 2:
        got = _block(rest)
        if got is None:
            return values, b"", b"", None, "Saved statistics were damaged and were ignored."
        stats, rest = got
    if data[0] >= 3:
        got = _block(rest)
        if got is None:
            return values, stats, b"", None, "Saved set-ups were damaged and were ignored."
        setups, rest = got
    if not rest:
        return values, stats, setups, None, ""
    try:
        return values, stats, setups, load_session(rest), ""
    except vegas.SaveError as e:
        return values, stats, setups, None, "The saved game could not be restored (%s)." % e


def load_session(data):
    """A Session from Session.dumps() bytes; vegas.SaveError if they are not one."""
    if len(data) < 1 or not 2 <= data[0] <= 5 or len(data) < 1 + 2 * data[0] + 4:
        raise vegas.SaveError("saved seats are damaged")
    n = data[0]
    kinds = data[1:1 + n]
    colours = data[1 + n:1 + 2 * n]
    if max(kinds) >= len(KINDS):
        raise vegas.SaveError("saved seat kind is unknown")
    i = 1 + 2 * n
    seed = save.get_u32(data, i)
    state, rng = save.loads(bytes(data[i + 4:]))
    if state.num_players != n:
        raise vegas.SaveError("saved seats do not match the saved game")
    return Session(state, kinds, colours, seed, rng or Rng(seed))


def extend(session, data):
    """Apply Session.delta() bytes to `session`: the steps through the rules, then the Rng's
    state; the game's round before its last step (None: no step). vegas.SaveError if they do
    not apply (the steps before the bad one stay played)."""
    if len(data) < 8:
        raise vegas.SaveError("saved moves are truncated")
    steps = []
    n = shift = 0
    for b in data[8:]:
        n |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            steps.append(n)
            n = shift = 0
        elif shift > 28:
            raise vegas.SaveError("saved moves have an oversized number")
    if shift:
        raise vegas.SaveError("saved moves are truncated")
    before = None
    try:
        for step in steps:
            before = getattr(session.state, "round", 0)
            session.state.apply(step)
        session.rng.setstate((save.get_u32(data, 0), save.get_u32(data, 4)))
    except vegas.SaveError:
        raise
    except ValueError as e:
        raise vegas.SaveError("saved moves do not replay: %s" % (e,))
    return before


def _round_before_last(state):
    """The game's round before its last step: the history but that step, replayed apart."""
    past = vegas.new_game(state.game_id, state.num_players, **state.options)
    history = state.history
    for i in range(len(history) - 1):
        past.apply(history[i])
    return getattr(past, "round", 0)


def restore(app, payload, mores):
    """Put a loaded save log into the app: its settings, record, set-ups and game."""
    values, app.stats, setups, session, problem = parse_record(payload)
    if values is not None:
        app.settings = Settings(values)
    app.setups = bytes(setups)
    app.session = session
    if session is not None:
        before = None
        try:
            for more in mores:
                before = extend(session, more)
        except SaveError as e:
            problem = "The last moves could not be restored (%s)." % e
        state = session.state
        now = getattr(state, "round", 0)
        if before is None and now and not mores:  # (a whole record: its last step not seen apart)
            try:
                before = _round_before_last(state)
            except (ValueError, MemoryError):  # (then its end is taken as seen)
                before = None
        # a round the game's last step ended, saved then: its end is shown, as before the power went
        app.seen_round = before if before is not None and before < now else now
    if problem:
        app.notice = problem
    else:
        app.saved = app._mark()
