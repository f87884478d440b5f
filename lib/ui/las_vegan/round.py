"""Las Vegan's round end as lines: the last trick, then what each machine paid or cost whom."""

from ui import gfx
from ui.las_vegan.words import SHAPES, machine_short


def rows(session, state, chars):
    """(text, colour) lines, the last trick first; seats by letter where names would not fit."""
    v = state.view(0)
    out = []
    if v["last_trick"]:
        cards, winner = v["last_trick"]
        played = " ".join("%s%d" % (SHAPES[c // 10], c % 10) for _, c in cards)
        out.append(("Last trick to %s: %s" % (gfx.seat_name(session, winner), played), gfx.FG))
    for m, value, per in v["scored"]:
        what = (machine_short(m, value) if m >= 0 else "%s %+d" % (("fewest", "most")[-1 - m], value)) + ": "
        hit = ""
        for short in (False, True):
            # the Bank has no cabbages: it shows only where it takes the golden machine's hit
            hit = ", ".join("%s %+d" % (gfx.seat_name(session, s)[:1 if short else None], d)
                            for s, d in enumerate(per)
                            if d and (m < 0 or s < state.num_players))
            if len(what + hit) <= chars:
                break
        out.append((what + (hit or "nobody"), gfx.GOLD if m < 0 else gfx.FG))
    if not v["scored"]:
        out.append(("No machine had a token: no change.", gfx.DIM))
    return out
