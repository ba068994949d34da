"""What a card shows, as plain data the screens fill from a seat's view (never from hidden state)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class BillFace:
    number: int
    title: str
    scores: tuple[
        int, int, int, int
    ]  # Social Progressive, Social Conservative, Fiscal Progressive, Fiscal Conservative
    tokens: tuple[tuple[str, bool], ...] = ()  # (seat colour, is a Pledge) for each token on the bill
    mine: tuple[int, ...] = ()  # which of the four columns the viewer scores by (highlighted)


@dataclass(frozen=True, slots=True)
class RepresentativeFace:
    title: str
    agendas: tuple[int, ...]  # column indices 0..3 this Representative scores by


@dataclass(frozen=True, slots=True)
class AgendaFace:
    name: str
    is_law: bool
    outcome: str  # translated outcome line ("For / Against", "Elect a player"...)
    summary: tuple[str, ...] = ()
    band: str = ""  # overrides the LAW / DIRECTIVE band (an action card in hand)


@dataclass(frozen=True, slots=True)
class PlanetFace:
    name: str
    influence: int
    resources: int
    trait: str  # translated trait name, or ""
    trait_key: str = ""  # cultural | hazardous | industrial | "" (drives the colour)
    exhausted: bool = False
    legendary: bool = False


@dataclass(frozen=True, slots=True)
class CardBack:
    """A face-down card: only that a card is there."""

    label: str = ""
