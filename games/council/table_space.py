"""What the table check's space and a mid-phase correction's space share: a TableCheck the table may report,
drawn from the table as it is, its membership the engine's own check on a private copy of the table."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import ClassVar

from games.core.actions import Action
from games.core.errors import IllegalAction
from games.core.legal import UNBOUNDED, ChoiceSpace
from games.council.actions import TableCheck


@dataclass(frozen=True, slots=True)
class TableSpace(ChoiceSpace):
    """Every table the companion rules allow from `as_is` (trade goods have no limit, so unbounded)."""

    WHAT: ClassVar[str] = "a table check"  # in the message of a space that cannot be enumerated

    as_is: TableCheck
    check: Callable[[TableCheck], object] = field(compare=False, repr=False)

    @property
    def seat(self) -> int:
        return self.as_is.seat

    @property
    def action_type(self) -> type[Action]:
        return TableCheck

    def size(self) -> int:
        return UNBOUNDED

    def changed(self, rng: random.Random) -> TableCheck:
        """A table a little changed from `as_is` (the space's own kind of change), to sample from."""
        raise NotImplementedError

    def admits(self, action: TableCheck) -> bool:
        """What the space asks of the action besides the engine's check."""
        return True

    def sample(self, rng: random.Random) -> Action:
        for _ in range(20):
            action = self.changed(rng)
            if action in self:
                return action
        return self.as_is

    def enumerate(self) -> Iterator[Action]:
        raise ValueError(f"{self.WHAT} cannot be enumerated: trade goods have no limit")

    def __contains__(self, action: object) -> bool:
        if type(action) is not TableCheck or action.seat != self.seat or not self.admits(action):
            return False
        try:
            self.check(action)
        except (IllegalAction, TypeError, AttributeError, ValueError):
            return False
        return True
