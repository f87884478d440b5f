"""Conformance games of Las Vegas Royale, every player count (see conformance.py): the neutral-dice
option both ways, every tile count 0-6, and each of the 16 tile faces forced in turn."""

from conformance import check_game


def _sets(players):
    sets = [{"first_player": 0, "neutral_dice": True}, {"first_player": players - 1, "neutral_dice": False}]
    sets += [{"tiles": n, "first_player": n % players} for n in range(7)]
    for face in range(16):  # at casino 1, with two faces of other tiles at casinos 2 and 3
        t = face // 2
        others = ((t + 1) % 8 * 2 + face % 2, (t + 2 + players) % 8 * 2 + (face + players) % 2)
        sets.append({"faces": (face,) + others, "first_player": face % players})
    return sets


def _check(players):
    return check_game("royale", players, _sets(players), 1)


def test_conformance_royale_2p():
    assert _check(2)


def test_conformance_royale_3p():
    assert _check(3)


def test_conformance_royale_4p():
    assert _check(4)


def test_conformance_royale_5p():
    assert _check(5)
