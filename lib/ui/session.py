"""A game being played: the engine state, who sits where (human or AI level, colour), the dice
Rng and the bots. Turns it into the bytes of a save record and back. No rule lives here."""

import vegas
from vegas import save
from vegas.rng import Rng

KINDS = ("human", "random", "easy", "normal", "hard")
HUMAN = 0
RECORD_VERSION = 3  # 2: the same without the set-ups; 1: also without the statistics (both read)


def game_module(game_id, name):
    """The name of a game's module `name` (board, rules, round) in its package under lib/ui,
    named as the engine's is under lib/vegas (Royale's two games share one)."""
    return "ui.%s.%s" % (vegas.GAMES[game_id]["module"].split(".")[1], name)


class Session:
    def __init__(self, state, kinds, colours, seed, rng):
        self.state = state
        self.kinds = bytearray(kinds)
        self.colours = bytearray(colours)
        self.seed = seed & 0x3FFFFFFF
        self.rng = rng
        self.bots = [None] * len(kinds)

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

    def prepare(self):
        """The AI seats' modules loaded (the play scene asks first, before its table cuts up the
        heap: loaded at a bot's first decision, they found no room in one piece)."""
        if self.humans() < len(self.kinds):
            from vegas.ai import prepare

            for kind in set(self.kinds):
                if kind != HUMAN:
                    prepare(self.state.game_id, KINDS[kind])

    def shed(self):
        """The bots let go (ui.app, leaving the table: a scene away from it has their room; they
        are made again at their next decision). Their modules stay: loaded again later, in a
        heap a game has cut up, they could find no room in one piece."""
        self.bots = [None] * len(self.kinds)

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


def record(settings, session, stats=b"", setups=b""):
    """Save record payload: version, settings, the statistics (ui.stats) and the last set-ups
    (pack_setups), each after its length in 2 bytes, then the session (if any)."""
    out = bytearray((RECORD_VERSION, len(settings.values)))
    out.extend(settings.values)
    for block in (stats, setups):
        out.extend((len(block) >> 8, len(block) & 0xFF))
        out.extend(block)
    if session is not None and not session.state.is_over():
        out.extend(session.dumps())
    return bytes(out)
