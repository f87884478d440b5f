"""Conformance games of the Las Vegas Royale basic game, every player count (see conformance.py)."""

from conformance import check_game


def test_conformance_royale_basic_2p():
    assert check_game("royale_basic", 2)


def test_conformance_royale_basic_3p():
    assert check_game("royale_basic", 3)


def test_conformance_royale_basic_4p():
    assert check_game("royale_basic", 4)


def test_conformance_royale_basic_5p():
    assert check_game("royale_basic", 5)
