"""Keeping a player from voting: Assassinate Representative and Political Secret.

(Riders bar their own player, and the Nekro's Galactic Threat bars the Nekro: see riders.py.)
"""

from __future__ import annotations

from typing import Any, ClassVar

from games.council.rulebook import CardRule, Params, note_of, register
from games.council.state import CouncilState, FrameKind


@register("assassinate-representative")
class AssassinateRepresentative(CardRule):
    windows = frozenset({FrameKind.AFTER})
    family = "blocks_voting"

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        return tuple(Params(target=s) for s in range(state.n))

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: dict[str, Any]) -> None:
        assert state.agenda is not None and params.target is not None
        state.agenda.barred.add(params.target)


@register("political-secret")
class PoliticalSecret(CardRule):
    """Silences the note's owner for this agenda: no votes, action cards or faction abilities.
    The note goes home when the agenda ends, or at once if it is discarded (Veto, Quash...)."""

    windows = frozenset({FrameKind.WHEN})
    family = "blocks_voting"
    agenda_default: ClassVar[tuple[str, ...]] = ()  # the notes played on this agenda

    def agenda_leaves(self, state: CouncilState) -> None:
        for note in self.kept(state):
            state.players[int(note.partition("@")[2])].notes.append(note)
        self.keep(state, ())

    def bars_voting(self, state: CouncilState, seat: int) -> str | None:
        ctx = state.agenda
        return self.id if ctx is not None and seat in ctx.silenced else None

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: dict[str, Any]) -> None:
        ctx = state.agenda
        assert ctx is not None
        note = note_of(state, seat, self.id)
        assert note is not None
        owner = int(note.partition("@")[2])
        state.players[seat].notes.remove(note)
        self.keep(state, (*self.kept(state), note))  # goes home when the agenda leaves the table
        ctx.silenced.add(owner)
        rec["silenced"] = owner
