"""The player's record per game and AI level (games played and won, best score, last results),
and its screen.

It is a block of SIZE bytes kept in the save record beside the settings, so it survives
power-off with them (empty until the first game counts). A game counts when it has one human
(that seat is "you") and at least one AI; its level is the strongest AI's."""

import vegas
from ui import buttons, gfx
from ui.lines import UNITS, Lines

LEVELS = ("random", "easy", "normal", "hard")  # session kinds 1-4
LAST = 3  # results kept per game, the newest first
_CELL = 6  # per game and level: played, won, best score + 1 (0: none), each 2 bytes
_RESULT = 4  # per result: level + 1 (0: none), place, score (2 bytes)
_GAME = len(LEVELS) * _CELL + LAST * _RESULT
SIZE = len(vegas.GAME_IDS) * _GAME


def _get(block, i):
    return block[i] << 8 | block[i + 1]


def _put(block, i, v):
    v = max(0, min(0xFFFF, v))
    block[i] = v >> 8
    block[i + 1] = v & 0xFF


def record(block, session):
    """The block with a finished game counted in; None when the game does not count."""
    humans = [s for s in range(len(session.kinds)) if session.is_human(s)]
    if len(humans) != 1:  # (every game seats 2 or more: the others are AIs)
        return None
    block = bytearray(block) + bytearray(max(0, SIZE - len(block)))
    st = session.state
    you = humans[0]
    level = max(session.kinds) - 1
    scores = st.scores()
    place = 1 + sum(1 for v in scores if v > scores[you])
    base = vegas.GAME_IDS.index(st.game_id) * _GAME
    cell = base + level * _CELL
    _put(block, cell, _get(block, cell) + 1)
    if you in st.winners():
        _put(block, cell + 2, _get(block, cell + 2) + 1)
    if scores[you] + 1 > _get(block, cell + 4):
        _put(block, cell + 4, scores[you] + 1)
    last = base + len(LEVELS) * _CELL
    block[last + _RESULT:last + LAST * _RESULT] = block[last:last + (LAST - 1) * _RESULT]
    block[last] = level + 1
    block[last + 1] = place
    _put(block, last + 2, scores[you])
    return block


def rows(block, game_id, unit="%d"):
    """A game's record as text lines, scores in `unit`: a line per level played, then the last
    results."""
    base = vegas.GAME_IDS.index(game_id) * _GAME
    block = bytes(block) + bytes(max(0, SIZE - len(block)))
    out = []
    for level, name in enumerate(LEVELS):
        cell = base + level * _CELL
        played = _get(block, cell)
        if played:
            out.append("%-6s %d/%d won, best %s" % (
                name, _get(block, cell + 2), played, unit % (_get(block, cell + 4) - 1)))
    if not out:
        return ["No games against the AI yet."]
    last = base + len(LEVELS) * _CELL
    out.append("Last results:")
    for k in range(LAST):
        r = last + k * _RESULT
        if block[r]:
            score = unit % _get(block, r + 2)
            out.append("  %s, place %d vs %s" % (score, block[r + 1], LEVELS[block[r] - 1]))
    return out


class Stats(Lines):
    """The statistics, a page per game: LEFT/RIGHT or UP/DOWN turn pages; A or B goes back."""

    def __init__(self, app, arg=None):
        Lines.__init__(self, app, "Statistics", "</> game  B back")
        self.page = 0
        self.draw()

    def draw(self):
        game = vegas.GAME_IDS[self.page]
        lines = rows(self.app.stats, game, UNITS.get(game, "%d"))
        self.show([(vegas.GAMES[game]["name"], gfx.GOLD)] + [(t, gfx.FG) for t in lines])

    def button(self, b):
        if b in (buttons.RIGHT, buttons.DOWN, buttons.LEFT, buttons.UP):
            step = 1 if b in (buttons.RIGHT, buttons.DOWN) else -1
            self.page = (self.page + step) % len(vegas.GAME_IDS)
            self.draw()
        else:
            self.app.goto("title")

    def tick(self, now):
        return False
