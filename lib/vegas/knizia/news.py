"""VEGAS news (State.news): a duel's hearts and who keeps the space, and each table scored. Rolls
the move log writes from the history itself."""

from vegas.knizia.tables import duel_result, table_value


def mark(s, step):
    return (len(s.scored), s.last_duel, s.mary, s.target)


def news(s, m):
    n_scored, duel, mary, table = m
    out = []
    if s.last_duel is not duel and s.last_duel is not None:
        out.append(duel_line(s.last_duel, table))
    for t, w in s.scored[n_scored:]:
        if s.mary != mary and s.mary == t + 1:
            head = "Mary Chip scores table %d ($%d): " % (t + 1, table_value(t))
        else:
            head = "Table %d ($%d) is full: " % (t + 1, table_value(t))
        out.append((head + ("%s wins $" + str(table_value(t)) if w >= 0 else "nobody wins"),
                    (w,) if w >= 0 else ()))
    return out


def duel_line(duel, table):
    """ "Duel, table 8 space 6: Blue 2 hearts, Red 1: Blue keeps it" (challenger first)."""
    space, a, d, ha, hd = duel
    keep_a, keep_d = duel_result(ha, hd)
    end = ("%s keeps it", (a if keep_a else d,)) if keep_a or keep_d else ("both counters go home", ())
    hearts = "%d heart%s" % (ha, "s" if ha > 1 else "")
    head = "Duel, table %d space %d: %%s %s, %%s %d: " % (table + 1, space + 1, hearts, hd)
    return (head + end[0], (a, d) + end[1])
