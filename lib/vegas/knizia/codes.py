"""VEGAS phases and action codes."""

try:
    from micropython import const
except ImportError:  # CPython

    def const(x):
        return x


TABLE_COUNT = const(14)
UNSCORED = const(-2)  # a table's chip: -2 still on its table, -1 discarded, else the seat that won it

# Actions.
A_TABLE = const(0)  # + table 0-13: place / move the pawn, or the Front-man's table
A_GOOD_LUCK = const(14)  # + 0-5: Good Luck 1-6
A_FRONT_MAN = const(20)
A_MARY_CARD = const(21)
A_ROLL = const(22)
A_PASS = const(23)
A_SPACE = const(24)  # + space 0-14 of the table: where the counter goes
A_HEARTS = const(39)  # + 0-2: 1, 2 or 3 hearts in a duel

# Phases (the state's `phase`).
PH_PAWN = const(0)
PH_TURN = const(1)
PH_FRONT = const(2)
PH_ROLL = const(3)
PH_SPACE = const(4)
PH_DUEL_A = const(5)  # the challenger chooses hearts in secret
PH_DUEL_D = const(6)  # then the defender
PH_OVER = const(7)
