"""The search bot: flat Monte Carlo over the legal actions, one determinization and one
heuristic rollout per iteration, in small chunks under a work budget and a deadline.

The budget is spent by sequential halving: rounds of equal passes over the actions still in
the running, the worse half dropped after each round. Within a pass every action is tried on
the same determinization and the same dice (common random numbers), so the comparison sees
the actions' difference rather than the luck of their samples. (Against the UCB1 bot with
independent samples it replaced, normal vs normal: Las Vegas 55%, Las Vegan 56%, Royale
basic 58%, Royale 51%, VEGAS 50%.)

Where a move's immediate effect says much (Las Vegas, Royale), each action's mean starts from a
prior: the worth of the position right after it (on the first pass's draws, judged like an
unfinished rollout), counted as a few visits. At a device's few dozen rollouts the sample
means are noisy; the prior keeps the search from dropping a plainly good move on bad luck,
and the samples overrule it as they grow. Every action's prior comes first, before any
rollout: where the deadline allows fewer rollouts than there are actions (easy Royale on the
device completes one), the actions never rolled out are still told apart.

Secret simultaneous choices (the VEGAS dice duel; the games' own, state.secret_mix(): Royale's
Lucky Punch and Black Box) are played from a mixed strategy instead: a searching bot would
otherwise settle on one predictable pick.
"""

import sys

from vegas.rng import Rng
from vegas.ticks import ticks_diff, ticks_ms

# On MicroPython and CircuitPython a collection before each search lets it work in one
# compact free area: a whole 5-player Royale game with bots then fits a 95 KB heap, not 104
# (tools/devtime.py under the Unix port). CPython needs no help, and a collection there costs
# about 1 ms a decision. (The host venv has a package named micropython, so importing it
# cannot tell the ports apart.)
_collect_before_search = None
if sys.implementation.name != "cpython":
    from gc import collect as _collect_before_search

# (The halving (_begin_round to _best_searched) in a module of its own, a throwaway copy: the
# heap that importing vegas.ai needs, the peak of compiling this module, fell from 61-62 to 50
# KB, but no whole game's smallest heap with it. Normal, 4 checkout paths: Las Vegas and Las
# Vegan with 5 players, VEGAS with 4, 64-66, 66-67, 64-66 KB against 64, 65-66, 64-66; the UI's
# games (tests/mpui/run_ui.py, 2 paths): Las Vegas 166-168 KB against 174, VEGAS 198-200
# against 186, Royale 220 against 218-224, Las Vegan 174 both. Not kept. Again, 2026-11-25,
# when importing vegas.ai needed 65-68 KB, the peak of a whole game (a module's compiling needs
# about 120-200 bytes of heap a line of code under the Unix port): this module in four, the
# tables, reward(), the halving and the class, brought that import to 47 KB, but a whole game
# then peaked compiling the game's module (vegas.las_vegas.game, 64-65 KB) or in play. Normal, 5
# players (VEGAS 4), one path, before and after: Las Vegas 67 and 68 KB, Las Vegan 65 and 64,
# VEGAS 65 and 66. Loading the bot after the game's modules instead: Las Vegas failed at 68,
# compiling the class beside the game. Not kept.)

# level: (deadline in ms of real time on the device, chance in 100 of a slip)
LEVELS = {
    "random": (0, 0),
    "easy": (150, 25),
    "normal": (500, 0),
    "hard": (1500, 0),
}
# Search iterations per level (easy, normal, hard) and game, heads-up and with 3-5 players: what
# an RP2040 completes within the level's deadline at p95 (tools/devtime.py ... budget: the whole
# budget's device time, the deadline lifted; docs/BENCHMARKS.md), so host tournaments, whose
# clock is stopped, measure the strength the device has. The deadline still stops a slower
# search early. Set per player count since 2026-11-26, for normal and hard (easy's deadline
# binds first in Las Vegas and Royale, whose prior pass alone can fill it): with one budget for
# every count, Las Vegas's took about 1.3x the deadline at p95 with any count, Royale's 1.1-1.4x
# with 3-5 players and heads-up hard, so the deadline cut 60-80% of Las Vegas's searches on the
# device and the tournaments played stronger bots than it has; heads-up Royale basic hard used
# 1.11 s and Las Vegan hard 1.30 s (device time at factor 190, each decision's least over 3
# runs). Before, every count: Las Vegan 3/15/45, Royale basic 4/9/31, Royale 4/10/32. Easy
# where a budget can fit its deadline: heads-up Las Vegas (WORK), Royale basic, and Las Vegan
# (4, from 3). Elsewhere easy's floor, every action's prior and one pass of rollouts (the
# learned judge's over up to 60 options in heads-up Royale; 3-5 players' long rollouts), takes
# 1.3-2.6x its deadline at p95, so the device's easy there is the deadline's, mostly its priors.
# For a game in WORK the iterations are only a cap: see there. Rollouts that skip apply()'s
# check (State.step) made an iteration faster under MicroPython, whole hard games side by
# side: VEGAS 1.23x, Royale 1.22x, Las Vegan 1.15x, Royale basic 1.10x; the counts grew as much.
# Then leaner rules made whole hard games faster, VEGAS's (estimate(), moves) 1.16x (user time,
# 5 pairs; 1.16-1.17x the instructions, 2 and 3 players), Las Vegan's (following suit, the
# round's end, card draws) 1.11-1.15x the instructions (4 and 2 players): the counts grew so.
# Then Las Vegan's determinization, drawn once per pass of the search (vegas.las_vegan.determinize),
# made its whole hard games 1.15x as fast (user time, median of 5 pairs, 2 players; 1.16x and
# 1.20x the instructions, 2 and 4 players): its counts grew so. Then VEGAS's kept table leaders
# (Knizia.lead) made its whole hard games take 1.13x, 1.12x and 1.05x fewer instructions (2, 3
# and 4 players): its counts grew 1.12x. Then VEGAS's rollouts, 6 decisions that mostly roll
# (see ROLLOUT), made an iteration 1.63x as dear (host time per iteration of whole hard games
# under MicroPython, median of 12 pairs, 2-4 players, 1.38-1.90x): its counts fell so, from
# 9/37/113.
# Then Las Vegan's greedy tokens (see ROLLOUT) made a search's iteration 1.15x as dear (hard
# searches at 122 positions of 2- and 5-player games, under MicroPython): its counts fell so,
# from 3/14/43 (easy keeps 3: its deadline binds first). Then its rollouts of 8 decisions, not
# 12 (see ROLLOUT), made an iteration 0.82x as dear (140 against 171 us under MicroPython, hard
# searches at 113 positions of heads-up games): its counts rose so, from 3/12/37. Then its
# greedy Bank cards (see ROLLOUT) made a heads-up iteration 1.08x as dear (device time of the
# whole hard budget at p95, 1573 against 1461 ms at 50 iterations; normal 509 against 480 at
# 16): heads-up normal and hard fell so, from 16 and 50. Then its greedy token, 1.6x as fast
# heads-up (1.75x with 4 players), made a heads-up iteration about 0.95x as dear (164-166 us
# against 169-177 with a fresh deal, under MicroPython): the counts left as they were, a
# margin under the deadline.
# What more of them would buy: hard with twice its iterations vs hard, heads-up, 400 games: Royale
# basic 61.0%, Las Vegan 54.1%; Royale (2026-11-26, seventh session, tools/ab.py, 1000 games
# from each of seeds 60000, 70000, 80000, 90000) 50.4%, 54.0%, 52.4%, 56.5%, four times them
# 55.9% (seeds 60000-60999): a gain that grows about with the log of the budget, as its
# ceiling match at x2 and x4 (hard x4 vs hard x40, 44.8%: docs/BENCHMARKS.md) bears out.
# Heads-up Las Vegan's hard vs hard x4, 1000 games from seed 60000 (eighth session): 38.9%
# (35.9-42.0%; even 47.5%), near its 36.7% against x10: four times the budget buys most of it.
# (Royale's greedy placing with Royale.counts and paid inlined took
# 4% fewer instructions a rollout, 2 players, the same games: not kept.)
# (Heads-up Las Vegan's hard per kind of decision, its budget's device time with the deadline
# lifted, 209 decisions of 3 games, 2026-11-26, at factor 190 on a host slower that hour
# (compare the kinds, not the totals): an iteration's p50 from 37.6 ms (tokens) to 42.2 (the
# Bank's card), leads 39.7, where hard's gap lies: no kind cheap enough to be given more
# iterations within the deadline.)
ITERATIONS = {
    "las_vegas": (48, 144, 480, 48, 144, 480),
    "las_vegan": (4, 15, 46, 4, 15, 44),
    "knizia": (6, 23, 69, 6, 23, 69),
    "royale_basic": (2, 9, 39, 4, 7, 28),
    "royale": (4, 8, 30, 4, 7, 28),
}
# Work budgets per level, in engine steps (actions and chance outcomes an iteration applies),
# for games whose rollouts vary much in length: a Las Vegas rollout from a round's start
# takes 20-50 steps, near its end 2-10. Device time follows the work: about 0.6 ms of RP2040
# time a step, plus 2-3 ms an iteration for the copy and the reward, counted as
# _ITERATION_STEPS more steps (a least-squares fit over tools/devtime.py's decisions). The
# first pass measures the work per iteration and sets the iterations, so the end of a round,
# where the last dice decide majorities, gets the time the start needs. Heads-up and 3-5
# players, as ITERATIONS (before, every count: 220/760/2300). (Easy with 3-5 players: see
# ITERATIONS.)
# (Measured, not kept, 2026-11-26: a work budget for heads-up Royale, whose rollouts take
# 3-21 steps (p5-p95), an iteration's fixed part there about 10 (a least-squares fit over
# tools/devtime.py's hard decisions, 1.4-1.7 ms of device time a step). Its steps do not say its
# time: a round's payout with tiles, and the prior pass over many options, spread the decisions
# about that fit by 250 ms (sd), and a budget whose p95 fits the deadline would give about 26
# iterations a decision on average, where its 30 give 25.)
WORK = {"las_vegas": (140, 550, 1720, 220, 520, 1580)}
_ITERATION_STEPS = 4
_LEVEL_INDEX = {"easy": 0, "normal": 1, "hard": 2}

