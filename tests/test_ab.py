"""tools/ab.py: bot specs parsed, a variant's settings in place only while it decides, a match."""

import os
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.join(os.path.dirname(HERE), "tools")
sys.path.insert(0, TOOLS)

import ab  # noqa: E402
from regret import decision_kind  # noqa: E402

import vegas  # noqa: E402
import vegas.ai.bot as bot_module  # noqa: E402
from vegas.rng import Rng  # noqa: E402


def test_specs_parse_into_level_scale_settings_and_kind():
    assert ab.parse_spec("hard", "royale") == ("hard", 1, [], None)
    assert ab.parse_spec("hardx10@play, leading", "las_vegan") == ("hard", 10, [], "play, leading")
    level, scale, settings, kind = ab.parse_spec("normal,ROLLOUT=6,ITERATIONS=53", "las_vegan")
    assert (level, scale, kind) == ("normal", 1, None)
    # tables keyed by game id: this game's entry; an int fills a tuple entry
    assert settings == [(bot_module.ROLLOUT, "las_vegan", 6), (bot_module.ITERATIONS, "las_vegan", (53,) * 6)]
    # a literal with commas inside brackets stays one value; a name in another module of vegas
    (holder, key, value), = ab.parse_spec("hard,VALUE_PRIOR={2: (15, 1)}", "royale")[2]
    assert (holder, key, value) == (bot_module.VALUE_PRIOR, "royale", {2: (15, 1)})
    (holder, key, value), = ab.parse_spec("easy,las_vegan.ROLLOUT_GREEDY=80", "las_vegan")[2]
    assert (holder.__name__, key, value) == ("vegas.las_vegan.game", "ROLLOUT_GREEDY", 80)


@pytest.mark.parametrize("spec, says", [
    ("hrad", "the level is one of random, easy, normal, hard"),
    ("hardx0", "1 or more"),
    ("hard,ROLLOUT", "is not NAME=VALUE"),
    ("hard,ROLLOUT=six", "is not a Python literal"),
    ("hard,NO_SUCH_TABLE=1", "vegas.ai.bot has no NO_SUCH_TABLE"),
    ("hard,no_such_module.X=1", "no module vegas.no_such_module"),
    ("hard@", "a kind of decision after @"),
])
def test_a_wrong_spec_says_what_is_wrong(spec, says):
    with pytest.raises(ab.SpecError, match=says):
        ab.parse_spec(spec, "las_vegan")


def test_a_table_not_keyed_by_game_is_given_whole(monkeypatch):
    # an empty table cannot show that it is keyed by game id: a bare value for it is refused,
    # not put in the table's place; given whole, it replaces the table while the bot decides
    monkeypatch.setattr(bot_module, "EMPTY_TABLE", {}, raising=False)
    with pytest.raises(ab.SpecError, match="not keyed by game id here: give it whole"):
        ab.parse_spec("hard,EMPTY_TABLE=30", "las_vegan")
    with pytest.raises(ab.SpecError, match="LEVELS is a table"):
        ab.parse_spec("hard,LEVELS=3", "las_vegan")
    (holder, key, value), = ab.parse_spec("hard,EMPTY_TABLE={'las_vegan': 30}", "las_vegan")[2]
    assert (holder, key, value) == (bot_module, "EMPTY_TABLE", {"las_vegan": 30})


class Recorder:
    """Stands in for a Variant's bot: notes the budget's scale and a table while it decides."""

    def __init__(self):
        self.scale, self.seen, self.rng = 1, [], Rng(5)

    def choose(self, state):
        self.seen.append((decision_kind(state, state.to_move()), self.scale, bot_module.ROLLOUT["las_vegan"],
                          bot_module.PRUNE.get("las_vegan")))
        return self.rng.choice(state.legal_actions())


def test_a_variant_changes_things_only_while_it_decides_and_only_at_its_kind():
    rollout, prune = bot_module.ROLLOUT["las_vegan"], dict(bot_module.PRUNE)
    variant = ab.Variant("las_vegan", "hardx3,ROLLOUT=5,PRUNE={2: 1}@token", seed=1)
    variant.bot = Recorder()
    s, rng = vegas.new_game("las_vegan", 2), Rng(3)
    while s.to_move() != vegas.OVER and len({k for k, *_ in variant.bot.seen}) < 5:
        if s.to_move() == vegas.CHANCE:
            s.apply(s.sample_chance(rng))
        else:
            s.apply(variant.choose(s))
            assert bot_module.ROLLOUT["las_vegan"] == rollout and bot_module.PRUNE == prune  # taken back
    seen = variant.bot.seen
    assert {k for k, *_ in seen} == {"token", "play, leading", "play", "bank", "secret"}
    assert all(rest == [3, 5, {2: 1}] if k == "token" else rest == [1, rollout, None] for k, *rest in seen)


def test_a_short_match_runs_and_reports_a_share_with_its_interval():
    args = ["royale_basic", "normal,ROLLOUT=4", "easyx2", "--games", "4", "--jobs", "1"]
    proc = subprocess.run([sys.executable, os.path.join(TOOLS, "ab.py")] + args, capture_output=True,
                          text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    head, line = proc.stdout.strip().splitlines()
    assert head == "royale_basic, 2 players, seeds 0-3: normal,ROLLOUT=4 vs easyx2"
    assert line.startswith("A wins ") and "of 4 games; even 50.0%; nobody won 0;" in line


def test_a_wrong_spec_stops_the_tool_before_any_game():
    proc = subprocess.run([sys.executable, os.path.join(TOOLS, "ab.py"), "royale", "hard", "hard,NOPE=1"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode != 0 and "vegas.ai.bot has no NOPE" in proc.stderr
