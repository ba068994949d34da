"""Produce (rules §6.5, R28): a resource into each chosen empty slot of your face-up planets.

The producer picks the slots and may produce fewer than allowed; a slot holds one resource, of
the type printed on it. Gene Crafting counts the leader's production in its turn (R50).
"""

from __future__ import annotations

from games.core.errors import IllegalAction
from games.starward.cards import planet
from games.starward.planets import holding
from games.starward.state import StarwardState, held


def check_produce(state: StarwardState, seat: int, slots: tuple[tuple[int, int], ...], most: int) -> None:
    player = state.players[seat]
    if len(slots) > most:
        raise IllegalAction(
            f"you may produce at most {most} resource(s), not {len(slots)}", "too_many", most=most
        )
    if len(set(slots)) != len(slots):
        raise IllegalAction("a slot is named twice", "duplicate_slot")
    for pair in slots:
        index, slot = pair
        h = holding(player, index, "produce")
        if not h.face_up:
            raise IllegalAction(
                f"planet {index} is face down: it has no usable slots", "face_down", planet=index
            )
        if h.barren:
            raise IllegalAction(f"planet {index} cannot hold resources", "barren", planet=index)
        if not 0 <= slot < len(h.goods):
            raise IllegalAction(f"planet {index} has no slot {slot}", "no_such_slot", planet=index)
        if h.goods[slot]:
            raise IllegalAction(f"slot {slot} of planet {index} is already full", "slot_full", planet=index)


def produce(state: StarwardState, seat: int, slots: tuple[tuple[int, int], ...]) -> None:
    player = state.players[seat]
    player.version += 1
    for index, slot in slots:
        h = player.planets[index]
        filled = h.goods
        player.planets[index] = held(
            h.planet, h.face_up, h.colonies, filled[:slot] + (True,) + filled[slot + 1 :], h.blocker, h.barren
        )
        if seat == state.leader:
            state.produced.append(planet(h.planet).slots[slot])
    if slots:
        state.stats["produced"] = state.stats.get("produced", 0) + len(slots)
