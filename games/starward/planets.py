"""Planets in an Empire (rules §6.3, §6.4, R19-R28, R47): settling, attacking, slots and resources.

Settling needs the planet's tucked colonies plus the owner's Empire Colonize symbols to reach its
colonize cost (R24). Attacking pays fighters equal to its warfare cost (2 less with Burnt Ground
Doctrine, never below 0). Either way the planet turns face up and its tucked cards go to its
owner's discard pile (R22, R26); with Cornucopia the owner then produces 2 (R48).
"""

from __future__ import annotations

from games.core.errors import IllegalAction
from games.starward.actions import BLOCKER_SLOT
from games.starward.cards import COLONIZE, PRODUCE, catalogue
from games.starward.state import TO_PRODUCE, Holding, Pending, Player, StarwardState, held
from games.starward.symbols import COLONY_VALUES, empire_symbols

BURNT_GROUND = "burnt_ground"
ARMS_EXCHANGE = "arms_exchange"
CORNUCOPIA = "cornucopia"
# Each planet's costs by planet id, read once on import (asked on nearly every move).
COLONIZE_COSTS = tuple(p.colonize_cost for p in catalogue().planets)
WARFARE_COSTS = tuple(p.warfare_cost for p in catalogue().planets)


def holding(player: Player, index: int, what: str) -> Holding:
    if not 0 <= index < len(player.planets):
        raise IllegalAction(f"{what}: you have no planet {index}", "no_such_planet", planet=index)
    return player.planets[index]


def colonies(h: Holding) -> int:
    """The colonies the cards tucked under `h` are worth (R25)."""
    values = COLONY_VALUES
    total = 0
    for c in h.colonies:
        total += values[c]
    return total


def can_settle(player: Player, h: Holding, extra_colonize: int = 0) -> bool:
    if h.face_up:
        return False
    need = COLONIZE_COSTS[h.planet] - empire_symbols(player, COLONIZE) - extra_colonize
    return colonies(h) >= need


def warfare_cost(player: Player, h: Holding) -> int:
    cost = WARFARE_COSTS[h.planet]
    if BURNT_GROUND in player.effects:
        cost = max(0, cost - 2)
    return cost


def can_attack(player: Player, h: Holding, fighters: int | None = None) -> bool:
    available = player.fighters if fighters is None else fighters
    return not h.face_up and warfare_cost(player, h) <= available


def settleable(player: Player) -> tuple[int, ...]:
    """The face-down planets whose colonies and the Empire's Colonize symbols reach their cost (R24)."""
    empire = empire_symbols(player, COLONIZE)
    costs, values = COLONIZE_COSTS, COLONY_VALUES
    out = []
    for i, h in enumerate(player.planets):
        if not h.face_up:
            total = 0
            for c in h.colonies:
                total += values[c]
            if total >= costs[h.planet] - empire:
                out.append(i)
    return tuple(out)


def attackable(player: Player) -> tuple[int, ...]:
    """The face-down planets the seat's fighters can pay to attack now."""
    fighters = player.fighters
    if fighters < 0:
        return ()
    costs = WARFARE_COSTS
    if BURNT_GROUND in player.effects:  # 2 less, never below 0: as `warfare_cost`
        fighters += 2
    targets = []
    for i, h in enumerate(player.planets):
        if not h.face_up and costs[h.planet] <= fighters:
            targets.append(i)
    return tuple(targets)


def face_down(player: Player) -> tuple[int, ...]:
    down = []  # a plain loop: a comprehension is one more call
    for i, h in enumerate(player.planets):
        if not h.face_up:
            down.append(i)
    return tuple(down)


def check_settle(player: Player, index: int, what: str, extra_colonize: int = 0) -> Holding:
    h = holding(player, index, what)
    if h.face_up:
        raise IllegalAction(f"{what}: planet {index} is already face up", "face_up", planet=index)
    if not can_settle(player, h, extra_colonize):
        raise IllegalAction(
            f"{what}: planet {index} needs more colonies to be settled", "too_few_colonies", planet=index
        )
    return h


def check_attack(player: Player, index: int, what: str, fighters: int | None = None) -> Holding:
    h = holding(player, index, what)
    if h.face_up:
        raise IllegalAction(f"{what}: planet {index} is already face up", "face_up", planet=index)
    if not can_attack(player, h, fighters):
        raise IllegalAction(
            f"{what}: attacking planet {index} takes {warfare_cost(player, h)} fighters",
            "too_few_fighters",
            planet=index,
        )
    return h


def _turn_up(state: StarwardState, seat: int, index: int, burnt: bool = False) -> None:
    """Planet `index` turns face up, its tucked cards go to the discard pile; `burnt`: attacked under
    Burnt Ground Doctrine (R47), a supply fighter sits on it and it never holds resources."""
    player = state.players[seat]
    h = player.planets[index]
    player.planets[index] = held(
        h.planet, True, (), h.goods, h.blocker or burnt, h.barren or burnt
    )  # fmt: skip
    player.version += 1
    player.symbols_version += 1
    player.discard.extend(h.colonies)
    if CORNUCOPIA in player.effects:
        produce_later(state, seat, 2)


def settle(state: StarwardState, seat: int, index: int) -> None:
    _turn_up(state, seat, index)
    state.stats["settled"] = state.stats.get("settled", 0) + 1


def tuck(player: Player, index: int, cards: tuple[int, ...] | list[int]) -> None:
    """Cards go under planet `index` as colonies (the caller moves the Empire's version)."""
    h = player.planets[index]
    player.planets[index] = held(h.planet, h.face_up, h.colonies + tuple(cards), h.goods, h.blocker, h.barren)


def attack(state: StarwardState, seat: int, index: int) -> None:
    player = state.players[seat]
    player.fighters -= warfare_cost(player, player.planets[index])
    _turn_up(state, seat, index, BURNT_GROUND in player.effects)
    state.stats["attacked"] = state.stats.get("attacked", 0) + 1


def empty_slots(player: Player) -> tuple[tuple[int, int], ...]:
    """Slots that may take a resource: on face-up planets that can hold resources (R28)."""
    slots = []
    for i, h in enumerate(player.planets):
        if h.face_up and not h.barren and False in h.goods:
            for s, full in enumerate(h.goods):
                if not full:
                    slots.append((i, s))
    return tuple(slots)


def goods(player: Player) -> tuple[tuple[int, int], ...]:
    """What may be traded: resources on planets; with Arms Exchange also the blocking fighters (R47)."""
    held = []
    for i, h in enumerate(player.planets):
        if True in h.goods:
            for s, full in enumerate(h.goods):
                if full:
                    held.append((i, s))
    if ARMS_EXCHANGE in player.effects:
        held += [(i, BLOCKER_SLOT) for i, h in enumerate(player.planets) if h.blocker]
    return tuple(held)


def tradeable_fighters(player: Player) -> int:
    return player.fighters if ARMS_EXCHANGE in player.effects else 0


def resources_held(player: Player) -> int:
    return sum(sum(h.goods) for h in player.planets)


def produce_later(state: StarwardState, seat: int, n: int) -> None:
    """Cornucopia: a production of `n` the seat places before play goes on (if it has a free slot)."""
    if empty_slots(state.players[seat]):
        state.pending.append(Pending(seat, TO_PRODUCE, PRODUCE, n, optional=True))
