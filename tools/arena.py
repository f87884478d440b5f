"""Bot tournaments (`make arena`): seeded games, win rates with 95% intervals.

  python tools/arena.py [--games 1000] [--jobs N] [--only GAME] [--rows TEXT]
                        [--ceiling-games N] [--first-seed K] [--ceiling-scale K]

Every level plays random and the level below it, heads-up, in every game; the Las Vegas bots
also play the published bots of PyPI `lasvegas` 0.2.0 (`greedy_first`, `greedy_score`) through
an adapter that shows their policy our state, and hard plays itself with 10x the budget.
Seats alternate between games; game k of a match uses seed k, so a run replays exactly
(--first-seed K: seed K + k, the same match on other games). It prints the table; `make bench`
runs every match and reports them in docs/BENCHMARKS.md.
"""

import argparse
import math
import os
import sys
import time
from multiprocessing import Pool

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "lib"))

import vegas  # noqa: E402
from vegas.ai import new_bot  # noqa: E402
from vegas.las_vegas.data import NOTE_COUNTS, NOTE_VALUES  # noqa: E402
from vegas.rng import Rng  # noqa: E402


class Greedy:
    """A `lasvegas` 0.2.0 policy playing our Las Vegas: their GameEnv is refreshed from our
    state before each decision (dice, notes, money, the roll), their policy picks a casino."""

    def __init__(self, name, players):
        from lasvegas.act import policy
        from lasvegas.core.env import GameEnv

        bills = {v * 1000: c for v, c in zip(NOTE_VALUES, NOTE_COUNTS)}
        self.env = GameEnv(num_players=players, num_xtr_players=0, bills_pool=bills, casinos_min=50000)
        self.policy = getattr(policy, name)
        self.env.reset()
        self.env.one_step()  # initialize the game: arrays of the right shapes

    def choose(self, s):
        import numpy as np

        p = s.num_players
        env = self.env
        dice = np.zeros((p + 6, p), dtype=int)
        for i in range(p):
            dice[i, i] = s.own_left[i]
        for c in range(6):
            dice[p + c, :] = s.casino_dice(c)[:p]
        env.dice = dice
        env.casinos_bills = [sorted(n * 1000 for n in s.notes[c]) for c in range(6)]
        env.scores = np.array([[s.money[i] * 1000, s.notes_won[i]] for i in range(p)])
        env.current_player_index = s.cur
        rolled = [dict() for _ in range(p)]
        rolled[s.cur] = {f: s.roll[f] for f in range(6) if s.roll[f]}
        env.rolled = rolled
        play = int(self.policy(env))
        assert play in s.legal_actions()
        return play


def make_player(spec, game_id, players, seed):
    kind = spec[0]
    if kind in ("greedy_first", "greedy_score"):
        return Greedy(kind, players)
    if kind == "variant":  # tools/ab.py's: a level with its budget or tables changed
        from ab import Variant

        return Variant(game_id, spec[1], seed)
    # the arena host is far faster than an RP2040: the iteration budget, not the clock, binds
    bot = new_bot(game_id, spec[1], seed=seed, clock=lambda: 0)
    if len(spec) > 2:
        bot.scale_budget(spec[2])  # the ceiling match: the same bot with a bigger budget
    return bot


def play_one(args):
    """One seeded game; returns (win share of each spec, first spec's seats)."""
    game_id, players, specs, seed = args
    if players == 2:
        seats = [(i + seed) % 2 for i in range(2)]  # index into specs, alternating
    else:  # the first spec at one seat, moving round, the second everywhere else
        seats = [0 if i == seed % players else 1 for i in range(players)]
    bots = [make_player(specs[k], game_id, players, seed * 7 + i) for i, k in enumerate(seats)]
    s = vegas.play(vegas.new_game(game_id, players), Rng(seed), lambda st: bots[st.to_move()].choose(st))
    winners = s.winners()
    a_seats = [i for i in range(players) if seats[i] == 0]
    share = sum(1.0 / len(winners) for i in a_seats if i in winners) if winners else 0.0
    return share, 1 if not winners else 0


def wilson(k, n, z=1.96):
    """95% Wilson score interval for k successes in n (k may be fractional: shared wins)."""
    if n == 0:
        return 0.0, 0.0
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def label(spec):
    if spec[0] == "bot":
        return spec[1] + (" x%d budget" % spec[2] if len(spec) > 2 else "")
    return "`%s`" % spec[0]


