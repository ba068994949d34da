"""Starward's components (assets/starward/cards.json): symbols, basic cards, planets and technologies.

Every physical card of a game has an integer id, the same in every game: the basic cards of the
five-player box in stack order (Survey, Warfare, Colonize, Produce/Trade, Research, then
Politics), then the 39 technologies. Planets have their own ids: the 27 planets of the planet
deck, then the 6 start planets. A smaller table simply leaves some ids in the box.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import Any

from games.starward.assets import starward_file


class Symbol(StrEnum):
    """A role symbol, and the role of the same name (the six roles a leader may choose)."""

    SURVEY = "survey"
    WARFARE = "warfare"
    COLONIZE = "colonize"
    PRODUCE = "produce"
    TRADE = "trade"
    RESEARCH = "research"


Role = Symbol  # the six roles are named after the six symbols


class Stack(StrEnum):
    """A stack of role cards on the central display, in display order."""

    SURVEY = "survey"
    WARFARE = "warfare"
    COLONIZE = "colonize"
    PRODUCE_TRADE = "produce_trade"
    RESEARCH = "research"


class Kind(StrEnum):
    """What a card is: one of the basic kinds, or a technology."""

    SURVEY = "survey"
    WARFARE = "warfare"
    COLONIZE = "colonize"
    PRODUCE_TRADE = "produce_trade"
    RESEARCH = "research"
    POLITICS = "politics"
    TECHNOLOGY = "technology"


class PlanetType(StrEnum):
    ADVANCED = "advanced"
    FERTILE = "fertile"
    METALLIC = "metallic"


class Resource(StrEnum):
    SILICON = "silicon"
    FOOD = "food"
    WATER = "water"
    IRON = "iron"


STACKS: tuple[Stack, ...] = tuple(Stack)
ROLES: tuple[Role, ...] = tuple(Symbol)
# The roles under plain names, for the paths run on every action: Python 3.11 reads a member off an
# Enum class through EnumType.__getattr__, about ten times slower than a module global.
SURVEY, WARFARE, COLONIZE, PRODUCE, TRADE, RESEARCH = (
    Symbol.SURVEY,
    Symbol.WARFARE,
    Symbol.COLONIZE,
    Symbol.PRODUCE,
    Symbol.TRADE,
    Symbol.RESEARCH,
)
STACK_OF_ROLE: dict[Role, Stack] = {
    Symbol.SURVEY: Stack.SURVEY,
    Symbol.WARFARE: Stack.WARFARE,
    Symbol.COLONIZE: Stack.COLONIZE,
    Symbol.PRODUCE: Stack.PRODUCE_TRADE,
    Symbol.TRADE: Stack.PRODUCE_TRADE,
    Symbol.RESEARCH: Stack.RESEARCH,
}
KIND_OF_STACK: dict[Stack, Kind] = {s: Kind(s.value) for s in STACKS}
BASIC_NAMES = {
    Kind.SURVEY: "Survey",
    Kind.WARFARE: "Warfare",
    Kind.COLONIZE: "Colonize",
    Kind.PRODUCE_TRADE: "Produce/Trade",
    Kind.RESEARCH: "Research",
    Kind.POLITICS: "Politics",
}


@dataclass(frozen=True, slots=True)
class Face:
    """One face of a permanent technology: the effect it gives and the Empire symbols it adds."""

    name: str
    effect: str  # e.g. "supply_lines", "civil_service" (see permanents.py)
    symbols: tuple[Symbol, ...]
    text: str


@dataclass(frozen=True, slots=True)
class Technology:
    """A technology card. Ordinary ones are deck cards with an action; permanent ones have two faces."""

    id: str
    name: str  # the ordinary card's name; "A / B" for a permanent card
    type: PlanetType
    level: int
    cost: int  # Research symbols needed
    planets: int  # face-up planets of `type` needed
    influence: int
    symbols: tuple[Symbol, ...]  # ordinary cards: the two symbols (a symbol twice counts twice)
    effect: str  # ordinary cards: the action (see card_actions.py); "" for permanent ones
    text: str
    faces: tuple[Face, ...]  # permanent cards: the two faces; () for ordinary ones

    @property
    def permanent(self) -> bool:
        return bool(self.faces)


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card: a basic card, or a technology (`tech`)."""

    id: int
    kind: Kind
    name: str
    symbols: tuple[Symbol, ...]
    tech: Technology | None = None

    @property
    def influence(self) -> int:
        return self.tech.influence if self.tech is not None else 0


