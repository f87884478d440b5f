"""Las Vegas Royale phases, action codes, die places and task codes (shared by its modules)."""

try:
    from micropython import const
except ImportError:

    def const(x):
        return x


# Phases: chance events first, then decisions (the state's `phase`).
PH_TILE = const(0)  # chance: the face of the tile at the next casino
PH_CARD = const(1)  # chance: a money card drawn (value index)
PH_NEUTRAL = const(2)  # chance: the 2-player neutral dice
PH_ROLL = const(3)  # chance: the player's roll (normal dice + Biggy)
PH_BLACK = const(4)  # chance: the two black extra dice
PH_OVER = const(5)
PH_PLACE = const(6)  # choose a number, pay a chip, or pass with the Power Play token
PH_POWER = const(7)  # Power Play pass: which die, turned to which number
PH_LUCKY_HIDE = const(8)
PH_LUCKY_GUESS = const(9)
PH_FIFTY = const(10)
PH_PRIME = const(11)
PH_NO_ENTRY = const(12)
PH_KNOCK = const(13)
PH_BLOCK = const(14)
PH_HANDI = const(15)
PH_OPTION = const(16)  # rotate-and-place or return a die (Handicarp, My Choice)
PH_DOUBLE = const(17)
PH_NICE = const(18)
PH_MY_FACE = const(19)
PH_MY_TILE = const(20)
PH_GOLD = const(21)
PH_BOX_SPLIT = const(22)
PH_BOX_PICK = const(23)
PH_RUN = const(24)  # internal: working through the task stack
# PH_PLACE actions beyond the numbers 0-5.
A_CHIP = const(6)  # pay a chip to pass
A_POWER = const(7)  # pass with the Power Play token: turn a die and place it
A_STUCK = const(8)  # every rolled number is closed (No Entry): the turn passes
# PH_HANDI: casino * 3 + picture kind, or this to take no blank die.
HANDI_NONE = const(18)
OPTION_RETURN = const(12)  # PH_OPTION: 0-11 rotate (kind * 6 + number); 12 + casino * 2 + kind return

# Where a Biggy is (big_at): casinos 0-5, or one of these.
AT_SUPPLY = const(6)
AT_BAR = const(7)
AT_DOUBLE = const(8)
AT_NICE = const(9)
AT_GOLD = const(10)

# Tasks on the stack: (code, argument).
T_TURN = const(0)  # the next turn, trying this seat first
T_ACT = const(1)  # activate the tile at this casino
T_KNOCK = const(2)  # Knockout: this victim gives a die
T_KNOCK_BACK = const(3)  # Knockout: this activator takes back their bar dice
T_BEFORE = const(4)  # before-payout tile at this casino
T_PAY = const(5)  # pay out this casino
T_END = const(6)  # the round ends
