"""What each game's screens provide to the generic table page, and how they are found (the game catalogue).

`GameScreens` declares every hook the table, the new-game page and the end screen read. A game's
screens class derives from it, implements the abstract hooks and overrides the optional ones it has
(the defaults say "this game has none"); nothing probes a game's screens with `getattr`.
"""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar, cast

from PySide6.QtWidgets import QWidget

from desktop.table.tally_bar import TallyLine

if TYPE_CHECKING:
    from desktop.table.result_panel import VoteResult
    from games.core.actions import Action
    from games.core.game import Standing
    from games.core.log import LogEntry
    from games.core.session import Session


class DisplayWindow(Protocol):
    """A game's table display: its own window, redrawn from the public view as the session changes."""

    def refresh(self) -> None: ...
    def show(self) -> None: ...
    def showFullScreen(self) -> None: ...  # noqa: N802 (Qt's name)
    def raise_(self) -> None: ...
    def close(self) -> bool: ...


TableT = TypeVar("TableT")
"""The table page a game's hooks are given (desktop/table/table_page.py's TablePage): a type parameter, so
this module, which the page imports, need not import the page."""

SeenT = TypeVar("SeenT")
"""What the game's log reader reads of an entry: `Seen[...]` of its typed events,
or the entry's plain data (a game that reads its records back from plain data)."""


class GameScreens(ABC, Generic[TableT, SeenT]):
    """A game's desktop side: builds the table for one viewer, phrases its log and names its moves."""

    # --- every game ---------------------------------------------------------------------------------
    @abstractmethod
    def board(self, table: TableT, seat: int | None) -> QWidget:
        """The whole table area drawn from `game.view(state, seat)` only; moves go to table.play()."""

    @abstractmethod
    def prompt(self, table: TableT, seat: int | None) -> str:
        """One line: whose turn it is and what they must do (public)."""

    @abstractmethod
    def curtain_reason(self, table: TableT, seat: int) -> str:
        """Why the screen is being passed to `seat` (public)."""

    shows_tally: ClassVar[bool] = False
    """Whether the side panel keeps a place for votes (False: a game without votes has no tally panel)."""

    @abstractmethod
    def tally(self, table: TableT) -> tuple[str, tuple[TallyLine, ...], int, str] | None:
        """A vote under way as (title, lines, scale, footer), with only what the table may know."""

    @abstractmethod
    def phrase(self, entry: SeenT, names: tuple[str, ...]) -> str:
        """One log entry as `viewer` may know it (what `seen` or `seen_plain` gives) as translated text."""

    def seen(self, entry: LogEntry, viewer: int | None) -> SeenT:
        """What `phrase`, `result` and `joins` read of a live log entry for `viewer` (None: the shared
        screen): its plain data (`for_viewer`), unless the game logs typed events (`entry.seen`)."""
        return cast(
            SeenT, entry.for_viewer(viewer)
        )  # the default serves a game whose SeenT is its plain data

    def seen_plain(self, data: dict[str, Any]) -> SeenT | None:
        """What `phrase` reads of an entry as a game record file holds it (None: it cannot be read)."""
        return cast(SeenT, data)  # as `seen`: the default serves a game whose SeenT is its plain data

    @abstractmethod
    def move_name(self, kind: str) -> str:
        """The translated name of a kind of move, for "Undo Vote"."""

    @abstractmethod
    def refusal(self, error: Exception, names: tuple[str, ...]) -> str:
        """Why the engine refused a move (an IllegalAction), translated (see desktop/refusals.py)."""

    @abstractmethod
    def option_labels(self) -> dict[str, str]:
        """Translated labels of the game's options, by field name (the new-game page's form)."""

    @abstractmethod
    def option_choices(self) -> dict[str, list[tuple[Any, str]]]:
        """For options chosen from a list: each value with its translated label, by field name."""

    # --- optional: the defaults say the game has none of it ----------------------------------------
    def shared_screen(self, session: Session) -> bool:
        """Whether every seat plays from the shared screen, with no hand-off curtain (companion mode)."""
        return False

    has_scores: ClassVar[bool] = False
    """Whether the table keeps a strip of running scores (`scores`, in `score_unit`) always in view."""

    def scores(self, table: TableT) -> tuple[int, ...]:
        """Each seat's score now, as the strip shows it (read only when `has_scores`)."""
        return ()

    def score_unit(self) -> str:
        """The translated unit of `scores` ("VP"), or ""."""
        return ""

    def result(self, table: TableT, entry: SeenT) -> VoteResult | None:
        """The outcome of a vote this log entry finished, shown beside the table until dismissed."""
        return None

    joins_log_entries: ClassVar[bool] = False
    """Whether the log puts several entries on one row (`joins`, phrased together by `phrase_run`)."""

    def joins(self, last: SeenT, entry: SeenT) -> bool:
        """Whether `entry` goes on the same log row as `last` (passes in a row)."""
        return False

    def phrase_run(self, entries: list[SeenT], names: tuple[str, ...]) -> str:
        """A row of several joined log entries as translated text."""
        return self.phrase(entries[-1], names)

    offers_auto_pass: ClassVar[bool] = False
    """Whether a human seat may pass by itself where it can play nothing (`auto_pass`)."""

    # `view` is the game's own view of the table: each game's screens check it is theirs.
    def auto_pass(self, view: object, seat: int) -> Action | None:
        """The pass `seat` makes by itself now, or None if it has something it could play."""
        return None

    def muted_answer(self, view: object, seat: int, muted: set[int]) -> Action | None:
        """The refusal `seat` makes unasked of an offer from a seat it muted, or None to be asked."""
        return None

    corrects_table: ClassVar[bool] = False
    """Whether Edit › Correct the Table… has a dialog of the game's (`correct_table`)."""

    def correct_table(self, table: TableT) -> QWidget | None:
        """The game's correction dialog, or None when the table cannot be corrected now."""
        return None

    def seat_choice(self) -> dict[str, Any] | None:
        """New Game's own choice beside each seat (a faction, say), or None: the game has none."""
        return None

    def barrier_reason(self, kind: str) -> str | None:
        """What a move of this kind showed the table, when it stops Undo; None: the generic words."""
        return None

    has_display: ClassVar[bool] = False
    """Whether the game has a table display for a TV or projector (`display`)."""

    def display(self, table: TableT) -> DisplayWindow | None:
        """The table display window (View › Table Display), refreshed as the session changes."""
        return None

    def end_details(self, table: TableT) -> QWidget | None:
        """The game's own account of the final scores, under the standings on the end screen."""
        return None

    def standing_group(self, session: Session, standing: Standing) -> str:
        """A standing's group (a Representative kind, a faction...) in the player's language."""
        return standing.group

    def tie_break(self, table: TableT) -> str | None:
        """How the game broke a tie for first place, in words, or None."""
        return None


def screens_for(game: str) -> GameScreens[Any, Any]:
    from desktop.game_catalogue import entry

    module, _, cls = entry(game).screens.partition(":")
    screens = getattr(importlib.import_module(module), cls)()
    if not isinstance(screens, GameScreens):
        raise TypeError(f"{entry(game).screens} is not a GameScreens (desktop/table/screens.py)")
    return screens
