"""What the Council board may use of the table page: the shared BoardContext, and what only the Council
needs (its options, the public log for the agenda history, the refusal's words, muting a seat's offers,
what another seat may offer out of turn, and companion mode's operator desk). Never the session."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from desktop.table.board_context import BoardContext

if TYPE_CHECKING:
    from desktop.table.table_page import TablePage
    from games.core.actions import Action
    from games.core.log import LogEntry
    from games.council.options import CouncilOptions
    from games.council.view import DealOptions


class OperatorDesk(Protocol):
    """Companion mode's one operator (operator.py): the moves it makes for several seats at once, through
    the table page (each still a seat's own action, in turn)."""

    ask_after: bool  # stop after each vote for the voter's cards (Distinguished Councilor)

    def skipping(self) -> bool: ...  # "no one plays, all this agenda" holds now

    def pass_window(self) -> int: ...  # "No one plays": the seats still to be asked pass

    def skip_agenda(self) -> int: ...  # "No one, all this agenda"

    def skip_windows(self) -> int: ...  # the windows reached while skipping pass

    def reopen(self) -> bool: ...  # the windows are asked again

    def pick(self, seat: int) -> bool: ...  # "`seat` plays…": the seats before it pass

    def cast(self, action: Action) -> bool: ...  # a vote on the sheet, then the voter's window passes


def _no_log() -> Sequence[LogEntry]:
    return ()


def _no_reason() -> str:
    return ""


def _no_offers(seat: int) -> DealOptions | None:
    return None


@dataclass(frozen=True)
class CouncilContext:
    board: BoardContext
    options: CouncilOptions | None = None  # the session's (the operator option, the mode...)
    log: Callable[[], Sequence[LogEntry]] = _no_log  # the public log: the agenda history reads it
    table: int = 0  # which table: the agenda's clock runs on across its drawings (agenda_timer.py)
    refusal: Callable[[], str] = _no_reason  # the banner's words for the last move refused
    mute: Callable[[int, int], None] | None = None  # (seat, proposer): refuse every offer (hotseat)
    # Companion mode: what a seat may offer out of turn (its view's `offers_any_time`).
    offers: Callable[[int], DealOptions | None] = _no_offers
    desk: OperatorDesk | None = None  # companion mode's one operator (option `operator`)

    @property
    def names(self) -> tuple[str, ...]:
        return self.board.names

    def play(self, action: Action) -> bool:
        return self.board.play(action)


def council_context(page: TablePage) -> CouncilContext:
    """The Council board's context on a table page: the only place it is built from the page."""
    from desktop.council.offer_mute import mute_offers
    from desktop.council.operator import TableDesk

    session = page.session
    config = session.config
    return CouncilContext(
        page.board_context(),
        config.options,
        lambda: session.entries,
        id(session),
        lambda: page.refusal.text(),
        lambda seat, proposer: mute_offers(page, seat, proposer),
        lambda seat: session.view(seat).offers_any_time,
        TableDesk(page),
    )
