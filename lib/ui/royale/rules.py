"""Royale's rules pages, written by us, the basic game's then the tiles' game's (its pages
start with the basic game's); each tile's pages in ui.royale.tile_rules."""

from ui.icons import CHIP, NOTE

# the games whose pages start with another's
INCLUDES = {"royale": ("royale_basic",)}
# the pages that go on in a module of their own, not in the legend (each module loads in one piece)
MORE = {"royale": "ui.royale.tile_rules"}
PAGES = (
    ("royale_basic", (
        ("Royale basic: goal", "Las Vegas with 3 rounds. Each round the 6 casinos get a pair of "
         "money cards ($30k-$100k), the highest pair at casino 6. Most money wins; each chip left "
         "is $10k. Ties: most cards plus chips."),
        ("Royale basic: a turn", "Roll your dice: 7 and the big Biggy, which counts as two dice. "
         "Place every die showing one number on that casino, or pay a chip to pass. You get 2 "
         "chips each round."),
        ("Royale basic: payout", "Equal numbers of dice at a casino cancel. The most dice take "
         "the higher card, the runner-up the other. With 2 players, 8 neutral dice are rolled "
         "onto the casinos each round and play as an imaginary player."),
        ("Royale: on screen", "Top line: the round (R1-R3), then each player's letter, " + NOTE
         + " money in $1,000 and " + CHIP + " chips: B" + NOTE + "260" + CHIP + "2 is Blue with "
         "$260k and 2 chips (no " + NOTE + " where the line is short). The player to move "
         "is on a box of their colour; a gold line under a player marks the start player. Each "
         "casino is a column: its die, its pair of money cards (in $1,000), then the dice per "
         "colour, the count on a box of that colour (the Biggy counts 2; white: neutral, grey: "
         "blank, black: Prime Time). The Biggy is the big die by your roll. Arrows choose, A "
         "places, B asks for a hint."),
    )),
    ("royale", (
        ("Royale: tiles", "As the basic game, but casinos 1-3 get a random tile each round "
         "(0-6 tiles in Settings of the game). Placing dice there activates the tile. A bank of "
         "face-up cards pays the tiles' rewards. The next pages take the tiles in turn."),
        ("Royale: tiles on screen", "By a casino's die: its tile, gold, with its name's "
         "initials (J Jackpot, LP Lucky Punch); each tile's rules page gives its name and the "
         "code printed on it. Under the cards, in gold, what the "
         "tile holds now: the Jackpot's value, Fifty Fifty's space and last total (3@7), who "
         "holds High Five, Power Play or Prime Time (a colour's first three letters), No Entry's "
         "track, the dice in Knockout's bar, the blank dice left for Block It and Handicarp, "
         "Double Down's dice, Nice Dice's numbers taken (4/6), My Choice's gold space, and "
         "once guessed, how many tokens Lucky Punch hid (hid 2)."),
    )),
)
