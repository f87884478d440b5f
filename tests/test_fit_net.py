"""tools/fit_net.py: its integer arithmetic is vegas.ai.net's, and a fit on a few positions
writes numbers that read back the same, for each game with a learned judge."""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "tools"))

import fit_net  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

import vegas  # noqa: E402
from vegas.ai import net  # noqa: E402
from vegas.rng import Rng  # noqa: E402


class InProcess:
    map = staticmethod(lambda f, xs, chunksize=1: [f(x) for x in xs])


GAMES = (("las_vegas", 3), ("las_vegas", 4), ("las_vegas", 5), ("royale", 2))


def _random_positions(game, players, count, seed):
    """[(history, seat, zero values)] at decisions of random games."""
    out = []
    rng = Rng(seed)
    while len(out) < count:
        s = vegas.new_game(game, players)
        while s.to_move() != vegas.OVER:
            if s.to_move() == vegas.CHANCE:
                s.apply(s.sample_chance(rng))
                continue
            legal = s.legal_actions()
            if len(legal) > 1 and rng.randbelow(4) == 0:
                out.append((list(s.history), s.to_move(), [0.0] * len(legal)))
            s.apply(rng.choice(legal))
    return out[:count]


@pytest.mark.parametrize("game,players", GAMES)
def test_the_tools_integer_judge_is_the_devices(game, players):
    r = net.reader(game)
    numbers = {name: getattr(r, name) for name in ("W1", "B1", "W2", "G", "C0")}
    assert len(numbers["W1"]) == r.HIDDEN * (r.INPUTS + r.ONE_HOT) and len(numbers["G"]) == r.STANDING
    data = _random_positions(game, players, 12, players)
    cas, std, _, pos, _ = fit_net.inputs(game, players, data)
    tool = fit_net.judge_rounded(numbers, cas, std)
    device = []
    for h, seat, _ in data:
        s = vegas.replay(game, players, h)
        for a in s.legal_actions():
            d = s.clone(False)
            d.apply(a)
            device.append(net.judge(d, seat, r))
    assert len(device) == len(tool) > 12
    assert list(tool) == device
    assert len(set(device)) > len(data)  # the actions are told apart


@pytest.mark.parametrize("game,players", (("las_vegas", 3), ("royale", 2)))
def test_a_fit_on_a_few_positions_writes_numbers_that_read_back(game, players, tmp_path):
    data = fit_net.scored(game, (players, 4, 9000), InProcess())
    assert len(data) == 4 and all(len(v) == len(vegas.replay(game, players, h).legal_actions())
                                  for h, _, v in data)
    cas, std, val, pos, rew = fit_net.inputs(game, players, data)
    hidden = fit_net.SETUP[game]["hidden"]
    model = fit_net.fit(cas, std, val, pos, hidden)
    numbers = fit_net.rounded(model)
    r = net.reader(game)
    assert len(numbers["W1"]) == hidden * (r.INPUTS + r.ONE_HOT) and len(numbers["G"]) == r.STANDING
    exact = np.clip(fit_net.judge_float(model, cas, std), 0, 1)
    assert np.abs(fit_net.judge_rounded(numbers, cas, std) - exact).max() < 0.02  # rounding moves it little
    path = tmp_path / "net_data.py"
    path.write_text(fit_net.module_text(game, numbers, [(players, 1.0, 2.0)]))
    read = {}
    exec(path.read_text(), read)
    assert {k: tuple(read[k]) if k == "W1" else read[k] for k in numbers} == numbers
    assert read["HIDDEN"] == hidden


def test_a_cache_it_did_not_write_is_named_not_read(tmp_path):
    tool = os.path.join(os.path.dirname(HERE), "tools", "fit_net.py")
    junk = tmp_path / "junk.pkl"
    junk.write_bytes(b"not a pickle")
    for args, says in ((["las_vegas", "--data", str(junk)], "not a cache"),
                       (["royale", "--jobs", "0"], "--jobs"), (["basic"], "invalid choice")):
        done = subprocess.run([sys.executable, tool] + args, capture_output=True, text=True, timeout=60)
        assert done.returncode != 0 and says in done.stderr
