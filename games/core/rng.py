"""The game's seeded random number generator, which lives inside the state and copies cheaply."""

from __future__ import annotations

import random
from typing import Any


class GameRng(random.Random):
    """A `random.Random` whose copies share no state and cost one tuple copy.

    The plain `copy.deepcopy` of a Random walks its 625-number state one item at a time,
    which made undo checkpoints the slowest part of a session. The state tuple is
    immutable, so handing it to a fresh generator is enough.
    """

    def __deepcopy__(self, memo: dict[int, Any]) -> GameRng:
        return self.copy()

    def __copy__(self) -> GameRng:
        return self.copy()

    def copy(self) -> GameRng:
        other = GameRng.__new__(GameRng)
        other.setstate(self.getstate())
        return other
