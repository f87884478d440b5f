"""VEGAS (Knizia) invariants, checked after every step of the conformance games."""

from vegas.knizia.codes import UNSCORED
from vegas.knizia.tables import table_value, table_winner


def check(s):
    v = s.view(0)
    n = s.num_players
    for p in range(n):
        placed = sum(t.count(p + 1) for t in v["tables"])
        pending = 1 if v["duel"] and v["duel"][1] == p else 0  # the challenger's counter on top
        assert v["counters"][p] + placed + pending == 20, "counters of seat %d not conserved" % p
    won = [c for c in v["chips"] if c >= 0]
    assert len(won) + v["chips"].count(-1) + v["chips"].count(-2) == 14
    gold = [0] * n
    for t, c in enumerate(v["chips"]):
        if c >= 0:
            gold[c] += table_value(t)
        if c != -2:
            assert not any(v["tables"][t]), "counters left on scored table %d" % (t + 1)
    assert tuple(gold) == v["gold"], "gold does not match the chips won"
    assert all(c != -2 for c in v["chips"][:v["mary"]]), "Mary Chip passed an unscored table"
    assert len(v["scored"]) == 14 - v["chips"].count(-2)
    est = list(v["gold"])  # estimate(): each open table paid to its leader now (kept per table)
    for t in range(14):
        w = table_winner(s.occ, t, n) if v["chips"][t] == UNSCORED else -1
        if w >= 0:
            est[w] += table_value(t)
    assert s.estimate() == est, "estimate() is not the board's leaders now"