# (Royale's Black Box, 2026-11-26: searched, the splitter made any of 62 splits its judge's
# best two happened to be (the judge does not read the tokens; the rollouts' random picker
# makes every split worth half on average), and the picker took the bigger pile, the one
# its determinization, a random split, favours. Over 48 splits of heads-up normal games the
# winner got $215k on average; with the mixes (vegas.royale_data.BLACK_BOX_EVEN, either pile
# evenly) $147k, and with the searched picker against a split that leaves it the worse bigger
# pile ($80k and $100k alone) $124k against the mix's $143k. Heads-up, against bots without
# the mixes, normal: the split's mix alone 51.1%, the pick's alone 48.7%, both 49.4% (10,000
# games each); hard, both: 47.8% (1000). With 4 players, one such normal against three
# without, 2000 games: both 22.1%, the split's alone 23.9%, the pick's alone 21.6% (even 25%):
# there the splitter's saving is shared with every other seat, while the picker's forgone gift
# is its own. The searched picker gains from the searched splitter's gifts what the mixed one
# forgoes; it is kept mixed, as no rule of its own can then be turned against it: the bigger
# pile gets $120k when the two best tokens lie alone, the mix $150k on average whatever the
# split.)
# The duel's equilibrium (hearts 1, 2, 3, in ninths), for payoffs challenger keeps = 1,
# defender keeps = 0, both removed = 1/2: each side is then indifferent between its picks.
DUEL_CHALLENGER = (4, 2, 3)
DUEL_DEFENDER = (2, 4, 3)
_KNIZIA_TABLES = 14  # VEGAS actions 0-13: a table (in a turn: move the pawn there)


