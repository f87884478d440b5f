"""Title, game choice, settings and pause menus."""

import vegas
from ui.menu import Menu
from ui.settings import SETTINGS


class Title(Menu):
    title = "Pocket Vegas"

    def __init__(self, app, arg=None):
        Menu.__init__(self, app, arg)
        self.note.set(app.notice)

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


class GameChoice(Menu):
    """The games, to set one up, or (arg "rules") to read its rules."""

    title = "Choose a game"

    def rows(self):
        return [vegas.GAMES[g]["name"] for g in vegas.GAME_IDS]

    def choose(self, i):
        if self.arg == "rules":
            self.app.goto("rules", (("games", "rules"), vegas.GAME_IDS[i]))
        else:
            self.app.goto("setup", vegas.GAME_IDS[i])

    def back(self):
        self.app.goto("title")


class SettingsMenu(Menu):
    title = "Settings"
    footer = "A/</> change  B done"

    def rows(self):
        s = self.app.settings
        return [s.text(i) for i in range(len(SETTINGS))]

    def choose(self, i):
        self.adjust(i, 1)

    def adjust(self, i, step):
        self.app.settings.cycle(i, step)

    def back(self):
        self.app.save()
        self.app.goto(self.arg or "title")


class Pause(Menu):
    title = "Paused"
    ITEMS = ("Resume", "Legend", "Rules", "Settings", "Save & quit", "Move log")

    def rows(self):
        return list(self.ITEMS)

    def choose(self, i):
        app = self.app
        if i == 0:
            app.goto("play")
        elif i == 1:
            app.goto("rules", ("pause", app.session.game_id, "legend"))
        elif i == 2:
            app.goto("rules", ("pause", app.session.game_id))
        elif i == 3:
            app.goto("settings", "pause")
        elif i == 4:
            app.save()
            app.goto("title")
        else:
            app.goto("log")

    def back(self):
        self.app.goto("play")
