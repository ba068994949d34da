"""Extra votes and pressure on votes: Distinguished Councilor, Bribery, Genetic Recombination, and the
passive modifiers counted by votes.py (Zeal, Elder Qanoj, Gila, Predictive Intelligence, Blood Pact,
Xxekir Grom Omega)."""

from __future__ import annotations

from typing import Any

from games.council.casting import add_votes
from games.council.holdings import spend_tg
from games.council.rulebook import CardRule, Params, register, register_passive
from games.council.state import CouncilState, Frame, FrameKind
from games.council.votes import no_extras, spendable_tg


def has_cast(state: CouncilState, seat: int) -> bool:
    ctx = state.agenda
    return ctx is not None and seat in ctx.votes and not no_extras(state)


@register("distinguished-councilor")
class DistinguishedCouncilor(CardRule):
    """+5 to one's own outcome, right after one's own vote (the speaker also after the Bribery window
    opens, since that window follows the speaker's vote)."""

    windows = frozenset({FrameKind.POST_VOTE, FrameKind.AFTER_SPEAKER})
    family = "vote_modifiers"

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        if not has_cast(state, seat):
            return "needs votes already cast"
        top = state.stack[-1]
        if top.kind is FrameKind.AFTER_SPEAKER and seat != state.speaker:
            return "only right after one's own vote"
        return None

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: dict[str, Any]) -> None:
        add_votes(state, seat, self.id, 5, rec)


@register("bribery")
class Bribery(CardRule):
    """After the speaker votes: any number of trade goods (even 0), one vote each, same outcome."""

    windows = frozenset({FrameKind.AFTER_SPEAKER})
    family = "vote_modifiers"

    def blocked(self, state: CouncilState, seat: int) -> str | None:
        return None if has_cast(state, seat) else "needs votes already cast"

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        return tuple(Params(amount=k) for k in range(spendable_tg(state, seat) + 1))

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: dict[str, Any]) -> None:
        # The trade goods are paid as the card resolves (a cancelled card costs nothing).
        amount = min(params.amount, spendable_tg(state, seat))
        spend_tg(state, seat, amount)
        if amount:
            add_votes(state, seat, self.id, amount, rec)


@register("genetic-recombination")
class GeneticRecombination(CardRule):
    """Mahact, before someone votes: vote at least 1 for the outcome I name, or lose a fleet token."""

    windows = frozenset({FrameKind.PRE_VOTE})
    family = "vote_modifiers"

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        assert state.agenda is not None
        return tuple(Params(outcome=o) for o in state.agenda.outcomes)

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: dict[str, Any]) -> None:
        top = state.stack[-1]
        voter = top.data["voter"]
        state.players[seat].techs[self.id] = True
        top.data["closed"] = True
        state.stack.append(
            Frame(FrameKind.CHOOSE, (voter,), prompt="recombination", outcome=params.outcome, mahact=seat)
        )


register_passive(
    "vote_modifiers",
    "games/council/votes.py (capacity, check_cast) and casting.py (Blood Pact)",
    "zeal",
    "elder-qanoj",
    "gila-the-silvertongue",
    "predictive-intelligence",
    "blood-pact",
    "xxekir-grom-omega",
)
