"""A reusable ballot: options, weighted votes, abstaining, open roll call or secret, and tie policies."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from games.core.errors import IllegalAction


class BallotMode(StrEnum):
    OPEN = "open"  # roll call: one seat at a time in `order`, every vote public at once
    SECRET = "secret"  # everyone votes privately, in any order; revealed together at the end


OPEN = BallotMode.OPEN  # a module constant: an Enum member lookup goes through the metaclass


@dataclass(frozen=True, slots=True)
class Vote:
    """One seat's vote. `option` None, or a weight of 0, is an abstention."""

    option: str | None
    weight: int = 1

    @property
    def abstained(self) -> bool:
        return self.option is None or self.weight == 0


ABSTAIN = Vote(None, 0)


@dataclass(frozen=True, slots=True)
class Decision:
    """The result of a tally under a policy.

    `outcome` is the winning option, or None while `tied` holds two or more options
    that someone (the speaker, say) must choose between.
    """

    outcome: str | None
    tied: tuple[str, ...] = ()
    totals: tuple[tuple[str, int], ...] = ()

    @property
    def needs_tiebreak(self) -> bool:
        return self.outcome is None and len(self.tied) > 1


class TiePolicy(Protocol):
    def decide(self, totals: Mapping[str, int]) -> Decision: ...


@dataclass(frozen=True, slots=True)
class Plurality:
    """Most votes wins; a tie at the top (or no votes at all) goes to a tie-break among the tied."""

    def decide(self, totals: Mapping[str, int]) -> Decision:
        ordered = tuple(totals.items())
        best = max(totals.values(), default=0)
        leaders = tuple(o for o, v in ordered if v == best)
        if len(leaders) == 1:
            return Decision(leaders[0], (), ordered)
        return Decision(None, leaders, ordered)


@dataclass(frozen=True, slots=True)
class NetThreshold:
    """`plus` minus `minus` must exceed `threshold` for `plus` to win; otherwise `minus` wins."""

    plus: str
    minus: str
    threshold: int = 0

    def decide(self, totals: Mapping[str, int]) -> Decision:
        net = totals.get(self.plus, 0) - totals.get(self.minus, 0)
        outcome = self.plus if net > self.threshold else self.minus
        return Decision(outcome, (), tuple(totals.items()))


class Ballot:
    """Collects votes from `order` (the roll-call order; every eligible seat must vote or abstain).

    Seats in `barred` may not vote at all: they are not waited for and count as abstaining.
    """

    __slots__ = ("options", "order", "mode", "votes", "barred")

    def __init__(
        self,
        options: Sequence[str],
        order: Sequence[int],
        mode: BallotMode = BallotMode.OPEN,
        barred: Iterable[int] = (),
    ) -> None:
        if len(set(options)) != len(options) or not options:
            raise ValueError("a ballot needs distinct options")
        self.options = tuple(options)
        self.order = tuple(order)
        self.mode = mode
        self.barred = frozenset(barred)
        self.votes: dict[int, Vote] = {}

    def eligible(self) -> tuple[int, ...]:
        return tuple(s for s in self.order if s not in self.barred)

    def waiting_for(self) -> tuple[int, ...]:
        barred, votes = self.barred, self.votes
        if self.mode is OPEN:  # one at a time: the first who has not voted (a plain loop)
            for s in self.order:
                if s not in barred and s not in votes:
                    return (s,)
            return ()
        return tuple(s for s in self.order if s not in barred and s not in votes)

    @property
    def complete(self) -> bool:
        return not self.waiting_for()

    def check(self, seat: int, vote: Vote) -> None:
        if seat in self.barred:
            raise IllegalAction(f"seat {seat} may not vote on this ballot", "barred", seat=seat)
        if seat in self.votes:
            raise IllegalAction(f"seat {seat} has already voted", "already_voted", seat=seat)
        if seat not in self.waiting_for():
            raise IllegalAction(f"it is not seat {seat}'s turn to vote", "not_your_vote", seat=seat)
        if vote.weight < 0:
            raise IllegalAction("a vote cannot have a negative weight", "negative_votes")
        if vote.option is not None and vote.option not in self.options:
            raise IllegalAction(
                f"{vote.option!r} is not an option of this ballot", "unknown_option", option=vote.option
            )

    def cast(self, seat: int, vote: Vote) -> None:
        self.check(seat, vote)
        self.votes[seat] = ABSTAIN if vote.abstained else vote

    def add_weight(self, seat: int, extra: int) -> None:
        """Extra votes after the fact (TI4's Distinguished Councilor); always for the same option."""
        vote = self.votes.get(seat)
        if vote is None or vote.abstained:
            raise IllegalAction("extra votes need votes already cast", "no_votes_cast", seat=seat)
        if extra < 0:
            raise IllegalAction("extra votes cannot be negative", "negative_votes")
        self.votes[seat] = Vote(vote.option, vote.weight + extra)

    def choice(self, seat: int) -> str | None:
        """The option `seat` voted for, None if it abstained, was barred or has not voted."""
        vote = self.votes.get(seat)
        return None if vote is None or vote.abstained else vote.option

    def tally(self) -> dict[str, int]:
        totals = dict.fromkeys(self.options, 0)
        for vote in self.votes.values():
            if vote.option is not None and vote.weight:  # not an abstention (see Vote.abstained)
                totals[vote.option] += vote.weight
        return totals

    def decide(self, policy: TiePolicy) -> Decision:
        return policy.decide(self.tally())

    @property
    def revealed(self) -> bool:
        return self.mode is OPEN or self.complete

    def visible_votes(self, viewer: int | None) -> dict[int, Vote | None]:
        """What `viewer` may know: every vote once public; otherwise only its own, and None
        (meaning "has voted, how is secret") for the others."""
        if self.revealed:
            return dict(self.votes)
        return {s: (v if s == viewer else None) for s, v in self.votes.items()}

    def copy(self) -> Ballot:
        other = Ballot.__new__(Ballot)
        other.options, other.order, other.mode = self.options, self.order, self.mode
        other.barred = self.barred
        other.votes = dict(self.votes)
        return other
