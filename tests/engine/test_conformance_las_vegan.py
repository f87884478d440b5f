"""Conformance games of Las Vegan, every player count (see conformance.py)."""

from conformance import check_game


def test_conformance_las_vegan_2p():
    assert check_game("las_vegan", 2)


def test_conformance_las_vegan_3p():
    assert check_game("las_vegan", 3)


def test_conformance_las_vegan_4p():
    assert check_game("las_vegan", 4)


def test_conformance_las_vegan_5p():
    assert check_game("las_vegan", 5)
