"""The table's top line, through whole games at the most players: each seat's cell starts with a
letter of its own, the seat to move is boxed, and no cell runs into the next at 240x135."""

import pytest

import simhelp
import vegas
from ui import gfx, seatbar


@pytest.mark.parametrize("game", ["las_vegas", "royale", "las_vegan", "knizia"])
def test_every_cell_fits_and_every_seat_has_its_own_letter(tmp_path, monkeypatch, game):
    longest = {}
    real_set = seatbar.SeatBar.set

    def measured(self, seat, text):
        real_set(self, seat, text)
        longest[seat] = max(longest.get(seat, 0), len(self.cells[seat].text))

    real_turn = seatbar.SeatBar.turn
    boxed = set()

    def turn(self, seat):
        real_turn(self, seat)
        assert self.box.hidden == (seat < 0)
        boxed.add(seat)

    monkeypatch.setattr(seatbar.SeatBar, "set", measured)
    monkeypatch.setattr(seatbar.SeatBar, "turn", turn)
    d = simhelp.driver(tmp_path)
    simhelp.fast_settings(d)
    players = vegas.game_info(game)["max_players"]
    simhelp.start(d, game, ["human"] + ["random"] * (players - 1))
    bar = d.app.scene.board.bar
    heads = [cell.text[0] for cell in bar.cells[:players]]
    assert len(set(heads)) == players and all(h.isalpha() for h in heads)
    simhelp.play_out(d)
    assert set(range(players)) <= boxed
    assert longest and max(longest.values()) * gfx.CHAR_W <= bar.cw - 2, (longest, bar.cw)
