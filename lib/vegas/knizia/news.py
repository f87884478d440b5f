"""VEGAS news (State.news): where a gold die's roll put the counter, a duel's hearts and who
keeps the space, and each table scored; each with its place (table, space or -1, number rolled
or 0) for the board to show it on."""

from vegas.knizia.codes import PH_ROLL, UNSCORED
from vegas.knizia.tables import TABLE_START, candidates, duel_result, table_value


def mark(s, step):
    spots = None  # a roll's spaces for the number rolled (None: the step is not a roll)
    if s.phase == PH_ROLL:
        spots = []
        if s.supply[s.cur] and s.chip[s.target] == UNSCORED:  # (as vegas.knizia.turn.place)
            spots = candidates(s.occ, s.target, step, s.cur)
    owner = s.occ[spots[0]] - 1 if spots else -1
    return (len(s.scored), s.last_duel, s.mary, s.target, spots, s.cur, step, owner, s.supply[s.cur])


def news(s, m):
    n_scored, duel, mary, table, spots, roller, number, owner, supply = m
    out = []
    if spots is not None and len(spots) < 2:  # (more: the roller chooses, the die showing)
        out.append(roll_line(s, table, spots, roller, number, owner, supply))
    if s.last_duel is not duel and s.last_duel is not None:
        out.append(duel_line(s.last_duel, table))
    for t, w in s.scored[n_scored:]:
        if s.mary != mary and s.mary == t + 1:
            head = "Mary Chip scores table %d ($%d): " % (t + 1, table_value(t))
        else:
            head = "Table %d ($%d) is full: " % (t + 1, table_value(t))
        out.append((head + ("%s wins $" + str(table_value(t)) if w >= 0 else "nobody wins"),
                    (w,) if w >= 0 else (), (t, -1, 0)))
    return out


def roll_line(s, table, spots, roller, number, owner, supply):
    """ "Blue rolled 4: table 9, space 2" (and whose counter it meets), or why it places none."""
    head = "%%s rolled %d: " % number
    if not spots:
        if not supply:
            why = "no counter left to place"
        elif s.chip[table] != UNSCORED:
            why = "table %d is %s" % (table + 1, "discarded" if s.chip[table] < 0 else "scored already")
        else:  # (vegas.knizia.tables.candidates: every such space holds the roller's own)
            why = "at table %d every space for it holds %%s's counter" % (table + 1)
            return (head + why, (roller, roller), (table, -1, number))
        return (head + why, (roller,), (table, -1, number))
    space = spots[0] - TABLE_START[table]
    head += "table %d, space %d" % (table + 1, space + 1)
    if owner < 0:
        return (head, (roller,), (table, space, number))
    tail = ", a duel with %s" if s.advanced else "; %s's counter goes home"
    return (head + tail, (roller, owner), (table, space, number))


def duel_line(duel, table):
    """ "Duel, table 8 space 6: Blue 2 hearts, Red 1: Blue keeps it" (challenger first)."""
    space, a, d, ha, hd = duel
    keep_a, keep_d = duel_result(ha, hd)
    end = ("%s keeps it", (a if keep_a else d,)) if keep_a or keep_d else ("both counters go home", ())
    hearts = "%d heart%s" % (ha, "s" if ha > 1 else "")
    head = "Duel, table %d space %d: %%s %s, %%s %d: " % (table + 1, space + 1, hearts, hd)
    return (head + end[0], (a, d) + end[1], (table, space, 0))
