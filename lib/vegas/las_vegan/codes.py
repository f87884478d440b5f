"""Las Vegan phases, action codes and card places."""

try:
    from micropython import const
except ImportError:  # CPython

    def const(x):
        return x


# Phases (the state's `phase`).
PH_MACHINE = const(0)
PH_THROW = const(1)
PH_DEAL = const(2)
PH_DRAW = const(3)
PH_PLAY = const(4)
PH_BANK = const(5)
PH_SECRET = const(6)
PH_TOKEN = const(7)
PH_OVER = const(8)

# Actions beyond a card id (0-39).
A_PILE = const(40)
A_TOKEN = const(41)
A_GOLD_MIN = const(53)
A_GOLD_MAX = const(54)
GOLDEN = const(4)  # token index of the golden token

# Where a card is (loc[card]); a taken card is L_TAKEN + seat (the Bank is seat 2).
L_DECK = const(0)  # undealt, or in the 2-player draw pile
L_HAND = const(1)  # + seat
L_DISPLAY = const(6)
L_TRICK = const(7)
L_FACEDOWN = const(8)
L_TAKEN = const(9)  # + seat

# Why a pile card is being turned up.
DRAW_REFILL = const(0)  # replace the display card the Bank played
DRAW_PLAY = const(1)  # the Bank plays the top of the pile
DRAW_LEAD = const(2)  # the Bank leads from the pile
