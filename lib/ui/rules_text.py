"""Short rule summaries, written by us, per game: (game id, ((page title, text), ...)).
The full rulebooks are the authority; these are reminders for the table."""

from ui.icons import CABBAGE, CARD, CHIP, COUNTER, DIE, NOTE

# A game whose rules build on another's shows that game's pages first.
INCLUDES = {"royale": ("royale_basic",)}
# A game whose pages go on in a module of their own (each module small enough to load in one piece).
MORE = {"royale": "ui.rules_tiles"}

PAGES = (
    ("las_vegas", (
        ("Las Vegas: goal", "Win the most money over 4 rounds. Each round, every casino (1-6) is "
         "dealt banknotes until it holds at least $50k. Ties for the game go to the player with "
         "the most banknotes."),
        ("Las Vegas: a turn", "Roll all your remaining dice. Choose one number and place every "
         "die showing it on the casino of that number. Your turn ends; the next player with dice "
         "rolls. The round ends when all dice are placed."),
        ("Las Vegas: payout", "Each casino pays its notes from highest to lowest: the most dice "
         "take the highest note, the next most the next one, and so on. Players tied on dice at a "
         "casino are all knocked out there: the next player in line takes the note. Notes nobody "
         "wins go beneath the pile."),
        ("Las Vegas: white dice", "Variant for 2-4 players: each player also rolls white dice "
         "(4 each with 2 players, 2 each with 3 or 4) and places them like their own. White dice "
         "score as an imaginary extra player; its winnings go beneath the pile. With 3 players "
         "the start player also rolls the 2 leftover white dice onto their casinos."),
        ("Las Vegas: on screen", "Top line: the round (R1-R4), then each player's letter (Blue, "
         "Red, Green, Yellow, Purple, Orange), " + NOTE + " money in $1,000, or ? when money is "
         "hidden (Settings), and " + DIE + " dice left to place this round: B" + NOTE + "80" + DIE
         + "5 is Blue with $80k and 5 dice (B130" + DIE + "5 where the line is short). The player "
         "to move is on a box of their colour. Each casino is a column: its die, its banknotes "
         "(in $1,000), and the dice each colour has there: the count on a box of that colour, "
         "each colour always in its place, white last. Your roll is below: arrows choose, A "
         "places, B asks for a hint."),
    )),
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
        ("Royale: tiles on screen", "By a casino's die: its tile's code, A1 to H2, as printed on "
         "the tile; each tile's rules page starts with it. Under the cards, in gold, what the "
         "tile holds now: the Jackpot's value, Fifty Fifty's space and last total (3@7), who "
         "holds High Five, Power Play or Prime Time (a colour's first three letters), No Entry's "
         "track, the dice in Knockout's bar, the blank dice left for Block It and Handicarp, "
         "Double Down's dice, Nice Dice's numbers taken (4/6), My Choice's gold space, and "
         "once guessed, how many tokens Lucky Punch hid (hid 2)."),
    )),
    ("las_vegan", (
        ("Las Vegan: goal", "Trick-taking over up to 4 rounds. Everyone starts with 15 cabbages; "
         "the most cabbages at the end wins. The game ends early when someone has none."),
        ("Las Vegan: tricks", "Follow the colour led if you can. The highest card of the led "
         "colour wins, unless a 0 of another colour was played: the last such 0 takes the trick."),
        ("Las Vegan: machines", "Three cabbage machines (plus the golden one) are out each round. "
         "Taking a trick with a 7 lets you place a casino token on a machine, one per 7. At the "
         "round's end each machine pays or costs its token value per matching colour set or "
         "card; the golden token hits the fewest (MIN) or most (MAX) tricks."),
        ("Las Vegan: 2 players", "You play against the Bank: it has a display of 3 cards, and "
         "the trick's leader plays one of them for it. After the Bank wins a trick, both "
         "players pick a card in secret and reveal them together."),
        ("Las Vegan: on screen", "Top line: each player's letter, " + CABBAGE + " cabbages and "
         + CARD + " tricks taken: B" + CABBAGE + "15 " + CARD + "1 is Blue with 15 cabbages and 1 "
         "trick; with 2 players, the Bank's tricks. The player to move is on a box of their "
         "colour. Below, the machines, a panel each: 2s pays per 2 taken, R set per set of "
         "three red (R red, P purple, G green, B blue), each followed by its tokens (+1, -2); "
         "gold is the golden machine, its token and MIN or MAX. The "
         "trick is in the middle (the Bank's display on the right, its draw pile's cards under "
         "it), your hand at the bottom: the cards you may play stand up, the others are dimmed. "
         "Arrows choose, A plays, B asks for a hint."),
    )),
    ("knizia", (
        ("VEGAS: goal", "Win the gold chips of the 14 tables along Mary Chip's track. A table "
         "is scored when Mary Chip reaches it or when all its spaces are covered: the most "
         "counters wins its chip."),
        ("VEGAS: a turn", "Either move your pawn to another open table (that is the whole "
         "turn), or play at your table: you may first play one card, then roll the gold die "
         "and place a counter on a free space of that number, or replace a counter there."),
        ("VEGAS: cards", "Good Luck 1-6: place a counter on that number. Front-man: place a "
         "counter at another table. Mary Chip card: move Mary Chip on. Each card is used once. "
         "Rolling a 1 also moves Mary Chip."),
        ("VEGAS: advanced", "Replacing another player's counter starts a duel: both choose 1-3 "
         "hearts in secret; the result decides which counter stays."),
        ("VEGAS: on screen", "Top line: each player's letter, " + COUNTER + " counters left and "
         + CHIP + " gold won: B" + COUNTER + "20 " + CHIP + "12 is Blue with 20 counters and 12 "
         "gold. The player to move is on a box of "
         "their colour. Below, Mary Chip's track: 14 tables, each its number and under it its "
         "worth in gold, the pawns under them, M where Mary Chip stands; a won table takes its "
         "winner's colour. Then the table in focus with its spaces and counters, and your "
         "cards: Luck, the Good Luck numbers you hold; Front, Front-men; Mary, the Mary Chip "
         "card; Die, the number rolled this turn; T8 Blue $6, the table scored last, its "
         "winner and its chip (chip gone: no counters there); Duel, the last duel's letters "
         "and totals. Arrows choose, A plays, B asks for a hint."),
    )),
)
