"""The rules pages against the engine: every Royale tile has its page, and the rewards it names
are the ones the engine pays (vegas.royale.data), in the order the tile lists them."""

from ui.royale.tile_rules import PAGES
from vegas.royale import data
from vegas.royale.text import FACE_CODES, FACE_NAMES, reward_text

ROYALE = dict(dict(PAGES)["royale"])

# face: the rewards its page names, in order (0 reads "nothing")
PAID = {
    data.LUCKY: data.LUCKY_REWARDS,
    data.JACKPOT: (data.JACKPOT_TRACK[0], data.JACKPOT_TRACK[-1]),
    data.FIFTY: data.FIFTY_TRACK,
    data.HIGH_FIVE: (data.HIGH_FIVE_REWARD,),
    data.BAD_LUCK: (data.BAD_LUCK_FINE,),
    data.NO_ENTRY: data.NO_ENTRY_TRACK,
    data.HANDICARP: data.HANDICARP_REWARDS,
    data.BLACK_BOX: data.BLACK_BOX_TOKENS,
    data.DOUBLE_DOWN: data.DOUBLE_DOWN_REWARDS,
    data.NICE_DICE: data.NICE_REWARDS,
    data.MY_CHOICE: data.MY_CHOICE_REWARDS + (data.GOLD_REWARD,),
}


def test_every_royale_tile_has_a_page_that_names_what_it_pays():
    for face in range(16):
        title = "%s %s" % (FACE_CODES[face], FACE_NAMES[face])
        assert title in ROYALE, title
        text = ROYALE[title]
        at = 0
        for reward in PAID.get(face, ()):
            shown = reward_text(reward)
            found = text.find(shown, at)
            assert found >= 0, "%s: %r not named after position %d" % (title, shown, at)
            at = found + len(shown)
