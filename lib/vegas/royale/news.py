"""Las Vegas Royale news (State.news): the black dice, a Lucky Punch guess, and what a tile paid,
fined or sent to the bar. Rolls and payouts the move log writes from the history itself."""

from vegas.royale.codes import (
    A_CHIP,
    PH_BLACK,
    PH_BOX_PICK,
    PH_BOX_SPLIT,
    PH_DOUBLE,
    PH_FIFTY,
    PH_GOLD,
    PH_HANDI,
    PH_KNOCK,
    PH_LUCKY_GUESS,
    PH_MY_FACE,
    PH_MY_TILE,
    PH_NICE,
    PH_NO_ENTRY,
    PH_OPTION,
    PH_PLACE,
)
from vegas.royale.data import (
    BLACK_BOX,
    DOUBLE_DOWN,
    FIFTY,
    HANDICARP,
    JACKPOT,
    JACKPOT_TRACK,
    KNOCKOUT,
    LUCKY,
    MY_CHOICE,
    NICE_DICE,
    NO_ENTRY,
)
from vegas.royale.text import FACE_NAMES, reward_text

# The tile whose question each decision phase asks (what a reward during it comes from).
_PHASE_FACE = {PH_LUCKY_GUESS: LUCKY, PH_FIFTY: FIFTY, PH_NO_ENTRY: NO_ENTRY, PH_KNOCK: KNOCKOUT,
               PH_HANDI: HANDICARP, PH_OPTION: HANDICARP, PH_DOUBLE: DOUBLE_DOWN, PH_NICE: NICE_DICE,
               PH_MY_FACE: MY_CHOICE, PH_MY_TILE: MY_CHOICE, PH_GOLD: MY_CHOICE, PH_BOX_SPLIT: BLACK_BOX,
               PH_BOX_PICK: BLACK_BOX}


def mark(s, step):
    if s.phase < PH_BLACK:  # (dealing, rolling: nothing to tell)
        return None
    p = s.num_players
    face = s.face[step] if s.phase == PH_PLACE and step < 6 else _PHASE_FACE.get(s.phase, -1)
    if s.phase == PH_BLACK:
        face = s.black_for
    return (s.phase, s.cur, s.actor, s.round, step, face,
            [s.money(i) for i in range(p)], s.chips[:], s.bar[:], s.jack, s.fifty_pos)


def news(s, m):
    phase, cur, actor, rnd, step, face, money, chips, bar, jack, fifty = m
    out = []
    if phase == PH_BLACK:
        out.append(_black(s, cur, face, step, jack, fifty))
    elif phase == PH_LUCKY_GUESS:
        hid, guess = s.lucky_last
        right = ": right" if hid == guess else ": wrong"
        out.append(("%s guessed " + str(guess) + ", %s hid " + str(hid) + right, (actor, cur), None))
    if s.round != rnd:  # the payout: its own screen shows it
        return out
    cause = " (%s)" % FACE_NAMES[face] if face >= 0 else ""
    if not (phase == PH_PLACE and step == A_CHIP):  # (paying a chip is the move itself)
        for i in range(s.num_players):
            dm, dc = s.money(i) - money[i], s.chips[i] - chips[i]
            if dm > 0:
                out.append(("%s gets $" + str(dm) + "k" + cause, (i,), None))
            elif dm < 0:
                out.append(("%s pays $" + str(-dm) + "k" + cause, (i,), None))
            if dc:
                out.append(("%s gets " + reward_text(dc) + cause if dc > 0 else
                            "%s gives " + reward_text(-dc) + cause, (i,), None))
    for i in range(s.num_players):
        if s.bar[i] > bar[i]:
            n = s.bar[i] - bar[i]
            out.append(("%s: " + ("a die" if n == 1 else "%d dice" % n) + " to the bar" + cause, (i,), None))
    return out


def _black(s, cur, face, step, jack, fifty):
    d1, d2 = step // 6 + 1, step % 6 + 1
    head = "%s throws the black dice: " + "%d and %d" % (d1, d2)
    if face == JACKPOT:
        if s.jack == 0 and (d1 + d2 == 7 or d1 == d2):
            head += ", Jackpot!"
        else:
            head += ", no 7 or double: the Jackpot grows to $%dk" % JACKPOT_TRACK[s.jack]
    elif face == FIFTY:
        head += " (%d)" % (d1 + d2)
        if fifty and not s.fifty_pos:
            head += ": the bet is lost"
    elif face >= 0:
        head += " (%s)" % FACE_NAMES[face]
    return (head, (cur,), None)
