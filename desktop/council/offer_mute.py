"""Muting a seat's transaction offers: a human refuses them all from now on without being asked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.seat_menu import save_muted
from games.council.actions import AnswerDeal

if TYPE_CHECKING:
    from desktop.table.table_page import TablePage


def mute_offers(table: TablePage, seat: int, proposer: int) -> None:
    """Refuse the offer on screen and every later one from `proposer` to `seat` (kept with the save)."""
    table.hotseat.muted.setdefault(seat, set()).add(proposer)
    save_muted(table)  # Edit › Refused Offers takes it back (desktop/seat_menu.py)
    table.play(AnswerDeal(seat, False))
