"""Las Vegas Royale: the set-up of the main game and the cases the rulebook leaves open
(docs/RULINGS.md, "Las Vegas Royale")."""

import vegas
from helpers import raises
from ry_helpers import A, B, black, deal_cards, finish_turns, new, one, turn
from vegas.rng import Rng
from vegas.royale import payout
from vegas.royale.data import BAD_LUCK, CARD_VALUES, JACKPOT, NICE_DICE, NO_ENTRY, PRIME


def _cards(values):
    bank = bytearray(8)
    for v in values:
        bank[CARD_VALUES.index(v)] += 1
    return bank


def _values(idx):
    return sorted(CARD_VALUES[i] for i in idx)


def test_bank_pays_one_exact_card_else_fewest_exact_else_the_most_below():
    assert _values(payout.bank_cards(_cards([30, 60, 100]), 60)) == [60]
    assert _values(payout.bank_cards(_cards([30, 30, 100]), 60)) == [30, 30]
    assert _values(payout.bank_cards(_cards([30, 40, 50, 100]), 90)) == [40, 50]
    assert _values(payout.bank_cards(_cards([50, 100]), 40)) == []  # nothing fits
    assert _values(payout.bank_cards(_cards([30, 50, 100]), 90)) == [30, 50]  # $80k of $90k
    assert payout.bank_cards(bytearray(8), 30) == []


def test_royale_setup_sets_24_cards_aside_and_the_rest_is_the_bank():
    s = vegas.new_game("royale", 3, faces=(JACKPOT, PRIME, NICE_DICE))
    deal_cards(s)
    v = s.view(0)
    assert sum(v["set_aside"]) == 24 and sum(v["bank"]) == 90 - 12 - 24 and sum(v["pile"]) == 0
    assert v["tiles"] == (JACKPOT, PRIME, NICE_DICE, -1, -1, -1)
    finish_turns(s, 5)
    assert s.round == 1 and s.chance_kind() == "card"
    aside = sum(s.view(0)["set_aside"])
    s.apply(s.view(0)["set_aside"].index(max(s.view(0)["set_aside"])))
    assert sum(s.view(0)["set_aside"]) == aside - 1  # rounds 2-3 draw from the cards set aside


def test_random_tiles_one_face_per_tile_each_round_and_the_tiles_option():
    s = vegas.new_game("royale", 2, tiles=6)
    for f in (0, 2, 5, 7, 9, 10):
        assert s.chance_kind() == "tile"
        s.apply(f)
    assert s.chance_kind() == "card" and s.view(0)["tiles"] == (0, 2, 5, 7, 9, 10)
    s = vegas.new_game("royale", 2, tiles=2)
    s.apply(3)
    raises(vegas.IllegalAction, s.apply, 2)  # face B1 is the other side of tile B
    raises(ValueError, vegas.new_game, "royale", 2, tiles=7)
    raises(ValueError, vegas.new_game, "royale", 2, tiles=2, faces=(0, 1))  # two faces of tile A
    raises(ValueError, vegas.new_game, "royale", 2, tiles=2, faces=(0,))
    assert vegas.new_game("royale", 2, tiles=0).chance_kind() == "card"


def test_before_payout_tiles_resolve_in_casino_order():
    # Prime Time (casino 1) comes before Bad Luck (casino 2): a black die Anna puts on casino 2
    # lifts her off the fewest dice there, so only Ben pays.
    s = new(2, faces=[PRIME, BAD_LUCK])
    turn(s, A, [1, 1, 6, 6, 6, 6, 6], 6, 1)
    one(s, B, 6)
    finish_turns(s, 5)
    black(s, 2, 3)
    s.apply(1)  # a black die on casino 2
    assert s.round == 1
    # Anna: casino 1 $30k, casino 5 $50k, casino 2 $60k (her black die alone). Ben: casino 5
    # $90k and casino 6 $100k, less $50k (the $90k card, $40k change). Both 2 + 2 chips.
    assert s.scores() == [30 + 50 + 60 + 40, 100 + 40 + 40]


def test_nice_dice_displaced_die_goes_home_when_its_casino_is_closed():
    s = new(2, faces=[NICE_DICE, NO_ENTRY])
    turn(s, A, [1, 4, 6, 6, 6, 6, 6], 6, 1)
    s.apply(4)  # Anna's 4 to space 4
    one(s, B, 2)
    s.apply(3)  # Ben closes casino 4
    turn(s, A, [1, 6, 6, 6, 6], 6, 1)
    s.apply(0)
    turn(s, B, [1, 4, 6, 6, 6, 6], 6, 1)
    s.apply(4)  # Ben's 4 to space 4: Anna's die cannot enter casino 4, it goes to her supply
    v = s.view(0)
    assert v["nice_dice"][3] == B * 2 + 1 and v["casino_dice"][3][A] == 0 and v["supply"][A] == 5


def test_my_choice_result_that_cannot_be_done_does_nothing():
    from vegas.royale.data import MY_CHOICE

    s = new(2, faces=[MY_CHOICE])
    turn(s, A, [1] * 7, 1, 1)  # all Anna's dice: none left for the gold space
    black(s, 6, 6)
    assert s.chance_kind() == "roll" and s.view(0)["gold"] == 0


def test_counts_at_a_casino_are_each_seats_count():
    # counts() reads the dice in one slice (bots call it most): it must agree with count()
    # through whole random games, Biggies, neutral dice and Prime Time's black dice included.
    checked = black_dice = 0
    for gid, players in (("royale", 2), ("royale", 5), ("royale_basic", 3)):
        for seed in range(12):
            s = vegas.new_game(gid, players)
            rng = Rng(seed)
            while not s.is_over():
                for c in range(6):
                    want = [s.count(c, i) for i in range(players + 2)]
                    if not s.neutral:
                        want[players] = 0
                    assert s.counts(c) == want
                    checked += 1
                black_dice += s.black_owner >= 0
                who = s.to_move()
                s.apply(s.sample_chance(rng) if who == vegas.CHANCE else rng.choice(s.legal_actions()))
    assert checked > 1000 and black_dice > 0
