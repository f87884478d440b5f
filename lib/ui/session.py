"""A game being played: the engine state, who sits where (human or AI level, colour), the dice
Rng and the bots. Turns it into the bytes of a save record and back. No rule lives here."""

import vegas
from vegas import save
from vegas.rng import Rng

KINDS = ("human", "random", "easy", "normal", "hard")
HUMAN = 0
RECORD_VERSION = 2  # 1: the same without the statistics (still read)


class Session:
    def __init__(self, state, kinds, colours, seed, rng):
        self.state = state
        self.kinds = bytearray(kinds)
        self.colours = bytearray(colours)
        self.seed = seed & 0x3FFFFFFF
        self.rng = rng
        self.bots = [None] * len(kinds)
        if self.humans() < len(kinds):
            import vegas.ai  # noqa: F401  (compiled now, before the play scene fragments the heap)

    @classmethod
    def new(cls, game_id, kinds, colours, options, seed):
        state = vegas.new_game(game_id, len(kinds), **options)
        return cls(state, kinds, colours, seed, Rng(seed))

    @property
    def game_id(self):
        return self.state.game_id

    def is_human(self, seat):
        return self.kinds[seat] == HUMAN

    def humans(self):
        return sum(1 for k in self.kinds if k == HUMAN)

    def viewer(self, who):
        """The seat whose secrets the screen may show: the human to move, else the only human
        (-1 when several humans share the device and none is to move)."""
        if who >= 0 and self.kinds[who] == HUMAN:
            return who
        humans = [s for s in range(len(self.kinds)) if self.kinds[s] == HUMAN]
        return humans[0] if len(humans) == 1 else -1

    def bot(self, seat):
        """The bot of an AI seat, made on first use (so a game of humans never imports the AI)."""
        if self.bots[seat] is None:
            from vegas.ai import new_bot

            seed = (self.seed * 31 + seat * 7919 + len(self.state.history)) & 0x3FFFFFFF
            self.bots[seat] = new_bot(self.game_id, KINDS[self.kinds[seat]], seed)
        return self.bots[seat]

    def advisor(self, deep=False):
        """A bot for hints (vegas.ai.advisor): normal-level, or hard-level if `deep`."""
        from vegas.ai.advisor import new_advisor

        seed = (self.seed + len(self.state.history)) & 0x3FFFFFFF
        return new_advisor(self.game_id, seed, level="hard" if deep else "normal")

    def chance(self):
        """Apply the next chance outcome from the session's Rng; returns it."""
        outcome = self.state.sample_chance(self.rng)
        self.state.apply(outcome)
        return outcome

    def dumps(self):
        out = bytearray((len(self.kinds),))
        out.extend(self.kinds)
        out.extend(self.colours)
        save.put_u32(out, self.seed)
        out.extend(save.dumps(self.state, self.rng))
        return bytes(out)

    def delta(self, since):
        """Bytes of what changed after the first `since` history steps: the Rng's state, then
        the new steps (varints). extend() applies them."""
        out = bytearray()
        for word in self.rng.getstate():
            save.put_u32(out, word)
        for step in self.state.history[since:]:
            save.put_varint(out, step)
        return bytes(out)

    def extend(self, data):
        """Apply delta() bytes: the steps through the rules, then the Rng's state. vegas.SaveError
        if they do not apply (the steps before the bad one stay played)."""
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
        try:
            for step in steps:
                self.state.apply(step)
            self.rng.setstate((save.get_u32(data, 0), save.get_u32(data, 4)))
        except vegas.SaveError:
            raise
        except ValueError as e:
            raise vegas.SaveError("saved moves do not replay: %s" % (e,))

    @classmethod
    def loads(cls, data):
        """A Session from dumps() bytes; vegas.SaveError if they are not one."""
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
        return cls(state, kinds, colours, seed, rng or Rng(seed))


def record(settings, session, stats=b""):
    """Save record payload: version, settings, the statistics (ui.stats, after their length in
    2 bytes), then the session (if any)."""
    out = bytearray((RECORD_VERSION, len(settings.values)))
    out.extend(settings.values)
    out.extend((len(stats) >> 8, len(stats) & 0xFF))
    out.extend(stats)
    if session is not None and not session.state.is_over():
        out.extend(session.dumps())
    return bytes(out)


def parse_record(data):
    """(settings values, statistics, session or None, problem text) from a save record; never
    raises for bad data."""
    if not data or data[0] not in (1, RECORD_VERSION) or len(data) < 2 or len(data) < 2 + data[1]:
        return None, b"", None, "Saved data is from another version and was ignored."
    k = data[1]
    values = data[2:2 + k]
    rest = data[2 + k:]
    stats = b""
    if data[0] == RECORD_VERSION:
        n = rest[0] << 8 | rest[1] if len(rest) >= 2 else -1
        if not 0 <= n <= len(rest) - 2:
            return values, b"", None, "Saved statistics were damaged and were ignored."
        stats, rest = rest[2:2 + n], rest[2 + n:]
    if not rest:
        return values, stats, None, ""
    try:
        return values, stats, Session.loads(rest), ""
    except vegas.SaveError as e:
        return values, stats, None, "The saved game could not be restored (%s)." % e
