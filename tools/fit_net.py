"""Fit vegas.ai.net's judge of a game's positions and write lib/vegas/GAME/judge_data.py.

  python tools/fit_net.py GAME [--data FILE] [--jobs N] [--write]

GAME: las_vegas (3-5 players) or royale (heads-up). Positions: every third decision with a
choice of seeded hard-vs-hard games (tools/regret.py's), played by the bots of the code the
tool runs in (the numbers in the repository were fitted on the games of the bots before each
judge: a run now plays other games). Each legal action is scored by an oracle, rollouts of the
bots' own kind on the same draws (regret.oracle_values). The judge reads the position right
after the action through the game's own reader (vegas.GAME.judge), so the fit and the device
read alike. Fitted by least squares on the differences between a position's actions (what the
search's ranking needs) plus 1/50 of the squared error of the values themselves (its level: a
prior is counted as visits beside the rollouts' rewards), then rounded to integers. Prints each
player count's regret (x1000, as tools/regret.py) on positions of other games, for the judge,
its rounded form and reward(). --data caches the scored positions (about 10 minutes on 2 cores
to make for Las Vegas, 4 for Royale); --write writes the module. """

import argparse
import os
import pickle
import struct
import sys
from multiprocessing import Pool

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "lib"))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import numpy as np  # noqa: E402
import regret  # noqa: E402

import vegas  # noqa: E402
from vegas.ai import net  # noqa: E402
from vegas.ai.bot import reward  # noqa: E402

# Per game: the oracle's rollouts an action, the hidden units, and (players, positions, first
# game seed) of the positions fitted on, then judged on.
SETUP = {
    "las_vegas": {
        "rolls": 200, "hidden": 8,
        "fit": ((4, 3000, 5000), (4, 6000, 40000), (3, 3000, 50000), (5, 3000, 60000)),
        "held": ((4, 800, 30000), (3, 600, 70000), (5, 600, 80000)),
    },
    "royale": {
        "rolls": 150, "hidden": 8,
        "fit": ((2, 1500, 5000), (2, 3000, 90000)),
        "held": ((2, 400, 30000), (2, 1000, 120000)),
    },
}
EPOCHS = 100
LEVEL_WEIGHT = 0.02
SCALE = 8192  # hidden units in 1/SCALE (at most: see rounded())
T = 16  # the output weights' extra scale (the numbers' T)


def out_path(game):
    return os.path.join(ROOT, "lib", "vegas", game, "judge_data.py")


def scored(game, spec, pool):
    """[(history, seat, oracle value of each legal action)] at spec's positions."""
    players, count, seed0 = spec
    rolls = SETUP[game]["rolls"]
    pos = regret.positions(game, players, count, seed0)
    values = pool.map(regret.oracle_values, [(game, players, h, seat, rolls, 99 + i)
                                             for i, (h, seat) in enumerate(pos)], chunksize=8)
    return [(h, seat, v) for (h, seat), v in zip(pos, values)]


def inputs(game, players, data):
    """Arrays (casino inputs N x 6 x (INPUTS + ONE_HOT), standing N x STANDING, value, position
    index, reward()) over every action of every position."""
    r = net.reader(game)
    per, hot = r.INPUTS, r.ONE_HOT

    def dense(x):  # (a one-hot input as its ONE_HOT columns)
        return list(x[:per]) + [1 if x[per] == k else 0 for k in range(hot)]

    cas, std, val, pos, rew = [], [], [], [], []
    for k, (h, seat, values) in enumerate(data):
        s = vegas.replay(game, players, h)
        for a, v in zip(s.legal_actions(), values):
            d = s.clone(False)
            d.apply(a)
            read = r.read(d, seat)
            cas.append([dense(next(read)) for _ in range(r.CASINOS)])
            std.append(next(read))
            val.append(v)
            pos.append(k)
            rew.append(reward(d, seat))
    return (np.array(cas, float), np.array(std, float), np.array(val), np.array(pos), np.array(rew))


def centered(x, pos):
    """x less the mean of its position's entries."""
    n = pos.max() + 1
    return x - (np.bincount(pos, weights=x, minlength=n) / np.maximum(np.bincount(pos, minlength=n), 1))[pos]


