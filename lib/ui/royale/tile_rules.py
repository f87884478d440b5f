"""The rules pages of Royale's sixteen tiles, what each does and pays, and how the table shows
them: the Royale game's pages after ui.royale.rules'."""

PAGES = (
    ("royale", (
        ("A1 Lucky Punch", "Hide 1, 2 or 3 tokens in secret; your left neighbour guesses how "
         "many. A wrong guess pays you: 1 token 2 chips, 2 tokens $30k, 3 tokens $40k. A right "
         "guess pays nothing."),
        ("A2 Jackpot", "Roll the two black dice. A 7 or a double wins the Jackpot and sets it "
         "back to $30k; anything else raises it $10k, to $80k at most."),
        ("B1 Prime Time", "At payout, this casino's winner rolls the two black dice and may add "
         "neither, one or both to the casinos of their numbers, counting as their own dice."),
        ("B2 Fifty Fifty", "Roll the two black dice; the counter steps on. Stop and take what is "
         "under it (nothing, 1 chip, $30k, $40k, $50k, $60k), or bet the next total is higher or "
         "lower and roll: win and choose again; lose, or roll the same total, and get nothing."),
        ("C1 High Five", "The player whose fifth die lands here (3 dice and the Biggy count) "
         "takes the token: $100k at payout."),
        ("C2 Bad Luck", "At payout, whoever has the fewest dice here (none counts) pays $50k to "
         "the bank, or all they have if less (chips at $10k)."),
        ("D1 Pay Day", "$10k for each casino holding a die of yours, this one included; $10k or "
         "$20k come as 1 or 2 chips."),
        ("D2 Power Play", "Alone with the most dice here, take the token. On your next turn you "
         "may pass: turn one of your dice to any number and place it there. The token goes back "
         "when no one has a clear majority."),
        ("E1 No Entry!", "Close another casino with the token: no dice in or out. The counter "
         "steps on and pays: nothing, 1 chip, $30k, nothing, $40k, $50k, $60k (it stays on the "
         "last). The next to act here may move the token and be paid, or leave both."),
        ("E2 Knockout", "Each opponent puts one of their dice left in the bar (2 each at most; "
         "the Biggy counts as one) and you take yours back. Dice in the bar do not count."),
        ("F1 Block It!", "Put a cluster of blank dice (1, 1, 2, 2 or 3) in any casino. Blank dice "
         "play as an imaginary player at payout. Pays nothing itself."),
        ("F2 Handicarp", "Move a blank die from a casino onto a picture here: 1 chip (2 "
         "pictures), $30k (3), or (4) turn one of your dice to any number and place it, or take "
         "one back. Blank dice play as an imaginary player."),
        ("G1 Black Box", "At payout, the winner's left neighbour splits the six tokens (2 chips, "
         "nothing, $40k, $60k, $80k, $100k) face down, 3+3, 4+2 or 5+1; the winner takes a pile."),
        ("G2 Double Down", "Move any of your dice here onto the tile. At payout it pays like a "
         "casino: $60k to the most dice, $30k to the next."),
        ("H1 Nice Dice", "Put a die you just rolled or placed here on the tile's space of its "
         "number (one already there goes to its casino). At payout each pays by its space: 1 "
         "chip, 2 chips, $30k, $40k, $50k, $60k."),
        ("H2 My Choice", "Roll the two black dice and use one: 1 chip, 2 chips, $30k, activate "
         "another tile, turn a die and place it or take one back, or a die on the gold space "
         "($60k at payout)."),
        ("Royale: tiles on screen", "A tile is beside its casino's die, its name's initials on it, its "
         "state below the cards: the Jackpot's value, the Fifty Fifty step and last total, who holds High "
         "Five or Power Play, the Knockout bar, blank dice left. A tile's question opens a small dialog: "
         "up and down choose, A answers. Secret choices are hidden from the other players."),
    )),
)