# Rollout length per game, in decisions (0: to the end). A short rollout ends at a position the
# engine's estimate() scores (money won so far plus what the board would pay now): on the device
# a whole Las Vegan or VEGAS game is too long to play out many times per move. VEGAS's random
# rollouts said most in 4 decisions: hard with 4 vs 12, the same 36 iterations, heads-up, 400
# games: 57.8% (2: 29.8%, 6: 53.9%); with 90 iterations (about what 4 lets the device do in the
# time 12 took for 36), 66.6%. But those mostly walked the pawn (13 of a turn's 20-odd actions);
# now 9 turns in 10 that may roll at the pawn's table (Knizia.rollout). Normal with such
# rollouts vs uniform ones, heads-up: 59.9% at equal iterations (600 games), 61.4% at 28
# iterations against 37 (equal device time, 800); then 6 decisions vs 4 at equal device time (21
# vs 30 iterations): 54.1%, 55.6% (800 each); 8 vs 6 (18 vs 23): 52.2%; 10 vs 6 at equal
# iterations: 54.0%. This normal (23 iterations) vs the one before (37), 1000 games each: 61.1%
# (a trial copy), 65.6% (this code, other seeds). Las Vegan's wanted 12 (4: 35.8%, 24:
# 45.1%; at equal device time, normal with 4 and 23 iterations, or 6 and 20, vs normal: 51.6%,
# 52.5%, 600 games each; this with random tokens: now 8, below), and uniform picks: normal with
# rollouts that in 80 plays in 100 took a trick only when its cards were worth taking (the
# placed tokens, and the unplaced ones' mean) and else shed their highest card: 43.4% (400
# games); in 30 in 100: 48.7%; leading at random instead of the lowest card: 47.6% (600 each);
# played on past their 12 decisions to the end of
# the trick in play (its tokens placed), so that its cards count for whoever takes them, vs hard:
# 47.4% (1000 games, 2026-11-25). But their casino tokens are placed greedily
# (vegas.las_vegan.rollout:
# where the placer's round, scored now, leads the best other player's most; random tokens make
# the machines pay at random), 2026-11-25: hard with them vs hard with random tokens, 1000 games,
# 58.9% at equal iterations (43), 62.4% at 36 (about equal device time: an iteration 1.15x as
# dear); normal at 12 vs normal at 14, 600 games, 60.1% (even is about 47.5%: the Bank wins
# some); with 4 players one normal so against three without, 400 games, 32.2% of the wins
# (even: 25%). With greedy tokens shorter rollouts say as much for their cost, 2026-11-26: hard with
# 8 decisions at 45 iterations (the device time of 12 at 37) vs hard with 12, 1000 games each,
# 47.9%, 45.0%, 48.7% (seeds 20000, 30000, 40000; even about 47.5%), normal with 8 at 15 vs 12
# at 12 49.7%, and with 4 players one such normal against three with 12, 1400 games, 24.0% of
# the wins (even: 25%); 16 at 33 and 6 at 51 vs 12: 45.8%, 45.0%. Its hard vs its hard x10, 400 games
# (seeds 0-399): 36.0%, where 12 read 27.0%: less noise a rollout, so ten times as many add
# less. Heads-up, its rollouts play the Bank's card greedily too (vegas.las_vegan.rollout:
# its chooser, the trick's leader, plays it last and sees the whole trick), 2026-11-26: hard so
# vs hard, 50 iterations each, 51.2% and 50.9% (1000 games each, seeds 0-999 and 20000-20999;
# even 46.6% and 47.2%, the Bank winning or a draw in 68 and 57); at about equal device time
# (46 iterations against 50; a first version that counted every taken card, 1.2x as dear, at
# 42) 49.1% (2000 games from seed 40000, even 46.7%; the first version 46.9% and 46.8%, even).
# Its hard vs its hard x10, 1000 games each: 35.2% (seeds 0-999) and 38.1% (1000-1999), where
# the hard before read 38.2% and 36.5%. Not kept: with 3-5 players, the last card of each trick
# greedy so (the player's own; the same function for any seat), at equal iterations one such
# normal against three without, 4 players, 25.1% of the wins (2000 games; even 25%), one hard
# against two, 3 players, 35.5% (1500; even 33.3%), and the general function made a heads-up
# iteration 1.04x as dear. Nor, heads-up, the follower's card greedy too (the one whose worst
# Bank card, the leader's pick, leaves it furthest ahead), at equal iterations: 46.4% (1000
# games, even 46.8%).
# With greedy Bank cards, rollouts of 6 decisions at 53 iterations and of 10 at 41 (about the
# device time of 8 at 46) vs 8: 44.5% and 46.5% (2000 games each from seed 50000; even 46.4%
# and 46.9%): 8 stays.
# Where its hard x10 gains, 2026-11-26 (fourth session): hard given 10x only in a round's
# first 8 tricks, or only in its last 4, vs hard, 800 games each: 52.1% and 51.3% (even 46.6%
# and 46.7%), about half the whole x10's gain each: spread over the round, no phase to spend
# more on. By kind of decision (800 games each, even 46.8-47.2%): only at leads 47.1%, at
# every other 55.4% (about the whole gain); only the Bank's card 50.1%, follows 48.6%, tokens
# 50.0%, reveals 48.6%. Leads, where tools/regret.py puts most of hard's gap to x10, buy
# nothing in play: its oracle (rollouts played out at random) misjudges them. Rollouts to
# the round's end once 8 or 6 of its 12 tricks are taken (dearer), at equal iterations vs
# hard, 1000 games: 49.4% and 46.2% (even 46.6% and 46.2%): not kept.
# Merging cards that play alike (one suit, plain values, only the player's own or taken
# cards between them) would leave leads 6.4 options of 7.2, follows 3.1 of 3.5 (1500
# positions of tools/regret.py): too few to matter; not built. Nor rollouts shared between
# the options (all moves as first, Go's RAVE: a rollout after one option counted, blended in,
# for each card among the options that the player itself played later in it, at
# m / (n + m + n m / K) for m such rollouts beside its own n), 2026-11-26 (sixth session),
# heads-up, hard so vs hard, 1000 games each from seed 50000: K 30 37.2% (even 47.0%), K 3
# 46.2% (even 46.2%): a card played a trick later says little of the card played now.
# Royale's rollouts place greedily
# (vegas.royale.rollout), at some cost in device time: hard with 80 in 100 placings greedy vs hard
# with random ones, 600 games each, heads-up, the same iterations: basic 58.1%; at the device's
# iterations (greedy 27 and 25, random 36): basic 54.5%, Royale 58.1%; normal (7 and 8 against
# 12): 55.4%, 48.7%. One in a 5-player Royale against four, the same iterations: 24.2% of the wins
# (20% even). Longer greedy rollouts win more at equal iterations (20: 69.7%) but cost a
# 5-player search half its iterations, and heads-up 1.45x (hard with 20 at 19 iterations vs
# hard, 600 games: basic 48.0%, Royale 55.3%; Royale again, 2026-11-25, at 69% of the
# iterations: 51.6%, and to the round's end at 40%: 46.7%, 600 games each; since only the prior's
# best two are rolled out (PRUNE), 2026-11-25, 1000 games each: 15 decisions at 24 iterations,
# about the device time of 10 at 32 (an iteration under MicroPython 1.1-1.4x as dear), 52.4% on
# seeds 0-999 and 10000-10999 (at 26: 52.5%; 20 at 22 and 24: 52.0%, 52.0%; 6 at 42: 45.7%), but
# its hard vs its hard x10 42.6% where hard now reads 45.1% (the same games), and normal with
# them (7 iterations) vs normal 49.6%: not kept). (Every placing
# greedy, Royale.ROLLOUT_GREEDY, gained a little. Nor did dice from a stream of their own, one
# draw a throw whatever its dice, so that after the different placings of a pass the rollouts
# throw the same faces: heads-up Royale hard so vs hard, 1000 games, 2026-11-26: 50.2%. The
# main stream already gives most throws the same faces: one draw a throw, whose low base-6
# digits do not depend on the dice count.) Las Vegas's rollouts end with the round: cut
# at 8 turns, hard vs hard x10 read 47.8% (4 turns: 42.5%; 200 games each, the arena's seeds;
# 35.2% with whole rounds), but only as the bot got worse: hard with 8 vs hard, the same work,
# 40.4% (400 games). A closer ceiling is worth nothing so bought.
ROLLOUT = {"las_vegas": 99, "las_vegan": 8, "knizia": 6, "royale_basic": 10, "royale": 10}
# Visits a search's prior counts as (0: none). Normal with the prior vs normal without, heads-up,
# 1000 games: Royale basic 64%, Royale 59%, Las Vegas 51%; Las Vegas normal vs three
# greedy_first: 32.8% firsts, from 27.9% (3000 games; 3-10 visits all gave 32-33%). VEGAS (48%;
# with its rollouts that mostly roll, 6 visits: 47.2%, 1000 games) and Las Vegan (51-52%) gain
# nothing: a card or a table there pays off only later.
# Every action's prior comes before any rollout (vegas.ai.prior). Easy vs random, heads-up, on
# the device's clock, 200 games: Royale basic 66.5% before that, 89.8% after; Royale 64.8%,
# 87.0%. Las Vegas's easy, which mostly tries every action, level within the noise (88.6-94.8%
# either way, 200-400 games). Normal and hard play the same games at equal iterations where
# they try every action, as they do but in some Royale tile decisions of 20-60 options. A whole
# game's smallest heap moved within about 1 KB (normal, 5 players, 4 checkout paths each: Las
# Vegas 62-63 KB before, 63-64 after; Royale 86-89, 88-90; Las Vegan, without priors, 64-65,
# 64-66). Las Vegas hard without the prior vs hard with it, heads-up: 46.6% (600 games); the
# ceiling without it on either side (hard vs hard x10, 200 games) 36.8%, with it 35.2%.
PRIOR_VISITS = {"las_vegas": 6, "royale_basic": 8, "royale": 8}
# Where the prior is good enough to leave the rollouts only its best few actions, per game and
# player count: how many the prior pass keeps (vegas.ai.prior.next_prior), so that hard's few
# dozen rollouts compare two actions, not six. Heads-up Royale, its learned judge's prior (30
# visits), 2026-11-25, against the same level without, 1000 games: hard 54.0% on seeds 0-999
# (where 2-4 were picked: 3 kept 53.9%, 4 51.8%), 52.9% on 10000-10999 (3 kept: 50.5%); normal
# 51.6% (3: 49.8%), easy 49.9% (3: 48.1%). Its ceiling does not move: hard vs hard x10, both
# pruning, 400 games: 41.9% (3 kept: 41.4%), as x10 gains as much. Not kept where it was level:
# heads-up Royale basic (hard, 2 kept, 48.3%) and Las Vegas (heads-up hard 49.6%; normal with
# 4 players vs three greedy_first, 2 and 3 kept, 42.0% and 40.4%, against 41.9%, the same 1000).
# Measured, not built, 2026-11-26: at 600 positions of heads-up Royale (tools/regret.py's, 300
# rollouts an action), where the judge rates its best option more than 0.02 above the next (342
# of them) hard's regret is the judge's pick's (3.98 and 4.03 x1000 over all positions), x10's
# 1.72: playing the judge's pick there unsearched would raise the ceiling match by weakening x10,
# not by making hard stronger. The prune's own limit (the oracle's best of the two kept) is 3.3.
# Again, 2026-11-26 (fourth session), at 732 placings of 900 positions (200 rollouts an
# action): the judge's pick alone 10.4, hard 9.0, x10 5.0, the oracle's best of the two kept
# 2.1: hard's rollouts add little to the judge at its budget, and x10 stays far from the limit.
# Nor, then, a prune for placings only (tile decisions searched over every option, where the
# judge's best two miss the oracle's best more often: Nice Dice, No Entry), or one keeping 3 or
# 4 of a tile decision's options: hard so vs hard, 1000 games each, 47.1%, 50.0%, 50.8%. Nor
# heads-up Las Vegan's leads pruned (where tools/regret.py --by-phase, not play, puts its gap):
# a ridge model over 18 features of the card led and their products (its value, a 0 or 7, the
# tokens on its machines, its suit's cards in hand, unseen, above and below it and on the
# display, the rival's void), fitted to the oracle's values at 2400 leads (300 rollouts an
# action), alone picks at a regret of 22.9 where hard's is 17.1, its best 2, 3 and 4 leave
# 11.9, 7.0 and 4.3 (on the held-out half); hard rolling out only those vs hard, its cost not
# even charged, 1000 games each: 36.9%, 41.9%, 42.2% (even 46.6%, 47.2%, 46.4%).
PRUNE = {"royale": {2: 2}}
# Where a fitted model judges the position right after an action better than reward() does
# (vegas.ai.prior.prior_of), per game and player count, the visits its prior counts as first.
# Three forms. Linear, 5 numbers: (visits, a constant, its worth per $1k of lead before the
# action, per die the action keeps, per $1k of lead it changes), in millionths of a win.
# Heads-up Las Vegas: fitted by least squares to the values of an
# oracle (every action scored by 400 rollouts on the same draws, tools/regret.py's) at 600
# positions of hard-vs-hard games, the differences between a position's actions first (the
# dice kept and the lead), then the level. On 400 other positions the model alone picks with
# a regret (x1000) of 6.5, reward() alone 19.4 (it spends dice on a majority now: a die kept
# is worth $60k of lead); normal's search 8.5 and hard's 5.4 with reward()'s prior (6 visits),
# with this one (60 visits) 5.3 and 4.5. With 3-5 players dice kept are worth far less, and a
# model fitted there picked no better than reward() (regret 15.8, 12.1, 16.8 against 15.9,
# 12.2, 14.4, 300 positions each). Heads-up with it vs without, 1000 games each: normal
# 66.7% (20 visits: 63.6%, 120: 66.6%), hard 61.9% (20: 59.0%); normal vs greedy_first 79.0%.
# (Hard at 30 or 120 visits vs hard at 60, 2000 games each, tools/ab.py, 2026-11-26: 46.1%,
# 49.6%: heads-up hard's level with normal is not its prior's weight. Not kept.)
# Heads-up Royale (its tiles too), fitted alike on 500 positions, 300 rollouts an action, tested
# on 300: the model alone 19.6, reward() alone 22.1; normal 16.8 -> 15.4 at 60 visits, 13.2 at
# 30 (8: 15.0, 20: 13.6, 150: 15.8), hard 13.3 -> 12.2, 11.3 (8: 12.3, 20: 11.1, 150: 14.3);
# with it (30 visits) vs without, 1000 games: normal 60.5%, hard 57.4%; it now has the learned
# form (the linear model it replaced: 30, 453000, 1410, 16500, 1050). Heads-up Royale basic
# had one too (dice_left counts the Biggy as two), fitted alike on 600, tested on 400: the model
# alone 12.3, reward() alone 15.0 (the chips an action keeps, as a third term, 11.6); normal
# 13.6 -> 10.3, hard 10.4 -> 8.4 at 60 visits (20: 8.4, 120: 9.1); with it vs without, 1000
# games: normal 58.5%, hard 53.8%; it now has the chance form. The linear models help normal
# most: heads-up hard vs normal fell to about even in Las Vegas (BENCHMARKS.md).
# The chance form, 6 numbers: (visits, a die kept's worth in $1k of lead, plus this much for
# each die the other seats have left, the spread in $100 per die still to come, dice a seat has
# a round, rounds): the chance that the lead after the action, its kept dice counted in at
# their worth, holds while the dice still to come swing it (vegas.ai.chance.win_chance, as the
# leaf's, LEAF_MODEL). Near a game's end a $10k lead is a near-certain win, early it is little,
# and a die kept is worth most while the others still have dice to answer it: the linear form
# sees none of this (its worst picks in Royale basic were the last round's: paying a chip to
# keep a die the rival could no longer answer). Heads-up Royale basic: fitted to the oracle's
# values (300 rollouts an action) at 1200 positions of hard-vs-hard games from seed 5000, its
# two weights by regret, the spread by squared error: the model alone's regret (x1000) on the
# two halves 20.7 and 11.1 with the linear form, 12.5 and 8.0 with this. Beside rollouts of 10
# it did not help (a first version, over the square root of the dice to come, on 1200 other
# positions, tools/regret.py --games-from 20000: hard's regret 8.3 with the linear form at 60
# visits, 8.7-9.0 with it at 30-60); beside LEAF_MODEL's short rollouts it does (see there).
# In Royale (its tiles too) it picked about as the linear form (16.1 and 17.5 on the halves).
# (The linear model it replaced in Royale basic: 60, 513000, 2300, 19300, 1430.) Nor heads-up
# Las Vegas with the numbers its leaf was fitted to who won (see LEAF_MODEL: $50k a die, spread
# $3k; 8 dice a round, 4 rounds), eighth session, tools/ab.py, hard so vs hard, 1000 games from
# seed 60000: 49.9% at 60 visits, 47.0% at 20.
# The learned form, 1 number: (visits): vegas.ai.net's judge (Las Vegas, 3-5 players; heads-up
# Royale, below), a small network that reads each casino alike (its notes, the dice there, what
# it would pay now, who has the most) and the seat's standing, fitted by tools/fit_net.py to the
# oracle's values (200 rollouts an action) at 15,000 positions of hard games with 3-5 players
# (9,000 of them 4-player; one judge for all three counts). With 8 hidden units its regret alone
# on positions of other games is 5.8, 4.6 and 5.6 with 4, 3 and 5 players, against reward()'s
# 14.9, 18.4 and 13.5 (12 or 16 units: 5.7, 4.7, 5.5 and 5.6, 5.4, 5.2). Normal with it vs three
# greedy_first: 41.9% firsts on seeds 0-999, 41.5% on 10000-11999, 41.1% on 20000-21999 (2000
# games), where the judge of 4 hidden units read 39.8%, 38.8% and 38.3%, each charged its own
# cost (EXTRA_STEPS 20 and 15; at 24, the 8 units read 41.9%, 42.2%, 40.0%); one normal with 8
# against normals with 4, 1000 games each: 35.1%, 25.6% and 19.6% of the wins with 3, 4 and 5
# players (even: 33.3, 25 and 20%), about level. What follows was
# measured with 4 hidden units, whose regret alone was 6.6, 6.3 and 5.8 with 4, 3 and 5 players;
# on the same 800 4-player positions normal's search with reward()'s prior read 11.2, hard's 8.9 (a
# linear
# judge over the inputs summed over the casinos: 13.1). What it costs beyond reward() comes off
# the work budget (net.EXTRA_STEPS, Bot.prior_work). Normal vs three greedy_first, seeds
# 10000-11999 (2000 games): 30.6% firsts with reward()'s prior at 6 visits; the judge at 15, 30,
# 60, 100, 120, 250 and 1000 visits: 38.2%, 38.5%, 39.9%, 38.8%, 40.5%, 38.9%, 38.5% (the
# search adds little to it at normal's budget). One normal with it against normal without,
# 1000 games each: 41.9% of the wins with 3 players, 30.2% with 4, 29.1% with 5 (even: 33.3,
# 25 and 20%). It costs heap: a whole 5-player game of normal bots needs 68 KB, not 64.
# (Measured, not kept: rollouts of 2, 4 or 8 turns judged by it instead of reward(), its extra
# time charged to each iteration as to the priors, vs three greedy_first on the same 2000
# games: 38.5%, 39.6%, 38.9% against 38.8%; at 30 visits with rollouts of 4 or 2: 39.6%, 38.3%.
# Hard against three normals, both with it: 28.8% of the wins, 1000 games. Refitted by the
# tool on 27,000 positions, 12,000 more of them from the games of bots that use it: on held-out
# positions of those games it read 6.8, 8.9, 8.0 (4, 3, 5 players), where this one reads 6.0,
# 7.6, 6.6.)
# Heads-up Royale's judge (vegas.royale.judge) reads its casinos' cards, dice with the Biggy,
# the neutral and blank dice, whether open, the tile's face there, and the chips; fitted by
# tools/fit_net.py royale to the oracle's values (150 rollouts an action) at 4,500 positions of
# hard games, it judges 400 others at 13.6 (x1000; 1,000 more: 12.9), against reward()'s 24.5
# (20.8); without the tiles' faces 14.6 (15.6), and then more positions did not help (1,500:
# 13.8, 14.9; 4 or 12 hidden units, or 200 epochs, 13.6-18.1 on either set); with them, nor
# 6,000 more positions (13.6, 12.9), nor 12 or 16 hidden units (13.7-14.4, 12.9-13.6). Its cost,
# beyond the linear model's, comes off the iterations at the rollouts' pace (EXTRA_STEPS,
# Bot._fit_to_work). With it (30 visits) vs the linear model, 1000 games: hard 61.0%, normal
# 64.8% (without the faces: 55.0%, and normal 55.8% in 400). Counted as 15, 60 or 100 visits
# against 30 (a first fit, on 1,500 positions, without the faces; 200 games each): hard 52.5%,
# 51.0%, 43.5%; normal at 60 and 100: 45.0%, 47.5%. Hard vs hard x10, 1000 games: 41.4%
# (38.3-44.4%), from 33.1% with the linear model. Since only the judge's best two are rolled
# out (PRUNE), it counts as 15 visits: hard at 15 vs at 30, both pruning, 1000 games each,
# 52.4% (seeds 0-999) and 52.9% (10000-10999), at 60 48.8%, at 8 vs 15 50.4% and 51.2%;
# normal at 15 vs 30 51.0%. Hard vs hard x10 at 15, 1000 games: 45.1% (42.0-48.2%), where 30
# read 43.2%: with two options left, their rollouts settle more of the choice.
# Heads-up Las Vegan's decisions were judged so too, 2026-11-25, and not kept: a throwaway
# reader took each of the round's three machines alike (its kind and token; the cards of its kind
# taken by each player, in hand, in the trick, on the display, unseen; what it pays each now; the
# trick's worth to whoever is winning it) and the standing (cabbages with the round scored now,
# tricks, the golden token, sevens and zeros in hand and unseen, unseen cards that beat the
# trick). Fitted by tools/fit_net.py to 4,500 positions of hard games (150 rollouts an action),
# its regret alone on held-out positions read 21.9 and 20.7 against reward()'s 20.0 and 26.9
# (card plays 26.1 and 24.4 against 24.6 and 31.7; 16 hidden units 19.5, 19.7), and 20.0 on the
# positions it was fitted on: its inputs, not the fit, limit it. As hard's prior, its pass
# charged whole (15 steps an action; 43 iterations became about 35), vs hard, 400 games: 48.5%
# at 10 visits, 48.1% at 30 (even is about 47.5%: the Bank wins some).
# The numbers are small ints: a prior allocates one float, not six (floats are heap objects
# on the device), and no boxed float constants stay loaded.
VALUE_PRIOR = {
    "las_vegas": {2: (60, 584000, 1990, 73400, 1230), 3: (100,), 4: (100,), 5: (100,)},
    "royale_basic": {2: (15, 10, 1, 60, 9, 3)},
    "royale": {2: (15,)},
}
# A lead of this much (in the game's score units) is worth 3/4 of a win in an unfinished
# rollout: about what one round can swing. (Hard with another vs hard, heads-up, 400 games:
# Royale 60: 47.8%, 240: 47.6%; Las Vegan 2: 44.6%, 8: 46.4%, where 47.5% is even, the Bank
# winning about 5%. Hard's gap to hard x10 lies in Royale's placings, not its tile decisions:
# hard given 10x only there vs hard, 65.0% and 50.8%; in Las Vegan's card plays 58.8%, its
# secret cards and tokens 54.5% (tokens alone 53.5% on seeds 0-399 but 46.9% on 400-799, secret
# cards alone 50.0%, 400 games each). Level with hard, so not kept, 2026-11-25: Las Vegan's
# token decisions searched by one rollout a pass with every option scored on its card play (the
# play does not depend on the tokens; exact for the option rolled out), 43 passes: 47.6%, 430:
# 51.5% (400 games each); rollouts in which every seat plays by one random order of preference
# over the actions, drawn for the rollout, so that a pass's rollouts after different actions
# mostly agree (no dearer under MicroPython): 49.1% (1000 games), and its hard vs its hard x10
# 33.1% (700 games, seeds 1000-1699; 37.0% on 0-299) against 31.7%. Heads-up Las Vegan's
# reward with another share for rank (reward(): 0.25), hard vs hard, 1000 games each, 2026-11-26:
# none 45.6% (even 46.3%), 0.5 47.6% (even 46.3%); heads-up Royale's: none 48.1%, 0.1 49.0%,
# 0.5 48.4%.)
MARGIN_SCALE = {"las_vegas": 100, "las_vegan": 4, "knizia": 12, "royale_basic": 100, "royale": 120}
# Where an unfinished rollout is judged better by the chance its lead holds while the dice
# still to come swing it (vegas.ai.chance.leaf_win), per game and player count: (a die more than
# the others have left, on average, in $1k of lead; the spread in $100 per die to come; dice a
# seat has a round; rounds; the rollouts' length in decisions, instead of ROLLOUT's; their
# iterations, in % of ITERATIONS': short rollouts are cheaper). Heads-up Royale basic: fitted by
# squared error to who won 2000 normal-vs-normal games, from each of their 83,000 placings (the
# chance y / (1 + |y|), y the lead over spread x the dice to come, plus one, fitted as well as
# over their square root): the Brier score of reward()'s fixed scale 0.196, of this 0.176, the
# last round's placings 0.148 and 0.115. With it, rollouts of 2 decisions judge the moves better
# than rollouts of 10 judged by the fixed scale, at the same device time (an iteration under
# MicroPython 94 against 176 us, so 186% of the iterations) and with the chance form of VALUE_PRIOR
# at 15 visits: hard vs the hard before, 1000 games (seeds 0-999, on which the variants here
# were picked), 56.2%, normal 55.6% (at 30 or 60 visits 55.8%, 56.0%), easy 52.6%; 4 decisions
# (43 iterations): 56.1%; as kept, 55.5%, and on other seeds 54.0% (10000-11999, 2000 games) and
# 50.0% (5000-5999). Closer to its own ceiling (hard vs hard x10, 1000 games): 47.0%, as kept
# 47.4%, 45.6% on seeds 1000-1999 (the same with 4 decisions: 41.9%; the leaf's chance as the
# whole reward, its rank part dropped: 36.6%; the hard before: 37.0%). Not in Royale, whose
# tiles pay what estimate() does not see: the leaf with rollouts of 10, 6 (130%) or 2 (200%)
# decisions vs the hard before, 1000 games: 49.6%, 51.0%, 45.4%. Nor in heads-up Las Vegas,
# though a leaf fitted alike there (2000 games, 110,000 placings: $50k a die, spread $3k) judges
# far better than the fixed scale (Brier 0.182 against 0.210): hard with it and rollouts of 4 or
# 8 turns, or to the round's end as now, vs hard, the same work, 1000 games: 49.4%, 49.1%, 50.3%.
# Nor in heads-up Las Vegan: a leaf fitted alike to 1000 normal-vs-normal games (55,064 card
# plays; the lead over c (the cards both players have still to play, + 1) ** 0.7, c and the
# power by grid) judges hardly better than the fixed scale (Brier 0.189 and 0.183 on the two
# halves, against 0.192 and 0.187): the lead says little while a round's tricks are to come.
# Again, 2026-11-26, fitted to 4000 normal-vs-normal games (933,656 seat-decisions; the lead
# over 0.152 x (the tricks still to come in the game + 4.88): Brier 0.1830 against the fixed
# scale's 0.1859): hard with it vs hard, 1000 games each (seeds 0-999), rollouts of 8 decisions:
# 47.5% (even 46.0%); times a Bank factor for two low scores: 46.2% (even 47.2%); at about
# equal device time (an iteration's device time, hard heads-up, whole budget: 16.0, 19.5 and
# 27.4 ms with rollouts of 2, 4 and 8 decisions), rollouts of 2 at 172% of the iterations:
# 27.2%, of 4 at 140%: 32.1% (even 46.2% and 46.1%): the tricks played out say far more than
# this judge of the lead.
# Nor heads-up Royale's learned judge as the leaf (2026-11-25), though it reads the tiles:
# rollouts of 2 decisions judged by it cost about what 10 judged by reward() do under MicroPython
# (203 against 210 us an iteration, whole hard games), and hard with them vs hard, the same
# iterations, 1000 games: 50.0% (4 decisions at 87% of them: 48.6%); its hard vs its hard x10,
# 400 games, 44.6% (39.8-49.5%): within the noise of hard's 41.4%, and hard no stronger.
LEAF_MODEL = {"royale_basic": {2: (20, 30, 9, 3, 2, 186)}}
# Las Vegas normal vs three greedy_first (the arena's 4-player match), before the learned judge
# (VALUE_PRIOR's net form, which brought it to 38.8-39.8%): 33% firsts at this budget,
# 34% with 2x the work, 36.5% with 4x, 43% with 10x (2000 games each, 10x: 1000). Tried at 1x
# without a gain (31-33%, 2000 games each): a win-only reward, MARGIN_SCALE 50 or 200, dice
# drawn from each seat's own stream (common numbers past a changed dice count), no halving or
# one halving, rollouts of 4-12 turns, 10-25% random picks in rollouts, a more selfish pick;
# nor (2000 games each, 33.1% with the same seeds) rollouts whose greedy pick closes on the
# leader as greedy_first does (30.3%), or charges for the dice it places (31%), greedy for 2-8
# turns and random after (30-32%), or a prior that counts the dice still to place (31-35%,
# and level on other seeds). 10x the work only for a round's first turns gives 37.5%, only
# for the later ones 36% (1000 games; 31.3% at 1x): the budget binds throughout. Nor does a
# rollout in which only the searcher's opponents close on the money leader, as greedy_first
# does (32.1%, against 33.1% on the same 2000 seeds). What the budget buys: in 60 such games,
# normal at 30x its work picked otherwise than the prior's best in 44% of its 1044 decisions
# (normal at 1x: 32%), mostly early in a round, and then placed fewer dice twice as often as
# more: the prior, like greedy_first, spends dice on a majority now. Nor did a prior on an
# estimate that discounts each payout a rival could still reach or tie with its dice left (to
# 60% of its worth: 31.1%; to 30%: 28.9%; rivals bringing 40% of their dice: 33.0%, and on
# seeds 10000-11999, 2000 games, 30.9% against 30.6%), nor 20 prior visits (31.3%, 1000 games),
# nor a win part that is the product of the smooth steps of the lead over each other seat
# (31.0%) or each seat's share of exp(score / $100k) (32.8%), against 33.1% (2000 games each).
# Heads-up, where hard is level with normal and with its own x10, rollouts whose greedy pick
# charges $10k, $25k or $50k a die placed (the fitted prior values a die kept at about $60k),
# hard so vs hard, 1000 games each, 2026-11-26: 48.8%, 49.3%, 51.1%. Again (seventh session,
# tools/ab.py, seeds 60000-60999): $75k, $100k, $150k, $250k 51.0%, 52.0%, 50.8%, 51.0%; and
# at the extremes, $1000k (always the fewest dice) 51.0%, minus $1000k (always the most)
# 47.9%: heads-up, hard's choice hardly depends on its rollouts' policy (its fitted prior, at
# 60 visits, decides most of it: at 300 positions of hard games from seed 7000, normal picks
# the prior's best at 87% of them, hard at 83%). Nor the learned judge of 3-5 players (VALUE_PRIOR's net form,
# 100 visits), which reads no neutral dice: hard so vs hard 26.9%.


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