def regret_of(score, val, pos):
    """Mean regret x1000 of picking each position's best-scored action."""
    out = []
    for k in np.unique(pos):
        i = np.where(pos == k)[0]
        out.append(val[i].max() - val[i[np.argmax(score[i])]])
    return 1000 * float(np.mean(out))


def fit(cas, std, val, pos, hidden):
    """The float judge: (W1, b1, W2, G, c0, normalization)."""
    rng = np.random.default_rng(0)
    mc, sc = cas.reshape(-1, cas.shape[2]).mean(0), cas.reshape(-1, cas.shape[2]).std(0) + 1e-6
    mg, sg = std.mean(0), std.std(0) + 1e-6
    sc[sc < 1e-3] = 1  # (an input the data never varies, a tile never seen: left unscaled)
    cn, gn = (cas - mc) / sc, (std - mg) / sg
    w1 = rng.normal(0, 0.3, (cas.shape[2], hidden))
    b1, w2, g, c0 = np.zeros(hidden), rng.normal(0, 0.1, hidden), np.zeros(std.shape[1]), np.zeros(1)
    params = [w1, b1, w2, g, c0]
    m1 = [np.zeros_like(p) for p in params]
    m2 = [np.zeros_like(p) for p in params]
    positions = np.unique(pos)
    t = 0
    for ep in range(EPOCHS):
        lr = 0.01 * 0.5 * (1 + np.cos(np.pi * ep / EPOCHS)) + 0.0002
        order = rng.permutation(positions)
        for b in range(0, len(order), 64):
            i = np.where(np.isin(pos, order[b:b + 64]))[0]
            z = cn[i] @ w1 + b1
            a = np.maximum(z, 0)
            hs = a.sum(1)
            out = hs @ w2 + gn[i] @ g + c0
            _, local = np.unique(pos[i], return_inverse=True)
            d_out = (2 * centered(centered(out, local) - centered(val[i], local), local)
                     + LEVEL_WEIGHT * 2 * (out - val[i])) / len(i)
            dz = d_out[:, None, None] * w2[None, None, :] * (z > 0)
            grads = [np.einsum("ncf,nch->fh", cn[i], dz) + 1e-4 * w1, dz.sum((0, 1)),
                     hs.T @ d_out + 1e-4 * w2, gn[i].T @ d_out, np.array([d_out.sum()])]
            t += 1
            for p, gr, u, v in zip(params, grads, m1, m2):
                u *= 0.9
                u += 0.1 * gr
                v *= 0.999
                v += 0.001 * gr * gr
                p -= lr * (u / (1 - 0.9 ** t)) / (np.sqrt(v / (1 - 0.999 ** t)) + 1e-8)
    return w1, b1, w2, g, c0[0], (mc, sc, mg, sg)


def judge_float(model, cas, std):
    w1, b1, w2, g, c0, (mc, sc, mg, sg) = model
    return np.maximum(((cas - mc) / sc) @ w1 + b1, 0).sum(1) @ w2 + ((std - mg) / sg) @ g + c0


def rounded(model):
    """The integer numbers net.judge reads: normalization folded into the weights, the hidden
    units in 1/SCALE, or a coarser power of two where a first-layer weight would not fit 16
    bits (the device stores them so)."""
    w1, b1, w2, g, c0, (mc, sc, mg, sg) = model
    a = w1 / sc[:, None]
    scale = SCALE
    while np.abs(np.round(a * scale)).max() >= 32768:
        scale //= 2
    return {
        "W1": tuple(int(v) for v in np.round(a.T * scale).astype(int).flatten()),  # hidden-major
        "B1": tuple(int(v) for v in np.round((b1 - (a * mc[:, None]).sum(0)) * scale).astype(int)),
        "W2": tuple(int(v) for v in np.round(w2 * 1000000 / scale * T).astype(int)),
        "G": tuple(int(v) for v in np.round(g / sg * 1000000).astype(int)),
        "C0": int(round((c0 - (g * mg / sg).sum()) * 1000000)),
    }


