"""Whole games through the GUI: a table page for chosen seats, and the loop that plays it to the end."""

from __future__ import annotations

from typing import Any

from desktop.table.table_page import TablePage
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.registry import load_game

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin")
COLOURS = ("#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231")


def table_page(
    qtbot: Any,
    game_name: str,
    kinds: tuple[SeatKind, ...],
    *,
    options: Any = None,
    seed: int = 5,
    size: tuple[int, int] = (1400, 880),
) -> TablePage:
    """A started table page of `game_name`, one seat per kind (named Alice, Bob...), bots without pause."""
    game = load_game(game_name)
    seats = tuple(Seat(NAMES[i], COLOURS[i], k) for i, k in enumerate(kinds))
    config = SessionConfig(game_name, seats, options if options is not None else game.default_options(), seed)
    page = TablePage(Session(game, config), bot_pause_ms=0)
    qtbot.addWidget(page)
    page.resize(*size)
    page.show()
    page.start()
    return page


def play_to_end(qtbot: Any, page: TablePage, player: Any, watch: Any = None, limit: int = 3000) -> None:
    """Let `player` make the humans' moves (the bots move on their timers) until the game is over;
    `watch` checks every screen on the way."""
    for _ in range(limit):
        if page.session.is_over():
            break
        if watch is not None:
            watch.check(page)
        if not player.step():
            qtbot.wait(2)  # let the bots' timers fire
    assert page.session.is_over(), "the game did not finish"
    if watch is not None:
        watch.check(page)
