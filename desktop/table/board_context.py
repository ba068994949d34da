"""What a game's board may use of the table page, and nothing more: the seats' names and colours, which
are bots, the seat's listing, the way to play a move, the seat panels kept between drawings, the last
vote's score changes, the room the stage has and why a move not made yet would be refused. A board never
reaches the session through it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop.table.panel_cache import PanelCache
    from games.core.actions import Action
    from games.core.errors import IllegalAction
    from games.core.legal import Legal


def _no_deltas() -> tuple[int, ...]:
    return ()


def _laptop() -> tuple[int, int]:
    return (1366, 700)


def _no_reason(action: Action) -> IllegalAction | None:
    return None


@dataclass(frozen=True)
class BoardContext:
    names: tuple[str, ...]
    colours: tuple[str, ...]
    bots: tuple[bool, ...]  # per seat: a bot plays it
    play: Callable[[Action], bool]  # the table applies it through the session (refused: nothing changes)
    listing: Callable[[int], tuple[Legal, ...]]  # the moves a seat may make now (its own only)
    panels: PanelCache | None = None  # seat panels reused between redraws (panel_cache.py)
    deltas: Callable[[], tuple[int, ...]] = _no_deltas  # the last vote's score changes, while shown
    room: Callable[[], tuple[int, int]] = _laptop  # the stage's width and height now
    # Why the rules would refuse a move (its IllegalAction: a code the board words), None if they would
    # play it; nothing is played (Session.refusal). For a hint, asked when the picks change.
    refusal: Callable[[Action], IllegalAction | None] = _no_reason
