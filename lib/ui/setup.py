"""Seat set-up: number of players, each seat human or AI (with its level) and colour, and the
game's own options, read from the engine's option table."""

import vegas
from ui import buttons, gfx
from ui.menu import Menu
from ui.session import KINDS, Session

_KIND_TEXT = ("human", "AI random", "AI easy", "AI normal", "AI hard")
_SET = ("bool", "int", "seat")  # the kinds of option the screen sets


def applies(info, name, players):
    """Whether option `name` means anything with `players` seats (GAMES' option_players)."""
    only = info.get("option_players")
    return not only or only[0] != name or only[1] <= players <= only[2]


def layout(info, players):
    """The screen's rows as (what, arg): Start, Players, each seat's kind and colour, then the
    options that mean anything at `players` seats (key scripts walk these too: tools/emu.py)."""
    out = [("start", 0), ("players", 0)]
    for s in range(players):
        out.append(("kind", s))
        out.append(("colour", s))
    for name, kind in info["options"]:
        if kind[0] in _SET and applies(info, name, players):
            out.append(("option", name))
    return out


class Setup(Menu):
    footer = "A/</> change  B back"

    def __init__(self, app, game_id):
        info = vegas.game_info(game_id)
        self.game_id = game_id
        self.info = info
        self.title = info["name"]
        self.players = max(info["min_players"], min(4, info["max_players"]))
        self.kinds = [0] + [KINDS.index("normal")] * 4
        self.colours = [0, 1, 2, 3, 4]
        self.options = {}
        for name, kind in info["options"]:
            if kind[0] in _SET:
                self.options[name] = kind[1]
        from ui.setups import unpack_setups

        last = unpack_setups(app.setups).get(game_id)  # the last game's set-up of this game, if any
        if last:
            self.players, kinds, colours, options = last
            self.kinds[:len(kinds)] = kinds
            self.colours[:len(colours)] = colours
            self.options.update(options)
        self.confirm = False  # Start pressed once over a saved game
        Menu.__init__(self, app, game_id)

    def entries(self):
        out = []
        kinds = dict(self.info["options"])
        for what, arg in layout(self.info, self.players):
            if what == "start":
                text = "Start game"
            elif what == "players":
                text = "Players: %d" % self.players
            elif what == "kind":
                text = "Seat %d: %s" % (arg + 1, _KIND_TEXT[self.kinds[arg]])
            elif what == "colour":
                text = "  colour: %s" % gfx.COLOURS[self.colours[arg]][0]
            else:
                v, kind = self.options[arg], kinds[arg][0]
                text = "%s: %s" % (arg.replace("_", " "), ("on" if v else "off") if kind == "bool" else
                                   "seat %d" % (v + 1) if kind == "seat" else str(v))
            out.append((text, what, arg))
        return out

    def rows(self):
        return [t for t, _, _ in self.entries()]


    def choose(self, i):
        what = self.entries()[i][1]
        if what != "start":
            self.adjust(i, 1)
            return
        saved = self.app.session
        if saved is not None and not saved.state.is_over() and not self.confirm:
            # a new game takes the saved game's place: asked first, A again confirms
            self.confirm = True
            name = vegas.GAMES[saved.game_id]["name"]
            self.note.set(gfx.clip("Replaces your saved %s!" % name, self.chars))
            self.foot.set("A again: start  B: keep it", gfx.WARN)
            return
        self.start()

    def button(self, b):
        if self.confirm and not (b == buttons.A and self.cursor == 0):
            self.confirm = False  # any other button keeps the saved game
            self.note.set("")
            self.foot.set(self.footer, gfx.DIM)
            if b == buttons.B:
                return
        Menu.button(self, b)

    def adjust(self, i, step):
        self.note.set("")
        self.foot.set(self.footer, gfx.DIM)
        _, what, arg = self.entries()[i]
        info = self.info
        if what == "players":
            lo, hi = info["min_players"], info["max_players"]
            self.players = lo + (self.players - lo + step) % (hi - lo + 1)
            for name, kind in info["options"]:
                if kind[0] == "seat" and self.options.get(name, 0) >= self.players:
                    self.options[name] = 0
        elif what == "kind":
            self.kinds[arg] = (self.kinds[arg] + step) % len(KINDS)
        elif what == "colour":
            taken = [self.colours[s] for s in range(self.players) if s != arg]
            c = self.colours[arg]
            for _ in range(len(gfx.COLOURS)):
                c = (c + step) % len(gfx.COLOURS)
                if c not in taken:
                    break
            self.colours[arg] = c
        elif what == "option":
            kind = dict(info["options"])[arg]
            v = self.options[arg]
            if kind[0] == "bool":
                self.options[arg] = not v
            elif kind[0] == "seat":
                self.options[arg] = (v + step) % self.players
            else:
                lo, hi = kind[2], kind[3]
                self.options[arg] = lo + (v - lo + step) % (hi - lo + 1)

    def start(self):
        app = self.app
        n = self.players
        colours = self.colours[:n]
        for s in range(n):  # seats beyond an earlier, smaller count may share a colour
            while colours[s] in colours[:s]:
                colours[s] = (colours[s] + 1) % len(gfx.COLOURS)
        options = {k: v for k, v in self.options.items() if applies(self.info, k, n)}
        try:
            session = Session.new(self.game_id, self.kinds[:n], colours, options, app.new_seed(n))
        except ValueError:  # (the screen offers only options that apply: a bug if it comes here)
            self.note.set(gfx.clip("Can't start with these options.", self.chars))
            self.foot.set(gfx.clip("Change the players or an option.", self.chars), gfx.WARN)
            return
        from ui.setups import pack_setups, unpack_setups

        setups = unpack_setups(app.setups)
        setups[self.game_id] = (n, self.kinds[:n], colours, dict(self.options))
        app.setups = pack_setups(setups)
        app.begin(session)

    def back(self):
        self.app.goto("games")
