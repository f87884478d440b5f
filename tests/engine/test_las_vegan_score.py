"""Las Vegan: round scoring, cabbages, and the end of the game."""

from lvn_helpers import B, G, P, R, card, deal, finish_round

import vegas
from helpers import step_random
from vegas.las_vegan.data import MACHINES
from vegas.las_vegan.scoring import round_changes, round_lines
from vegas.rng import Rng


def test_ludos_round_scoring_example_loses_four_cabbages():
    # Machines: 4s (token -1), Blue sets (-3), 3s (+1); golden on MAX (-4).
    machines = [MACHINES.index((1, 4)), MACHINES.index((0, B)), MACHINES.index((1, 3))]
    ludo = [card(R, 4), card(P, 4), card(R, 3), card(B, 1), card(B, 5), card(B, 8),
            card(G, 1), card(G, 2), card(G, 5)]  # three tricks of three cards
    other = [card(P, 9)] * 12  # four tricks, none of these machines' cards
    change = round_changes([ludo, other, []], [3, 4, 6], machines, [-1, -3, 1], (1, -4))
    assert change[0] == -4  # -2 for two 4s, -3 for a set of blue, +1 for a 3; not the most tricks
    assert change[2] == -4  # the most tricks loses the golden machine's value
    # ties for the golden machine: every tied player loses
    assert round_changes([[], [], []], [4, 4, 5], machines, [None] * 3, (0, -3)) == [-3, -3, 0]
    # a machine with no token is ignored
    assert round_changes([ludo], [3], machines, [None, None, None], None) == [0]


def test_round_lines_tell_each_machines_part_of_ludos_example():
    machines = [MACHINES.index((1, 4)), MACHINES.index((0, B)), MACHINES.index((1, 3))]
    ludo = [card(R, 4), card(P, 4), card(R, 3), card(B, 1), card(B, 5), card(B, 8),
            card(G, 1), card(G, 2), card(G, 5)]
    other = [card(P, 9)] * 12
    lines = round_lines([ludo, other, []], [3, 4, 6], machines, [-1, -3, 1], (1, -4))
    assert lines == [(machines[0], -1, (-2, 0, 0)), (machines[1], -3, (-3, 0, 0)),
                     (machines[2], 1, (1, 0, 0)), (-2, -4, (0, 0, -4))]  # -2: golden at MAX


def test_the_view_tells_the_last_rounds_scoring_machine_by_machine():
    rng = Rng(5)
    rounds = 0
    for players in (2, 3, 5):
        s = vegas.new_game("las_vegan", players)
        seen = 0
        while not s.is_over():
            step_random(s, rng)
            v = s.view(0)
            if v["round"] != seen:
                seen = v["round"]
                totals = [sum(per[p] for _, _, per in v["scored"]) for p in range(players)]
                assert totals == list(v["changes"])
                rounds += bool(v["scored"])
    assert rounds >= 6


def test_the_banks_tricks_count_for_the_golden_machine():
    # fewest tricks with the token on MIN: the Bank (seat 2) alone, so no player loses
    assert round_changes([[], [], []], [5, 6, 1], [0, 1, 2], [None] * 3, (0, -4)) == [0, 0, -4]
    rng = Rng(8)
    for _ in range(6):  # and the engine scores the Bank as a seat
        s = vegas.new_game("las_vegan", 2)
        while s.view(0)["phase"] != "play" or sum(s.view(0)["tricks"]) < 5:
            step_random(s, rng)
        v = s.view(0)
        slots = [None] * 3
        for t in range(4):
            if v["token_at"][t] >= 0:
                slots[v["token_at"][t]] = v["tokens"][t]
        golden = (v["token_at"][4], v["tokens"][4]) if v["token_at"][4] >= 0 else None
        taken = [list(t) for t in v["taken"]]
        assert len(taken) == 3
        assert s.round_result() == round_changes(taken, list(v["tricks"]), v["machines"], slots, golden)


def test_cabbages_never_go_below_zero_the_rounds_net_change_applies():
    rng = Rng(3)
    for _ in range(10):
        s = vegas.new_game("las_vegan", 4)
        while s.view(0)["phase"] != "play":
            step_random(s, rng)
        s.cabbages = [1, 2, 15, 30]  # (white box: as if after earlier rounds)
        finish_round(s, rng)
        v = s.view(0)
        assert v["cabbages"] == tuple(max(0, c + d) for c, d in zip((1, 2, 15, 30), v["changes"]))


def test_the_game_ends_after_four_rounds_or_when_a_player_has_no_cabbages():
    rng = Rng(21)
    ended_early = full = 0
    for n in (3, 4, 5, 2):
        for _ in range(8):
            s = vegas.new_game("las_vegan", n)
            while s.to_move() != vegas.OVER:
                r = s.view(0)["round"]
                finish_round(s, rng)
                v = s.view(0)
                if s.to_move() != vegas.OVER:
                    assert v["round"] == r + 1 and all(v["cabbages"]), v
            v = s.view(0)
            if v["round"] < 4:
                assert 0 in v["cabbages"]
                ended_early += 1
            else:
                full += 1
            best = max(v["cabbages"])
            assert s.winners() == [i for i in range(n) if v["cabbages"][i] == best] or s.bank_wins()
    assert ended_early and full


def test_two_player_results_a_tie_is_a_draw_and_both_at_zero_the_bank_wins():
    s = deal(2, [[], []])
    s.phase = 8  # (white box: the game is over with these totals)
    for cabbages, winners, bank in (([3, 7], [1], False), ([5, 5], [0, 1], False), ([0, 0], [], True),
                                    ([0, 2], [1], False)):
        s.cabbages = cabbages
        assert s.winners() == winners and s.bank_wins() == bank, cabbages


def test_estimate_scores_the_round_as_it_stands_once_a_trick_is_taken():
    rng = Rng(3)
    s = vegas.new_game("las_vegan", 3)
    assert s.estimate() == s.scores()  # no trick yet
    while not s.played:
        step_random(s, rng)
    change = s.round_result()
    assert s.estimate() == [max(0, c + change[i]) for i, c in enumerate(s.scores())]
