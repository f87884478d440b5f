"""Per-game invariants checked after every step of the conformance games."""

from vegas.las_vegas_data import DICE_PER_PLAYER, NOTE_COUNTS, NOTE_VALUES, WHITE_DICE_IN_BOX

_LV_TOTAL = sum(NOTE_VALUES[i] * NOTE_COUNTS[i] for i in range(9))


def las_vegas(s):
    v = s.view(0)
    p = s.num_players
    money = sum(v["money"]) + sum(v["under_pile"]) + sum(sum(n) for n in v["casino_notes"])
    money += sum(NOTE_VALUES[i] * v["pile"][i] for i in range(9))
    assert money == _LV_TOTAL, "banknotes not conserved: %d != %d" % (money, _LV_TOTAL)
    notes = sum(v["notes_won"]) + len(v["under_pile"]) + sum(len(n) for n in v["casino_notes"])
    assert notes + sum(v["pile"]) == 54, "note count not conserved"
    for n in v["casino_notes"]:
        assert list(n) == sorted(n, reverse=True)
    if v["phase"] in ("roll", "place"):
        for seat in range(p):
            placed = sum(v["casino_dice"][c][seat] for c in range(6))
            assert placed + v["own_left"][seat] == DICE_PER_PLAYER, "dice of seat %d not conserved" % seat
        white = sum(v["casino_dice"][c][p] for c in range(6)) + sum(v["white_left"])
        # With the variant all 8 white dice are in play (2p: 4 each; 3p: 2 each + 2
        # placed by the start player; 4p: 2 each).
        assert white == (WHITE_DICE_IN_BOX if s.options["neutral_dice"] else 0), "white dice"
    assert v["round"] <= 4


CHECKS = {"las_vegas": las_vegas}


def las_vegan(s):
    from vegas.las_vegan_data import BANK_DISPLAY, CARDS, HAND_SIZE

    n = s.num_players
    v = s.view(0)
    views = [s.view(p) for p in range(n)]
    hands = [w["hand"] for w in views]
    facedown = CARDS - n * HAND_SIZE[n] if n != 2 else 0
    # a secret card is hidden from the others but in its owner's view of the trick
    trick = sorted(set(c for w in views for _, c in w["trick"] if c >= 0))
    hidden = [c for w in views for _, c in w["trick"] if c < 0]
    taken = [c for t in v["taken"] for c in t]
    dealing = v["phase"] in ("machine", "throw", "deal")
    everything = sorted(sum(hands, ()) + v["display"] + tuple(trick) + tuple(taken))
    assert len(set(everything)) == len(everything), "a card is in two places"
    if not dealing:
        unseen = CARDS - len(everything)
        assert unseen == v["pile_size"] + facedown, "40 cards not conserved: %d unseen" % unseen
        assert len(hidden) <= 1
        done = sum(v["tricks"])
        size = n + 1 if n == 2 else n
        assert len(taken) == size * done, "taken cards do not match the tricks"
        # the display is 3 except while the card replacing the one the Bank played is turned up
        refill = v["phase"] == "draw" and len(v["trick"]) == 3
        assert len(v["display"]) == (BANK_DISPLAY - refill if n == 2 else 0), "display size"
        played = [seat for seat, _ in v["trick"]]
        for p in range(n):
            assert v["hand_sizes"][p] == HAND_SIZE[n] - done - (p in played), "hand size of seat %d" % p
    slots = [t for t in v["token_at"][:4] if t >= 0]
    assert len(set(slots)) == len(slots) and all(t < 3 for t in slots), "two tokens on one machine"
    rounds_done = v["round"] - (v["phase"] == "over")
    assert 12 - len(v["machines_left"]) - len(v["machines"]) == 3 * rounds_done, "machine cards"
    assert len(v["machines"]) == 3 or v["phase"] == "machine"
    assert all(c >= 0 for c in v["cabbages"])
    for p in range(n):
        assert views[p]["hand"] == tuple(sorted(views[p]["hand"]))


CHECKS["las_vegan"] = las_vegan


def knizia(s):
    from vegas.knizia_rules import table_value

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


CHECKS["knizia"] = knizia
