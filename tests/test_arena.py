"""The arena (tools/arena.py): its matches, their seeds, and what it refuses."""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.join(os.path.dirname(HERE), "tools")
sys.path.insert(0, TOOLS)

import arena  # noqa: E402


def test_the_matches_and_their_games():
    names = [arena.match_name(p, specs) for _, p, specs, _, _ in arena.matches("las_vegas", 1000, 300)]
    assert "hard vs hard x10 budget" in names and "normal vs 3 x `greedy_first`" in names
    ceiling = [m for m in arena.matches("las_vegas", 1000, 300) if m[2][1][-1:] == (10,)]
    assert [m[3] for m in ceiling] == [300]  # --ceiling-games
    assert [m[3] for m in arena.matches("las_vegas", 1000) if m[2][1][-1:] == (10,)] == [200]


def test_a_one_match_run_prints_its_row():
    proc = subprocess.run([sys.executable, os.path.join(TOOLS, "arena.py"), "--only", "las_vegas", "--rows",
                           "easy vs random", "--games", "4", "--jobs", "1"],
                          check=True, capture_output=True, text=True, timeout=600)
    lines = proc.stdout.splitlines()
    assert lines[:2] == arena.HEADER and len(lines) == 3
    assert lines[2].startswith("| las_vegas | 2 | easy vs random | 4 | **")


def test_an_unknown_game_or_match_is_refused_by_name():
    for extra in (["--only", "nope"], ["--only", "las_vegas", "--rows", "zzz"]):
        cmd = [sys.executable, os.path.join(TOOLS, "arena.py"), "--games", "2", "--jobs", "1"] + extra
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        assert proc.returncode != 0
        assert ("known games: las_vegas" in proc.stderr) if extra[1] == "nope" else ("'zzz'" in proc.stderr)


def test_a_run_on_other_seeds_plays_them():
    base = [sys.executable, os.path.join(TOOLS, "arena.py"), "--only", "las_vegas",
            "--rows", "easy vs random", "--games", "2", "--jobs", "1", "--first-seed", "5"]
    proc = subprocess.run(base, check=True, capture_output=True, text=True, timeout=600)
    specs = [m for m in arena.matches("las_vegas", 2) if m[2][0] == ("bot", "easy")][0][2]
    wins = sum(arena.play_one(("las_vegas", 2, specs, k))[0] for k in (5, 6))  # seeds 5 and 6
    assert "| las_vegas | 2 | easy vs random | 2 | **%.1f%%** |" % (50 * wins) in proc.stdout


def test_the_ceiling_at_a_bigger_budget_scales_both_sides():
    ceiling = [m for m in arena.matches("las_vegan", 1000, 300, 4) if m[2][1][-1:] == (40,)]
    assert [m[2] for m in ceiling] == [(("bot", "hard", 4), ("bot", "hard", 40))]
    assert arena.match_name(2, ceiling[0][2]) == "hard x4 budget vs hard x40 budget"
    base = [sys.executable, os.path.join(TOOLS, "arena.py"), "--only", "las_vegas", "--rows", "x10",
            "--games", "2", "--jobs", "1"]
    proc = subprocess.run(base + ["--ceiling-scale", "0"], capture_output=True, text=True, timeout=600)
    assert proc.returncode != 0 and "1 or more" in proc.stderr
