"""A card play's parameters (`Params`): the target, outcome, amount and items a PlayCard or UseAbility
carries besides its seat and card. Below the state, so a frame can hold them without an import cycle."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Params:
    """One legal way to use a card: the PlayCard / UseAbility fields besides seat and card."""

    target: int | None = None
    outcome: str | None = None
    amount: int = 0
    items: tuple[str, ...] = ()


NO_PARAMS = (Params(),)
