"""Test helpers that run on CPython (pytest) and MicroPython (tests/mp_run.py)."""

import gc
import sys

import vegas


def raises(exc, fn, *args, **kwargs):
    """Call fn; assert it raises exc; return the exception."""
    try:
        fn(*args, **kwargs)
    except exc as e:
        return e
    raise AssertionError("%s did not raise %s" % (getattr(fn, "__name__", fn), exc.__name__))


def step_random(state, rng):
    """Apply one random legal step (chance sampled)."""
    if state.to_move() == vegas.CHANCE:
        state.apply(state.sample_chance(rng))
    else:
        state.apply(rng.choice(state.legal_actions()))


def play_random(state, rng, max_steps=20000):
    steps = 0
    while state.to_move() != vegas.OVER:
        step_random(state, rng)
        steps += 1
        assert steps < max_steps, "game did not finish in %d steps" % max_steps
    return state


def decision_with(game_id, players, seed, at_least):
    """A new game played on (chance from Rng(seed), else the first legal action) to the first
    decision with at least `at_least` options."""
    from vegas.rng import Rng

    s = vegas.new_game(game_id, players)
    rng = Rng(seed)
    while s.to_move() < 0 or len(s.legal_actions()) < at_least:
        s.apply(s.sample_chance(rng) if s.to_move() < 0 else s.legal_actions()[0])
    return s


def decisions_after(s, d):
    """Player decisions in d's history past s's (d a rollout from a copy of s), each step
    replayed on another copy of s (so every one of them must be legal)."""
    step = s.clone()
    n = 0
    for a in d.history[len(s.history):]:
        n += step.to_move() >= 0
        step.apply(a)
    return n


def assert_same(a, b, what="states"):
    """Equal in everything observable: to_move, legal actions, scores, winners, history, every view.

    Compared one part at a time so two whole states fit a device-sized heap.
    """
    names = ("to_move", "legal_actions", "scores", "winners")
    if a.to_move() < 0:  # (at a chance node the legal actions are its outcomes: 27,027 for a roll)
        names = ("to_move", "scores", "winners")
    for name in names:
        x, y = getattr(a, name)(), getattr(b, name)()
        assert x == y, "%s differ in %s: %r != %r" % (what, name, x, y)
    assert a.history == b.history, "%s differ in history" % what
    assert a.num_players == b.num_players and a.options == b.options
    for p in range(a.num_players):
        x, y = a.view(p), b.view(p)
        assert x == y, "%s differ in view(%d):\n%r\n%r" % (what, p, x, y)


def assert_same_fields(a, b, what):
    """Equal attribute by attribute: what a state overwritten by clone(into=...) must be to a new
    copy (nothing left over from the state it was)."""
    da, db = a.__dict__, b.__dict__
    assert sorted(da) == sorted(db), "%s: attributes differ: %r" % (what, sorted(set(da) ^ set(db)))
    for k in da:
        assert da[k] == db[k], "%s differ in %s: %r != %r" % (what, k, da[k], db[k])


def option_sets(game_id, players):
    """Every combination of the game's bool options (first_player varied), valid for `players`."""
    spec = vegas.GAMES[game_id]["options"]
    sets = [{}]
    for name, kind in spec:
        if kind[0] == "bool":
            sets = [dict(s, **{name: v}) for s in sets for v in (False, True)]
    out = []
    for i, s in enumerate(sets):
        s = dict(s)
        s["first_player"] = i % players
        try:
            vegas.new_game(game_id, players, **s)
        except ValueError:
            continue  # a combination the rules exclude (checked by the games' own tests)
        out.append(s)
    return out


def unload_games():
    """Forget every imported game module (as the device does between games) to free its heap."""
    packages = [info["module"].rpartition(".")[0] for info in vegas.GAMES.values()]
    for name in list(sys.modules):
        if any(name == p or name.startswith(p + ".") for p in packages):
            sys.modules.pop(name)
    for p in packages:  # (the package's attribute on vegas holds its submodules)
        if hasattr(vegas, p[6:]):
            delattr(vegas, p[6:])
    gc.collect()


def check_chance_outcomes(s):
    """chance_outcomes() at a chance node: each outcome once, by outcome, probabilities > 0
    summing to 1, listed by legal_actions() and accepted by chance_error(). Returns them."""
    outcomes = s.chance_outcomes()
    codes = [o for o, _ in outcomes]
    assert codes == sorted(set(codes)), "outcomes listed once each, by outcome"
    total = sum(p for _, p in outcomes)
    assert abs(total - 1) < 1e-9, "probabilities sum to %r" % total
    assert all(p > 0 for _, p in outcomes)
    assert s.legal_actions() == codes, "legal_actions() at a chance node lists its outcomes"
    for o in codes[:: max(1, len(codes) // 7)]:
        assert s.chance_error(o) == "", (o, s.chance_error(o))
    return outcomes