@dataclass(frozen=True, slots=True)
class Planet:
    """A planet card. The back (type, costs) is always public; the rest is its front."""

    id: int
    key: str  # e.g. "adv-1", "start-fer-2"
    name: str
    type: PlanetType
    colonize_cost: int
    warfare_cost: int
    symbols: tuple[Symbol, ...]
    slots: tuple[Resource, ...]
    influence: int
    hand_limit_bonus: int
    start: bool


@dataclass(frozen=True, slots=True)
class TableSize:
    """The numbers that depend on the player count (rules §4)."""

    before: dict[Stack, int]  # stack sizes before the starting decks are dealt
    after: dict[Stack, int]
    politics: int
    empty_stacks_end: int
    influence: int


@dataclass(frozen=True, slots=True)
class Catalogue:
    cards: tuple[Card, ...]
    first_of_kind: dict[Kind, int]  # the lowest card id of each basic kind
    box: dict[Kind, int]  # how many cards of each basic kind the ids cover
    technologies: tuple[int, ...]  # the card ids of the 39 technologies, in display order
    planets: tuple[Planet, ...]  # the planet deck's 27, then the 6 start planets
    deck_planets: tuple[int, ...]
    start_planets: tuple[int, ...]
    sizes: dict[str, TableSize]  # "2", "3", "3-extended", "4", "5"
    starting_deck: dict[Kind, int]
    opening_hand: int
    substitute: dict[Role, int]  # symbols a leader counts for an empty stack
    reserve: int
    hand_limit: int


def _planet(pid: int, data: dict[str, Any], start: bool) -> Planet:
    return Planet(
        pid,
        data["id"],
        data["name"],
        PlanetType(data["type"]),
        data["colonize"],
        data["warfare"],
        tuple(Symbol(s) for s in data["symbols"]),
        tuple(Resource(r) for r in data["slots"]),
        data["influence"],
        data["hand"],
        start,
    )


def _technology(data: dict[str, Any]) -> Technology:
    faces = tuple(
        Face(f["name"], f["effect"], tuple(Symbol(s) for s in f["symbols"]), f["text"])
        for f in data.get("faces", ())
    )
    name = data.get("name") or " / ".join(f.name for f in faces)
    return Technology(
        data["id"],
        name,
        PlanetType(data["type"]),
        data["level"],
        data["cost"],
        data["planets"],
        data["influence"],
        tuple(Symbol(s) for s in data.get("symbols", ())),
        data.get("effect", ""),
        data.get("text", ""),
        faces,
    )


@cache
def catalogue() -> Catalogue:
    data = json.loads(starward_file("cards.json").read_text(encoding="utf-8"))
    cards: list[Card] = []
    first: dict[Kind, int] = {}
    box: dict[Kind, int] = {}
    for key, count in data["box"].items():
        kind = Kind(key)
        first[kind] = len(cards)
        box[kind] = count
        symbols = tuple(Symbol(s) for s in data["basic_cards"][key]["symbols"])
        cards.extend(Card(len(cards), kind, BASIC_NAMES[kind], symbols) for _ in range(count))
    techs = []
    for entry in data["technologies"]:
        tech = _technology(entry)
        techs.append(len(cards))
        cards.append(Card(len(cards), Kind.TECHNOLOGY, tech.name, tech.symbols, tech))
    planets = [_planet(i, p, False) for i, p in enumerate(data["planets"])]
    planets += [_planet(len(planets) + i, p, True) for i, p in enumerate(data["start_planets"])]
    sizes = {
        key: TableSize(
            {Stack(k): v for k, v in c["before"].items()},
            {Stack(k): v for k, v in c["after"].items()},
            c["politics"],
            c["empty_stacks_end"],
            c["influence"],
        )
        for key, c in data["player_counts"].items()
    }
    return Catalogue(
        tuple(cards),
        first,
        box,
        tuple(techs),
        tuple(planets),
        tuple(p.id for p in planets if not p.start),
        tuple(p.id for p in planets if p.start),
        sizes,
        {Kind(k): v for k, v in data["starting_deck"].items()},
        data["opening_hand"],
        {Symbol(k): v for k, v in data["display_substitute"].items()},
        data["influence_reserve"],
        data["hand_limit"],
    )


def card(card_id: int) -> Card:
    return catalogue().cards[card_id]


def planet(planet_id: int) -> Planet:
    return catalogue().planets[planet_id]
