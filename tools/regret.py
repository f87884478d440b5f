"""How far a level's decisions are from its own search's limit: regret against an oracle.

  python tools/regret.py GAME [--players 2] [--positions 800] [--rolls 400] [--seeds 3]
                              [--games-from 5000] [--jobs N] [--by-phase] [LEVEL[xK] ...]
                              (levels by default: normal hard hardx3 hardx10;
                              "hint": the UI's hint, the normal advisor's first option)

Positions are every third decision with a choice (not a fixed secret mix) of seeded hard-vs-hard
games, the game seeds counting up from --games-from (another start: positions a model fitted
on the default ones has not seen). The oracle scores every legal action by `--rolls` rollouts
of the bots' own kind (one determinization and one rollout of the game's ROLLOUT length, or
its leaf's, and the bots' reward), every action on the same draws: the values a bot's search
tends to as its budget grows. A level's regret is the oracle's best value less the value of
the action the level picks (0-1 reward units, x1000, mean over positions and `--seeds` bot
seeds); agreement is how often it picks the oracle's best.
The arena's ceiling match (hard vs hard x10) plays out this gap; this measures it directly, in
a few minutes, and shows how it falls with the budget. `--by-phase` adds where it lies: the
same regrets per kind of decision (the phase its `view` names; "play, leading" for a card led
to a trick), per decision of the kind and as each kind's share of the regret over all positions.
"""

import argparse
import os
import sys
from multiprocessing import Pool

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "lib"))

import vegas  # noqa: E402
from vegas.ai import new_bot, prepare  # noqa: E402
from vegas.ai.advisor import new_advisor  # noqa: E402
from vegas.ai.bot import ROLLOUT, leaf_for, reward  # noqa: E402
from vegas.rng import Rng  # noqa: E402


def positions(game_id, players, count, seed0=5000):
    """(history, seat) of every third decision with a choice in hard-vs-hard games."""
    out = []
    game = seed0
    while len(out) < count:
        bots = [new_bot(game_id, "hard", seed=game * 7 + i, clock=lambda: 0) for i in range(players)]
        s = vegas.new_game(game_id, players)
        rng = Rng(game)
        k = 0
        while s.to_move() != vegas.OVER:
            who = s.to_move()
            if who == vegas.CHANCE:
                s.apply(s.sample_chance(rng))
                continue
            if len(s.legal_actions()) > 1 and not s.secret_mix():
                k += 1
                if k % 3 == game % 3:
                    out.append((list(s.history), who))
            s.apply(bots[who].choose(s))
        game += 1
    return out[:count]


def oracle_values(args):
    """Each legal action's mean reward over `rolls` rollouts, all actions on the same draws."""
    game_id, players, history, seat, rolls, seed = args
    s = vegas.replay(game_id, players, history)
    legal = s.legal_actions()
    rng = Rng(seed)
    leaf = leaf_for(game_id, players)
    horizon = leaf[1][4] if leaf else ROLLOUT.get(game_id, 0)  # (as Bot.start's)
    total = [0.0] * len(legal)
    d = None
    for _ in range(rolls):
        draws = rng.getstate()
        for i, a in enumerate(legal):
            rng.setstate(draws)
            d = s.determinize(seat, rng, d)
            d.apply(a)
            d.rollout(rng, horizon)
            total[i] += reward(d, seat, leaf)
    return [t / rolls for t in total]


def parse_level(text):
    """"hard" -> ("hard", 1); "hardx10" -> ("hard", 10)."""
    level, x, k = text.rpartition("x")
    return (level, int(k)) if x and k.isdigit() else (text, 1)


def regret_at(args):
    """(mean regret, share of oracle-best picks) of one level at one position."""
    game_id, players, history, seat, values, level, scale, seeds, index = args
    s = vegas.replay(game_id, players, history)
    legal = s.legal_actions()
    best = max(values)
    regret = agree = 0.0
    for k in range(seeds):
        if level == "hint":  # the UI's hint: the advisor's first option
            pick = new_advisor(game_id, seed=1000 * index + k, clock=lambda: 0).advise(s)[0][0]
        else:
            bot = new_bot(game_id, level, seed=1000 * index + k, clock=lambda: 0)
            if scale > 1:
                bot.scale_budget(scale)
            pick = bot.choose(s)
        v = values[legal.index(pick)]
        regret += best - v
        agree += v == best
    return regret / seeds, agree / seeds


