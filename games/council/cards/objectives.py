"""The Prophecy of Kings agenda-phase secret objectives: Dictate Policy and Drive the Debate."""

from __future__ import annotations

from games.council import data, holdings
from games.council.events import ObjectiveScored
from games.council.log_record import Rec
from games.council.outcomes import controller, elected_planet, elected_seat
from games.council.rulebook import CardRule, Params, register
from games.council.state import CouncilState, FrameKind


class SecretObjective(CardRule):
    family = "objectives"

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        me = state.players[seat]
        if self.id in me.secrets:  # in companion mode it was declared, not dealt
            me.secrets.remove(self.id)
        me.scored.append(self.info.name)
        holdings.gain_vp(state, seat, 1, rec, self.id)
        rec.events.append(ObjectiveScored(self.id))


@register("dictate-policy")
class DictatePolicy(SecretObjective):
    """Scored once 3 or more laws are in play: right after the third law resolves (before riders),
    or at once if 3 are in play when the phase starts."""

    windows = frozenset({FrameKind.START, FrameKind.AFTER_RES})

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        return None if len(state.laws) >= 3 else "fewer than 3 laws are in play"


@register("drive-the-debate")
class DriveTheDebate(SecretObjective):
    """Scored just before an elect agenda resolves electing you or a planet you control."""

    windows = frozenset({FrameKind.BEFORE_RES})

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        assert state.agenda is not None
        state.agenda.card_state[self.id] = True  # scored: too late for the Legal Texts
        super().resolve(state, seat, params, rec)

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        ctx = state.agenda
        assert ctx is not None
        if ctx.killed or data.agendas()[ctx.effective].outcome == "for_against":
            return "not an election"
        planet = elected_planet(ctx.outcome)
        if elected_seat(ctx.outcome) == seat or (planet is not None and controller(state, planet) == seat):
            return None
        return "neither you nor a planet you control is elected"
