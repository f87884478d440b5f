"""Royale's tiles at the table: the question each tile asks (a dialog's title), what its answer
does (the prompt under the dialog), and a tile's state in a few characters. Only the game with
tiles loads it (ui.royale.board)."""

from ui import gfx
from vegas.royale.data import (
    BLACK_BOX,
    BLOCK_IT,
    DOUBLE_DOWN,
    FIFTY,
    HANDICARP,
    HIGH_FIVE,
    JACKPOT,
    JACKPOT_TRACK,
    KNOCKOUT,
    LUCKY,
    MY_CHOICE,
    NICE_DICE,
    NO_ENTRY,
    POWER,
    PRIME,
)

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
    "nice dice": "Pays by space: 1c 2c $30k $40k $50k $60k",
    "my choice": "1c, 2c, $30k, a tile, a move, gold.",
    "my choice tile": "That tile acts as if you placed there.",
    "gold space": "The gold space pays $60k at payout.",
    "black box split": "The winner takes one of the piles.",
    "black box pick": "You take the pile you pick.",
}
CURTAIN = (  # the questions asked in secret: a new human gets the pass curtain
    "lucky punch hide", "lucky punch guess", "black box split", "black box pick")


def _initial(session, seat):
    return gfx.seat_name(session, seat)[:3] if seat >= 0 else "-"


def tile_state(session, face, v):
    """A tile's state in a few characters, from the view."""
    if face == JACKPOT:
        return "$%dk" % JACKPOT_TRACK[v["jackpot"]]
    if face == FIFTY:
        pos, last, _ = v["fifty_fifty"]
        return "%d@%d" % (pos, last) if pos else "start"
    if face == HIGH_FIVE:
        return _initial(session, v["high_five"])
    if face == POWER:
        return _initial(session, v["power_play"])
    if face == PRIME:
        return _initial(session, v["prime_time"][0])
    if face == NO_ENTRY:
        return "track%d" % v["no_entry"][1]
    if face == KNOCKOUT:
        return "bar %d" % sum(v["knockout_bar"])
    if face == BLOCK_IT:
        return "".join(str(n) for n in v["block_it"])
    if face == HANDICARP:
        return "".join(str(n) for n in v["handicarp"])
    if face == DOUBLE_DOWN:
        return gfx.count(sum(v["double_down"]), "die", "dice")
    if face == NICE_DICE:
        return "%d/6" % sum(1 for n in v["nice_dice"] if n)
    if face == MY_CHOICE:
        return "gold" + (" " + _initial(session, (v["gold"] - 1) // 2) if v["gold"] else "")
    if face == LUCKY:  # the hidden tokens, told once guessed
        last = v["lucky_last"]
        return "hid %d" % last[0] if last is not None else ""
    if face == BLACK_BOX:
        return "done" if v["black_box_last"] is not None else ""
    return ""
