"""The search's numbers per game: budgets, rollout lengths, priors and scales, by game id.

Each entry was measured in bot-vs-bot matches or on the device; docs/TUNING.md has one row per
experiment (what was tried, the figure, whether it was kept, the commit), and
docs/BENCHMARKS.md the device times the budgets are fitted to.
"""

# Search iterations per decision: (easy, normal, hard) heads-up, then (easy, normal, hard) with
# 3-5 players. What an RP2040 completes within the level's deadline at p95 (make bench), so
# host matches measure the strength the device has; the deadline still stops a slower search.
ITERATIONS = {
    "las_vegas": (48, 144, 480, 48, 144, 480),
    "las_vegan": (4, 15, 46, 4, 15, 44),
    "knizia": (6, 23, 69, 6, 23, 69),
    "royale_basic": (2, 9, 39, 4, 7, 28),
    "royale": (4, 8, 30, 4, 7, 28),
}

# Work budget per decision in engine steps (actions and chance outcomes the iterations apply),
# laid out as ITERATIONS, for games whose rollouts vary much in length: the first pass measures
# the steps an iteration takes and sets the iterations (ITERATIONS is then a cap). Device time
# follows the steps: about 0.6 ms a step (TUNING.md, "Work budget").
WORK = {"las_vegas": (140, 550, 1720, 220, 520, 1580)}

# An iteration's fixed cost (copy and reward), counted as this many more steps (a least-squares
# fit over tools/devtime.py's decisions).
ITERATION_STEPS = 4

# Rollout length in decisions (0: to the end; Las Vegas's end with the round). A short rollout
# is scored by the state's estimate() (TUNING.md, "Rollouts").
ROLLOUT = {"las_vegas": 99, "las_vegan": 8, "knizia": 6, "royale_basic": 10, "royale": 10}

# Visits each action's prior counts as (absent: no prior pass). Where a move's immediate effect
# says much; VEGAS and Las Vegan gain nothing from one (TUNING.md, "Priors").
PRIOR_VISITS = {"las_vegas": 6, "royale_basic": 8, "royale": 8}

# {players: actions kept}: after the prior pass only the prior's best few are rolled out
# (TUNING.md, "Pruning").
PRUNE = {"royale": {2: 2}}

# {players: model} for a prior better than reward() of the position after the action
# (vegas.ai.prior.prior_of), in one of three forms, numbers in millionths of a win or $:
# - linear, 5 numbers: (visits, constant, per $1k of lead before, per die kept, per $1k of
#   lead the action changes);
# - chance, 6 numbers: (visits, a die kept's worth in $1k, plus this per die the others have
#   left, spread in $100 per die to come, dice a seat has a round, rounds): vegas.ai.chance;
# - learned, 1 number: (visits,): the game's judge module (vegas.ai.net).
# Evidence: TUNING.md, "Value priors".
VALUE_PRIOR = {
    "las_vegas": {2: (60, 584000, 1990, 73400, 1230), 3: (100,), 4: (100,), 5: (100,)},
    "royale_basic": {2: (15, 10, 1, 60, 9, 3)},
    "royale": {2: (15,)},
}

# A lead worth 3/4 of a win in an unfinished rollout, in the game's score units: about what one
# round can swing (TUNING.md, "Margin scale").
MARGIN_SCALE = {"las_vegas": 100, "las_vegan": 4, "knizia": 12, "royale_basic": 100, "royale": 120}

# {players: model}: an unfinished rollout judged by the chance its lead holds while the dice to
# come swing it (vegas.ai.chance.leaf_win): (a die more than the others have left, in $1k; the
# spread in $100 per die to come; dice a seat has a round; rounds; rollout length in decisions,
# instead of ROLLOUT's; iterations in % of ITERATIONS'). TUNING.md, "Leaf model".
LEAF_MODEL = {"royale_basic": {2: (20, 30, 9, 3, 2, 186)}}
