"""Las Vegas's rules pages, written by us: reminders for the table (the rulebook is the
authority), its screen's page last (the legend)."""

from ui.icons import DIE, NOTE

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
)
