"""What Legislation's cards show (a bill, a Representative), as plain data filled from a seat's view."""

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
