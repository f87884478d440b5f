"""Per-game invariants for the conformance games: tests/engine/inv_<game_id>.py, check(state).

One module per game, imported only for that game's games (a small device-like heap).
"""


def checker(game_id):
    """The game's check(state) function, or None if it has no invariants module."""
    try:
        module = __import__("inv_" + game_id)
    except ImportError:
        return None
    return module.check
