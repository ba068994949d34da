"""Changing who votes when: Hack Election, Hack Election Omega (Zeal's "Argent first" is in
vote_modifiers.py)."""

from __future__ import annotations

from typing import Any

from games.council.rulebook import CardRule, Params, register
from games.council.state import CouncilState, FrameKind


@register("hack-election")
class HackElection(CardRule):
    """This agenda votes counter-clockwise from the speaker's right; the speaker still votes last."""

    windows = frozenset({FrameKind.AFTER})
    family = "changes_vote_order"

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        assert state.agenda is not None
        return "the order is already reversed" if state.agenda.reversed else None

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: dict[str, Any]) -> None:
        assert state.agenda is not None
        state.agenda.reversed = True


@register("hack-election-omega")
class HackElectionOmega(CardRule):
    """The card's player votes after the speaker this agenda (it does not unbar a barred player)."""

    windows = frozenset({FrameKind.AFTER})
    family = "changes_vote_order"

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        assert state.agenda is not None
        return "already votes last" if seat in state.agenda.last else None

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: dict[str, Any]) -> None:
        assert state.agenda is not None
        state.agenda.last.append(seat)