def leaf_for(game_id, players):
    """reward()'s leaf for a game and player count: (its win part, LEAF_MODEL's numbers), or
    None for the smooth step."""
    model = fitted(LEAF_MODEL, game_id, players)
    if not model:
        return None
    from vegas.ai.chance import leaf_win  # (heads-up only: loaded at its first decision)

    return leaf_win, model


class Bot:
    def __init__(self, game_id, level, seed=0, clock=None, iterations=None):
        self.game_id = game_id
        self.rng = Rng(seed)
        self.deadline_ms, self.slip = LEVELS[level]
        self.index = _LEVEL_INDEX.get(level)
        self.cap = iterations or 0  # iterations at most (the level's: set per decision)
        self.fixed = iterations is not None  # (tests: exactly that many, whatever the rollouts)
        self.work_budget = 0  # a fixed iteration count (tests) overrides the work budget
        self.scale = 1  # the level's budget times this (scale_budget)
        self.clock = clock or ticks_ms
        self.prior_visits = PRIOR_VISITS.get(game_id, 0)
        self.model = None  # a fitted prior's weights (VALUE_PRIOR), set per decision
        self.leaf = None  # reward()'s leaf (LEAF_MODEL), set per decision
        self.horizon = 0  # rollout length in decisions (ROLLOUT, or the leaf's)
        self.before = None
        self.legal = []
        self.scratch = None  # the state a decision's iterations overwrite (see State)
        self.iteration_ms = 0  # the last decision's time per iteration
        self.moved_pawn = self.pawn_turn = False
        self.wins = None  # per action, its rollouts' chances to win (an advisor's tally)

    def scale_budget(self, k):
        """k times the level's budget (the arena's ceiling match)."""
        self.scale *= k

    def choose(self, state):
        """A legal action for state.to_move(), searched to the level's budget."""
        self.start(state)
        while not self.step():
            pass
        return self.best()

    def start(self, state):
        """Begin a decision for state.to_move(); then step() until it returns True."""
        self.t0 = self.clock()
        if _collect_before_search:
            _collect_before_search()  # (within the decision's time: the deadline counts it)
        self.seat = state.to_move()
        self.state = state
        if not self.fixed and self.index is not None:  # the level's budget for the player count
            i = self.index + 3 * (state.num_players > 2)
            self.cap = ITERATIONS[self.game_id][i] * self.scale
            self.work_budget = WORK[self.game_id][i] * self.scale if self.game_id in WORK else 0
        self.model = fitted(VALUE_PRIOR, self.game_id, state.num_players)
        if self.model:
            self.prior_visits = self.model[0]
        self.before = None  # the model's view of the state before the action (prior_of's)
        self.leaf = leaf_for(self.game_id, state.num_players)
        self.legal = state.legal_actions()
        view = state.view(self.seat) if self.game_id == "knizia" else None  # once: a dozen tuples
        phase = view["phase"] if view else ""
        if phase == "turn" and self.moved_pawn:
            # VEGAS lets a turn be only a pawn move, so searching bots that find nothing better
            # could walk around forever; a bot that just moved plays at its new table.
            stay = [a for a in self.legal if a >= _KNIZIA_TABLES]
            if stay:
                self.legal = stay
        self.pawn_turn = phase == "turn"
        k = len(self.legal)
        self.visits = [0] * k
        # (with a prior, -1 until it is taken: the prior pass, or the first visit, sets it)
        self.total = [-1.0 if self.prior_visits else 0.0] * k
        self.done_iterations = 0
        self.work = 0  # engine steps the iterations applied
        self.prior_work = 0  # what the priors cost beyond reward()'s, in the same steps
        self.iterations = self.cap  # this decision's, once the work budget has set them
        self.horizon = ROLLOUT.get(self.game_id, 0)
        if self.leaf:  # short rollouts, judged by the leaf: more of them in the same time
            self.horizon = self.leaf[1][4]
            if not self.fixed:
                self.iterations = self.cap * self.leaf[1][5] // 100
        self.fit_pending = bool(self.work_budget)  # (or once a prior charges its cost: prior_of)
        self.pick = None
        self.since = 0  # the time spent when the rollouts began
        self.alive = list(range(k))  # the actions still in the running (indices into legal)
        self.rng.shuffle(self.alive)  # a budget smaller than the choices still samples them all fairly
        self._plan()
        if k == 1:
            self.pick = self.legal[0]
        elif not self.deadline_ms:  # random
            self.pick = self.rng.choice(self.legal)
        else:
            mix = state.secret_mix()
            if phase == "duel":  # secret and simultaneous: a mixed strategy, not a searched pick
                mix = DUEL_CHALLENGER if view["duel"][1] == self.seat else DUEL_DEFENDER
            if mix:
                self.pick = self.legal[self.rng.weighted(mix)]
        if self.prior_visits and self.pick is None:
            self.pos = -k  # the prior pass first: pos counts up to 0 (vegas.ai.prior)

    def step(self, chunk=4):
        """Run up to `chunk` search iterations; True once the decision is ready."""
        if self.pick is not None:
            return True
        deadline = self.deadline_ms
        horizon = self.horizon
        if self.pos < 0:  # the prior pass is on (vegas.ai.prepare loads it for these games)
            from vegas.ai.prior import next_prior
        for _ in range(chunk):
            n = self.done_iterations
            spent = ticks_diff(self.clock(), self.t0)
            if self.pos < 0:
                next_prior(self, spent)
                continue
            # stop before an iteration that would likely end past the deadline (the first one
            # after a prior pass: only in the deadline's first half, at the recent pace)
            late = n >= self.iterations or (
                spent + (spent - self.since) * 3 // (2 * n) > deadline if n else
                self.prior_visits and (2 * spent > deadline or spent + self.iteration_ms > deadline))
            i = None if late else self._next_arm()
            if i is None:  # out of budget or time, or the halving has decided
                if n:  # the pace, slow to forget a slow decision (a round's start)
                    ms = (spent - self.since) // n
                    self.iteration_ms = max(ms, (ms + self.iteration_ms) // 2)
                self.pick = self._best_searched()
                # (garbage between decisions: one bot's state less to hold. Handed on to the next
                # search of the game, any bot's, whole 5-player games needed more heap, at CI's
                # checkout path: Royale normal 100 KB against 91, Las Vegas 74 against 64. Again,
                # 2026-11-26, on the 32-bit build, the device's copy, Royale normal with 5 players,
                # seeds 1-6, the first heap to fail: 65, 66, 63, 68, 63, 68 KB against 61, 64, 59,
                # 64, 60, 62: a state kept between searches pins its blocks amid the garbage.)
                self.scratch = None
                return True
            d = self.scratch = self.state.determinize(self.seat, self.rng, self.scratch)
            steps = len(d.history)
            # (step() instead, here and in the prior pass, without apply()'s check: the same
            # games, a whole hard Royale game no faster under MicroPython, and the 5-player Royale
            # edges within the layout's noise, 92/93/91 KB against 92/91/92. Not kept.)
            d.apply(self.legal[i])
            if self.total[i] < 0:  # a prior the prior pass had no time for
                from vegas.ai.prior import prior_of

                self.total[i] = self.prior_visits * prior_of(self, d)
            d.rollout(self.rng, horizon)
            self.work += len(d.history) - steps + _ITERATION_STEPS
            self.visits[i] += 1
            if self.wins is None:
                self.total[i] += reward(d, self.seat, self.leaf)
            else:  # an advisor's: the worth, and its chance to win tallied (vegas.ai.advisor)
                self.total[i] += self._tally(d, i)
            self.done_iterations += 1
        return False

    def best(self):
        """The decision's action; the search's lists are let go (read them before this)."""
        if self.pick is None:
            self.pick = self._best_searched()
        if self.pawn_turn:
            self.moved_pawn = self.pick < _KNIZIA_TABLES
        # In a 5-player game four bots wait while one searches: kept, their lists held about
        # 650 bytes each under MicroPython, and normal's whole games needed more heap (at one
        # checkout path: Las Vegan 66 KB against 64, VEGAS with 4 players 64 against 63).
        self.visits = self.total = self.alive = self.before = self.wins = None
        return self.pick

    # -- search ---------------------------------------------------------------------
    def _plan(self):
        """The halving's rounds for the actions alive, ceil(log2(k)), and round one's passes."""
        rounds, m = 0, 1
        while m < len(self.alive):
            m *= 2
            rounds += 1
        self.rounds_left = rounds
        self._begin_round(self.iterations)

    def _begin_round(self, budget):
        """Split `budget` iterations evenly over the rounds to come, in passes over the alive."""
        # (Round one given twice a later round's share: VEGAS hard vs hard, 1800 games, 50.2%.
        # Fewer halvings, so that round one gives every action 2 or 3 passes, or none at all:
        # Las Vegan hard vs hard 47.0%, 44.7%, 45.4%; Royale 49.2%, -, 50.3%; 1000 games each,
        # heads-up, seeds 20000-20999. One pass decides round one well: a pass's actions see
        # the same draws.)
        self.passes_left = max(1, budget // (len(self.alive) * max(1, self.rounds_left)))
        self.pos = 0

    def _fit_to_work(self):
        """After the first pass: the iterations the work budget, less what the priors cost,
        pays for at the steps per iteration seen (at most the cap), or an iteration budget less
        what the priors cost in iterations at that pace; round one's passes planned anew."""
        self.fit_pending = False
        done, work = self.done_iterations, self.work
        if self.work_budget:
            self.iterations = min(self.cap, max(done, (self.work_budget - self.prior_work) * done // work))
        else:
            self.iterations = max(done, self.iterations - self.prior_work * done // work)
        self._begin_round(self.iterations)  # round one's plan, its first pass included

    def _mean(self, i):
        """Action i's mean reward so far (0-1), its prior's visits included; -1 if neither."""
        n = self.visits[i]
        if n or (self.prior_visits and self.total[i] >= 0):
            return self.total[i] / (n + self.prior_visits)
        return -1.0

    def _next_arm(self):
        """The action index to sample next, or None once the halving has decided."""
        alive = self.alive
        if self.pos == len(alive):
            if self.fit_pending:
                self._fit_to_work()
            self.pos = 0
            self.passes_left -= 1
            if self.passes_left == 0:
                self.rounds_left -= 1
                if self.rounds_left <= 0 or len(alive) == 1:
                    return None
                alive.sort(key=lambda i: -self._mean(i))
                del alive[(len(alive) + 1) // 2:]
                self._begin_round(self.iterations - self.done_iterations)
        # (How much the common draws buy, 2026-11-26 (seventh session), a throwaway script: at
        # 300 positions of heads-up hard games (tools/regret.py's, from seed 7000), two options
        # the search rolls out (Royale: its judge's best two), 200 passes each, the correlation
        # of their rewards in a pass: Royale 0.20, Royale basic 0.40, Las Vegan 0.42, Las Vegas
        # 0.34, VEGAS 0.34 (independent draws: 0.00). So they take only 20-40% off the variance
        # of a difference, as much as 1.25-1.7x the iterations: after different moves the
        # rollouts soon part (another mover, other dice left, another trick's leader). Tighter
        # draws, not kept: every draw of a rollout keyed by its kind, its seat and how many that
        # seat has drawn (Royale 0.41, a difference's variance 0.064 against 0.086; heads-up
        # hard so vs hard, tools/ab.py, 1000 games from each of seeds 60000, 70000, 80000 and
        # 90000, 51.3% (49.7-52.8%), where hard x2 reads 53.3% on them); in Las Vegan 0.47,
        # and its card picks by one random order of preference a rollout 0.46 (a difference's
        # variance 1.10x and 1.07x smaller).)
        if self.pos == 0:  # a pass begins: every action in it sees the same random draws
            self.batch = self.rng.getstate()
        else:
            self.rng.setstate(self.batch)
        i = alive[self.pos]
        self.pos += 1
        return i

    def _best_searched(self):
        order = sorted(self.alive, key=lambda i: -self._mean(i))
        if self.slip and len(order) > 1 and self.rng.randbelow(100) < self.slip:
            return self.legal[order[1]]  # a human-like slip: the second best
        return self.legal[order[0]]
