"""Las Vegan invariants, checked after every step of the conformance games."""

from vegas.las_vegan.data import BANK_DISPLAY, CARDS, HAND_SIZE


def check(s):
    n = s.num_players
    v = s.view(0)
    hands = ()
    trick = set()
    hidden = 0
    for p in range(n):  # one view at a time: a device-sized heap
        w = s.view(p)
        assert w["hand"] == tuple(sorted(w["hand"]))
        hands += w["hand"]
        # a secret card is hidden from the others but in its owner's view of the trick
        trick |= set(c for _, c in w["trick"] if c >= 0)
        hidden += sum(1 for _, c in w["trick"] if c < 0)
        w = None
    facedown = CARDS - n * HAND_SIZE[n] if n != 2 else 0
    taken = [c for t in v["taken"] for c in t]
    dealing = v["phase"] in ("machine", "throw", "deal")
    everything = sorted(hands + v["display"] + tuple(trick) + tuple(taken))
    assert len(set(everything)) == len(everything), "a card is in two places"
    if not dealing:
        unseen = CARDS - len(everything)
        assert unseen == v["pile_size"] + facedown, "40 cards not conserved: %d unseen" % unseen
        assert hidden <= 1
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
