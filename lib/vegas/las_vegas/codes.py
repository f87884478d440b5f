"""Las Vegas phases (the state's `phase`)."""

try:
    from micropython import const
except ImportError:  # CPython

    def const(x):
        return x


PH_DEAL = const(0)
PH_WHITE = const(1)
PH_ROLL = const(2)
PH_PLACE = const(3)
PH_OVER = const(4)
