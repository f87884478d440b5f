"""Las Vegan tricks: who takes a trick, and a taken trick's record."""


def trick_winner(seats, cards, simultaneous, bank):
    """Seat taking the trick: the last 0 of another suit than the led one, else the
    highest card of the led suit. `simultaneous`: the Bank led and both players revealed
    together, so two off-suit 0s have no last one: the Bank takes the trick."""
    led = cards[0] // 10
    zeros = [seats[i] for i in range(1, len(cards)) if cards[i] % 10 == 0 and cards[i] // 10 != led]
    if zeros:
        if simultaneous and len(zeros) > 1:
            return bank
        return zeros[-1]
    best = 0
    for i in range(1, len(cards)):
        if cards[i] // 10 == led and cards[i] > cards[best]:
            best = i
    return seats[best]


def trick_record(seats, cards, winner):
    """A taken trick in bytes, as a state's `played` keeps them: k plays, then seat and card
    per play, then the winner (a few bytes where tuples of tuples took a few hundred)."""
    k = len(cards)
    record = bytearray(2 * k + 2)
    record[0] = k
    for i in range(k):
        record[2 * i + 1] = seats[i]
        record[2 * i + 2] = cards[i]
    record[2 * k + 1] = winner
    return record