def phase_of(game_id, players, history, seat):
    """The kind of decision at a position (decision_kind's), from its history."""
    return decision_kind(vegas.replay(game_id, players, history), seat)


def decision_kind(state, seat):
    """The kind of `seat`'s decision in `state`: the phase its `view` names, "play, leading"
    for a card played to a trick yet to begin (Las Vegan)."""
    view = state.view(seat)
    kind = view["phase"]
    return "play, leading" if kind == "play" and not view.get("trick", True) else kind


def measure(game_id, players, count, rolls, seeds, levels, pool, games_from=5000, phases=None):
    """[(level text, regret x1000, agreement %)] over `count` positions. With a dict as
    `phases`: per kind of decision (phase_of), [positions, options summed, per level its
    regret x1000 summed] filled in as well."""
    pos = positions(game_id, players, count, games_from)
    values = pool.map(oracle_values, [(game_id, players, h, seat, rolls, 99 + i)
                                      for i, (h, seat) in enumerate(pos)], chunksize=4)
    kinds = [phase_of(game_id, players, h, seat) for h, seat in pos] if phases is not None else ()
    for i, kind in enumerate(kinds):
        row = phases.setdefault(kind, [0, 0] + [0.0] * len(levels))
        row[0] += 1
        row[1] += len(values[i])
    out = []
    for j, text in enumerate(levels):
        level, scale = parse_level(text)
        r = pool.map(regret_at, [(game_id, players, h, seat, values[i], level, scale, seeds, i)
                                 for i, (h, seat) in enumerate(pos)], chunksize=4)
        out.append((text, 1000 * sum(x[0] for x in r) / len(r), 100 * sum(x[1] for x in r) / len(r)))
        for i, kind in enumerate(kinds):
            phases[kind][2 + j] += 1000 * r[i][0]
    return out


def phase_table(levels, phases):
    """--by-phase's table: per kind, its positions, options on average, and per level its
    regret per decision of the kind and (in brackets) its share of the regret over all."""
    total = sum(row[0] for row in phases.values())
    lines = ["| phase | positions | options | " + " | ".join(levels) + " |",
             "|---|---|---|" + "---|" * len(levels)]
    for kind in sorted(phases, key=lambda k: -phases[k][2]):
        n, options = phases[kind][:2]
        cells = ["%.1f (%.1f)" % (r / n, r / total) for r in phases[kind][2:]]
        lines.append("| %s | %d | %.1f | %s |" % (kind, n, options / n, " | ".join(cells)))
    return lines


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("levels", nargs="*", default=["normal", "hard", "hardx3", "hardx10"])
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--positions", type=int, default=800)
    ap.add_argument("--rolls", type=int, default=400)
    ap.add_argument("--seeds", type=int, default=3)
    ap.add_argument("--games-from", type=int, default=5000)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--by-phase", action="store_true", help="the regrets per kind of decision too")
    args = ap.parse_args()
    try:
        vegas.resolve_options(args.game, args.players, {})  # (it names the games, or the players' range)
        for text in args.levels:
            level, scale = parse_level(text)
            prepare(args.game, "normal" if level == "hint" else level)  # (it names the levels)
            if level in ("random", "hint") and scale > 1 or scale < 1:
                raise ValueError("%r: a budget scale needs a searching level and K >= 1" % text)
    except ValueError as e:
        raise SystemExit(str(e))
    if min(args.positions, args.rolls, args.seeds, args.jobs) < 1:
        raise SystemExit("--positions, --rolls, --seeds and --jobs take 1 or more")
    phases = {} if args.by_phase else None
    with Pool(args.jobs) as pool:
        rows = measure(args.game, args.players, args.positions, args.rolls, args.seeds, args.levels, pool,
                       args.games_from, phases)
    print("| game | players | level | regret (x1000) | picks the oracle's best |")
    print("|---|---|---|---|---|")
    for text, regret, agree in rows:
        print("| %s | %d | %s | %.1f | %.1f%% |" % (args.game, args.players, text, regret, agree))
    if phases:
        print()
        print("\n".join(phase_table(args.levels, phases)))


if __name__ == "__main__":
    main()
