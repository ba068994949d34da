"""Keeping a player from voting: Assassinate Representative and Political Secret.

(Riders bar their own player, and the Nekro's Galactic Threat bars the Nekro: see riders.py.)
"""

from __future__ import annotations

from typing import ClassVar

from games.core.errors import IllegalAction
from games.council.events import Silenced
from games.council.log_record import Rec
from games.council.rulebook import CardRule, Params, note_of, note_owners, register
from games.council.state import CouncilState, FrameKind


@register("assassinate-representative")
class AssassinateRepresentative(CardRule):
    windows = frozenset({FrameKind.AFTER})
    family = "blocks_voting"

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        return tuple(Params(target=s) for s in range(state.n) if s not in state.gone)

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        assert state.agenda is not None and params.target is not None
        state.agenda.barred.add(params.target)


@register("political-secret")
class PoliticalSecret(CardRule):
    """Silences the note's owner for this agenda: no votes, action cards or faction abilities.
    The note goes home when the agenda ends, or at once if it is discarded (Veto, Quash...).

    Every player owns one, so a seat may hold several rivals' notes: it chooses whose to play (the
    play's `target` is the note's owner). A play logged without a target, by a Quorum from before that
    choice, played the first rival note held, and is replayed so."""

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

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        return tuple(Params(target=owner) for owner in note_owners(state, seat, self.id))

    def as_logged(self, state: CouncilState, seat: int, params: Params) -> Params:
        if params != Params():
            return params
        note = note_of(state, seat, self.id)  # before the choice: the first rival note held
        return params if note is None else Params(target=int(note.partition("@")[2]))

    def check_params(self, state: CouncilState, seat: int, params: Params) -> None:
        owner = params.target
        if owner is not None and owner not in note_owners(state, seat, self.id):
            raise IllegalAction(
                f"seat {seat} holds no Political Secret of seat {owner} to play",
                "note_not_held",
                card=self.id,
                seat=owner,  # the note's owner (the table names that player in its refusal)
            )

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        ctx = state.agenda
        assert ctx is not None
        owner = params.target
        assert owner is not None  # playing.check_play read the logged play (as_logged) and checked it
        note = f"{self.id}@{owner}"
        state.players[seat].notes.remove(note)
        self.keep(state, (*self.kept(state), note))  # goes home when the agenda leaves the table
        ctx.silenced.add(owner)
        rec.events.append(Silenced(owner))
