"""A rollout's worth to a seat: its lead, its share of the win, a little its rank."""

from vegas.ai.tuning import MARGIN_SCALE


def lead(scores, seat):
    """seat's score less the best other seat's."""
    best = None
    for i in range(len(scores)):
        if i != seat and (best is None or scores[i] > best):
            best = scores[i]
    return scores[seat] - best


def reward(state, seat, leaf=None, scores=None):
    """A rollout's worth to `seat` in 0-1: mostly its share of the win (win_part()), a little
    its rank. `scores`: state.estimate(), if the caller has it already."""
    if scores is None:
        scores = state.estimate()
    mine = scores[seat]
    beaten = sum(1 for s in scores if s < mine)
    return 0.75 * win_part(state, seat, scores, leaf) + 0.25 * beaten / (len(scores) - 1)


def win_part(state, seat, scores, leaf=None):
    """reward()'s win part: seat's share of the win once the game is over; for an unfinished
    rollout, judged on its scores (estimate()), a smooth step of the lead over the best other
    seat (0.5 when level), or with `leaf` (leaf_for's) the chance that lead holds while the dice
    still to come swing it."""
    if state.is_over():
        winners = state.winners()
        return 1.0 / len(winners) if seat in winners else 0.0
    if leaf:
        return leaf[0](state, seat, scores, leaf[1])
    x = lead(scores, seat) / MARGIN_SCALE[state.game_id]
    return 0.5 + 0.5 * x / (1 + (x if x > 0 else -x))  # a smooth step: 0.5 when level


def fitted(table, game_id, players):
    """A game's entry for a player count in VALUE_PRIOR or LEAF_MODEL, or None."""
    models = table.get(game_id)
    return models.get(players) if models else None
