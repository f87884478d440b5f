"""Drive Las Vegas Royale through forced chance outcomes (shared by the Royale tests)."""

import vegas
from vegas.dice import roll_code
from vegas.royale.data import CARD_VALUES

A, B, C, D = 0, 1, 2, 3  # Anna, Ben, Carla, Denny
# Pairs in draw order; sorted by total they go to casinos 6..1 as:
# 6: 100/40 (140, the higher card beats 90/50), 5: 90/50, 4: 70/60, 3: 80/40, 2: 60/50, 1: 30/30.
DEAL = (90, 50, 80, 40, 70, 60, 30, 30, 100, 40, 60, 50)
NOTES = ((30, 30), (60, 50), (80, 40), (70, 60), (90, 50), (100, 40))


def new(players=2, faces=None, neutral=False, first=0, deal=DEAL, neutral_roll=None):
    """A game dealt with `deal`; faces=None: the basic game; else the Royale game with those
    faces at casinos 1 upward. The 24 cards set aside draw the most common values left, so the
    bank keeps cards of every value."""
    if faces is None:
        s = vegas.new_game("royale_basic", players, neutral_dice=neutral, first_player=first)
    else:
        s = vegas.new_game("royale", players, neutral_dice=neutral, first_player=first,
                           tiles=len(faces), faces=tuple(faces))
    deal_cards(s, deal)
    if neutral_roll is not None:
        assert s.chance_kind() == "neutral"
        s.apply(roll_code(neutral_roll))
    return s


def deal_cards(s, deal=DEAL):
    for v in deal:
        assert s.chance_kind() == "card", s.chance_kind()
        s.apply(CARD_VALUES.index(v))
    while s.chance_kind() == "card":
        src = s.view(0)["pile"] if s.round == 0 else s.view(0)["set_aside"]
        s.apply(list(src).index(max(src)))


def roll(s, faces, biggy=None):
    """The mover rolls: `faces` for the normal dice, `biggy` for the big die (None if placed)."""
    assert s.chance_kind() == "roll", s.view(0)["phase"]
    n, b = s.dice_to_roll()
    assert len(faces) == n and (biggy is not None) == bool(b), "roll needs %d dice%s" % (
        n, " and the Biggy" if b else "")
    s.apply(roll_code(faces, [biggy] if biggy else []))


def turn(s, player, faces, biggy, place):
    """`player` rolls and places all dice showing `place` (1-6)."""
    assert s.view(0)["current"] == player, "expected %d to roll, not %d" % (player, s.view(0)["current"])
    roll(s, faces, biggy)
    assert s.to_move() == player
    s.apply(place - 1)


def one(s, player, casino):
    """`player` rolls one die showing `casino` (the others and the Biggy another number) and places it."""
    n, b = s.dice_to_roll()
    other = 5 if casino == 6 else 6
    turn(s, player, [casino] + [other] * (n - 1), other if b else None, casino)


def black(s, d1, d2):
    """Force the two black dice (1-6)."""
    assert s.chance_kind() == "black", s.view(0)["phase"]
    s.apply((d1 - 1) * 6 + d2 - 1)


def finish_turns(s, face=6):
    """Every player with dice left rolls them all as `face` and places them, to the payout.
    Tile decisions met on the way take the first legal choice."""
    start_round = s.round
    while s.round == start_round and not s.is_over():
        if s.chance_kind() == "roll":
            n, b = s.dice_to_roll()
            roll(s, [face] * n, face if b else None)
            s.apply(face - 1 if face - 1 in s.legal_actions() else s.legal_actions()[0])
        elif s.view(0)["phase"] in ("black dice", "prime time", "black box split", "black box pick"):
            return s  # dice and decisions a test makes itself (black dice, the payout's tiles)
        elif s.to_move() >= 0:
            s.apply(s.legal_actions()[0])
        else:
            raise AssertionError("unexpected chance event %s" % s.chance_kind())
    return s


def pay(s, casino):
    """The last payout's (seat, value) pairs of casino 1-6's cards."""
    return [(p[1], p[2]) for p in s.view(0)["payouts"] if p[0] == casino - 1 and len(p) == 3]


def rewards(s, casino):
    """The last payout's tile rewards at casino 1-6: (seat, reward) pairs, a fine negative."""
    return [(p[1], p[2]) for p in s.view(0)["payouts"] if p[0] == casino - 1 and len(p) > 3]
