"""Changing who votes when: Hack Election, Hack Election Omega (Zeal's "Argent first" is in
vote_modifiers.py)."""

from __future__ import annotations

from typing import ClassVar

from games.council.log_record import Rec
from games.council.rulebook import CardRule, Params, register
from games.council.state import CouncilState, FrameKind


@register("hack-election")
class HackElection(CardRule):
    """This agenda votes counter-clockwise from the speaker's right; the speaker still votes last."""

    windows = frozenset({FrameKind.AFTER})
    family = "changes_vote_order"
    agenda_default: ClassVar[bool] = False  # played on this agenda

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        return "the order is already reversed" if self.kept(state) else None

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        self.keep(state, True)

    def votes_reversed(self, state: CouncilState) -> bool:
        return bool(self.kept(state))


@register("hack-election-omega")
class HackElectionOmega(CardRule):
    """The card's player votes after the speaker this agenda (it does not unbar a barred player)."""

    windows = frozenset({FrameKind.AFTER})
    family = "changes_vote_order"
    agenda_default: ClassVar[tuple[int, ...]] = ()  # the seats that play it, in order

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        return "already votes last" if seat in self.kept(state) else None

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        self.keep(state, (*self.kept(state), seat))

    def votes_last(self, state: CouncilState) -> tuple[int, ...]:
        return tuple(self.kept(state))
