"""Las Vegan texts and player views (what each seat may see), apart from the rules."""

from vegas.las_vegan.codes import (
    A_GOLD_MAX,
    A_GOLD_MIN,
    A_PILE,
    A_TOKEN,
    GOLDEN,
    L_DECK,
    L_DISPLAY,
    L_HAND,
    L_TAKEN,
    PH_BANK,
    PH_DEAL,
    PH_DRAW,
    PH_MACHINE,
    PH_SECRET,
    PH_THROW,
    PH_TOKEN,
)
from vegas.las_vegan.data import CARDS, MACHINE_SUIT, MACHINES, SUIT_NAMES
from vegas.las_vegan.scoring import token_value

# The phases' names (the state's `phase` indexes them): texts only, so a game of bots
# never loads them.
PHASE_NAMES = ("machine", "throw", "deal", "draw", "play", "bank", "secret", "token", "over")


def card_text(c):
    """ "purple 2": the suit in lower case, as the rulebook writes it (seats are "Purple")."""
    return "%s %d" % (SUIT_NAMES[c // 10].lower(), c % 10)


def machine_text(m):
    kind, what = MACHINES[m]
    return "%s sets" % SUIT_NAMES[what].lower() if kind == MACHINE_SUIT else "%ds" % what


def action_text(s, a):
    ph = s.phase
    if ph == PH_MACHINE:
        return "machine: " + machine_text(a) if 0 <= a < len(MACHINES) else "?"
    if ph == PH_THROW:
        if not 0 <= a < 32:
            return "?"
        return "tokens %s | golden %d" % (
            " ".join("%+d" % token_value(t, a) for t in range(4)), token_value(GOLDEN, a))
    if not 0 <= a <= A_GOLD_MAX:
        return "?"
    if ph == PH_DEAL or ph == PH_DRAW:
        return "turn up " + card_text(a) if a < CARDS else "?"
    if ph == PH_BANK:
        return "Bank: top of the pile" if a == A_PILE else "Bank: " + card_text(a)
    if ph == PH_TOKEN:
        if a >= A_GOLD_MIN:
            return "golden %d on %s" % (token_value(GOLDEN, s.throw), ("MIN", "MAX")[a - A_GOLD_MIN])
        if a < A_TOKEN:
            return "?"
        t, slot = divmod(a - A_TOKEN, 3)
        return "%+d on %s" % (token_value(t, s.throw), machine_text(s.machines[slot]))
    return card_text(a) if a < CARDS else "?"


def tricks(record):
    """Tricks recorded in bytes (las_vegan_rules.trick_record; a view's "played") as
    (((seat, card), ...), winner) each."""
    out = []
    i = 0
    while i < len(record):
        k = record[i]
        plays = tuple((record[i + 2 * j + 1], record[i + 2 * j + 2]) for j in range(k))
        out.append((plays, record[i + 2 * k + 1]))
        i += 2 * k + 2
    return tuple(out)


def view(s, player):
    """What `player` sees: own hand, every card played and taken, the tokens; not the
    other hands, the face-down card, the pile, or a secret card before the reveal."""
    n = s.num_players
    loc = s.loc
    trick = []
    for i in range(len(s.trick_cards)):
        seat, card = s.trick_seats[i], s.trick_cards[i]
        if s.phase == PH_SECRET and i > 0 and seat != player:
            card = -1  # chosen secretly, not yet revealed
        trick.append((seat, card))
    seats = n + 1 if n == 2 else n
    thrown = s.phase > PH_THROW
    return {
        "game_id": s.game_id,
        "player": player,
        "to_move": s.to_move(),
        "phase": PHASE_NAMES[s.phase],
        "round": s.round,
        "starter": s.starter,
        "leader": s.leader,
        "cabbages": tuple(s.cabbages),
        "hand": tuple(c for c in range(CARDS) if loc[c] == L_HAND + player),
        "hand_sizes": tuple(sum(1 for c in range(CARDS) if loc[c] == L_HAND + s) for s in range(n)),
        "display": tuple(c for c in range(CARDS) if loc[c] == L_DISPLAY),
        "pile_size": sum(1 for c in range(CARDS) if loc[c] == L_DECK) if n == 2 else 0,
        "machines": tuple(s.machines),
        "machines_left": tuple(m for m in range(len(MACHINES)) if s.machine_left[m]),
        "tokens": tuple(token_value(t, s.throw) for t in range(5)) if thrown else None,
        "token_at": tuple(s.token_at),
        "trick": tuple(trick),
        "tricks": tuple(s.tricks[:seats]),
        "taken": tuple(tuple(c for c in range(CARDS) if loc[c] == L_TAKEN + s) for s in range(seats)),
        "last_trick": tricks(s.last_trick)[0] if s.last_trick else (),
        "played": bytes(s.played),  # the round's tricks as recorded (tricks() reads them)
        "sevens_to_place": s.sevens,
        "changes": tuple(s.changes),
        "scored": s.scored,  # the last round's scoring: (machine or -1 MIN / -2 MAX, token, change per seat)
    }
