"""Las Vegan (KYF Edition 2022) component data. Sources: ../shared/rules/COMPONENTS.md."""

SUITS = 4
VALUES = 10
CARDS = 40  # card id = suit * 10 + value
SUIT_NAMES = ("Red", "Purple", "Green", "Blue")
SUIT_LETTERS = "RPGB"
START_CABBAGES = 15
ROUNDS = 4
MACHINES_PER_ROUND = 3
BANK_DISPLAY = 3  # the 2-player game's face-up Bank cards

# Cards per hand by number of players (3 players: the 40th card lies face down, unused).
HAND_SIZE = (0, 0, 12, 13, 10, 8)

# Casino tokens (sourced): the two sides of each; a throw shows one side at random.
TOKENS = ((-2, 1), (-2, -1), (0, 1), (-3, -1))
GOLDEN_TOKEN = (-4, -3)

# RECONSTRUCTED (COMPONENTS.md): the 12 cabbage machine cards, as (kind, what):
# kind 0 = suit machine (scores per set of 3 cards of suit `what`),
# kind 1 = value machine (scores per card of value `what`). 0 and 7 are the special cards.
MACHINE_SUIT = 0
MACHINE_VALUE = 1
MACHINES = (
    (0, 0), (0, 1), (0, 2), (0, 3),
    (1, 1), (1, 2), (1, 3), (1, 4), (1, 5), (1, 6), (1, 8), (1, 9),
)
