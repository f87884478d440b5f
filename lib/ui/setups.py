"""The last set-up of each game as the save record's bytes, and back (loaded by the set-up scene
only: the app keeps the bytes)."""

import vegas
from ui.session import KINDS


def pack_setups(setups):
    """The last set-up of each game ({game id: (players, kinds, colours, options)}) as bytes: per
    game its index in GAME_IDS, the players, each seat's kind and colour, then each option the
    game has (in GAMES' order) as a byte."""
    out = bytearray()
    for game_id, (n, kinds, colours, options) in setups.items():
        out.append(vegas.GAME_IDS.index(game_id))
        out.append(n)
        out.extend(kinds[:n])
        out.extend(colours[:n])
        for name, kind in _options(game_id):
            out.append(int(options.get(name, kind[1])) & 0xFF)
    return bytes(out)


def _options(game_id):
    """The options a set-up offers (one small int each): not Royale's fixed faces."""
    return [(name, kind) for name, kind in vegas.GAMES[game_id]["options"]
            if kind[0] in ("bool", "int", "seat")]


def unpack_setups(data):
    """pack_setups' bytes back as a dict; what does not make sense is left out (never raises)."""
    out = {}
    i = 0
    while i + 2 <= len(data):
        g, n = data[i], data[i + 1]
        if g >= len(vegas.GAME_IDS) or not 2 <= n <= 5:
            break
        game_id = vegas.GAME_IDS[g]
        info = vegas.GAMES[game_id]
        opts = _options(game_id)
        end = i + 2 + 2 * n + len(opts)
        if end > len(data):
            break
        kinds = list(data[i + 2:i + 2 + n])
        colours = list(data[i + 2 + n:i + 2 + 2 * n])
        options = {}
        for j, (name, kind) in enumerate(opts):
            v = data[i + 2 + 2 * n + j]
            options[name] = bool(v) if kind[0] == "bool" else v
        if info["min_players"] <= n <= info["max_players"] and max(kinds) < len(KINDS) and max(colours) < 6:
            out[game_id] = (n, kinds, colours, options)
        i = end
    return out
