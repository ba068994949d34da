"""Starward is for 2-5 players: a session takes 2 to 5 seats and refuses 1 or 6 with a clear message, and
the new-game page adds seats up to 5 and removes them down to 2 (issue 13: seat ranges are per game)."""

from __future__ import annotations

import pytest

from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.registry import load_game

GAME = load_game("starward")


def _config(seats: int) -> SessionConfig:
    return SessionConfig("starward", tuple(Seat(f"P{i}") for i in range(seats)), GAME.default_options(), 1)


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_two_to_five_seats_sit_down(seats):
    assert len(Session(GAME, _config(seats)).view(0).table.empires) == seats


@pytest.mark.parametrize("seats", [1, 6, 8])
def test_fewer_than_two_or_more_than_five_are_refused(seats):
    with pytest.raises(ValueError, match=f"a starward table has 2 to 5 seats, not {seats}"):
        Session(GAME, _config(seats))
    with pytest.raises(ValueError, match="2 to 5"):
        GAME.new_state(seats, GAME.default_options(), 1)


def test_the_new_game_page_offers_two_to_five_seats(qtbot):
    from desktop.new_game import NewGamePage

    page = NewGamePage("starward")
    qtbot.addWidget(page)
    for _ in range(8):
        page.add_button.click()
    assert len(page.rows) == 5 and not page.add_button.isEnabled()
    for _ in range(8):
        if page.rows[-1].remove.isEnabled():
            page.rows[-1].remove.click()
    assert len(page.rows) == 2 and not page.rows[-1].remove.isEnabled()
