"""Drive Las Vegan through forced chance outcomes (shared by the Las Vegan tests)."""

import vegas
from vegas.las_vegan.data import CARDS, HAND_SIZE, SUIT_NAMES

R, P, G, B = 0, 1, 2, 3  # suits: Red, Purple, Green, Blue


def card(suit, value):
    return suit * 10 + value


def deal(n, hands, machines=(0, 1, 2), throw=0, display=(), first=0, keep_out=()):
    """A new game with this round forced: machine draws, token throw, then the deal.

    `hands` lists each seat's cards that must be dealt to it; the rest of each hand is filled
    with the lowest cards not named anywhere (nor in `keep_out`, which stays in the
    pile / face down). `display` fixes 2-player Bank cards (filled the same way).
    """
    s = vegas.new_game("las_vegan", n, first_player=first)
    start_round(s, hands, machines, throw, display, keep_out)
    return s


def start_round(s, hands, machines=(0, 1, 2), throw=0, display=(), keep_out=()):
    n = s.num_players
    for m in machines:
        assert s.chance_kind() == "machine"
        s.apply(m)
    assert s.chance_kind() == "throw"
    s.apply(throw)
    size = HAND_SIZE[n]
    named = set(display) | set(keep_out)
    for h in hands:
        named |= set(h)
    rest = [c for c in range(CARDS) if c not in named]
    full = []
    for h in hands:
        h = list(h)
        while len(h) < size:
            h.append(rest.pop(0))
        full.append(h)
    first = s.view(0)["starter"]
    first = first if first < n else 0
    for i in range(n * size):
        assert s.chance_kind() == "deal"
        s.apply(full[(first + i) % n][i // n])
    if n == 2:
        display = list(display)
        while len(display) < 3:
            display.append(rest.pop(0))
        for c in display:
            s.apply(c)
    for p in range(n):
        assert s.view(p)["hand"] == tuple(sorted(full[p]))
    return full


def play(s, *cards):
    """The players to move play these cards, in turn."""
    for c in cards:
        assert s.to_move() >= 0, "no player to move (phase %s)" % s.view(0)["phase"]
        assert c in s.legal_actions(), "%s not legal for %d: %r" % (
            name(c), s.to_move(), [name(a) for a in s.legal_actions()])
        s.apply(c)


def name(c):
    return "%s %d" % (SUIT_NAMES[c // 10], c % 10) if 0 <= c < CARDS else str(c)


def assert_to_move(s, seat):
    assert s.to_move() == seat, "expected seat %d to move, not %r" % (seat, s.to_move())


def finish_round(s, rng):
    """Random legal play (and sampled chance) until the round changes or the game ends."""
    r = s.view(0)["round"]
    from helpers import step_random

    while s.to_move() != vegas.OVER and s.view(0)["round"] == r:
        step_random(s, rng)
