"""Pocket Vegas rules engine: the four Vegas games behind one contract.

    state = vegas.new_game("las_vegas", 4, neutral_dice=True)
    while state.to_move() != vegas.OVER:
        if state.to_move() == vegas.CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(choose(state.legal_actions()))

(`vegas.play(state, rng, choose)` is that loop.)

Game modules are imported only when a game of theirs (or a bot for it) is created.
"""

import gc
import sys

from vegas.state import CHANCE, OVER, IllegalAction, SaveError, State  # noqa: F401

# Option kinds: ("bool", default) / ("int", default, lo, hi) / ("seat", default).
# Every game takes first_player ("the oldest player begins"). (Shared tuples: less to keep.)
_FIRST_PLAYER = ("first_player", ("seat", 0))
_ROYALE_NEUTRAL = ("neutral_dice", ("bool", True))  # the 2-player variant; no effect with 3-5
GAMES = {
    "las_vegas": {
        "name": "Las Vegas (2012)",
        "module": "vegas.las_vegas.game",
        "class": "LasVegas",
        "search": "vegas.las_vegas.rollout",
        "min_players": 2,
        "max_players": 5,
        "options": (
            _FIRST_PLAYER,
            ("neutral_dice", ("bool", False)),
        ),
        "option_players": ("neutral_dice", 2, 4),  # an option that applies only to these counts
    },
    "las_vegan": {
        "name": "Las Vegan (2022)",
        "module": "vegas.las_vegan.game",
        "class": "LasVegan",
        "search": "vegas.las_vegan.rollout",
        "mixed_secrets": True,  # a secret choice with no fixed mix: bots play their searched options mixed
        "min_players": 2,
        "max_players": 5,
        "options": (
            _FIRST_PLAYER,
        ),
    },
    "knizia": {
        "name": "VEGAS (Knizia, 1996)",
        "module": "vegas.knizia.game",
        "class": "Knizia",
        "min_players": 2,
        "max_players": 4,
        "options": (
            _FIRST_PLAYER,
            ("advanced", ("bool", False)),
        ),
    },
    "royale_basic": {
        "name": "Las Vegas Royale: basic game (2019)",
        "module": "vegas.royale.game",
        "class": "RoyaleBasic",
        "search": "vegas.royale.rollout",
        "min_players": 2,
        "max_players": 5,
        "options": (
            _FIRST_PLAYER,
            _ROYALE_NEUTRAL,
        ),
        "option_players": ("neutral_dice", 2, 2),
    },
    "royale": {
        "name": "Las Vegas Royale (2019)",
        "module": "vegas.royale.game",
        "class": "Royale",
        "search": "vegas.royale.rollout",
        "min_players": 2,
        "max_players": 5,
        "options": (
            _FIRST_PLAYER,
            _ROYALE_NEUTRAL,
            ("tiles", ("int", 3, 0, 6)),  # tiles a round, at casinos 1 upward
            ("faces", ("ints", None, 0, 15)),  # fixed faces for those casinos (practice, tests)
        ),
        "option_players": ("neutral_dice", 2, 2),
        # its whole game needs our UF2 (the game frozen in flash): stock CircuitPython loads the
        # code into the heap, and 10.2.1's ran out in a 2-player game against a hard AI
        "uf2_only": True,
    },
}

# Registry order (MicroPython dicts are not ordered): save files store the id itself.
GAME_IDS = ("las_vegas", "royale_basic", "royale", "las_vegan", "knizia")


def part(game_id, name):
    """The module of a game's package that holds `name` ("chance", "judge", ...)."""
    return GAMES[game_id]["module"].rpartition(".")[0] + "." + name


def game_info(game_id):
    info = GAMES.get(game_id)
    if info is None:
        raise ValueError("unknown game %r; known games: %s" % (game_id, ", ".join(GAME_IDS)))
    return info


def resolve_options(game_id, players, options):
    """Full option dict (defaults filled in) or ValueError naming the problem."""
    info = game_info(game_id)
    if type(players) is not int or not info["min_players"] <= players <= info["max_players"]:
        raise ValueError("%s takes %d-%d players, not %r" % (
            game_id, info["min_players"], info["max_players"], players))
    spec = info["options"]
    names = [name for name, _ in spec]
    for name in options:
        if name not in names:
            raise ValueError("%s has no option %r; options: %s" % (game_id, name, ", ".join(names)))
    out = {}
    for name, kind in spec:
        value = options.get(name, kind[1])
        out[name] = _check_option(game_id, name, kind, value, players)
    return out


def _check_option(game_id, name, kind, value, players):
    if kind[0] == "bool":
        if value in (True, False) and type(value) in (bool, int):
            return bool(value)
        raise ValueError("%s option %s must be True or False, not %r" % (game_id, name, value))
    if kind[0] == "seat":
        lo, hi = 0, players - 1
    elif kind[0] == "int":
        lo, hi = kind[2], kind[3]
    elif kind[0] == "ints":  # tuple of ints each in lo..hi, or None
        if value is None:
            return None
        try:
            value = tuple(value)
        except TypeError:
            raise ValueError("%s option %s must be a sequence of ints or None" % (game_id, name))
        for v in value:
            if type(v) is not int or not kind[2] <= v <= kind[3]:
                raise ValueError("%s option %s: each value must be %d-%d, got %r" % (
                    game_id, name, kind[2], kind[3], v))
        return value
    else:
        raise ValueError("bad option kind %r" % (kind,))
    if type(value) is not int or not lo <= value <= hi:
        raise ValueError("%s option %s must be an int %d-%d, not %r" % (game_id, name, lo, hi, value))
    return value


def new_game(game_id, players, **options):
    """A fresh state of `game_id` for `players` seats; ValueError on bad arguments."""
    opts = resolve_options(game_id, players, options)
    info = GAMES[game_id]
    return getattr(_load(info["module"]), info["class"])(players, opts)


def load_search(game_id):
    """Load now the modules a searching bot of `game_id` will use: its game's, and the one its
    rollouts or determinizations are in. Compiled at a search's first iteration instead, that
    module would need its parse tree's room beside a game in progress and a bot's state."""
    info = game_info(game_id)
    _load(info["module"])
    if "search" in info:
        _load(info["search"])


def _load(name):
    if name not in sys.modules:
        # Compiling a module needs room for its parse tree: collect the garbage first, so
        # the compiler finds that room in one piece (a device heap has little to spare).
        gc.collect()
        __import__(name)
    return sys.modules[name]


def play(state, rng, choose=None):
    """Play `state` to its end: chance outcomes sampled from rng, each decision choose(state)
    (default: a uniformly random legal action, drawn from rng). Returns the state."""
    while True:
        who = state.to_move()
        if who == OVER:
            return state
        if who == CHANCE:
            state.apply(state.sample_chance(rng))
        elif choose is None:
            state.apply(rng.choice(state.legal_actions()))
        else:
            state.apply(choose(state))


def replay(game_id, players, history, **options):
    """Rebuild a state by applying `history` (actions and chance outcomes) to a new game."""
    state = new_game(game_id, players, **options)
    for step in history:
        state.apply(step)
    return state
