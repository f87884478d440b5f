"""Chance nodes of Las Vegas Royale, both games (see test_chance.py)."""

from test_chance import check_game


def test_royale_basic_chance():
    check_game("royale_basic", 3)


def test_royale_chance():
    check_game("royale", 2)
    check_game("royale", 5)
