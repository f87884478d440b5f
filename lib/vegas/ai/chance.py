"""The chance a lead holds while the dice still to come swing it (vegas.ai.bot's LEAF_MODEL and
VALUE_PRIOR's chance form): apart, so that only the heads-up games that use it load its code."""

from vegas.ai.reward import lead


def chance_prior(model, d, seat, kept):
    """VALUE_PRIOR's chance form: the chance the lead after the action (its kept dice at their
    worth) holds while the dice still to come swing it."""
    _, theirs, to_come = dice_to_come(d, seat, model[4], model[5])
    x = 10 * lead(d.estimate(), seat) + 10 * kept * (model[1] + model[2] * theirs)  # ($100)
    return win_chance(x, to_come, model[3])


def leaf_win(state, seat, scores, model):
    """reward()'s win part by LEAF_MODEL's numbers: the chance the lead holds, each die more
    than the others have left (on average) worth model[0] $1k of lead, each die to come able
    to swing it by model[1] $100."""
    mine, theirs, to_come = dice_to_come(state, seat, model[2], model[3])
    n = len(scores)
    ahead = mine * (n - 1) - theirs
    return win_chance(10 * lead(scores, seat) + 10 * model[0] * ahead // (n - 1), to_come, model[1])


def dice_to_come(state, seat, a_round, rounds):
    """(the dice `seat` has left, those the other seats have left, all dice still to be placed
    in the game), each seat's dice_left read once (a rollout's end asks this every iteration)."""
    p = state.num_players
    mine = theirs = 0
    for i in range(p):
        if i == seat:
            mine = state.dice_left(i)
        else:
            theirs += state.dice_left(i)
    later = rounds - 1 - state.round  # rounds after this one
    return mine, theirs, mine + theirs + (later * a_round * p if later > 0 else 0)


def win_chance(x, to_come, spread):
    """0.5 + 0.5 y / (1 + |y|), y = x / (spread x (to_come + 1)): the chance that a lead of x
    ($100) holds while that many dice are still to come, each able to swing it by about
    spread (ints, one float at the end)."""
    x = -20000 if x < -20000 else (20000 if x > 20000 else x)  # (no lead is $2M: ints < 2**30)
    return (5000 + 5000 * x // (spread * (to_come + 1) + (x if x > 0 else -x))) / 10000
