"""Opponents for every game: vegas.ai.new_bot(game_id, level, seed=0).

    bot = vegas.ai.new_bot("las_vegas", "normal", seed=1)
    action = bot.choose(state)            # a legal action for state.to_move()

A bot reads only what its seat may see: `view`, `legal_actions` and `determinize(seat)`
(hidden parts drawn anew for every search iteration). For a UI that keeps drawing while
a bot thinks: bot.start(state), then bot.step() until it returns True, then bot.best().
Hints for a human: vegas.ai.advisor.new_advisor(game_id).advise(state) ranks the options.
"""

import gc

import vegas

gc.collect()  # room in one piece for compiling the bot (see vegas.new_game)
from vegas.ai.bot import LEVELS, PRIOR_VISITS, Bot  # noqa: E402, F401


def new_bot(game_id, level="normal", seed=0, clock=None, iterations=None):
    """A bot for `game_id` at `level` ("random", "easy", "normal", "hard").

    clock: a ticks_ms-like function (tests pass a simulated one); iterations: override the
    level's work budget (tests keep it small).
    """
    prepare(game_id, level)
    kind = Bot
    if vegas.GAMES[game_id].get("mixed_secrets"):  # (see vegas.ai.mix)
        kind = vegas._load("vegas.ai.mix").MixingBot
    return kind(game_id, level, seed, clock, iterations)


def prepare(game_id, level):
    """ValueError naming the known games or levels; else the modules its search uses loaded."""
    vegas.game_info(game_id)
    if level not in LEVELS:
        raise ValueError("unknown bot level %r; levels: %s" % (level, ", ".join(sorted(LEVELS))))
    if level != "random":
        if game_id in PRIOR_VISITS:
            vegas._load("vegas.ai.prior")  # (small: compiled before the game's modules)
        vegas.load_search(game_id)
