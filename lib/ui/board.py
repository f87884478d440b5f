"""What every game's board module offers the play scene, with the defaults most games keep.

A board draws the table from the engine's view() and never decides a rule: the play scene asks
it how to present the decision the engine asks for (order, dialog, focus, secret) and when the
screen must be hidden between players (secrets)."""

from ui import gfx


class BaseBoard:
    HAS_DIALOG = False  # True when dialog() can return a title: the play scene makes it up front
    ROUND_END = "the payout"  # what A shows once a round is over

    def __init__(self, app, session):
        self.app = app
        self.session = session
        self.chars = (app.width - 2) // gfx.CHAR_W  # the prompt's characters (it starts at x=2)
        self.prompt_text = None  # a gfx.Text at the bottom, made by the board
        # on big screens, (top, bottom) of the room the table leaves, where the play scene lists
        # the latest moves and what they made known; None: no room
        self.band = None

    def dialog_rows(self):
        """Option rows a dialog shows at once."""
        return 8 if self.app.big else 4

    def order(self, legal):
        """The legal actions in the order the cursor walks them."""
        return legal

    def dialog(self, state):
        """A title when the decision is asked in a dialog over the board, else ""."""
        return ""

    def hint(self, state):
        """What a dialog's answer does, in the prompt under it ("" for none)."""
        return ""

    def secret(self, state):
        """True when the decision now is made in secret: an AI's pick is not shown."""
        return state.secret_choice()

    def secrets(self, settings, state):
        """True when a new human must get the pass curtain before seeing the screen."""
        return False

    def animates(self, state):
        return False

    def slide(self, state, action):
        """`action`'s motion (a ui.motion.Slide, made before it is applied), or None."""
        return None

    def settle(self, state):
        """The motion of what the last step brought about (a trick gathered to its taker), from
        the table as last drawn, or None."""
        return None

    def pay(self, state):
        """The finished round's money going to its winners (a Slide), or None."""
        return None

    def chance_text(self, state):
        return ""

    def round_over(self, state):
        return False

    def describe(self, state, action, room):
        """The prompt's words for a legal action, best in `room` characters."""
        return state.action_text(action)

    def prompt(self, text, colour=gfx.FG):
        self.prompt_text.set(gfx.clip(text, self.chars), colour)

    def focus(self, action, who):
        pass

    def rolling(self, now):
        pass

    def hold(self, at):
        """While a line of news shows: the table shows where it happened (`at`, from the game's
        news; None: as the state has it). The play scene draws the table after."""

    def viewer(self, state):
        """The seat whose view is drawn, and whether its secrets may be shown (several humans
        and none to move: a public view only)."""
        who = self.session.viewer(state.to_move())
        return (who, True) if who >= 0 else (0, False)
