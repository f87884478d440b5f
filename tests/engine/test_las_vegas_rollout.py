"""Las Vegas bot support: short and greedy rollouts, and estimate()."""

from lv_helpers import A, B, deal, turn

import vegas
from vegas.las_vegas.game import roll_code
from vegas.rng import Rng


def _board():
    """A to roll 7 dice; B holds casino 6 ($90k) with 2 dice, A casino 2; the rest empty."""
    s = vegas.new_game("las_vegas", 2)
    deal(s, [[60], [60], [60], [60], [60], [90]])
    turn(s, A, [2, 3, 3, 3, 3, 3, 3, 3], 2)
    turn(s, B, [6, 6, 1, 1, 1, 1, 1, 1], 6)
    return s


def _turns(history):
    """Placements in a Las Vegas history slice of rolls and picks (no deal in it)."""
    return len(history) // 2


def test_estimate_adds_what_the_dice_win_now():
    s = _board()
    assert s.scores() == [0, 0]
    assert s.estimate() == [60, 90]


def test_a_short_playout_stops_after_its_turns_or_at_the_round_end():
    for seed in range(6):
        s = _board()
        n = len(s.history)
        d = s.clone().playout(Rng(seed), 3)
        if d.round == s.round:
            assert _turns(d.history[n:]) == 3 and d.to_move() == vegas.CHANCE
        again = vegas.replay("las_vegas", 2, d.history)
        assert again.view(0) == d.view(0)
        whole = s.clone().playout(Rng(seed), 99)  # a round has fewer turns: stops at its end
        assert whole.round == 1 and whole.phase != s.phase and not whole.is_over()
        assert whole.estimate() == whole.scores()


def test_the_greedy_pick_takes_the_biggest_swing():
    from vegas.las_vegas.greedy import face_worth, greedy_face

    s = _board()
    # A's roll: three 6s, one 1, three 3s
    code = roll_code([6, 6, 6, 1, 3, 3, 3])
    assert face_worth(s, 5, 3, 0, A) == 180  # wins the $90k from B: +90 for A, -90 for B
    assert face_worth(s, 2, 3, 0, A) == 60  # casino 3's $60k, nobody else there
    assert face_worth(s, 0, 1, 0, A) == 60  # one die takes empty casino 1
    assert face_worth(s, 1, 0, 0, A) == 0  # nothing added to casino 2: no change
    assert greedy_face(s, 0b100101, 0, code, 3, 0, 0, A) == 5  # faces 1, 3, 6 rolled


def test_greedy_rollouts_are_legal_games():
    for seed in range(4):
        s = vegas.new_game("las_vegas", 3, neutral_dice=True)
        d = s.rollout(Rng(seed))
        assert d.is_over()
        again = vegas.replay("las_vegas", 3, d.history, neutral_dice=True)
        assert again.winners() == d.winners() and again.view(1) == d.view(1)


def test_the_greedy_worth_is_the_payout_rule_applied_before_and_after():
    # face_worth ranks dice without building lists; the reference is the payout's own
    # add_winnings (unique counts rank, equal counts cancel, white dice win for nobody)
    from vegas.dice import add_winnings
    from vegas.las_vegas.greedy import face_worth

    rng = Rng(7)
    for trial in range(150):
        p = 2 + trial % 4
        s = vegas.new_game("las_vegas", p, neutral_dice=p < 5)
        s.rollout(Rng(trial), 4 + trial % 9)  # some dice on the casinos (ties included)
        f, cur = rng.randbelow(6), rng.randbelow(p)
        own, white = 1 + rng.randbelow(4), rng.randbelow(3) if p < 5 else 0
        counts = s.casino_dice(f)  # the white seat last
        before, after = [0] * p, [0] * p
        add_winnings(counts, s.notes[f], before)
        counts[cur] += own
        counts[p] += white
        add_winnings(counts, s.notes[f], after)
        gain = [after[i] - before[i] for i in range(p)]
        assert face_worth(s, f, own, white, cur) == gain[cur] * p - sum(gain)
