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
    tokens: tuple[TokenMark, ...] = ()  # every token laid on the bill
    mine: tuple[int, ...] = ()  # which of the four columns the viewer scores by (highlighted)
    worth: int | None = None  # the viewer's points if it passes (None: no viewing seat)


@dataclass(frozen=True, slots=True)
class TokenMark:
    """A pledge token as drawn on a bill: the seat's colour and name, and which way it binds them."""

    colour: str
    name: str  # the seat's name (its initial is on the mark)
    yay: bool  # a Pledge (vote Yay); an anti-Pledge binds to Nay


@dataclass(frozen=True, slots=True)
class RepresentativeFace:
    title: str
    agendas: tuple[int, ...]  # column indices 0..3 this Representative scores by
