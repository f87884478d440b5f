"""Las Vegas Royale texts and player views, apart from the rules."""

from vegas.dice import decode_roll
from vegas.royale.codes import (
    A_CHIP,
    A_POWER,
    A_STUCK,
    HANDI_NONE,
    OPTION_RETURN,
    PH_BLACK,
    PH_BLOCK,
    PH_BOX_PICK,
    PH_BOX_SPLIT,
    PH_CARD,
    PH_DOUBLE,
    PH_FIFTY,
    PH_GOLD,
    PH_HANDI,
    PH_KNOCK,
    PH_LUCKY_GUESS,
    PH_LUCKY_HIDE,
    PH_MY_FACE,
    PH_MY_TILE,
    PH_NICE,
    PH_NO_ENTRY,
    PH_OPTION,
    PH_PLACE,
    PH_POWER,
    PH_PRIME,
    PH_TILE,
)
from vegas.royale.data import BLACK_BOX_TOKENS, CARD_VALUES, FIFTY_TRACK, HANDICARP_REWARDS, MY_CHOICE_REWARDS
from vegas.royale.dice import ones

# The phases' names (the state's `phase` indexes them): texts only, so a game of bots
# never loads them.
PHASE_NAMES = (
    "tile", "card", "neutral", "roll", "black dice", "over", "place", "power play",
    "lucky punch hide", "lucky punch guess", "fifty fifty", "prime time", "no entry",
    "knockout", "block it", "handicarp", "option", "double down", "nice dice",
    "my choice", "my choice tile", "gold space", "black box split", "black box pick", "run",
)
# The names and printed codes of the 16 tile faces (royale_data numbers them) - sourced.
FACE_NAMES = (
    "Lucky Punch", "Jackpot", "Prime Time", "Fifty Fifty", "High Five", "Bad Luck",
    "Pay Day", "Power Play", "No Entry!", "Knockout", "Block It!", "Handicarp",
    "Black Box", "Double Down", "Nice Dice", "My Choice",
)
FACE_CODES = ("A1", "A2", "B1", "B2", "C1", "C2", "D1", "D2",
              "E1", "E2", "F1", "F2", "G1", "G2", "H1", "H2")


def reward_text(r):
    if r == 0:
        return "nothing"
    if r < 10:
        return "%d chip%s" % (r, "" if r == 1 else "s")
    return "$%dk" % r


def face_text(face):
    return "%s %s" % (FACE_CODES[face], FACE_NAMES[face]) if face >= 0 else "no tile"


def _die(kind):
    return "the Biggy" if kind else "a die"


def _tokens(mask):
    return ", ".join(reward_text(BLACK_BOX_TOKENS[i]) for i in range(6) if mask >> i & 1)


_MY_FACES = ("activate another tile", "turn a die, or take one back", "the gold space")


