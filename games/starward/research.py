"""Research (rules §6.7, R31-R33): take one technology whose cost and planet prerequisite you meet.

Your Research count must reach the technology's cost, and you need as many face-up planets of its
type as its level (start planets count; nothing is spent; surplus symbols are lost). An ordinary
technology goes into your hand; a permanent one into your Empire with the face you choose, working
at once (Cornucopia produces 4 as it enters). Followers research one after another from what is left.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from games.core.errors import IllegalAction
from games.core.frozen import quick
from games.starward.actions import Research
from games.starward.cards import PlanetType, Technology, card, catalogue, planet
from games.starward.planets import produce_later
from games.starward.state import Pending, Player, StarwardState

DOUBLE_SHIFT = "double_shift"


class Reason(StrEnum):
    """Why a technology can or cannot be taken now."""

    QUALIFIES = "qualifies"
    FEW_SYMBOLS = "few_symbols"  # the Research count is below its cost
    FEW_PLANETS = "few_planets"  # too few face-up planets of its type
    BOTH = "both"  # both of these


@dataclass(frozen=True, slots=True)
class TechOption:
    """A technology in the supply as one seat sees it for Research: what it needs, what the seat has."""

    technology: int  # card id
    type: PlanetType
    level: int
    cost: int
    planets_needed: int
    symbols: int  # the seat's Research count
    planets: int  # the seat's face-up planets of the type
    reason: Reason

    @property
    def qualifies(self) -> bool:
        return self.reason is Reason.QUALIFIES


QUALIFIES = Reason.QUALIFIES  # a module constant: read for every technology of the supply
_option = quick(TechOption)  # a Research prompt lists every technology: skip the frozen setattr


def face_up_of_type(player: Player, kind: PlanetType) -> int:
    return sum(1 for h in player.planets if h.face_up and planet(h.planet).type is kind)


def _face_up_counts(player: Player) -> dict[PlanetType, int]:
    counts: dict[PlanetType, int] = {}
    for h in player.planets:
        if h.face_up:
            kind = planet(h.planet).type
            counts[kind] = counts.get(kind, 0) + 1
    return counts


def reason(tech: Technology, count: int, planets: int) -> Reason:
    """Whether a seat with `count` Research symbols and `planets` face-up planets of the technology's
    type qualifies for it, or what it lacks: the one rule the listing, the prompt and `apply` read."""
    few_symbols, few_planets = count < tech.cost, planets < tech.planets
    if few_symbols:
        return Reason.BOTH if few_planets else Reason.FEW_SYMBOLS
    return Reason.FEW_PLANETS if few_planets else Reason.QUALIFIES


def options(state: StarwardState, player: Player, count: int) -> tuple[TechOption, ...]:
    """Every technology in the supply, with what it needs and whether `player` qualifies."""
    cards = catalogue().cards
    have = _face_up_counts(player)
    out = []
    for tech_id in state.technologies:
        tech = cards[tech_id].tech
        assert tech is not None
        planets = have.get(tech.type, 0)
        why = reason(tech, count, planets)
        out.append(_option(tech_id, tech.type, tech.level, tech.cost, tech.planets, count, planets, why))
    return tuple(out)


def qualifying(state: StarwardState, player: Player, count: int) -> tuple[int, ...]:
    """The technologies `player` may take with `count` Research symbols."""
    if count < 3:  # the cheapest technology costs 3
        return ()
    cards = catalogue().cards
    have = _face_up_counts(player)
    if not have:
        return ()
    out = []
    for tech_id in state.technologies:
        tech = cards[tech_id].tech
        assert tech is not None
        if reason(tech, count, have.get(tech.type, 0)) is QUALIFIES:
            out.append(tech_id)
    return tuple(out)


def check_choice(state: StarwardState, pending: Pending, action: Research) -> None:
    if action.technology is None:
        if action.face != 0:
            raise IllegalAction("no technology taken, so no face to choose", "no_such_face")
        return
    if action.technology not in state.technologies:
        raise IllegalAction(f"technology {action.technology} is not in the supply", "not_in_supply")
    player = state.players[action.seat]
    tech = card(action.technology).tech
    assert tech is not None
    why = reason(tech, pending.count, face_up_of_type(player, tech.type))
    if why is Reason.FEW_SYMBOLS or why is Reason.BOTH:
        raise IllegalAction(
            f"{tech.name} costs {tech.cost} Research symbols; you have {pending.count}", "few_symbols"
        )
    if why is Reason.FEW_PLANETS:
        raise IllegalAction(
            f"{tech.name} needs {tech.planets} face-up {tech.type.value} planet(s)", "few_planets"
        )
    if action.face not in ((0, 1) if tech.permanent else (0,)):
        raise IllegalAction(f"{action.face!r} is not a face of {tech.name}", "no_such_face")


def take(state: StarwardState, seat: int, tech_id: int, face: int) -> None:
    player = state.players[seat]
    player.version += 1
    state.technologies.remove(tech_id)
    tech = card(tech_id).tech
    assert tech is not None
    state.stats["technologies"] = state.stats.get("technologies", 0) + 1
    player.technologies.append(tech_id)
    if not tech.permanent:
        player.hand.append(tech_id)
        return
    player.permanents.append((tech_id, face))
    player.symbols_version += 1
    effect = tech.faces[face].effect
    player.effects = player.effects | {effect}
    if effect == "cornucopia":
        produce_later(state, seat, 4)
    elif effect == DOUBLE_SHIFT and seat == state.leader and not state.action_done:
        state.actions_left += 1  # at once (R33): a second action in this turn's action phase still to come


def resolve_choice(state: StarwardState, pending: Pending, action: Research) -> None:
    if action.technology is not None:
        take(state, action.seat, action.technology, action.face)
