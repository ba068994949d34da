"""What the seat at the keyboard must do now, read from its view only (the screens' controller logic)."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import TYPE_CHECKING

from games.legislation.legal import SwapSpace, TermsSpace
from games.legislation.state import Phase, Step

if TYPE_CHECKING:
    from games.core.legal import Legal
    from games.legislation.actions import Token
    from games.legislation.views import LegislationView


class Mode(StrEnum):
    WAIT = "wait"  # nothing for this seat to do now
    DISCARD = "discard"
    DRAW = "draw"
    PLACE = "place"  # On Deck round, or a top-up / refill in a Vote turn
    PROPOSE = "propose"
    VOTE = "vote"
    LOBBY = "lobby"  # the active player's Pledge turn between deals
    DEAL = "deal"  # a party of the open deal


def mode_of(view: LegislationView) -> Mode:
    seat = view.seat
    if seat is None or seat not in view.to_act:
        return Mode.WAIT
    phase = view.phase
    if phase is Phase.DISCARD:
        return Mode.DISCARD
    if phase is Phase.DRAW:
        return Mode.DRAW if view.must_draw > 0 else Mode.WAIT
    if phase is Phase.ON_DECK:
        return Mode.PLACE
    if phase is Phase.VOTE:
        if view.step is Step.BALLOT:
            return Mode.VOTE
        if view.step is Step.PROPOSE:
            return Mode.PROPOSE
        return Mode.PLACE
    if phase is Phase.PLEDGE:
        return Mode.DEAL if view.open_deal is not None else Mode.LOBBY
    return Mode.WAIT


def can_swap(legal: Sequence[Legal]) -> bool:
    """Whether the seat's listing offers the optional swap (at the start of a turn, when there is
    something to swap: the rules' listing says, games/legislation/legal.py)."""
    return any(isinstance(entry, SwapSpace) for entry in legal)


def token_on(view: LegislationView, bill: int, seat: int | None) -> Token | None:
    """The token `seat` holds on `bill` (public), or None (always for seat None, the shared screen)."""
    for b, s, t in view.table.tokens:
        if b == bill and s == seat:
            return t
    return None


def partners(legal: Sequence[Legal]) -> tuple[int, ...]:
    """Seats the seat's listing lets it open a deal with: the partners of its Terms space (the rules' own
    `deals.partners`: not benched betrayers); none inside an open deal, where the space names no partner."""
    for entry in legal:
        if isinstance(entry, TermsSpace):
            return tuple(p for p in entry.partners if p is not None)
    return ()


def on_deck_bills(view: LegislationView) -> tuple[int, ...]:
    return tuple(b for bills in view.table.on_deck for b in bills)
