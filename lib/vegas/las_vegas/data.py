"""Las Vegas (Dorn, alea 2012) component data. All sourced (rulebook, COMPONENTS.md)."""

ROUNDS = 4
CASINOS = 6
DICE_PER_PLAYER = 8
CASINO_MINIMUM = 50  # $k a casino is dealt up to, at least
# Banknote values in $1,000, and how many of each (54 notes, $2.5M in all).
NOTE_VALUES = (10, 20, 30, 40, 50, 60, 70, 80, 90)
NOTE_COUNTS = (6, 8, 8, 6, 6, 5, 5, 5, 5)
# White-dice variant: white dice per player, by player count (index) - 2..4 players.
WHITE_DICE_PER_PLAYER = (0, 0, 4, 2, 2, 0)
WHITE_DICE_IN_BOX = 8  # 3 players: the 2 left over are rolled and placed by the start player
LEFTOVER_WHITE = WHITE_DICE_IN_BOX - 3 * WHITE_DICE_PER_PLAYER[3]  # rolled by the start player of 3
