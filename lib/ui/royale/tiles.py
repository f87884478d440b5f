"""Royale's tiles at the table: the question each tile asks (a dialog's title), what its answer
does (the prompt under the dialog), and each tile's state (a mark in its casino's column, words
on the prompt). Only the game with tiles loads it (ui.royale.board)."""

from ui import gfx, icons
from vegas.royale.data import (
    BLACK_BOX,
    BLACK_BOX_TOKENS,
    BLOCK_IT,
    DOUBLE_DOWN,
    FIFTY,
    FIFTY_TRACK,
    HANDICARP,
    HIGH_FIVE,
    JACKPOT,
    JACKPOT_TRACK,
    KNOCKOUT,
    LUCKY,
    MY_CHOICE,
    NICE_DICE,
    NO_ENTRY,
    NO_ENTRY_TRACK,
    POWER,
    PRIME,
)
from vegas.royale.text import reward_text

# The question each decision phase asks, by the engine's phase name (UI text, not rules).
DIALOGS = {
    "power play": "Power Play: turn which die?",
    "lucky punch hide": "Lucky Punch: hide tokens (secret)",
    "lucky punch guess": "Lucky Punch: guess the tokens",
    "fifty fifty": "Fifty Fifty: stop or bet?",
    "prime time": "Prime Time: black dice?",
    "no entry": "No Entry: close a casino?",
    "knockout": "Knockout: a die to the bar",
    "block it": "Block It: blank dice where?",
    "handicarp": "Handicarp: take a blank die?",
    "option": "Place a turned die, or take one back",
    "double down": "Double Down: dice to the tile?",
    "nice dice": "Nice Dice: a die to the tile?",
    "my choice": "My Choice: use which black die?",
    "my choice tile": "My Choice: activate which tile?",
    "gold space": "My Choice: a die to the gold space",
    "black box split": "Black Box: split the tokens (secret)",
    "black box pick": "Black Box: pick a pile",
}
# What each question's answer does, under the dialog (the tile's whole rule: the legend, B held).
HINTS = {
    "power play": "Turn one of your dice, place it there.",
    "lucky punch hide": "A wrong guess pays you: 2c, $30k, $40k.",
    "lucky punch guess": "Guess right, and they get nothing.",
    "fifty fifty": "Stop: take what is under the counter.",
    "prime time": "Black dice count as your own dice.",
    "no entry": "Closed: no dice in or out. Track pays.",
    "knockout": "Your die waits in the bar this round.",
    "block it": "Blank dice play as an imaginary player.",
    "handicarp": "1 chip (2 pics), $30k (3), a move (4).",
    "option": "Turn a die to any number, or take back.",
    "double down": "At payout: $60k most dice, $30k next.",
    "nice dice": "By its space: 1c 2c $30k $40k $50k $60k",
    "my choice": "1c, 2c, $30k, a tile, a move, gold.",
    "my choice tile": "That tile acts as if you placed there.",
    "gold space": "The gold space pays $60k at payout.",
    "black box split": "The winner takes one of the piles.",
    "black box pick": "You take the pile you pick.",
}
CURTAIN = (  # the questions asked in secret: a new human gets the pass curtain
    "lucky punch hide", "lucky punch guess", "black box split", "black box pick")


def _who(session, seat, none="nobody"):
    return gfx.seat_name(session, seat) if seat >= 0 else none


def _pay(r):
    """A reward in at most 4 characters: $0, 1 chip (its glyph), $30k."""
    return "$0" if r == 0 else ("%d" % r + icons.CHIP if r < 10 else "$%dk" % r)


def split_text(mask):
    """A Black Box split in few characters: each pile's tokens, "$40k | 2c $0 $60k $80k $100k"."""
    piles = ([], [])
    for i, token in enumerate(BLACK_BOX_TOKENS):
        piles[not mask >> i & 1].append(_pay(token))
    return "%s | %s" % (" ".join(piles[0]), " ".join(piles[1]))


def tile_state(session, face, v):
    """A tile's state from the view: (a mark of at most 6 characters for its casino's column, a
    few words for the prompt line after the tile's name; "" where the tile has none)."""
    if face == JACKPOT:
        won = "$%dk" % JACKPOT_TRACK[v["jackpot"]]
        return won, won
    if face == FIFTY:
        pos, last, _ = v["fifty_fifty"]
        if not pos:
            return "start", "start"
        under = FIFTY_TRACK[pos - 1]
        return _pay(under), "on %s, last %d" % (reward_text(under), last)
    if face == HIGH_FIVE or face == POWER:
        seat = v["high_five" if face == HIGH_FIVE else "power_play"]
        return _who(session, seat, "-")[:3], (_who(session, seat) + " holds it") if seat >= 0 else "free"
    if face == PRIME:
        seat = v["prime_time"][0]
        return _who(session, seat, "-")[:3], (_who(session, seat) + "'s black dice") if seat >= 0 else ""
    if face == NO_ENTRY:
        nxt = NO_ENTRY_TRACK[min(v["no_entry"][1], len(NO_ENTRY_TRACK) - 1)]
        return _pay(nxt), "pays " + reward_text(nxt)
    if face in _COUNTED:
        return _counted(face, v)
    if face == MY_CHOICE:
        seat = (v["gold"] - 1) // 2 if v["gold"] else -1
        if seat < 0:
            return "gold", "gold free"
        return "g " + _who(session, seat)[:3], "gold: " + _who(session, seat)
    if face == LUCKY:  # the hidden tokens, told once guessed
        last = v["lucky_last"]
        return ("hid %d" % last[0], "hid %d, guess %d" % last) if last is not None else ("", "")
    if face == BLACK_BOX:
        return ("done", "done") if v["black_box_last"] is not None else ("", "")
    return "", ""


_COUNTED = (KNOCKOUT, BLOCK_IT, HANDICARP, DOUBLE_DOWN, NICE_DICE)


def _counted(face, v):
    """tile_state of a tile whose state is a count: dice in the bar or on the tile, clusters or
    pictures left, spaces taken."""
    if face == KNOCKOUT:
        n = sum(v["knockout_bar"])
        return "bar %d" % n, "%d in bar" % n if n else "bar empty"
    if face == BLOCK_IT:
        n = sum(v["block_it"])
        return "%d left" % n, "%d left" % n
    if face == HANDICARP:
        n = sum(v["handicarp"])
        return "%d pics" % n, "%d pics left" % n
    if face == DOUBLE_DOWN:
        n = sum(v["double_down"])
        return ("none" if n == 0 else gfx.count(n, "die", "dice") if n < 10 else "%d on" % n), "%d on it" % n
    n = sum(1 for k in v["nice_dice"] if k)  # Nice Dice
    return "%d/6" % n, "%d/6 taken" % n
