"""What each game's screens provide to the generic table page, and how they are found (the game catalogue)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtWidgets import QWidget

from desktop.table.tally_bar import TallyLine

if TYPE_CHECKING:
    from desktop.table.table_page import TablePage


class GameScreens(Protocol):
    """A game's desktop side: builds the table for one viewer, phrases its log and names its moves."""

    def board(self, table: TablePage, seat: int | None) -> QWidget:
        """The whole table area drawn from `game.view(state, seat)` only; moves go to table.play()."""

    def prompt(self, table: TablePage, seat: int | None) -> str:
        """One line: whose turn it is and what they must do (public)."""

    def curtain_reason(self, table: TablePage, seat: int) -> str:
        """Why the screen is being passed to `seat` (public)."""

    shows_tally: bool
    """Whether the side panel keeps a place for votes (False: a game without votes has no tally panel)."""

    def tally(self, table: TablePage) -> tuple[str, tuple[TallyLine, ...], int, str] | None:
        """A vote under way as (title, lines, scale, footer), with only what the table may know."""

    def phrase(self, entry: dict[str, Any], names: tuple[str, ...]) -> str:
        """One log entry (already redacted for the viewer) as translated text."""

    def move_name(self, kind: str) -> str:
        """The translated name of a kind of move, for "Undo Vote"."""

    def refusal(self, error: Exception, names: tuple[str, ...]) -> str:
        """Why the engine refused a move (an IllegalAction), translated (see desktop/refusals.py)."""

    def option_labels(self) -> dict[str, str]:
        """Translated labels of the game's options, by field name (the new-game page's form)."""

    def option_choices(self) -> dict[str, list[tuple[Any, str]]]:
        """For options chosen from a list: each value with its translated label, by field name."""

    # Optional: `end_details(table) -> QWidget`, the game's own account of the final scores, shown on
    # the end screen under the standings (a game without one simply leaves the method out).


def screens_for(game: str) -> GameScreens:
    from desktop.game_catalogue import entry

    module, _, cls = entry(game).screens.partition(":")
    screens: GameScreens = getattr(importlib.import_module(module), cls)()  # the catalogue names it
    return screens
