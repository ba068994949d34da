"""What a player has picked on the Starward board before confirming a move, and how picks are named."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from desktop.starward.names import resource_name, tr, type_name
from games.starward.actions import BLOCKER_SLOT
from games.starward.cards import Planet
from games.starward.views import StarwardView


@dataclass
class Picks:
    """Cards, planets, slots, stacks and the like picked so far; nothing is played until confirmed."""

    action_card: int | None = None
    cards: list[int] = field(default_factory=list)
    fields: dict[str, list[Any]] = field(default_factory=dict)
    tucks: dict[int, int] = field(default_factory=dict)  # Colonize role: card -> planet
    keep: int | None = None
    tech: int | None = None
    face: int = 0
    fighters: int = 0

    def of(self, name: str) -> list[Any]:
        return self.fields.get(name, [])

    def toggle(self, name: str, value: object, most: int) -> None:
        """Pick `value` (again, where one may be picked twice, e.g. a stack), or drop it when full.

        With room for one only, a new pick replaces the old one, as radio buttons do."""
        picked = self.fields.setdefault(name, [])
        if most == 1:
            self.fields[name] = [] if picked == [value] else [value]
        elif len(picked) < most and (name == "stacks" or value not in picked):
            picked.append(value)
        else:
            self.fields[name] = [v for v in picked if v != value]

    def toggle_card(self, card_id: int, most: int | None) -> None:
        if card_id in self.cards:
            self.cards.remove(card_id)
        elif most is None or len(self.cards) < most:
            self.cards.append(card_id)


def front_of(view: StarwardView, index: int) -> Planet | None:
    """The card of the viewer's own planet at `index` (its owner knows it face down too)."""
    return view.fronts[index] if 0 <= index < len(view.fronts) else None


def planet_label(view: StarwardView, index: int) -> str:
    """A planet of the viewer's own Empire, short: its name, else its type and place."""
    front = front_of(view, index)
    if front is not None:
        return front.name
    if view.seat is None:
        raise ValueError("the shared screen has no Empire of its own")
    empire = view.table.empires[view.seat]
    planet = next(p for p in empire.planets if p.index == index)
    return tr("%1 planet %2").replace("%1", type_name(planet.back.type)).replace("%2", str(index + 1))


def slot_label(view: StarwardView, slot: tuple[int, int]) -> str:
    """A resource slot of the viewer's (or its blocking fighter) as "iron on Hearth Smelter"."""
    index, place = slot
    where = planet_label(view, index)
    if place == BLOCKER_SLOT:
        return tr("the fighter on %1").replace("%1", where)
    front = front_of(view, index)
    resource = front.slots[place] if front is not None and 0 <= place < len(front.slots) else None
    what = resource_name(resource) if resource is not None else "?"
    return tr("%1 on %2").replace("%1", what).replace("%2", where)
