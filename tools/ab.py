"""A/B matches: one bot variant against another, seeded games, a win rate with its 95% interval.

  python tools/ab.py GAME A B [--players 2] [--games 1000] [--first-seed 0] [--jobs N]

A and B are bot specs, LEVEL[xK][,NAME=VALUE ...][@KIND]:
  hard                          the level with its device budget, as in the arena
  hardx10                       K times the level's budget
  hard,ROLLOUT=6,ITERATIONS=53  tables of vegas.ai.bot set while this bot decides; a table
                                keyed by game id gets this game's entry set (an int for a
                                tuple entry, as ITERATIONS', fills the tuple); any other
                                table (an empty one too) is given whole, as {KEY: VALUE}
  normal,las_vegan.ROLLOUT_GREEDY=80
                                a name in another module of vegas (vegas.las_vegan.game here)
  hardx10@token                 the changes only at decisions of one kind (the phase the
                                seat's view names; "play, leading" for a card led, as in
                                tools/regret.py --by-phase), the plain level elsewhere
VALUE is a Python literal. Both bots share the modules, so a variant's settings are put in
place for each of its decisions and taken back after it.

Games are the arena's (tools/arena.py): game k uses seed FIRST_SEED + k, seats alternate
heads-up; with more players A sits at one seat, moving round, and B at the others. The
match replays exactly. "Even" is A's share were the two alike: heads-up Las Vegan's Bank
wins some games (nobody), so it is below 1/players there. The measurements in the comments
of lib/vegas/ai/bot.py were made so, with throwaway scripts before this tool.
"""

import argparse
import ast
import importlib
import os
import sys
import time
from multiprocessing import Pool

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "lib"))

import arena  # noqa: E402  (tools/, the script's own folder)
from regret import decision_kind, parse_level  # noqa: E402

import vegas  # noqa: E402
import vegas.ai.bot as bot_module  # noqa: E402
from vegas.ai import new_bot  # noqa: E402


class SpecError(ValueError):
    """A bot spec that cannot be played: its text says why."""


def split_top(text):
    """text split at the commas outside brackets (a value may be a tuple or a dict)."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p.strip() for p in parts]


def parse_spec(spec, game_id):
    """(level, scale, settings, kind) of a spec; settings: [(holder, key, value)], holder a
    dict (key: its entry) or a module (key: its name). SpecError if any part is wrong."""
    body, at, kind = spec.partition("@")
    parts = split_top(body)
    level, k = parse_level(parts[0])
    if level not in bot_module.LEVELS:
        raise SpecError("%r: the level is one of %s" % (spec, ", ".join(bot_module.LEVELS)))
    if k < 1:
        raise SpecError("%r: the budget's times (xK) is a whole number, 1 or more" % spec)
    settings = [setting(p, game_id, spec) for p in parts[1:]]
    if at and not kind.strip():
        raise SpecError("%r: a kind of decision after @" % spec)
    return level, k, settings, kind.strip() if at else None


def setting(text, game_id, spec):
    """(holder, key, value) of one NAME=VALUE."""
    name, eq, literal = text.partition("=")
    name = name.strip()
    if not eq or not name:
        raise SpecError("%r: %r is not NAME=VALUE" % (spec, text))
    try:
        value = ast.literal_eval(literal.strip())
    except (ValueError, SyntaxError):
        raise SpecError("%r: %r is not a Python literal" % (spec, literal.strip())) from None
    where, dot, attr = name.rpartition(".")
    try:
        module = importlib.import_module("vegas." + where) if dot else bot_module
    except ImportError:
        raise SpecError("%r: no module vegas.%s" % (spec, where)) from None
    if dot and not hasattr(module, attr) and "." not in where:  # a game package: its state's module
        try:
            module = importlib.import_module("vegas.%s.game" % where)
        except ImportError:
            pass
    if not hasattr(module, attr):
        raise SpecError("%r: %s has no %s" % (spec, module.__name__, attr))
    table = getattr(module, attr)
    if isinstance(table, dict) and table and all(key in vegas.GAME_IDS for key in table):
        sample = table.get(game_id, next(iter(table.values())))
        if isinstance(sample, tuple) and isinstance(value, int):
            value = (value,) * len(sample)  # ITERATIONS=53: every level and player count
        return table, game_id, value
    if isinstance(table, dict) and not isinstance(value, dict):
        # (an empty table cannot show that its keys are game ids: give it whole)
        raise SpecError("%r: %s.%s is a table, not keyed by game id here: give it whole, as {KEY: VALUE}"
                        % (spec, module.__name__, attr))
    return module, attr, value


_MISSING = object()


def put(holder, key, value):
    """Set holder's key (a dict's entry, a module's name); returns what was there before."""
    if isinstance(holder, dict):
        old = holder.get(key, _MISSING)
        holder[key] = value
    else:
        old = getattr(holder, key)
        setattr(holder, key, value)
    return old


def take_back(holder, key, old):
    if old is _MISSING:
        del holder[key]
    else:
        put(holder, key, old)


class Variant:
    """A bot whose budget is scaled and whose tables are set while it decides (at one kind of
    decision only, if the spec names one)."""

    def __init__(self, game_id, spec, seed):
        self.level, self.scale, self.settings, self.kind = parse_spec(spec, game_id)
        self.bot = new_bot(game_id, self.level, seed=seed, clock=lambda: 0)

    def choose(self, state):
        on = self.kind is None or decision_kind(state, state.to_move()) == self.kind
        self.bot.scale = self.scale if on else 1
        saved = [(holder, key, put(holder, key, value)) for holder, key, value in self.settings] if on else []
        try:
            return self.bot.choose(state)
        finally:
            for holder, key, old in reversed(saved):
                take_back(holder, key, old)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("game")
    ap.add_argument("a", help="the bot whose wins are counted: LEVEL[xK][,NAME=VALUE ...][@KIND]")
    ap.add_argument("b", help="its opponent, the same form")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--first-seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args(argv)
    try:
        vegas.resolve_options(args.game, args.players, {})  # (the game and its player count)
        for spec in (args.a, args.b):
            parse_spec(spec, args.game)  # (a wrong spec stops here, not in every worker)
    except ValueError as e:
        raise SystemExit(str(e))
    n = args.games
    t0 = time.perf_counter()
    specs = (("variant", args.a), ("variant", args.b))
    with Pool(args.jobs) as pool:
        results = pool.map(arena.play_one, [(args.game, args.players, specs, args.first_seed + k)
                                            for k in range(n)], chunksize=4)
    wins = sum(r[0] for r in results)
    nobody = sum(r[1] for r in results)
    lo, hi = arena.wilson(wins, n)
    print("%s, %d players, seeds %d-%d: %s vs %s" % (args.game, args.players, args.first_seed,
                                                      args.first_seed + n - 1, args.a, args.b))
    print("A wins %.1f%% (%.1f-%.1f%%) of %d games; even %.1f%%; nobody won %d; %.0f s" % (
        100 * wins / n, 100 * lo, 100 * hi, n, 100 * (n - nobody) / (n * args.players), nobody,
        time.perf_counter() - t0))


if __name__ == "__main__":
    main()
