"""Las Vegan determinization: deal the cards a seat cannot see anew, consistent with its view.

What a seat cannot see: the other hands, a secret card chosen before the reveal, the draw
pile and the 3-player face-down card. A player who did not follow the led colour this round
is known to have none of it, and a secret card off the led colour means its owner has none
either; the new deal respects that when it can (a few random deals, then any deal).
(vegas.las_vegan.determinize draws through draw(), remembering the last draw.)
"""

from vegas.las_vegan.codes import L_DECK, L_FACEDOWN, L_HAND, L_TRICK, PH_SECRET
from vegas.las_vegan.data import CARDS

_TRIES = 12
secret_drawn = [-1, 0]  # draw()'s secret card: its index in the trick (-1: none), the card


def _voids(s, seat, secret):
    """Per seat, a bitmask of the suits it is known to lack (it did not follow them)."""
    void = [0] * (s.num_players + 1)
    record = s.played  # the round's tricks (las_vegan_rules.trick_record)
    i = 0
    while i < len(record):
        k = record[i]
        led = record[i + 2] // 10
        for j in range(i + 3, i + 2 * k, 2):
            c = record[j + 1]
            if c // 10 != led and record[j] != seat:
                void[record[j]] |= 1 << led
        i += 2 * k + 2
    cards = s.trick_cards  # the current trick, without a card `seat` has not seen
    for j in range(1, len(cards)):
        if j != secret and cards[j] // 10 != cards[0] // 10 and s.trick_seats[j] != seat:
            void[s.trick_seats[j]] |= 1 << (cards[0] // 10)
    return void


def draw(state, seat, rng, into=None):
    """A state `seat` cannot tell from `state`, with no history (into: a state to overwrite)."""
    secret_drawn[0] = -1
    s = state.clone(False, into)
    loc = s.loc
    n = s.num_players
    secret = -1  # index in the trick of a card `seat` has not seen yet
    if s.phase == PH_SECRET:
        for i in range(1, len(s.trick_cards)):
            if s.trick_seats[i] != seat:
                secret = i
    unseen = [c for c in range(CARDS) if loc[c] == L_DECK or loc[c] == L_FACEDOWN
              or (L_HAND <= loc[c] < L_HAND + n and loc[c] != L_HAND + seat)]
    slots = [loc[c] for c in unseen]  # the same places, dealt anew
    void = _voids(s, seat, secret)
    if secret >= 0:
        unseen.append(s.trick_cards[secret])
        unseen.sort()  # only what `seat` knows decides the new deal, not where cards were
        owner, led = s.trick_seats[secret], s.trick_cards[0] // 10
        # the secret card: one its owner could have chosen
        allowed = [c for c in unseen if not void[owner] >> (c // 10) & 1] or unseen
        c = allowed[rng.randbelow(len(allowed))]
        unseen.remove(c)
        s.trick_cards[secret] = c
        secret_drawn[0], secret_drawn[1] = secret, c
        loc[c] = L_TRICK
        if c // 10 != led:  # off the led colour: its owner has none of it
            void[owner] |= 1 << led
    slots.sort()
    deal = None
    for _ in range(_TRIES):
        deal = _deal(unseen, slots, void, rng)
        if deal:
            break
    if not deal:  # the known voids cannot all be kept: any deal
        rng.shuffle(unseen)
        deal = unseen
    for i in range(len(slots)):
        loc[deal[i]] = slots[i]
    return s


def _deal(cards, slots, void, rng):
    """Cards in the order of `slots` with no one dealt a colour they lack, or None (dead end)."""
    cards = cards[:]
    rng.shuffle(cards)
    lacking = [sum(1 for v in void if v >> suit & 1) for suit in range(4)]
    cards = [c for k in (4, 3, 2, 1, 0) for c in cards if lacking[c // 10] == k]  # hardest first
    order = list(range(len(slots)))
    rng.shuffle(order)
    out = [0] * len(slots)
    for c in cards:
        for j in range(len(order)):
            where = slots[order[j]]
            if where == L_DECK or where == L_FACEDOWN or not void[where - L_HAND] >> (c // 10) & 1:
                out[order.pop(j)] = c
                break
        else:
            return None
    return out
