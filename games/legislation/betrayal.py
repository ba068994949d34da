"""Betrayal: voting other than one's token says, found when the pledges on a bill are settled.

A Pledge broken by a Nay or an Abstain, or an anti-Pledge broken by a Yay or an Abstain, is
a betrayal. It is public. One or more betrayals in a Vote round cost the betrayer their
next Pledge turn (see rounds.start_round), however many they committed.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from games.core.ledger import Settlement
from games.legislation.actions import Choice, Token
from games.legislation.deals import KIND_TOKENS
from games.legislation.state import LegislationState


def broken(settlements: Iterable[Settlement]) -> tuple[Settlement, ...]:
    return tuple(s for s in settlements if not s.kept)


def punish(state: LegislationState, betrayed: tuple[Settlement, ...]) -> tuple[int, ...]:
    """Mark each betrayer to sit out the next Pledge round; returns them in seat order."""
    seats = tuple(sorted({s.commitment.seat for s in betrayed}))
    state.owes_skip.update(seats)
    # Public and kept all game, so every player (and every bot) can remember who betrays whom.
    victims = tuple(
        (s.commitment.seat, s.commitment.counterparty)
        for s in betrayed
        if s.commitment.counterparty is not None
    )
    state.betrayals += victims
    return seats


@dataclass(frozen=True, slots=True)
class Betrayal:
    """A broken token, as the log shows it: who broke it, which token, and how they voted instead."""

    seat: int
    token: Token
    voted: Choice


def describe(betrayed: tuple[Settlement, ...]) -> tuple[Betrayal, ...]:
    """Public log data: who broke which token, and how they voted."""
    if not betrayed:
        return ()
    return tuple(
        [
            Betrayal(s.commitment.seat, KIND_TOKENS[s.commitment.kind], Choice(s.actual or "abstain"))
            for s in betrayed
        ]
    )
