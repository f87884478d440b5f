"""Las Vegas Royale invariants, checked after every step of the conformance games."""

from vegas.royale.data import (
    BLOCK_IT,
    BLOCK_IT_CLUSTERS,
    CARD_COUNTS,
    CARD_VALUES,
    DICE,
    HANDICARP,
    HANDICARP_PICTURES,
    NEUTRAL_DICE,
)

_AT_NICE, _AT_GOLD, _AT_BAR, _AT_DOUBLE, _AT_SUPPLY = 9, 10, 7, 8, 6


def check(s):
    v = s.view(0)
    p = s.num_players
    # The 90 money cards: pile, set aside, bank, under the pile, at the casinos, being dealt, won.
    counts = [v["pile"][i] + v["set_aside"][i] + v["bank"][i] + v["under_pile"].count(i) + v["deal"].count(i)
              + sum(h[i] for h in v["cards_won"]) for i in range(8)]
    for notes in v["casino_notes"]:
        for value in notes:
            counts[CARD_VALUES.index(value)] += 1
    assert tuple(counts) == CARD_COUNTS, "money cards not conserved: %r" % (counts,)
    assert min(v["chips"]) >= 0, "negative chips"
    dice = v["casino_dice"]
    for seat in range(p):
        where = v["biggy_at"][seat]
        nice = [x - 1 for x in v["nice_dice"] if x and (x - 1) // 2 == seat]
        gold = [v["gold"] - 1] if v["gold"] and (v["gold"] - 1) // 2 == seat else []
        normal = (v["supply"][seat] + sum(dice[c][seat] for c in range(6)) + v["knockout_bar"][seat]
                  + v["double_down"][seat] + sum(1 for x in nice + gold if x % 2 == 0))
        assert normal == DICE, "normal dice of seat %d: %d" % (seat, normal)
        bigs = sum(1 for x in nice + gold if x % 2 == 1)
        assert bigs == (where in (_AT_NICE, _AT_GOLD)), "Biggy of seat %d at %d" % (seat, where)
        assert where <= _AT_GOLD
    blanks = sum(dice[c][p + 1] for c in range(6))
    faces = v["tiles"]
    if BLOCK_IT in faces and v["phase"] not in ("tile", "card"):
        blanks += sum((k + 1) * v["block_it"][k] for k in range(3))
        assert blanks == sum((k + 1) * BLOCK_IT_CLUSTERS[k] for k in range(3)), "blank dice (Block It)"
    elif HANDICARP in faces and v["phase"] != "tile":
        blanks += sum(HANDICARP_PICTURES) - sum(v["handicarp"])
        assert blanks == 9, "blank dice (Handicarp): %d" % blanks
    else:
        assert blanks == 0
    neutral = sum(dice[c][p] for c in range(6))
    assert neutral in (0, NEUTRAL_DICE) and (not neutral or s.neutral)
    owner, black = v["prime_time"]
    assert sum(black) <= 2 and (owner >= 0 or not sum(black))
    assert -1 <= v["power_play"] < p and -1 <= v["high_five"] < p
    assert v["round"] <= 3
