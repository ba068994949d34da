"""Every place a seat range is told to a user names the game's own range, for every registered game
(issue 13: seat ranges are per game): the session's refusal, the simulator's error, the new-game page."""

from __future__ import annotations

import pytest

from games.__main__ import main as games_main
from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.registry import GAMES, game_class, load_game


def _outside(name: str) -> list[int]:
    rules = game_class(name)
    return [rules.min_seats - 1, rules.max_seats + 1]


@pytest.mark.parametrize("name", GAMES)
def test_a_session_refusal_names_the_games_range(name):
    game = load_game(name)
    for count in _outside(name):
        seats = tuple(Seat(f"P{i}") for i in range(count))
        expected = f"a {name} table has {game.min_seats} to {game.max_seats} seats, not {count}"
        with pytest.raises(ValueError) as refused:
            Session(game, SessionConfig(name, seats, game.default_options(), 1))
        assert str(refused.value) == expected


@pytest.mark.parametrize("name", GAMES)
def test_the_simulator_names_the_games_range(name, capsys):
    rules = game_class(name)
    for count in _outside(name):
        with pytest.raises(SystemExit):
            games_main(["simulate", name, "--players", str(count), "--games", "1"])
        err = capsys.readouterr().err
        assert f"--players must be {rules.min_seats} to {rules.max_seats} for {name}" in err


@pytest.mark.parametrize("name", GAMES)
def test_the_new_game_page_states_the_games_range(name, qtbot):
    from desktop.new_game import NewGamePage

    rules = game_class(name)
    page = NewGamePage(name)
    qtbot.addWidget(page)
    assert f"({rules.min_seats} to {rules.max_seats})" in page.seats_box.title()
    for _ in range(10):
        page.add_button.click()
    assert len(page.rows) == rules.max_seats
