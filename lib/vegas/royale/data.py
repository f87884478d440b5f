"""Las Vegas Royale (Dorn 2019) component data: one table, sourced and reconstructed values marked.

Rewards are coded as small ints: 1-9 = that many chips, 10 and up = money in $1,000
(a money card of that value from the bank), 0 = nothing.
"""

ROUNDS = 3
CASINOS = 6
DICE = 7  # normal dice per player, plus one big die ("Biggy", counts as two) - sourced
CHIPS_PER_ROUND = 2  # at the start, and 2 more each later round - sourced
CHIP_VALUE = 10  # $10,000 each at the end - sourced
NEUTRAL_DICE = 8  # 2-player variant: one non-player colour - sourced
RESERVE_PAIRS = 12  # Royale: 6 x 2 cards set aside face down for rounds 2-3 - sourced

# Money cards in $1,000: 90 cards, $30k-$100k (sourced). The mix per value is
# RECONSTRUCTED (a published fan implementation; sums to 90).
CARD_VALUES = (30, 40, 50, 60, 70, 80, 90, 100)
CARD_COUNTS = (11, 11, 13, 15, 13, 11, 9, 7)

# The 16 faces of the 8 double-sided tiles (tile = face // 2) - sourced. Their names and
# printed codes are texts (vegas.royale.text).
LUCKY, JACKPOT, PRIME, FIFTY, HIGH_FIVE, BAD_LUCK, PAY_DAY, POWER = 0, 1, 2, 3, 4, 5, 6, 7
NO_ENTRY, KNOCKOUT, BLOCK_IT, HANDICARP, BLACK_BOX, DOUBLE_DOWN, NICE_DICE, MY_CHOICE = (
    8, 9, 10, 11, 12, 13, 14, 15)
# Tile numbers the text gives - sourced.
JACKPOT_TRACK = (30, 40, 50, 60, 70, 80)
HIGH_FIVE_REWARD = 100
HIGH_FIVE_DICE = 5
BAD_LUCK_FINE = 50
DOUBLE_DOWN_REWARDS = (60, 30)
GOLD_REWARD = 60  # My Choice's golden space
HANDICARP_SETUP = (1, 1, 1, 2, 2, 2)  # blank dice per casino 1-6
HANDICARP_PICTURES = (2, 3, 4)  # 1 chip x2, $30k x3, option x4
HANDICARP_REWARDS = (1, 30)  # the chip and money pictures (the third kind is the option)
BAR_MAX = 2  # Knockout: dice of one opponent in the bar
BLACK_BOX_SPLITS = ((3, 3), (4, 2), (5, 1))
MY_CHOICE_REWARDS = (1, 2, 30)  # faces 1-3: +1 chip, +2 chips, +$30k

# RECONSTRUCTED (the pictures are lost; see COMPONENTS.md):
LUCKY_REWARDS = (2, 30, 40)  # by tokens held 1-3
FIFTY_TRACK = (0, 1, 30, 40, 50, 60)  # the spaces after the start
NO_ENTRY_TRACK = (0, 1, 30, 0, 40, 50, 60)  # after the start; the last space stays
BLACK_BOX_TOKENS = (2, 0, 40, 60, 80, 100)
NICE_REWARDS = (1, 2, 30, 40, 50, 60)  # by die space 1-6
BLOCK_IT_CLUSTERS = (2, 2, 1)  # clusters of 1, 2 and 3 blank dice: 2x1, 2x2, 1x3

# The Black Box splits bots make (vegas.royale_turn.secret_mix): the left pile's tokens as a
# mask, three and three, either side alike, the piles as near equal as BLACK_BOX_TOKENS allow
# ($140k and $160k, chips at CHIP_VALUE): the winner gets half their worth on average, whatever
# it picks, with the least spread. Derived from the tokens (a test checks it against them).
BLACK_BOX_EVEN = (21, 25, 26, 37, 38, 42)
