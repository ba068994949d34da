"""Changing the result once it is known: Confusing and Confounding Legal Text, Deadly Plot, and the
Committee Formation law (its holder names the elected player instead of a vote)."""

from __future__ import annotations

from typing import ClassVar

from games.council import data, holdings
from games.council.events import Elected
from games.council.log_record import Rec
from games.council.outcomes import elected_seat, player_outcome
from games.council.resolution import remove_law
from games.council.rulebook import CardRule, Params, register
from games.council.state import CouncilState, FrameKind


def elects_player(state: CouncilState) -> bool:
    ctx = state.agenda
    return ctx is not None and data.agendas()[ctx.effective].outcome == "elect_player" and not ctx.killed


def legal_texts_open(state: CouncilState) -> bool:
    """The Legal Texts come after every extra vote and before Deadly Plot and Drive the Debate: once
    either of those has been used on this agenda, it is too late for them."""
    ctx = state.agenda
    return elects_player(state) and ctx is not None and not ctx.card_state.get("drive-the-debate")


@register("confusing-legal-text")
class ConfusingLegalText(CardRule):
    windows = frozenset({FrameKind.BEFORE_RES})
    family = "changes_outcome"

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        assert state.agenda is not None
        if not legal_texts_open(state) or elected_seat(state.agenda.outcome) != seat:
            return "you are not the elected player (or Deadly Plot / Drive the Debate came first)"
        return None

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        return tuple(Params(target=s) for s in range(state.n) if s != seat and s not in state.gone)

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        assert state.agenda is not None and params.target is not None
        if elected_seat(state.agenda.outcome) == seat:  # still elected after any other change
            state.agenda.outcome = player_outcome(params.target)
            rec.events.append(Elected(state.agenda.outcome))


@register("confounding-legal-text")
class ConfoundingLegalText(CardRule):
    windows = frozenset({FrameKind.BEFORE_RES})
    family = "changes_outcome"

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        assert state.agenda is not None
        elected = elected_seat(state.agenda.outcome)
        if not legal_texts_open(state) or elected is None or elected == seat:
            return "another player must be the elected player (before Deadly Plot / Drive the Debate)"
        return None

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        assert state.agenda is not None
        state.agenda.outcome = player_outcome(seat)
        rec.events.append(Elected(state.agenda.outcome))


@register("deadly-plot")
class DeadlyPlot(CardRule):
    """If you voted for or predicted another outcome: the agenda is discarded with no effect, every
    prediction fails, and then you exhaust all your planets."""

    windows = frozenset({FrameKind.BEFORE_RES})
    family = "changes_outcome"

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        ctx = state.agenda
        assert ctx is not None
        if ctx.killed:
            return "the agenda is already discarded"
        backed = {c.option for c in ctx.ledger.held_by(seat, ctx.key)}
        if seat in ctx.votes:
            backed.add(ctx.votes[seat].outcome)
        if not backed - {ctx.outcome}:
            return "you did not vote for or predict another outcome"
        return None

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        assert state.agenda is not None
        state.agenda.killed = True
        holdings.exhaust(state, seat, list(state.players[seat].planets), rec)


@register("committee-formation")
class CommitteeFormation(CardRule):
    """The law's holder discards it, after riders are played, to choose the elected player of an
    elect-player agenda: no vote is held."""

    windows = frozenset({FrameKind.AFTER})
    family = "changes_outcome"
    agenda_default: ClassVar[str | None] = None  # the elected player it chose

    def decided_outcome(self, state: CouncilState) -> str | None:
        elected: str | None = self.kept(state)  # what `keep` stored for this card (agenda_default: None)
        return elected

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        if state.laws.get(self.id, -1) != seat:
            return "you do not hold Committee Formation"
        if not elects_player(state):
            return "the agenda does not elect a player"
        return None

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        return tuple(Params(target=s) for s in range(state.n) if s not in state.gone)

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        assert state.agenda is not None and params.target is not None
        remove_law(state, self.id, rec)
        self.keep(state, player_outcome(params.target))
        state.stack[-1].data["closed"] = True
