"""What every seat sees of the Legislation table (`TableView`): made once after each action and kept by
the state (`state.table`) until the next, so every seat's view shares it (views.py builds it)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from games.core.game import Standing
from games.legislation.actions import Token
from games.legislation.agendas import representative_kinds


class TokenOnBill(NamedTuple):
    """A pledge or anti-pledge token on a bill: (bill, seat, token), the one token order of Legislation's
    views and log (a tuple with names, so `for bill, seat, token in tokens` reads it too)."""

    bill: int
    seat: int
    token: Token


@dataclass(frozen=True, slots=True)
class DealSummary:
    """A deal made this turn, as everyone sees it: how many bills each party gave, and the tokens."""

    deal: int
    parties: tuple[int, int]
    cards: tuple[int, int]
    tokens: tuple[TokenOnBill, ...]


@dataclass(frozen=True, slots=True)
class TableView:
    """Everything public about the cards and points (shared by every seat's view)."""

    representatives: tuple[str, ...]
    scores: tuple[int, ...]
    hand_counts: tuple[int, ...]
    piles: tuple[tuple[int, ...], ...]
    on_deck: tuple[tuple[int, ...], ...]
    deck_count: int
    passed: tuple[int, ...]
    failed: tuple[int, ...]
    tokens: tuple[TokenOnBill, ...]  # laid or made this turn
    deals: tuple[DealSummary, ...]  # made this Pledge turn, still cancellable
    benched: tuple[int, ...]  # betrayers sitting out this Pledge round
    owes_skip: tuple[int, ...]  # betrayed this Vote round: will sit out the next Pledge round
    betrayals: tuple[tuple[int, int], ...] = ()  # every broken token so far: (betrayer, the seat it was for)
    approached: tuple[int, ...] = ()  # partners the active player has opened a deal with this Pledge turn

    @property
    def standings(self) -> tuple[Standing, ...]:
        """Score and Representative seat by seat; `won` marks the leaders (the winners once over).
        Worked out when read: views are built on every action, standings are read rarely."""
        kinds = representative_kinds()
        best = max(self.scores)
        return tuple(
            Standing(seat, score, score == best, kinds[self.representatives[seat]].name)
            for seat, score in enumerate(self.scores)
        )
