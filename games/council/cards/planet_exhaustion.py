"""Exhausting planets before the first agenda: Ancient Burial Sites and the Maw of Worlds."""

from __future__ import annotations

from games.council import data, holdings
from games.council.log_record import Rec
from games.council.rulebook import CardRule, Params, register
from games.council.state import CouncilState, FrameKind


@register("ancient-burial-sites")
class AncientBurialSites(CardRule):
    """Pick a player (even one without cultural planets): all their cultural planets are exhausted."""

    windows = frozenset({FrameKind.START})
    family = "exhausts_planets"

    def choices(self, state: CouncilState, seat: int) -> tuple[Params, ...]:
        return tuple(Params(target=s) for s in range(state.n) if s not in state.gone)

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        assert params.target is not None
        planets = data.planets()
        target = state.players[params.target]
        holdings.exhaust(
            state, params.target, [p for p in target.planets if "cultural" in planets[p].traits], rec
        )


@register("maw-of-worlds")
class MawOfWorlds(CardRule):
    """Purge it and exhaust all your planets: gain any one technology (the table records which)."""

    windows = frozenset({FrameKind.START})
    family = "exhausts_planets"

    def resolve(self, state: CouncilState, seat: int, params: Params, rec: Rec) -> None:
        me = state.players[seat]
        del me.relics[self.id]
        state.purged.append(self.id)
        holdings.exhaust(state, seat, list(me.planets), rec)
        holdings.instruct(state, self.id, "gain_technology", seat)
