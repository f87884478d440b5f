"""`make sim`: for now a terminal run of the engine; the displayio window comes with the UI issue.

Plays one seeded Las Vegas game between random players and prints each round's
payouts and the result. `--players N`, `--seed S`, `--neutral`.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib"))

import vegas  # noqa: E402
from vegas.rng import Rng  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m host_sim")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--neutral", action="store_true", help="white (neutral) dice variant")
    args = ap.parse_args(argv)
    print("Pocket Vegas simulator: the displayio window arrives with the UI work (issue 7).")
    print("Meanwhile, a seeded Las Vegas game between random players, straight from the engine:\n")
    rng = Rng(args.seed)
    s = vegas.new_game("las_vegas", args.players, neutral_dice=args.neutral)
    last_round = 0
    while not s.is_over():
        if s.to_move() == vegas.CHANCE:
            s.apply(s.sample_chance(rng))
        else:
            a = rng.choice(s.legal_actions())
            s.apply(a)
        v = s.view(0)
        if v["round"] != last_round or s.is_over():
            print("Round %d payouts:" % (last_round + 1))
            for casino, seat, value in v["payouts"]:
                if seat < 0:
                    who = "beneath the pile"
                else:
                    who = "white" if seat == args.players else "P%d" % (seat + 1)
                print("  casino %d: $%dk -> %s" % (casino + 1, value, who))
            last_round = v["round"]
    print("\nMoney ($k):", ", ".join("P%d %d" % (i + 1, m) for i, m in enumerate(s.scores())))
    print("Winner(s):", ", ".join("P%d" % (w + 1) for w in s.winners()))


if __name__ == "__main__":
    main()
