"""The arena's write-up (tools/arena.py --write): a run replaces only the rows it played."""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.join(os.path.dirname(HERE), "tools")
sys.path.insert(0, TOOLS)

import arena  # noqa: E402

HEAD = "# Benchmarks\n\nHand-written text stays.\n\n"


def _row(game, players, match, pct, date):
    return "| %s | %d | %s | 10 | **%s%%** | 1.0-99.0%% | > 50%% | - | 1 s | %s |" % (
        game, players, match, pct, date)


def _doc(rows):
    table = "| game | players | match |\n|---|---|---|\n" + "\n".join(rows) + "\n"
    return HEAD + arena.MARK + "\n\n## Bot strength\n\n" + table


def test_new_rows_replace_theirs_and_keep_the_rest_in_match_order():
    old = _doc([
        _row("knizia", 2, "hard vs normal", "60.0", "d1"),
        _row("las_vegas", 2, "hard vs normal", "55.0", "d1"),
        _row("las_vegas", 2, "easy vs random", "90.0", "d1"),
        _row("las_vegas", 3, "a match no longer played", "1.0", "d0"),
    ])
    new = [_row("las_vegas", 2, "hard vs normal", "57.0", "d2"),
           _row("knizia", 2, "easy vs random", "80.0", "d2")]
    rows = arena.merged_rows(old, new)
    assert rows == [
        _row("las_vegas", 2, "easy vs random", "90.0", "d1"),
        _row("las_vegas", 2, "hard vs normal", "57.0", "d2"),
        _row("knizia", 2, "easy vs random", "80.0", "d2"),
        _row("knizia", 2, "hard vs normal", "60.0", "d1"),
        _row("las_vegas", 3, "a match no longer played", "1.0", "d0"),  # (kept, after the rest)
    ]


def test_match_names_are_the_row_keys():
    names = [arena.match_name(p, specs) for _, p, specs, _, _ in arena.matches("las_vegas", 1000, 300)]
    assert "hard vs hard x10 budget" in names and "normal vs 3 x `greedy_first`" in names
    ceiling = [m for m in arena.matches("las_vegas", 1000, 300) if m[2][1][-1:] == (10,)]
    assert [m[3] for m in ceiling] == [300]  # --ceiling-games
    assert [m[3] for m in arena.matches("las_vegas", 1000) if m[2][1][-1:] == (10,)] == [200]


def test_a_one_match_run_writes_its_row_into_the_file(tmp_path):
    doc = tmp_path / "BENCH.md"
    kept = _row("knizia", 2, "hard vs normal", "60.0", "d1")
    doc.write_text(_doc([_row("las_vegas", 2, "easy vs random", "90.0", "d1"), kept]))
    proc = subprocess.run([sys.executable, os.path.join(TOOLS, "arena.py"), "--only", "las_vegas", "--rows",
                           "easy vs random", "--games", "4", "--jobs", "1", "--write", str(doc)],
                          check=True, capture_output=True, text=True, timeout=600)
    text = doc.read_text()
    assert text.startswith(HEAD + arena.MARK)
    rows = [line for line in text.splitlines() if line.startswith(("| las_vegas", "| knizia"))]
    assert len(rows) == 2 and rows[1] == kept
    assert rows[0].startswith("| las_vegas | 2 | easy vs random | 4 | **") and "d1" not in rows[0]
    assert proc.stdout.splitlines()[:3] == arena.HEADER + rows[:1]  # the table, as it is played


def test_an_unknown_game_or_match_is_refused_by_name():
    for extra in (["--only", "nope"], ["--only", "las_vegas", "--rows", "zzz"]):
        cmd = [sys.executable, os.path.join(TOOLS, "arena.py"), "--games", "2", "--jobs", "1"] + extra
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        assert proc.returncode != 0
        assert ("known games: las_vegas" in proc.stderr) if extra[1] == "nope" else ("'zzz'" in proc.stderr)


def test_a_run_on_other_seeds_plays_them_and_writes_no_rows(tmp_path):
    base = [sys.executable, os.path.join(TOOLS, "arena.py"), "--only", "las_vegas",
            "--rows", "easy vs random", "--games", "2", "--jobs", "1", "--first-seed", "5"]
    doc = tmp_path / "B.md"
    proc = subprocess.run(base + ["--write", str(doc)], capture_output=True, text=True, timeout=600)
    assert proc.returncode != 0 and "--first-seed" in proc.stderr and not doc.exists()
    proc = subprocess.run(base, check=True, capture_output=True, text=True, timeout=600)
    specs = [m for m in arena.matches("las_vegas", 2) if m[2][0] == ("bot", "easy")][0][2]
    wins = sum(arena.play_one(("las_vegas", 2, specs, k))[0] for k in (5, 6))  # seeds 5 and 6
    assert "| las_vegas | 2 | easy vs random | 2 | **%.1f%%** |" % (50 * wins) in proc.stdout


def test_the_ceiling_at_a_bigger_budget_scales_both_sides_and_writes_no_rows(tmp_path):
    ceiling = [m for m in arena.matches("las_vegan", 1000, 300, 4) if m[2][1][-1:] == (40,)]
    assert [m[2] for m in ceiling] == [(("bot", "hard", 4), ("bot", "hard", 40))]
    assert arena.match_name(2, ceiling[0][2]) == "hard x4 budget vs hard x40 budget"
    base = [sys.executable, os.path.join(TOOLS, "arena.py"), "--only", "las_vegas", "--rows", "x10",
            "--games", "2", "--jobs", "1"]
    for extra, says in ((["--ceiling-scale", "2", "--write", str(tmp_path / "B.md")], "not with --write"),
                        (["--ceiling-scale", "0"], "1 or more")):
        proc = subprocess.run(base + extra, capture_output=True, text=True, timeout=600)
        assert proc.returncode != 0 and says in proc.stderr
    assert not (tmp_path / "B.md").exists()
