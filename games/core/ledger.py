"""The ledger of commitments (pledges, anti-pledges, predictions, riders) settled after a vote."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol


class Kind(Protocol):
    """What the ledger needs of a kind of commitment: a game may define its own enum of them.

    `about_vote` kinds are promises about how the seat votes; the others are claims about the outcome.
    """

    @property
    def about_vote(self) -> bool: ...


class CommitmentKind(StrEnum):
    """The kinds voting games share; a game with other promises defines its own enum with `about_vote`."""

    PLEDGE = "pledge"  # promise to vote `option`
    ANTI_PLEDGE = "anti_pledge"  # promise to vote `option` (the "no" side)
    PREDICTION = "prediction"  # claim that `option` will win
    RIDER = "rider"  # a prediction played from a card, with a reward

    @property
    def about_vote(self) -> bool:
        return self in (CommitmentKind.PLEDGE, CommitmentKind.ANTI_PLEDGE)


@dataclass(frozen=True, slots=True)
class Commitment:
    """A seat's promise about a future ballot on `subject` (a bill, an agenda)."""

    seat: int
    kind: Kind  # CommitmentKind, or a game's own kind
    subject: str
    option: str
    source: str | None = None  # the card or deal it came from
    counterparty: int | None = None  # who it was promised to


@dataclass(frozen=True, slots=True)
class Settlement:
    """How a commitment ended: kept (a promise honoured, a prediction right) or broken."""

    commitment: Commitment
    kept: bool
    actual: str | None  # what the seat voted, or the outcome that won


class Ledger:
    """Open commitments in the order they were made."""

    __slots__ = ("open",)

    def __init__(self, commitments: Iterable[Commitment] = ()) -> None:
        self.open: list[Commitment] = list(commitments)

    def add(self, commitment: Commitment) -> None:
        self.open.append(commitment)

    def on(self, subject: str) -> list[Commitment]:
        return [c for c in self.open if c.subject == subject]

    def held_by(self, seat: int, subject: str | None = None) -> list[Commitment]:
        return [c for c in self.open if c.seat == seat and (subject is None or c.subject == subject)]

    def remove(self, commitment: Commitment) -> None:
        self.open.remove(commitment)

    def settle(
        self,
        subject: str,
        votes: Mapping[int, str | None],
        outcome: str | None,
        order: Sequence[int] | None = None,
    ) -> tuple[Settlement, ...]:
        """Close every commitment on `subject`.

        Vote promises are kept when the seat voted the promised option (abstaining breaks
        them); predictions are kept when `outcome` is the predicted option. Settlements
        come in `order` of seats (speaker order), then in the order they were made.
        """
        due = self.on(subject)
        self.open = [c for c in self.open if c.subject != subject]
        if order is not None:
            rank = {seat: i for i, seat in enumerate(order)}
            due.sort(key=lambda c: rank.get(c.seat, len(rank)))
        settled = []
        for c in due:
            actual = votes.get(c.seat) if c.kind.about_vote else outcome
            settled.append(Settlement(c, actual == c.option, actual))
        return tuple(settled)

    def copy(self) -> Ledger:
        return Ledger(self.open)
