"""Muting a seat's transaction offers: a human refuses them all from now on without being asked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.council.actions import AnswerDeal

if TYPE_CHECKING:
    from desktop.table.table_page import TablePage


def mute_offers(table: TablePage, seat: int, proposer: int) -> None:
    """Refuse the offer on screen and every later one from `proposer` to `seat` (kept with the save)."""
    hotseat = table.hotseat
    hotseat.muted.setdefault(seat, set()).add(proposer)
    saved = getattr(table, "saved", None)
    if saved is not None and hasattr(saved, "update_ui"):
        pairs = sorted([human, other] for human, others in hotseat.muted.items() for other in others)
        try:
            saved.update_ui(muted_offers=pairs)
        except Exception:  # a small note the table can do without
            pass
    table.play(AnswerDeal(seat, False))
