"""tools/fit_net.py: its integer arithmetic is vegas.ai.net's, and a fit on a few positions
writes numbers that read back the same."""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "tools"))

import fit_net  # noqa: E402
import numpy as np  # noqa: E402

import vegas  # noqa: E402
from vegas.ai import net, net_data  # noqa: E402
from vegas.rng import Rng  # noqa: E402


class InProcess:
    map = staticmethod(lambda f, xs, chunksize=1: [f(x) for x in xs])


def _random_positions(players, count, seed):
    """[(history, seat, zero values)] at decisions of random games."""
    out = []
    rng = Rng(seed)
    while len(out) < count:
        s = vegas.new_game("las_vegas", players)
        while s.to_move() != vegas.OVER:
            if s.to_move() == vegas.CHANCE:
                s.apply(s.sample_chance(rng))
                continue
            legal = s.legal_actions()
            if len(legal) > 1 and rng.randbelow(4) == 0:
                out.append((list(s.history), s.to_move(), [0.0] * len(legal)))
            s.apply(rng.choice(legal))
    return out[:count]


def test_the_tools_integer_judge_is_the_devices():
    numbers = {name: getattr(net_data, name) for name in ("W1", "B1", "W2", "G", "C0")}
    for players in (3, 4, 5):
        data = _random_positions(players, 12, players)
        cas, std, _, pos, _ = fit_net.inputs(players, data)
        tool = fit_net.judge_rounded(numbers, cas, std)
        device = []
        for h, seat, _ in data:
            s = vegas.replay("las_vegas", players, h)
            for a in s.legal_actions():
                d = s.clone(False)
                d.apply(a)
                device.append(net.judge(d, seat))
        assert len(device) == len(tool) > 12
        assert list(tool) == device
        assert len(set(device)) > len(data)  # the actions are told apart


def test_a_fit_on_a_few_positions_writes_numbers_that_read_back(tmp_path):
    data = fit_net.scored(3, 4, 9000, InProcess())
    assert len(data) == 4 and all(len(v) == len(vegas.replay("las_vegas", 3, h).legal_actions())
                                  for h, _, v in data)
    cas, std, val, pos, rew = fit_net.inputs(3, data)
    model = fit_net.fit(cas, std, val, pos)
    numbers = fit_net.rounded(model)
    assert len(numbers["W1"]) == fit_net.HIDDEN * net.INPUTS and len(numbers["G"]) == net.STANDING
    exact = np.clip(fit_net.judge_float(model, cas, std), 0, 1)
    assert np.abs(fit_net.judge_rounded(numbers, cas, std) - exact).max() < 0.02  # rounding moves it little
    path = tmp_path / "net_data.py"
    path.write_text(fit_net.module_text(numbers, [(3, 1.0, 2.0)]))
    read = {}
    exec(path.read_text(), read)
    assert {k: read[k] for k in numbers} == numbers and read["HIDDEN"] == fit_net.HIDDEN


def test_a_cache_it_did_not_write_is_named_not_read(tmp_path):
    tool = os.path.join(os.path.dirname(HERE), "tools", "fit_net.py")
    junk = tmp_path / "junk.pkl"
    junk.write_bytes(b"not a pickle")
    for args, says in ((["--data", str(junk)], "not a cache"), (["--jobs", "0"], "--jobs")):
        done = subprocess.run([sys.executable, tool] + args, capture_output=True, text=True, timeout=60)
        assert done.returncode != 0 and says in done.stderr
