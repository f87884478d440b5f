"""Las Vegan's bot rollouts (vegas.las_vegan.rollout): the greedy token, the greedy Bank card
and their playouts."""

import vegas
from helpers import decisions_after
from vegas.las_vegan import tokens
from vegas.las_vegan.codes import A_PILE, L_TAKEN, PH_BANK, PH_TOKEN
from vegas.las_vegan.rollout import greedy_bank, greedy_token, rollout
from vegas.las_vegan.tricks import trick_winner
from vegas.rng import Rng


def _decisions(players, seeds, wanted):
    """(state, legal) at each decision of random games for which wanted(state, legal) holds."""
    for seed in seeds:
        s = vegas.new_game("las_vegan", players)
        rng = Rng(seed)
        while not s.is_over():
            if s.to_move() == vegas.CHANCE:
                s.apply(s.sample_chance(rng))
                continue
            legal = s.legal_actions()
            if wanted(s, legal):
                yield s, legal
            s.apply(rng.choice(legal))


def _token_decisions(players, seeds):
    """Where a player places a token and has a choice."""
    return _decisions(players, seeds, lambda s, legal: s.phase == PH_TOKEN and len(legal) > 1)


def _bank_choice_with_a_token(s, legal):
    return s.phase == PH_BANK and len(legal) > 1 and max(s.token_at) >= 0


def test_the_greedy_token_leaves_its_placer_furthest_ahead_were_the_round_scored_now():
    checked = 0
    for players, seeds in ((2, range(8)), (4, range(4))):
        for s, legal in _token_decisions(players, seeds):
            me, placed = s.cur, s.token_at[:]
            leads = []
            for a in legal:  # each placed in turn, scored by the rules' own round_result
                tokens.place_token(s, a)
                r = s.round_result()
                leads.append(r[me] - max(r[k] for k in range(players) if k != me))
                s.token_at[:] = placed
            assert greedy_token(s, legal) == legal[leads.index(max(leads))]
            assert s.token_at == placed  # (nothing placed)
            checked += 1
    assert checked >= 20


def test_without_greedy_tokens_the_rollout_is_the_playout():
    for seed in range(4):
        s = vegas.new_game("las_vegan", 2)
        a = rollout(s.clone(), Rng(seed), 30, 0)
        b = s.clone().playout(Rng(seed), 30)
        assert a.history == b.history


def test_greedy_rollouts_are_legal_games_that_stop_where_playouts_do():
    for players in (2, 4):
        for seed in range(2):
            d = vegas.new_game("las_vegan", players).rollout(Rng(seed))  # no limit: to the end
            assert d.is_over()
            again = vegas.replay("las_vegan", players, d.history)  # every step legal
            assert again.view(0) == d.view(0)
    s, _ = next(_token_decisions(2, (3,)))
    for seed in range(6):
        d = rollout(s.clone(), Rng(seed), 5, 100)
        if d.round == s.round:  # five decisions, then stopped at the sixth
            assert decisions_after(s, d) == 5 and d.to_move() >= 0
        else:  # or the round ended first
            assert decisions_after(s, d) <= 5


def test_the_greedy_bank_card_leaves_its_chooser_furthest_ahead_were_the_round_scored_now():
    # the Bank plays last, so its chooser (the trick's leader) sees how each card ends the trick;
    # each is scored here by the rules' own trick_winner and round_result (7s' tokens aside)
    checked = 0
    for s, legal in _decisions(2, range(10), _bank_choice_with_a_token):
        me, leads = s.cur, {}
        for a in legal:
            if a == A_PILE:  # (its card is unseen: never the greedy pick)
                continue
            d = s.clone()
            cards = d.trick_cards + [a]
            w = trick_winner(d.trick_seats + [d.bank], cards, False, d.bank)
            for c in cards:
                d.loc[c] = L_TAKEN + w
            d.tricks[w] += 1
            r = d.round_result()
            leads[a] = r[me] - r[1 - me]
        for k in range(3):  # ties: any of the best, by the random start
            assert leads[greedy_bank(s, legal, Rng(k))] == max(leads.values())
        checked += 1
    assert checked >= 20


def test_before_any_token_the_greedy_bank_card_is_any_legal_one():
    s, legal = next(_decisions(2, range(20), lambda s, legal: s.phase == PH_BANK and len(legal) > 2))
    assert max(s.token_at) < 0  # (a round's first Bank card comes before any 7 is taken)
    picks = set(greedy_bank(s, legal, Rng(k)) for k in range(40))
    assert picks == set(legal)  # (the pile's top too, where it is legal)
