"""Las Vegas Royale's bot rollouts (vegas.royale.rollout): the greedy placing and its playouts."""

import vegas
from helpers import decisions_after
from ry_helpers import A, new, roll, turn
from vegas.dice import add_winnings
from vegas.rng import Rng
from vegas.royale.rollout import greedy_place, paid, rollout


def _board(b_roll, b_biggy):
    """The basic game, 2 players: A holds casino 6 ($100k, $40k) with 2 dice and the Biggy;
    B has rolled `b_roll` and `b_biggy`."""
    s = new(2, first=A)
    turn(s, A, [6, 6, 1, 1, 1, 1, 1], 6, 6)
    roll(s, b_roll, b_biggy)
    return s


def test_paid_is_what_add_winnings_pays_the_seat():
    rng = Rng(5)
    for _ in range(300):
        counts = [rng.randbelow(5) for _ in range(4)]
        notes = [90, 50, 20][: 1 + rng.randbelow(3)]
        pay = [0] * 4
        add_winnings(counts, notes, pay)
        assert [paid(counts, notes, seat) for seat in range(4)] == pay, (counts, notes)


def test_the_greedy_placing_takes_the_biggest_gain_at_its_casino():
    # B's five 6s beat A's four (2 dice and the Biggy): $100k instead of nothing; a lone 3
    # would win casino 3's $80k, the lone 2 casino 2's $60k, the Biggy alone casino 1's $30k.
    for seed in range(6):
        s = _board([6, 6, 6, 6, 6, 2, 3], 1)
        assert greedy_place(s, s.legal_actions(), Rng(seed)) == 5


def test_the_greedy_placing_sees_that_equal_counts_cancel():
    # four 6s only tie A's four and win nothing: the lone 3 ($80k) is the best gain
    for seed in range(6):
        s = _board([6, 6, 6, 6, 2, 2, 3], 1)
        assert greedy_place(s, s.legal_actions(), Rng(seed)) == 2


def test_without_greedy_placings_the_rollout_is_the_playout():
    for seed in range(4):
        s = _board([6, 6, 6, 6, 2, 2, 3], 1)
        a = rollout(s.clone(), Rng(seed), 6, 0)
        b = s.clone().playout(Rng(seed), 6)
        assert a.history == b.history


def test_greedy_rollouts_are_legal_games_that_stop_where_playouts_do():
    for gid, players in (("royale_basic", 2), ("royale", 3), ("royale", 5)):
        for seed in range(3):
            d = vegas.new_game(gid, players).rollout(Rng(seed))  # no limit: to the end
            assert d.is_over()
            again = vegas.replay(gid, players, d.history)  # every step legal
            assert again.view(0) == d.view(0)
    s = _board([6, 6, 6, 6, 2, 2, 3], 1)
    for seed in range(8):
        d = rollout(s.clone(), Rng(seed), 3, 100)
        if d.round == s.round:  # three decisions, then stopped at the fourth
            assert decisions_after(s, d) == 3 and d.to_move() >= 0
        else:  # or the round ended first
            assert d.round == s.round + 1 and decisions_after(s, d) <= 3
