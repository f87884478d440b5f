"""Las Vegas Royale: a round's set-up (tiles, the money-card deal, the pairs per casino).

Functions over a Royale state `s`; apart from vegas.royale.game so that no module the device
compiles is large.
"""

from vegas.royale.codes import AT_SUPPLY, PH_CARD, PH_NEUTRAL, PH_TILE
from vegas.royale.data import (
    BLOCK_IT_CLUSTERS,
    CARD_VALUES,
    CASINOS,
    DICE,
    HANDICARP,
    HANDICARP_PICTURES,
    HANDICARP_SETUP,
    RESERVE_PAIRS,
)


def start_round(s):
    """Clear the board for a round; then its tiles (Royale) and its money cards are dealt."""
    p = s.num_players
    for arr in (s.dice, s.bar, s.dd, s.nice, s.black, s.roll, s.fresh):
        for i in range(len(arr)):
            arr[i] = 0
    for seat in range(p):
        s.big_at[seat] = AT_SUPPLY
        s.left[seat] = DICE
    s.gold = 0
    s.notes = [[] for _ in range(CASINOS)]
    s.deal = []
    s.tasks = []
    s.payers = []
    s.placed = s.placed_home = -1
    s.jack = s.fifty_pos = s.fifty_last = s.ne_pos = s.lucky = 0
    s.hf_holder = s.pp_holder = s.ne_at = s.black_owner = -1
    s.clusters = bytearray(BLOCK_IT_CLUSTERS)
    s.pics = bytearray(HANDICARP_PICTURES)
    s.face = [-1] * CASINOS
    s.tile_i = s.deal_left = 0
    if s.ntiles:
        if s.faces is None:
            s.phase = PH_TILE
            return
        for i in range(s.ntiles):
            s.face[i] = s.faces[i]
    after_tiles(s)


def open_faces(s):
    """Tile faces still free this round: one face per physical tile."""
    used = [f // 2 for f in s.face if f >= 0]
    return [f for f in range(16) if f // 2 not in used]


def after_tiles(s):
    """The tiles lie: Handicarp's blank dice go on, then the money cards are dealt."""
    if HANDICARP in s.face:
        w = s.num_players + 2
        for c in range(CASINOS):
            s.dice[c * w + w - 1] = HANDICARP_SETUP[c]
    s.deal_left = 2 * CASINOS + (2 * RESERVE_PAIRS if not s.basic and s.round == 0 else 0)
    s.phase = PH_CARD


def card_source(s):
    """Where the next money card comes from: the pile, or in Royale's rounds 2-3 the reserve."""
    return s.reserve if not s.basic and s.round else s.pile


def card(s, v):
    """Deal money card value v: to the casinos in pairs, or (Royale, round 1) to the reserve."""
    card_source(s)[v] -= 1
    if len(s.deal) < 2 * CASINOS:
        s.deal.append(v)
    else:  # Royale, round 1: the 24 cards set aside face down for rounds 2-3
        s.reserve[v] += 1
    s.deal_left -= 1
    if s.deal_left:
        return
    if not s.basic and s.round == 0:  # the rest lies face up: the bank
        s.bank = s.pile
        s.pile = bytearray(8)
    d = s.deal
    pairs = [(CARD_VALUES[d[i]] + CARD_VALUES[d[i + 1]], max(d[i], d[i + 1]), min(d[i], d[i + 1]))
             for i in range(0, 2 * CASINOS, 2)]
    pairs.sort(reverse=True)  # highest total at casino 6; equal totals: the higher card higher
    for i in range(CASINOS):
        s.notes[CASINOS - 1 - i] = [CARD_VALUES[pairs[i][1]], CARD_VALUES[pairs[i][2]]]
    s.deal = []
    if s.neutral:
        s.phase = PH_NEUTRAL
    else:
        s._begin_turns()


def check_faces(faces, ntiles):
    """ValueError unless `faces` (the faces option) is one face per tile, no tile twice."""
    if len(faces) != ntiles:
        raise ValueError("royale option faces needs %d faces (one per tile), got %d" % (ntiles, len(faces)))
    tiles = [f // 2 for f in faces]
    for t in tiles:
        if tiles.count(t) > 1:
            raise ValueError("royale option faces: both faces of tile %s in one round" % "ABCDEFGH"[t])
