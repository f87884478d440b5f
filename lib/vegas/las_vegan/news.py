"""Las Vegan news (State.news): who takes each trick, and an early end. Deals, throws and round
scorings the move log writes from the history itself."""

from vegas.las_vegan.codes import PH_DRAW, PH_OVER
from vegas.las_vegan.data import ROUNDS
from vegas.las_vegan.text import card_text


def mark(s, step):
    if s.phase <= PH_DRAW:  # (dealing, drawing, throwing: nothing to tell)
        return None
    return (s.round, len(s.played))


def news(s, m):
    rnd, played = m
    out = []
    if len(s.played) != played and s.last_trick:
        out.append(trick_line(s.last_trick))
    if s.round != rnd:
        n = s.num_players
        if s.phase == PH_OVER and s.round < ROUNDS:
            out_of = tuple(i for i in range(n) if not s.cabbages[i])
            who = " and ".join(["%s"] * len(out_of))
            out.append((who + (" runs" if len(out_of) == 1 else " run") +
                        " out of cabbages: the game ends after round %d" % (rnd + 1), out_of, None))
    return out


def trick_line(record):
    """ "Blue takes the trick with the purple 9" (the taker's card)."""
    k = record[0]
    w = record[2 * k + 1]
    card = [record[2 * j + 2] for j in range(k) if record[2 * j + 1] == w][0]
    return ("%s takes the trick with the " + card_text(card), (w,), None)
