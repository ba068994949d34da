"""What everyone sees of a Starward Empire: its planets (backs, fronts once face up), technologies, score."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import cast

from games.core.frozen import quick
from games.starward.cards import Planet, PlanetType, planet
from games.starward.planets import BURNT_GROUND, colonies
from games.starward.scoring import Score, score
from games.starward.state import Holding, Player, StarwardState
from games.starward.symbols import empire_counts, hand_limit

ALL = -1  # the key of whole-table entries in the state's view caches


@dataclass(frozen=True, slots=True)
class PlanetBack:
    """The public back of a planet card: its type and costs."""

    type: PlanetType
    colonize_cost: int
    warfare_cost: int


@dataclass(frozen=True, slots=True)
class PlanetView:
    """A planet in an Empire as the viewer sees it. `index` is what actions name it by."""

    index: int
    back: PlanetBack
    face_up: bool
    front: Planet | None  # the card (name, symbols, slots, influence, hand icon) once face up;
    # the owner finds the fronts of its face-down planets in StarwardView.fronts
    colonies: tuple[int, ...]  # cards tucked under it (face up, public)
    colony_count: int  # colonies they are worth
    goods: tuple[bool, ...]  # per slot of the front, whether it holds its resource (face-up planets)
    blocker: bool  # Burnt Ground Doctrine's fighter sits on it
    barren: bool  # it can never hold resources
    attack_cost: int  # fighters its owner would pay to attack it now


@dataclass(frozen=True, slots=True)
class EmpireView:
    """What lies in front of one seat: planets, permanent technologies, fighters, influence."""

    seat: int
    planets: tuple[PlanetView, ...]
    permanents: tuple[tuple[int, int], ...]  # (technology card id, face 0/1)
    symbols: tuple[int, ...]  # Empire symbols per role, in the order of cards.ROLES
    fighters: int
    influence: int  # influence tokens
    hand_limit: int
    score: Score  # the running influence, part by part


# Views are made on every action: skip the frozen dataclasses' slow per-field setattr.
_planet = quick(PlanetView)
_empire_view = quick(EmpireView)


@cache
def back_of(planet_id: int) -> PlanetBack:
    p = planet(planet_id)
    return PlanetBack(p.type, p.colonize_cost, p.warfare_cost)


def _planet_view(owner: Player, index: int, h: Holding, burnt: bool) -> PlanetView:
    card = planet(h.planet)
    face_up = h.face_up
    cost = card.warfare_cost
    return _planet(
        index,
        back_of(h.planet),
        face_up,
        card if face_up else None,
        h.colonies,
        colonies(h) if h.colonies else 0,
        h.goods if face_up else (),
        h.blocker,
        h.barren,
        max(0, cost - 2) if burnt else cost,
    )


def _empire(state: StarwardState, seat: int) -> EmpireView:
    key = state.players[seat].version
    cached = state.empires.get(seat)
    if cached is not None and cached[0] == key:
        return cast(EmpireView, cached[1])
    built = build_empire(state, seat)
    state.empires[seat] = (key, built)
    return built


def build_empire(state: StarwardState, seat: int) -> EmpireView:
    """One seat's EmpireView made afresh."""
    player = state.players[seat]
    burnt = BURNT_GROUND in player.effects
    return _empire_view(
        seat,
        tuple([_planet_view(player, i, h, burnt) for i, h in enumerate(player.planets)]),
        tuple(player.permanents),
        empire_counts(player),
        player.fighters,
        player.influence,
        hand_limit(player),
        score(state, seat),
    )


def all_empires(state: StarwardState) -> tuple[EmpireView, ...]:
    """Every seat's EmpireView; the tuple itself is kept while no Empire changes."""
    key = tuple([p.version for p in state.players])
    cached = state.empires.get(ALL)
    if cached is not None and cached[0] == key:
        return cast(tuple[EmpireView, ...], cached[1])
    built = tuple([_empire(state, seat) for seat in range(state.seats)])
    state.empires[ALL] = (key, built)
    return built
