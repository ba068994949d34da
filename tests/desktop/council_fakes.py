"""A Council board's context over a test's stand-in for the table page (names, colours, play and a
session-like object): what desktop/council/council_context.py builds from the real page."""

from __future__ import annotations

from desktop.council.council_context import CouncilContext
from desktop.table.board_context import BoardContext
from games.core.seats import SeatKind


def fake_context(table) -> CouncilContext:
    session = table.session
    seats = getattr(session, "seats", ())
    bots = tuple(getattr(s, "kind", None) == SeatKind.BOT for s in seats) or (False,) * len(table.names)
    board = BoardContext(table.names, table.colours, bots, table.play, session.legal_actions)
    config = getattr(session, "config", None)
    view = getattr(session, "view", None)
    return CouncilContext(
        board,
        getattr(config, "options", None),
        lambda: getattr(session, "entries", ()),
        id(session),
        offers=(lambda seat: view(seat).offers_any_time) if view is not None else (lambda seat: None),
    )
