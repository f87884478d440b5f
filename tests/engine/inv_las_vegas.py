"""Las Vegas invariants, checked after every step of the conformance games."""

from vegas.las_vegas.data import DICE_PER_PLAYER, NOTE_COUNTS, NOTE_VALUES, WHITE_DICE_IN_BOX

_LV_TOTAL = sum(NOTE_VALUES[i] * NOTE_COUNTS[i] for i in range(9))


def check(s):
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
