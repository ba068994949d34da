"""What Galactic Council's cards show (an agenda or action card, a planet), as plain data from a view."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class AgendaFace:
    name: str
    is_law: bool
    outcome: str  # translated outcome line ("For / Against", "Elect a player"...)
    summary: tuple[str, ...] = ()
    band: str = ""  # overrides the LAW / DIRECTIVE band (an action card or a note in hand)
    holder: str = ""  # translated: who holds it (a law's elected player or planet, a note's giver)


@dataclass(frozen=True, slots=True)
class PlanetFace:
    name: str
    influence: int
    resources: int
    trait: str  # translated trait name, or ""
    trait_key: str = ""  # cultural | hazardous | industrial | "" (drives the colour)
    exhausted: bool = False
    legendary: bool = False