def judge_rounded(numbers, cas, std):
    """net.judge's integer arithmetic, over arrays."""
    w1 = np.array(numbers["W1"], dtype=np.int64).reshape(len(numbers["B1"]), -1).T
    z = cas.astype(np.int64) @ w1 + np.array(numbers["B1"], dtype=np.int64)
    hidden = np.maximum(z, 0).sum(1)
    v = (numbers["C0"] + (np.array(numbers["W2"], dtype=np.int64) * (hidden // T)).sum(1)
         + std.astype(np.int64) @ np.array(numbers["G"], dtype=np.int64))
    return np.clip(v, 0, 1000000) / 1000000


def module_text(game, numbers, report):
    # (comments, not a docstring: under MicroPython a docstring stays loaded)
    hidden = len(numbers["B1"])
    w1 = numbers["W1"]
    lines = ["# vegas.ai.net's numbers for %s, written by tools/fit_net.py %s --write" % (game, game),
             "# (do not edit by hand).",
             "# Regret on held-out positions (x1000; the judge rounded, reward()):"]
    lines += ["#   %d players: %.1f, %.1f" % r for r in report]
    lines += ["", "from array import array", "", "HIDDEN = %d" % hidden, "T = %d" % T]
    per = len(w1) // hidden
    # The first layer's weights as 16-bit numbers from a bytes literal: a tuple of them kept
    # 1.4 KB more loaded under MicroPython (Royale's 256), and a heads-up Royale game of
    # normal bots needed 95 KB, not 93.
    raw = struct.pack("<%dh" % len(w1), *w1)
    lines.append("# W1: each hidden unit's weights in turn, in vegas.%s.judge.read()'s order:" % game)
    for h in range(hidden):
        unit = w1[h * per:(h + 1) * per]
        lines += ["#   %s" % ", ".join(str(v) for v in unit[i:i + 16]) for i in range(0, per, 16)]
    lines.append('W1 = array("h", (  # (little-endian, as the RP2040 and this host)')
    text = "".join("\\x%02x" % c for c in raw)
    lines += ['    b"%s"' % text[i:i + 96] for i in range(0, len(text), 96)]
    lines.append("))")
    for name in ("B1", "W2", "G"):
        lines.append("%s = %r" % (name, numbers[name]))
    lines.append("C0 = %d" % numbers["C0"])
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("game", choices=sorted(SETUP))
    ap.add_argument("--data", help="a cache of the scored positions (made if missing)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--write", action="store_true", help="write lib/vegas/ai/net_GAME_data.py")
    args = ap.parse_args()
    game, setup = args.game, SETUP[args.game]
    specs = setup["fit"] + setup["held"]
    if args.jobs < 1:
        raise SystemExit("--jobs takes 1 or more")
    if args.data and os.path.exists(args.data):
        try:
            with open(args.data, "rb") as f:
                data = pickle.load(f)
            missing = [spec for spec in specs if spec not in data]
        except Exception as e:  # (not a cache this tool wrote)
            raise SystemExit("%s: not a cache of scored positions (%s)" % (args.data, e))
        if missing:
            raise SystemExit("%s lacks the positions %r (players, count, first seed): delete it to make "
                             "it anew" % (args.data, missing))
    else:
        with Pool(args.jobs) as pool:
            data = {spec: scored(game, spec, pool) for spec in specs}
        if args.data:
            with open(args.data, "wb") as f:
                pickle.dump(data, f)
    parts = [inputs(game, spec[0], data[spec]) for spec in setup["fit"]]
    offset, pos = 0, []
    for part in parts:
        pos.append(part[3] + offset)
        offset += part[3].max() + 1
    cas, std, val, _, _ = (np.concatenate([p[k] for p in parts]) for k in range(5))
    model = fit(cas, std, val, np.concatenate(pos), setup["hidden"])
    numbers = rounded(model)
    report = []
    print("| players | judge | judge, rounded | reward() |")
    print("|---|---|---|---|")
    for spec in setup["held"]:
        c, s, v, p, r = inputs(game, spec[0], data[spec])
        row = (regret_of(judge_float(model, c, s), v, p), regret_of(judge_rounded(numbers, c, s), v, p),
               regret_of(r, v, p))
        print("| %d | %.1f | %.1f | %.1f |" % ((spec[0],) + row))
        report.append((spec[0], row[1], row[2]))
    if args.write:
        with open(out_path(game), "w") as f:
            f.write(module_text(game, numbers, report))
        print("wrote", os.path.relpath(out_path(game), ROOT))


if __name__ == "__main__":
    main()
