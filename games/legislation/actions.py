"""Every move a seat can make in Legislation, as typed actions (plain data, logged and replayed)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from games.core.actions import Action


class Token(StrEnum):
    """A pledge token: a promise to vote Yay (pledge) or Nay (anti-pledge) on a bill."""

    PLEDGE = "pledge"
    ANTI_PLEDGE = "anti_pledge"


class Choice(StrEnum):
    """A vote on a bill."""

    YAY = "yay"
    NAY = "nay"
    ABSTAIN = "abstain"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard round: the bills (any number, none to all) this seat puts on its own discard pile."""

    kind: ClassVar[str] = "discard"
    bills: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Draw round: refill the hand from other seats' piles, as (pile owner, bill) pairs, and the deck."""

    kind: ClassVar[str] = "draw"
    from_piles: tuple[tuple[int, int], ...] = ()
    from_deck: int = 0


@dataclass(frozen=True, slots=True)
class PlaceOnDeck(Action):
    """Put bills from hand face up On Deck: the On Deck round, a refill after a vote, or a top-up."""

    kind: ClassVar[str] = "place"
    bills: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Swap(Action):
    """The optional swap that may open a turn: discard one hand bill, take one from another pile or the deck.

    `pile` is the seat whose discard pile `bill` comes from; `pile` None takes the top of the deck.
    """

    kind: ClassVar[str] = "swap"
    discard: int
    pile: int | None = None
    bill: int | None = None


@dataclass(frozen=True, slots=True)
class Terms(Action):
    """Set this seat's own part of a deal: the hand bills it gives and the tokens it takes.

    The active player opens a deal by naming `partner`; inside an open deal `partner`
    must be None or the other party. Setting terms also agrees to the deal as it now stands.
    `tokens` are (bill, Token) pairs on bills On Deck anywhere.
    """

    kind: ClassVar[str] = "terms"
    partner: int | None = None
    give: tuple[int, ...] = ()
    tokens: tuple[tuple[int, Token], ...] = ()


@dataclass(frozen=True, slots=True)
class ConfirmDeal(Action):
    """Agree to the open deal as it stands; when both parties agree it is made."""

    kind: ClassVar[str] = "confirm"


@dataclass(frozen=True, slots=True)
class DropDeal(Action):
    """Walk away from the open (not yet confirmed) deal: nothing of it happens."""

    kind: ClassVar[str] = "drop"


@dataclass(frozen=True, slots=True)
class CancelDeal(Action):
    """The active player takes back a deal confirmed earlier this turn: its cards return, its tokens go."""

    kind: ClassVar[str] = "cancel"
    deal: int


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """The active player ends the Pledge turn: every deal of the turn becomes final."""

    kind: ClassVar[str] = "end_turn"


@dataclass(frozen=True, slots=True)
class Propose(Action):
    """Vote turn: the sponsor puts one of its On Deck bills to the vote."""

    kind: ClassVar[str] = "propose"
    bill: int


@dataclass(frozen=True, slots=True)
class CastVote(Action):
    """Yay (+1), Nay (-1) or Abstain (0) on the bill on the floor."""

    kind: ClassVar[str] = "vote"
    choice: Choice


# Commonest first: the session finds an action's type by scanning this order.
ACTION_TYPES: tuple[type[Action], ...] = (
    CastVote,
    Propose,
    EndTurn,
    PlaceOnDeck,
    Terms,
    ConfirmDeal,
    Swap,
    DropDeal,
    CancelDeal,
    Discard,
    Draw,
)
