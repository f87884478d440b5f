"""Las Vegas texts and player views, apart from the rules."""

from vegas.dice import decode_roll
from vegas.las_vegas.codes import PH_DEAL, PH_PLACE, PH_ROLL, PH_WHITE
from vegas.las_vegas.data import CASINOS, NOTE_VALUES

# The phases' names (the state's `phase` indexes them): texts only, so a game of bots
# never loads them.
PHASE_NAMES = ("deal", "white", "roll", "place", "over")


def action_text(s, a):
    ph = s.phase
    if ph == PH_DEAL:
        return "draw $%dk" % NOTE_VALUES[a] if 0 <= a < 9 else "?"
    if ph in (PH_WHITE, PH_ROLL):
        c = decode_roll(a, *s.dice_to_roll())
        if c is None:
            return "?"
        own = " ".join(str(f + 1) for f in range(6) for _ in range(c[f]))
        white = " ".join(str(f + 1) for f in range(6) for _ in range(c[6 + f]))
        return "roll " + own + (" | white " + white if white else "")
    if 0 <= a < 6 and ph == PH_PLACE:
        n, w = s.roll[a], s.roll[6 + a]
        text = "%d on casino %d" % (n + w, a + 1) if n else "casino %d" % (a + 1)
        if w:
            text += " (%d white)" % w
        return text
    return "?"


def view(s, player):
    """Everything is public in Las Vegas (won money lies face down, but every player saw it paid)."""
    p = s.num_players
    return {
        "game_id": s.game_id,
        "player": player,
        "to_move": s.to_move(),
        "phase": PHASE_NAMES[s.phase],
        "round": s.round,
        "start_player": s.start,
        "current": s.cur,
        "casino_notes": [tuple(n) for n in s.notes],
        "casino_dice": [tuple(s.dice[c * (p + 1):(c + 1) * (p + 1)]) for c in range(CASINOS)],
        "own_left": tuple(s.own_left),
        "white_left": tuple(s.white_left),
        "roll": tuple(s.roll) if s.phase == PH_PLACE else None,
        "money": tuple(s.money),
        "notes_won": tuple(s.notes_won),
        "pile": tuple(s.pile),
        "under_pile": tuple(s.under),
        "payouts": tuple(s.payouts),
        "paid_dice": tuple(s.paid_dice),  # the last payout's dice per casino (counts())
    }


def result_note(s):
    """How the winner was decided: the banknote tie-break when money ties at the top."""
    top = max(s.money)
    if s.money.count(top) < 2:
        return ""
    w = s.winners()
    if len(w) == 1:
        return "Tie on money: the most banknotes (%d) wins." % s.notes_won[w[0]]
    return "Tie on money and on banknotes: the win is shared."
