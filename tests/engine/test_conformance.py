"""Every registered game has a conformance test for every player count."""

import vegas


def test_every_game_is_covered():
    for gid in vegas.GAME_IDS:
        module = __import__("test_conformance_" + gid)
        info = vegas.GAMES[gid]
        for players in range(info["min_players"], info["max_players"] + 1):
            name = "test_conformance_%s_%dp" % (gid, players)
            assert hasattr(module, name), "missing " + name
