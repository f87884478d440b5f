"""VEGAS (Reiner Knizia, Ravensburger 1996) component data. Sources: ../shared/rules/COMPONENTS.md."""

COUNTERS = 20  # per player (sourced)
GOOD_LUCK = 6  # Good Luck cards 1-6 per player (sourced)
FRONT_MEN = 3  # Front-man cards per player (sourced)

# RECONSTRUCTED (COMPONENTS.md): the 14 tables in the order of Mary Chip's track (table 1 is
# the first she reaches). A table is its rows; a row lists its spaces; a space lists the die
# numbers it takes ("34": a 3 or a 4). The gold chip is worth the number of spaces.
# Rules the layout follows: 3-15 spaces, 1-3 rows, every table takes 1-5, four tables have
# no 6 space (a 6 there is a joker), seven have double-numbered spaces, and one-row tables
# never repeat a space's lowest number (so their ties always resolve).
TABLES = (
    ("1 2 3 4", "1 5 6"),  # 1: 7
    ("12 34 5",),  # 2: 3, no 6
    ("1 2 3 4 5 6", "1 2 3 4 5 6"),  # 3: 12
    ("1 2 3 4 5",),  # 4: 5, no 6
    ("1 2 3 4 5", "1 2 3 4 5", "1 2 3 45"),  # 5: 14, no 6
    ("1 2 34 56",),  # 6: 4
    ("1 2 3 4 5", "1 2 3 4 5"),  # 7: 10, no 6
    ("1 2 3 4 5 6",),  # 8: 6
    ("1 2 3 4 5", "1 2 3 4 6", "12 3 4 5 6"),  # 9: 15
    ("1 2 3", "4 5 6"),  # 10: 6
    ("1 2 3 4 5 6", "12 3 4 5 6"),  # 11: 11
    ("1 2 3 4", "12 34 5 6"),  # 12: 8
    ("1 2 3 4 5", "1 2 3 4", "12 34 5 6"),  # 13: 13
    ("1 2 3", "4 5 6", "1 2 3"),  # 14: 9
)

# How bots play the dice duel: the equilibrium mix over 1, 2 and 3 hearts, in ninths, for
# payoffs challenger keeps = 1, defender keeps = 0, both removed = 1/2 (each side is then
# indifferent between its picks).
DUEL_CHALLENGER = (4, 2, 3)
DUEL_DEFENDER = (2, 4, 3)
