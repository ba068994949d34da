"""What one Legislation move logs (`Record.public`), declared: every key with its type, so mypy checks each
record the rules make. A record is a plain dict at run time (the commonest are made once and shared), and
a game record file holds it as it always has; what followed the move by itself is `"auto"`, typed events.
"""

from __future__ import annotations

from typing import TypedDict

from games.legislation.actions import Choice
from games.legislation.deals import DealShown
from games.legislation.events import Events
from games.legislation.voting import BallotResult


class LegislationRecord(TypedDict, total=False):
    """Every key a Legislation move may log, with its type (each move logs its own few)."""

    chosen: bool  # discard: this seat chose its discards (hidden until the last has chosen)
    discards: list[list[int | list[int]]]  # ... then every seat's, [seat, [bills]]
    from_piles: list[list[int]]  # draw: [pile, count] taken from each discard pile
    from_deck: int  # ... and how many from the deck
    bills: list[int]  # bills placed On Deck
    discard: int  # swap: the bill put on a discard pile,
    pile: int | None  # the pile taken from (None: the deck)
    bill: int | None  # ... and the bill taken from it (None from the deck); propose: the bill proposed
    deal: int  # terms, confirm, drop: the deal and its two parties
    parties: list[int]
    made: DealShown  # the deal was made by this move
    cancelled: DealShown
    deals: int  # end_turn: the deals made this turn
    choice: Choice  # an open vote
    result: BallotResult  # the vote that ended a ballot
    auto: Events  # what followed by itself: new rounds, skipped turns, bills placed, the end
