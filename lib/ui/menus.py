"""Title, game choice, settings and pause menus."""

import vegas
from ui import buttons, gfx
from ui.menu import Menu
from ui.settings import SETTINGS

# A line for each setting (ui.settings), shown under the menu while its row is chosen.
HELP = (
    "How long AI moves and outcomes show.",
    "Others' won money stays face down.",
    "When to hide the table between humans",
    "B on your turn suggests a move.",
    "Dice tumble, then slide to their casino.",
    "Las Vegan: suits of taken tricks.",
    "Dims after 1 min idle, off after 5.",
    "Cues on a PicoSystem or a speaker pin.",
    "Colours apart for colour-blind eyes.",
)


class Title(Menu):
    title = "Pocket Vegas"
    footer = "A choose"  # (nowhere to go back to)

    def head(self, width):
        """A marquee (ui.marquee): the name in big letters on a sign edged with bulbs."""
        from ui import marquee

        self.title_text, y = marquee.draw(self.group, width, 2, self.title.upper(), 3 if self.app.big else 2)
        return y

    def __init__(self, app, arg=None):
        Menu.__init__(self, app, arg)
        self.note.set(app.notice)
        keys = [k for _, k in self.entries()]
        if app.cursors.get("title") in keys:  # where the player last chose
            self.cursor = keys.index(app.cursors["title"])
            self.redraw()

    def entries(self):
        out = []
        s = self.app.session
        if s is not None and not s.state.is_over():
            out.append(("Continue " + vegas.GAMES[s.game_id]["name"], "continue"))
        out.append(("New game", "new"))
        out.append(("Rules", "rules"))
        out.append(("Statistics", "stats"))
        out.append(("Settings", "settings"))
        return out

    def rows(self):
        return [t for t, _ in self.entries()]

    def choose(self, i):
        what = self.entries()[i][1]
        self.app.notice = ""
        self.app.cursors["title"] = what
        if what == "continue":
            self.app.goto("play")
        elif what == "new":
            self.app.goto("games")
        elif what == "rules":
            self.app.goto("games", "rules")
        elif what == "stats":
            self.app.goto("stats")
        else:
            self.app.goto("settings", "title")


_NEEDS_UF2_NOTE = "Needs the Pocket Vegas UF2 (memory)."


class GameChoice(Menu):
    """The games, to set one up, or (arg "rules") to read its rules."""

    title = "Choose a game"

    def __init__(self, app, arg=None):
        if arg == "rules":
            self.title = "Rules of which game?"
        Menu.__init__(self, app, arg)

    def rows(self):
        return [vegas.GAMES[g]["name"] for g in vegas.GAME_IDS]

    def _too_big(self, i):
        """A game the registry says needs our UF2, on the simpler drawing (gfx.LEAN: stock
        CircuitPython, short of heap)."""
        return gfx.LEAN and self.arg != "rules" and vegas.GAMES[vegas.GAME_IDS[i]].get("uf2_only", False)

    def redraw(self):
        Menu.redraw(self)
        self.note.set(gfx.clip(_NEEDS_UF2_NOTE, self.chars) if self._too_big(self.cursor) else "")

    def choose(self, i):
        if self.arg == "rules":
            self.app.goto("rules", (("games", "rules"), vegas.GAME_IDS[i]))
        elif not self._too_big(i):
            self.app.goto("setup", vegas.GAME_IDS[i])

    def back(self):
        self.app.goto("title")


class SettingsMenu(Menu):
    title = "Settings"
    footer = "A/</> change  B done"

    def rows(self):
        s = self.app.settings
        # (the backlight's and the sound's only where the app has them: see ui.handheld)
        self.keys = [i for i in range(len(SETTINGS))
                     if self.app.handheld is not None or SETTINGS[i][0] not in ("bright", "sound")]
        return [s.text(i) for i in self.keys]

    def redraw(self):
        Menu.redraw(self)
        # what the row under the cursor does
        self.note.set(gfx.clip(HELP[self.keys[self.cursor]], self.chars), gfx.DIM)

    def choose(self, i):
        self.adjust(i, 1)

    def adjust(self, i, step):
        self.app.settings.cycle(self.keys[i], step)

    def back(self):
        self.app.save()
        self.app.goto(self.arg or "title")


class Pause(Menu):
    title = "Paused"
    ITEMS = ("Resume", "Legend", "Move log", "Rules", "Settings", "Save & quit", "Abandon game")

    def __init__(self, app, arg=None):
        self.abandon = False  # "Abandon game" chosen once: A again confirms
        Menu.__init__(self, app, arg)
        self.cursor = app.cursors.get("pause", 0)
        self.redraw()

    def rows(self):
        return list(self.ITEMS)

    def choose(self, i):
        app = self.app
        app.cursors["pause"] = i if i < 5 else 0  # (after leaving the game: Resume)
        what = self.ITEMS[i]
        if what == "Abandon game":
            if not self.abandon:
                self.abandon = True
                self.note.set("The game ends, unsaved.")
                self.foot.set("A again: abandon  B: keep", gfx.WARN)
                return
            app.session = None
            app.save()
            app.goto("title")
        elif what == "Resume":
            app.goto("play")
        elif what == "Legend":
            app.goto("rules", ("pause", app.session.game_id, "legend"))
        elif what == "Rules":
            app.goto("rules", ("pause", app.session.game_id))
        elif what == "Settings":
            app.goto("settings", "pause")
        elif what == "Save & quit":
            app.save()
            app.goto("title")
        else:
            app.goto("log")

    def button(self, b):
        if self.abandon and not (b == buttons.A and self.ITEMS[self.cursor] == "Abandon game"):
            self.abandon = False
            self.note.set("")
            self.foot.set(self.footer, gfx.DIM)
            if b == buttons.B:
                self.redraw()
                return
        Menu.button(self, b)

    def back(self):
        self.app.goto("play")
