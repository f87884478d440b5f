"""Conformance games of Las Vegas, every player count (see conformance.py)."""

from conformance import check_game


def test_conformance_las_vegas_2p():
    assert check_game("las_vegas", 2)


def test_conformance_las_vegas_3p():
    assert check_game("las_vegas", 3)


def test_conformance_las_vegas_4p():
    assert check_game("las_vegas", 4)


def test_conformance_las_vegas_5p():
    assert check_game("las_vegas", 5)
