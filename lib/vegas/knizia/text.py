"""VEGAS texts and player views, apart from the rules."""

from vegas.knizia.codes import (
    A_FRONT_MAN,
    A_GOOD_LUCK,
    A_HEARTS,
    A_MARY_CARD,
    A_PASS,
    A_ROLL,
    A_SPACE,
    PH_DUEL_A,
    PH_DUEL_D,
    PH_FRONT,
    PH_PAWN,
    PH_ROLL,
    PH_SPACE,
    TABLE_COUNT,
)
from vegas.knizia.tables import SPACE_MASK, TABLE_START, table_value

# The phases' names (the state's `phase` indexes them), with the other texts. (VEGAS's bots
# read view(), so unlike the other games' texts these load with the game.)
PHASE_NAMES = ("pawn", "turn", "front_man", "roll", "space", "duel", "duel", "over")


def space_text(i):
    """A board space by the numbers it takes, e.g. "3" or "3/4"."""
    m = SPACE_MASK[i]
    return "/".join(str(k + 1) for k in range(6) if m >> k & 1)


def table_text(t):
    return "table %d ($%d)" % (t + 1, table_value(t))


def action_text(s, a):
    ph = s.phase
    if ph == PH_ROLL:
        return "roll %d" % a if 1 <= a <= 6 else "?"
    if ph == PH_DUEL_A or ph == PH_DUEL_D:
        h = a - A_HEARTS + 1
        return ("%d heart" % h + ("s" if h > 1 else "")) if 1 <= h <= 3 else "?"
    if ph == PH_SPACE:
        i = TABLE_START[s.target] + a - A_SPACE
        if not (a >= A_SPACE and i < TABLE_START[s.target + 1]):
            return "?"
        taken = s.occ[i]
        return "space %d: %s%s" % (a - A_SPACE + 1, space_text(i), " (replace)" if taken else "")
    if 0 <= a < TABLE_COUNT:
        if ph == PH_PAWN:
            return "start at " + table_text(a)
        if ph == PH_FRONT:
            return "Front-man at " + table_text(a)
        return "move to " + table_text(a)
    if A_GOOD_LUCK <= a < A_FRONT_MAN:
        return "Good Luck %d" % (a - A_GOOD_LUCK + 1)
    return {A_FRONT_MAN: "Front-man", A_MARY_CARD: "Mary Chip card", A_ROLL: "roll the gold die",
            A_PASS: "pass"}.get(a, "?")


def view(s, player):
    duel = None
    if s.duel:
        i, challenger, defender, hearts = s.duel
        duel = (i - TABLE_START[s.target], challenger, defender, hearts if player == challenger else None)
    return {
        "game_id": s.game_id,
        "player": player,
        "to_move": s.to_move(),
        "phase": PHASE_NAMES[s.phase],
        "current": s.cur,
        "pawns": tuple(s.pawn),
        "counters": tuple(s.supply),
        "good_luck": tuple(tuple(k + 1 for k in range(6) if g >> k & 1) for g in s.good_luck),
        "front_men": tuple(s.front_men),
        "mary_card": tuple(bool(m) for m in s.mary_card),
        "tables": tuple(tuple(s.occ[TABLE_START[t]:TABLE_START[t + 1]]) for t in range(TABLE_COUNT)),
        "chips": tuple(s.chip),
        "mary": s.mary,
        "gold": tuple(s.gold),
        "target": s.target,
        "number": s.number,
        "duel": duel,
        "last_duel": s.last_duel,
        "scored": tuple(s.scored),
    }