def action_text(s, a):
    ph = s.phase
    if ph == PH_TILE:
        return "casino %d gets %s" % (s.tile_i + 1, face_text(a)) if 0 <= a < 16 else "?"
    if ph == PH_CARD:
        return "draw $%dk" % CARD_VALUES[a] if 0 <= a < 8 else "?"
    if ph == PH_BLACK:
        return "black dice %d and %d" % (a // 6 + 1, a % 6 + 1) if 0 <= a < 36 else "?"
    if ph < PH_BLACK:  # a roll
        n, b = s.dice_to_roll()
        c = decode_roll(a, n, b)
        if c is None:
            return "?"
        text = "roll " + " ".join(str(f + 1) for f in range(6) for _ in range(c[f]))
        return text + "".join(" | Biggy %d" % (f + 1) for f in range(6) if c[6 + f])
    return _decision_text(s, ph, a)


def _decision_text(s, ph, a):
    if ph == PH_PLACE:
        if a < 6:
            n, b = s.roll[a], s.roll[6 + a]
            what = "%d dice" % n if n > 1 else "1 die" if n else ""
            if b:
                what += " + Biggy" if n else "Biggy"
            return "%s on casino %d" % (what, a + 1)
        return {A_CHIP: "pay a chip to pass", A_POWER: "Power Play: pass, turn a die and place it",
                A_STUCK: "every rolled casino is closed: pass"}.get(a, "?")
    if ph == PH_POWER or (ph == PH_OPTION and a < OPTION_RETURN):
        return "turn %s to %d, into casino %d" % (_die(a // 6), a % 6 + 1, a % 6 + 1)
    if ph == PH_OPTION:
        c, k = (a - OPTION_RETURN) // 2, a % 2
        return "take %s back from casino %d" % (_die(k), c + 1)
    if ph == PH_LUCKY_HIDE:
        return "hide %d token%s" % (a + 1, "" if a == 0 else "s")
    if ph == PH_LUCKY_GUESS:
        return "guess %d token%s" % (a + 1, "" if a == 0 else "s")
    if ph == PH_FIFTY:
        return ("stop and take " + reward_text(FIFTY_TRACK[s.fifty_pos - 1]),
                "bet higher than %d" % s.fifty_last, "bet lower than %d" % s.fifty_last)[a]
    if ph == PH_PRIME:
        d1, d2 = s.black_at // 6 + 1, s.black_at % 6 + 1
        return ("place no black die", "a black die on casino %d" % d1, "a black die on casino %d" % d2,
                "black dice on casinos %d and %d" % (d1, d2))[a]
    if ph == PH_NO_ENTRY:
        return "close casino %d" % (a + 1) if a < 6 else "leave the No Entry token"
    return _tile_text(s, ph, a)


def _tile_text(s, ph, a):
    """The texts of the tiles' own decisions."""
    if ph == PH_KNOCK:
        return "%s to the bar" % _die(a)
    if ph == PH_BLOCK:
        n = a // 6 + 1
        return "%d blank %s to casino %d" % (n, "die" if n == 1 else "dice", a % 6 + 1)
    if ph == PH_HANDI:
        if a == HANDI_NONE:
            return "take no blank die"
        k = a % 3
        return "blank die from casino %d for %s" % (
            a // 3 + 1, reward_text(HANDICARP_REWARDS[k]) if k < 2 else "an option")
    if ph == PH_DOUBLE:
        k, j = a // 2, a % 2
        if not a:
            return "move no dice to the tile"
        what = ("1 die" if k == 1 else "%d dice" % k) if k else ""
        if j:
            what += " + Biggy" if k else "the Biggy"
        return "move %s to the tile" % what
    if ph == PH_NICE:
        if not a:
            return "keep the dice"
        return "%s showing %d to the tile" % (_die((a - 1) // 6), (a - 1) % 6 + 1)
    if ph == PH_MY_FACE:
        return "use %d: %s" % (a + 1, "+" + reward_text(MY_CHOICE_REWARDS[a]) if a < 3 else _MY_FACES[a - 3])
    if ph == PH_MY_TILE:
        return "activate casino %d (%s)" % (a + 1, face_text(s.face[a]))
    if ph == PH_GOLD:
        return "%s to the gold space" % _die(a)
    if ph == PH_BOX_SPLIT:
        return "piles: %s | %s" % (_tokens(a), _tokens(63 ^ a))
    if ph == PH_BOX_PICK:
        n = ones(s.box_mask)
        return "the %s pile (%d tokens)" % (("left", "right")[a], n if a == 0 else 6 - n)
    return "?"


def view(s, player):
    """What `player` sees: everything but the Lucky Punch tokens in the hider's fist and the
    Black Box piles (only their sizes) until the rules reveal them."""
    p = s.num_players
    w = p + 2
    ph = s.phase
    splitter = (s.box_winner + 1) % p
    return {
        "game_id": s.game_id,
        "player": player,
        "to_move": s.to_move(),
        "phase": PHASE_NAMES[ph],
        "round": s.round,
        "start_player": s.start,
        "current": s.cur,
        "actor": s.actor,
        "tiles": tuple(s.face),
        "casino_notes": tuple(tuple(n) for n in s.notes),
        "casino_dice": tuple(tuple(s.dice[c * w:(c + 1) * w]) for c in range(6)),
        "biggy_at": tuple(s.big_at),
        "supply": tuple(s.left),
        "roll": tuple(s.roll) if ph == PH_PLACE else None,
        "chips": tuple(s.chips),
        "cards_won": tuple(tuple(s.hands[i * 8:i * 8 + 8]) for i in range(p)),
        "bank": tuple(s.bank),
        "pile": tuple(s.pile),
        "set_aside": tuple(s.reserve),
        "under_pile": tuple(s.under),
        "deal": tuple(s.deal) if ph == PH_CARD else (),
        "black_dice": (s.black_at // 6 + 1, s.black_at % 6 + 1) if ph in (PH_PRIME, PH_MY_FACE) else None,
        "prime_time": (s.black_owner, tuple(s.black)),
        "jackpot": s.jack,
        "fifty_fifty": (s.fifty_pos, s.fifty_last, s.fifty_bet),
        "high_five": s.hf_holder,
        "power_play": s.pp_holder,
        "no_entry": (s.ne_at, s.ne_pos),
        "knockout_bar": tuple(s.bar),
        "block_it": tuple(s.clusters),
        "handicarp": tuple(s.pics),
        "double_down": tuple(s.dd),
        "nice_dice": tuple(s.nice),
        "gold": s.gold,
        "lucky_punch": s.lucky if ph == PH_LUCKY_GUESS and player == s.cur else None,
        "lucky_last": s.lucky_last,
        "black_box": (s.box_winner, s.box_mask if player == splitter else ones(s.box_mask))
        if ph == PH_BOX_PICK else None,
        "black_box_last": s.box_last,
        "bad_luck": tuple(s.payers),
        "payouts": tuple(s.payouts),  # cards (casino, seat, value); tile rewards (casino, seat, reward, face)
        "paid_dice": tuple(s.paid_dice),  # the last payout's dice per casino (counts())
        "paid_tiles": tuple(s.paid_faces),  # the last payout's round's tiles
    }


def result_note(s):
    """How the winner was decided: most cards plus chips when money ties at the top."""
    sc = s.scores()
    top = max(sc)
    if sc.count(top) < 2:
        return ""
    w = s.winners()
    if len(w) == 1:
        return "Tie on money: the most cards and chips (%d) wins." % (s.cards(w[0]) + s.chips[w[0]])
    return "Tie on money and on cards plus chips: the win is shared."