def matches(game_id, games, ceiling_games=0, ceiling_scale=1):
    """(game_id, players, specs, games, target note) of each match of a game; ceiling_scale:
    the ceiling match at that many times the device's budget (hard xK vs hard x10K)."""
    bot = lambda lv, *x: ("bot", lv) + x  # noqa: E731
    out = []
    for lv in ("easy", "normal", "hard"):
        out.append((game_id, 2, (bot(lv), bot("random")), games, "> 50%"))
    out.append((game_id, 2, (bot("normal"), bot("easy")), games, "> 50%"))
    out.append((game_id, 2, (bot("hard"), bot("normal")), games, "> 50%"))
    if game_id == "las_vegas":
        out.append((game_id, 2, (bot("normal"), ("greedy_first",)), games, ">= 70%"))
        out.append((game_id, 2, (bot("normal"), ("greedy_score",)), games, "> 50%"))
        out.append((game_id, 4, (bot("normal"), ("greedy_first",)), games, ">= 40% firsts"))
    hard = bot("hard", ceiling_scale) if ceiling_scale > 1 else bot("hard")
    out.append((game_id, 2, (hard, bot("hard", 10 * ceiling_scale)), ceiling_games or max(100, games // 5),
                ">= 45% (within 5 points)"))
    return out


def match_name(players, specs):
    if players > 2:
        return "%s vs %d x %s" % (label(specs[0]), players - 1, label(specs[1]))
    return "%s vs %s" % (label(specs[0]), label(specs[1]))


HEADER = ["| game | players | match | games | first bot wins | 95% interval | target | nobody |",
          "|---|---|---|---|---|---|---|---|"]


def row_text(r):
    """A match's result as a table row."""
    return "| %s | %d | %s | %d | **%.1f%%** | %.1f-%.1f%% | %s | %s |" % (
        r["game"], r["players"], r["match"], r["games"], 100 * r["share"], 100 * r["lo"], 100 * r["hi"],
        r["target"], "-" if r["nobody"] is None else r["nobody"])


def run(games, jobs, only=None, rows=None, ceiling_games=0, first_seed=0, ceiling_scale=1):
    """Play the matches (of one game, or those whose name holds `rows`): a dict per match, each
    printed as a row when it ends."""
    out = []
    with Pool(jobs) as pool:
        for gid in ([only] if only else vegas.GAME_IDS):
            for game_id, players, specs, n, target in matches(gid, games, ceiling_games, ceiling_scale):
                who = match_name(players, specs)
                if rows and rows not in who:
                    continue
                t0 = time.perf_counter()
                results = pool.map(play_one, [(game_id, players, specs, first_seed + k) for k in range(n)],
                                   chunksize=4)
                wins = sum(r[0] for r in results)
                lo, hi = wilson(wins, n)
                out.append({"game": game_id, "players": players, "match": who, "games": n,
                            "share": wins / n, "lo": lo, "hi": hi, "target": target,
                            "nobody": sum(r[1] for r in results) if game_id == "las_vegan" else None,
                            "seconds": time.perf_counter() - t0})
                if len(out) == 1:
                    print("\n".join(HEADER))
                print(row_text(out[-1]), flush=True)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--only", help="one game id")
    ap.add_argument("--rows", help="only the matches whose name contains this (e.g. x10)")
    ap.add_argument("--ceiling-games", type=int, default=0, help="games of hard vs hard x10 "
                    "(default: a fifth of --games, at least 100)")
    ap.add_argument("--first-seed", type=int, default=0, help="game k of a match uses seed FIRST_SEED + k")
    ap.add_argument("--ceiling-scale", type=int, default=1, help="the ceiling match at K times "
                    "the device's budget: hard xK vs hard x10K (how its gap closes with a faster device)")
    args = ap.parse_args()
    if args.ceiling_scale < 1:
        raise SystemExit("--ceiling-scale is a whole number of times the budget, 1 or more")
    if args.only:
        try:
            vegas.game_info(args.only)
        except ValueError as e:  # (it names the games)
            raise SystemExit(str(e))
    rows = run(args.games, args.jobs, args.only, args.rows, args.ceiling_games, args.first_seed,
               args.ceiling_scale)
    if not rows:
        raise SystemExit("no match of %s has %r in its name" % (args.only or "any game", args.rows))


if __name__ == "__main__":
    main()
