"""VEGAS's rules pages, written by us: reminders for the table (the rulebook is the authority),
its screen's page last (the legend)."""

from ui.icons import CHIP, COUNTER

PAGES = (
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
         "worth in gold, the pawns under them, Mary Chip (the gold figure) under hers; a won table takes its "
         "winner's colour. Then the table in focus with its spaces and counters, and your "
         "cards: Luck, the Good Luck numbers you hold; Front, Front-men; Mary, the Mary Chip "
         "card; Die, the number rolled this turn (the gold die right of the table's name, "
         "tumbling while it is rolled); T8 Blue $6, the table scored last, its "
         "winner and its chip (chip gone: no counters there); Duel, the last duel's letters "
         "and totals. Arrows choose, A plays, B asks for a hint."),
    )),
)
