"""Binary saves: compact, checksummed, and never crash on bad bytes."""

import vegas
import vegas.save as save
from helpers import assert_same, play_random, raises, step_random
from vegas.rng import Rng


def _finished(players=4, seed=11, **options):
    return play_random(vegas.new_game("las_vegas", players, **options), Rng(seed))


def test_full_four_player_game_fits_in_1kb():
    for seed in range(5):
        s = _finished(4, seed)
        data = save.dumps(s, Rng(seed))
        assert len(data) < 1024, len(data)
        t, rng = save.loads(data)
        assert_same(s, t, "save")


def test_rng_state_resumes_the_same_dice():
    rng = Rng(77)
    s = vegas.new_game("las_vegas", 3, neutral_dice=True)
    for _ in range(25):
        step_random(s, rng)
    data = save.dumps(s, rng)
    t, rng2 = save.loads(data)
    play_random(s, rng)
    play_random(t, rng2)
    assert s.history == t.history


def test_truncated_saves_are_refused_cleanly():
    data = save.dumps(_finished(2, 3, neutral_dice=True), Rng(1))
    for n in range(len(data)):
        e = raises(vegas.SaveError, save.loads, data[:n])
        assert str(e)


def test_flipped_bits_are_refused_cleanly():
    data = save.dumps(_finished(3, 5), Rng(2))
    for i in range(0, len(data), 3):
        for bit in (0, 5):
            bad = bytearray(data)
            bad[i] ^= 1 << bit
            raises(vegas.SaveError, save.loads, bytes(bad))


def test_garbage_and_wrong_types():
    for junk in (b"", b"PV", b"hello world, not a save", bytes(200)):
        raises(vegas.SaveError, save.loads, junk)
    raises(vegas.SaveError, save.loads, "PV not bytes")
    raises(vegas.SaveError, save.loads, None)


def test_valid_checksum_but_illegal_history_is_a_save_error():
    s = vegas.new_game("las_vegas", 2)
    s.history.append(500)  # not a legal first step; written directly to build a bad save
    e = raises(vegas.SaveError, save.loads, save.dumps(s))
    assert "replay" in str(e)


def test_future_version_is_named():
    data = bytearray(save.dumps(vegas.new_game("las_vegas", 2)))
    data[2] = 9
    crc = save.crc16(bytes(data[:-2]))
    data[-2], data[-1] = crc >> 8, crc & 0xFF
    e = raises(vegas.SaveError, save.loads, bytes(data))
    assert "version 9" in str(e)
