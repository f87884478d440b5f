"""Statistics: what counts, what is kept in the save record, and that it survives power-off."""

import simhelp
import vegas
from ui import stats
from ui.records import parse_record
from ui.session import Session, record
from ui.settings import Settings


def _finished(game, kinds, seed=1):
    from vegas.rng import Rng

    session = Session.new(game, kinds, list(range(len(kinds))), {}, seed)
    rng = Rng(seed)
    st = session.state
    while not st.is_over():
        if st.to_move() == vegas.CHANCE:
            st.apply(st.sample_chance(rng))
        else:
            legal = st.legal_actions()
            st.apply(legal[rng.randbelow(len(legal))])
    return session


def test_a_game_against_the_ai_counts_for_its_strongest_level():
    block = b""
    games = [_finished("las_vegas", [0, 2, 4], seed) for seed in (1, 2, 3)]
    for session in games:
        block = stats.record(block, session)
    assert len(block) == stats.SIZE
    lines = stats.rows(block, "las_vegas", "$%dk")
    won = sum(1 for s in games if 0 in s.state.winners())
    best = max(s.state.scores()[0] for s in games)
    assert lines[0] == "hard   %d/3 won, best $%dk" % (won, best)
    assert lines[1] == "Last results:"
    newest = games[-1].state.scores()
    place = 1 + sum(1 for v in newest if v > newest[0])
    assert lines[2] == "  $%dk, place %d vs hard" % (newest[0], place)
    assert len(lines) == 2 + stats.LAST
    assert stats.rows(block, "knizia") == ["No games against the AI yet."]


def test_pass_and_play_and_all_ai_games_do_not_count():
    assert stats.record(b"", _finished("las_vegas", [0, 0, 3])) is None
    assert stats.record(b"", _finished("las_vegas", [2, 3])) is None


def test_the_record_keeps_the_statistics_and_still_reads_the_old_version():
    settings = Settings()
    block = stats.record(b"", _finished("knizia", [0, 3, 3]))
    values, kept, _, session, problem = parse_record(record(settings, None, block))
    assert bytes(kept) == bytes(block) and session is None and problem == ""
    old = bytes((1, len(settings.values))) + bytes(settings.values)  # version 1: no statistics
    values, kept, _, session, problem = parse_record(old)
    assert bytes(values) == bytes(settings.values) and kept == b"" and problem == ""
    v2 = bytes((2, len(settings.values))) + bytes(settings.values) + bytes((0, len(block))) + block
    values, kept, setups, session, problem = parse_record(v2)  # version 2: no set-ups
    assert bytes(kept) == bytes(block) and setups == b"" and problem == ""
    damaged = bytes((2, len(settings.values))) + bytes(settings.values) + b"\xff\xff"
    values, kept, _, session, problem = parse_record(damaged)
    assert bytes(values) == bytes(settings.values) and "statistics" in problem


def test_statistics_survive_power_off_and_show_from_the_title(tmp_path):
    d = simhelp.driver(tmp_path, seed=4)
    simhelp.fast_settings(d)
    simhelp.start(d, "las_vegas", ["human", "random"])
    simhelp.play_out(d)
    won = 0 in d.app.session.state.winners()
    d.press("b")  # to the title
    again = simhelp.driver(tmp_path, seed=5)  # power off, power on: the same save
    assert again.app.scene_name == "title"
    simhelp.title_choose(again, "Statistics")
    assert again.app.scene_name == "stats"
    shown = [t.text for t in again.app.scene.lines if t.text]
    assert shown[0] == vegas.GAMES["las_vegas"]["name"]
    assert shown[1].startswith("random %d/1 won, best $" % won)
    again.press("right")
    assert [t.text for t in again.app.scene.lines if t.text][1] == "No games against the AI yet."
    again.press("b")
    assert again.app.scene_name == "title"
