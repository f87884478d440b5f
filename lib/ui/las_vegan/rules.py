"""Las Vegan's rules pages, written by us: reminders for the table (the rulebook is the
authority), its screen's page last (the legend)."""

from ui.icons import CABBAGE, CARD, TOKEN

PAGES = (
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
         "colour. Below, the machines: 2s pays per 2 taken, R set per set of three red (R red, "
         "P purple, G green, B blue), each followed by its tokens (" + TOKEN + "+1); gold is the "
         "golden machine, its token and MIN or MAX. A card shows its colour's shape: heart red, "
         "diamond purple, round green, triangle blue. The trick is in the middle (the Bank's "
         "display on the right, its draw pile's cards under it), your hand at the bottom: the "
         "cards you may play stand up, the others are dimmed. A trick taken goes to its taker. "
         "Arrows choose, A plays, B asks for a hint."),
    )),
)
