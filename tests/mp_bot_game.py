"""A whole game with a bot in every seat, under MicroPython: micropython tests/mp_bot_game.py
GAME PLAYERS LEVEL SEED. The bots search their level's full budget (the clock is stopped, so
every run is the same); prints "over" and the winners."""

import sys

import vegas
from vegas.ai import new_bot
from vegas.rng import Rng


def main(game_id, players, level, seed):
    bots = [new_bot(game_id, level, seed=seed * 10 + i, clock=lambda: 0) for i in range(players)]
    s = vegas.play(vegas.new_game(game_id, players), Rng(seed), lambda st: bots[st.to_move()].choose(st))
    print("over", s.winners())


main(sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4]))
