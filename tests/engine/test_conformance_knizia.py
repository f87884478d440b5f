"""Conformance games of VEGAS (Knizia), every player count (see conformance.py)."""

from conformance import check_game


def test_conformance_knizia_2p():
    assert check_game("knizia", 2)


def test_conformance_knizia_3p():
    assert check_game("knizia", 3)


def test_conformance_knizia_4p():
    assert check_game("knizia", 4)
