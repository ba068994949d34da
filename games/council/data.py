"""The TI4 reference data Galactic Council plays with: agendas, planets, factions, agenda-phase cards."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

ASSETS = Path(__file__).resolve().parents[2] / "assets" / "council"


@dataclass(frozen=True, slots=True)
class AgendaCard:
    id: str
    name: str
    type: str  # "law" | "directive"
    outcome: str  # for_against | elect_player | elect_planet | elect_law | ... | special_hidden_outcomes
    subtype: str | None
    source: str
    base: bool
    pok: bool
    placement: str | None
    reveal_condition: str | None  # "no_laws" | "no_scored_secrets"
    references_voters: bool
    summary: dict[str, str]

    @property
    def is_law(self) -> bool:
        return self.type == "law"


@dataclass(frozen=True, slots=True)
class Planet:
    id: str
    name: str
    resources: int
    influence: int
    traits: tuple[str, ...]
    tech_specialty: tuple[str, ...]
    legendary: bool
    home: bool
    faction: str | None
    source: str
    kind: str  # planet | space_station | ocean


@dataclass(frozen=True, slots=True)
class Faction:
    id: str
    name: str
    source: str
    home_planets: tuple[str, ...]
    home_planet_options: dict[str, tuple[str, ...]]


@dataclass(frozen=True, slots=True)
class CardInfo:
    """One entry of cards.json: an action card, note, ability, leader, tech, relic or secret objective."""

    id: str
    name: str
    kind: str
    faction: str | None
    source: str
    timing: str
    window: str
    copies: int
    in_base_deck: bool
    in_pok_deck: bool
    effect: dict[str, Any]
    stops_voting: dict[str, str] | None
    relative_to_resolution: str | None
    is_rider: bool
    summary: str
    replaces: str | None = None  # the card this one is printed in place of (Thunder's Edge's Omega cards)
    version: str | None = (
        None  # a leader printed twice: "original" (Prophecy of Kings) or "omega" (Codex III)
    )


def _load(name: str) -> dict[str, Any]:
    with open(ASSETS / name, encoding="utf-8") as handle:
        loaded: dict[str, Any] = json.load(handle)
    return loaded


@cache
def agendas() -> dict[str, AgendaCard]:
    out = {}
    for a in _load("agendas.json")["agendas"]:
        out[a["id"]] = AgendaCard(
            a["id"],
            a["name"],
            a["type"],
            a["outcome"],
            a.get("subtype"),
            a["source"],
            a["base"],
            a["pok"],
            a.get("placement"),
            a.get("reveal_condition"),
            bool(a.get("references_voters")),
            a["summary"],
        )
    return out


@cache
def planets() -> dict[str, Planet]:
    out = {}
    for p in _load("planets.json")["planets"]:
        out[p["id"]] = Planet(
            p["id"],
            p["name"],
            p["resources"],
            p["influence"],
            tuple(p["traits"]),
            tuple(p["tech_specialty"]),
            p["legendary"],
            p["home"],
            p["faction"],
            p["source"],
            p["kind"],
        )
    return out


@cache
def planet_values() -> dict[str, tuple[int, int]]:
    """(resources, influence) printed on each planet."""
    return {p.id: (p.resources, p.influence) for p in planets().values()}


@cache
def factions() -> dict[str, Faction]:
    out = {}
    for f in _load("factions.json")["factions"]:
        options = {k: tuple(v) for k, v in f.get("home_planet_options", {}).items()}
        out[f["id"]] = Faction(f["id"], f["name"], f["source"], tuple(f["home_planets"]), options)
    return out


@cache
def _cards_file() -> dict[str, Any]:
    return _load("cards.json")


@cache
def cards() -> dict[str, CardInfo]:
    out = {}
    for c in _cards_file()["cards"]:
        out[c["id"]] = CardInfo(
            c["id"],
            c["name"],
            c["kind"],
            c.get("faction"),
            c["source"],
            c["timing"],
            c.get("window", ""),
            c.get("copies", 1),
            bool(c.get("in_base_deck")),
            bool(c.get("in_pok_deck")),
            c["effect"],
            c.get("stops_voting"),
            c.get("relative_to_resolution"),
            bool(c.get("is_rider")),
            c["summary"],
            c.get("replaces"),
            c.get("version"),
        )
    return out


def card_faction(card_id: str) -> str:
    """The faction a card belongs to ("" for none); a plain dict read, asked whenever votes are counted."""
    factions = _CARD_FACTIONS
    if not factions:
        factions.update((c.id, c.faction or "") for c in cards().values())
    return factions[card_id]


_CARD_FACTIONS: dict[str, str] = {}


@cache
def card_index() -> dict[str, tuple[str, ...]]:
    return {k: tuple(v) for k, v in _cards_file()["index"].items()}


@cache
def rulings() -> tuple[dict[str, Any], ...]:
    return tuple(_cards_file()["rulings"])


STRATEGY_CARDS = (
    "leadership",
    "diplomacy",
    "politics",
    "construction",
    "trade",
    "warfare",
    "technology",
    "imperial",
)
