"""Cards that work by themselves or outside the agenda phase: Alliance, Imperia (commander access, see
votes.commander_access), Future Sight (resolution.settle_predictions), Scepter of Emelpar (paying for
Quash and Instinct Training), The Triad (votes.py, an option), and Xander Alexin Victori III (an
any-time agent: commodities pay as trade goods). Action-phase abilities are in action_phase.py."""

from __future__ import annotations

from typing import Any

from games.council.rulebook import CardRule, Params, register, register_passive
from games.council.state import CouncilState, FrameKind, Leader

ANY_TIME = frozenset(
    {
        FrameKind.START,
        FrameKind.WHEN,
        FrameKind.AFTER,
        FrameKind.POST_VOTE,
        FrameKind.AFTER_SPEAKER,
        FrameKind.BEFORE_RES,
        FrameKind.AFTER_RES,
    }
)


# Cards whose rule lives where it applies.
register_passive("passives", "games/council/votes.py (commander_access)", "alliance", "imperia")
register_passive("passives", "games/council/resolution.py (settle_predictions)", "future-sight")
register_passive(
    "passives", "games/council/cards/agenda_replacement.py (strategy_payments)", "scepter-of-emelpar"
)
register_passive("passives", "games/council/votes.py (TRIAD; only with the triad_votes option)", "the-triad")


@register("xander-alexin-victori-iii")
class XanderAlexinVictori(CardRule):
    """Keleres agent: exhaust it so that one player's next trade-good spend may use commodities."""

    windows = ANY_TIME
    family = "passives"

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        return tuple(Params(target=s) for s in range(state.n) if s not in state.commodity_spend)

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: dict[str, Any]) -> None:
        assert params.target is not None
        state.players[seat].leaders[self.id] = Leader.EXHAUSTED
        state.commodity_spend.add(params.target)
