"""The game's seeded generator after set-up (`state.rng`): it shuffles, and a copy of it costs nothing.

Every shuffle after set-up (a deck refilled from its discard pile, the planet deck refilled) draws
from it, so replaying the log rebuilds the same table. The session copies the state every few
actions for undo; copying the Mersenne Twister itself (624 numbers out and back in) was most of
that copy's cost. So a `Dice` remembers where it started (`base`, the generator's state when it was
first copied) and how many numbers it has drawn since (`draws`): a copy is those two, and the copy
makes its own generator from them only if it is ever asked to shuffle (undo checkpoints hardly
ever are).

`shuffle` is `random.Random.shuffle` step for step, drawing with `getrandbits` exactly as
`Random._randbelow` does, so the same generator gives the same order as it always did; it counts
the numbers it draws (`getrandbits(k)` with 0 < k <= 32 takes one).
"""

from __future__ import annotations

from typing import Any

from games.core.rng import GameRng

# (i + 1).bit_length() for each position i of a shuffle, read from a table rather than asked of a new
# int at every card (decks reshuffle often); `shuffle` asks past the table.
_TABLED = 256
_BITS = tuple((i + 1).bit_length() for i in range(_TABLED))
_BITS_DOWN = _BITS[::-1]  # from position _TABLED - 1 down to 0


class Dice:
    """A generator that can be copied for free (see the module's docstring)."""

    __slots__ = ("base", "draws", "_rng")

    def __init__(self, rng: GameRng | None = None, base: Any = None, draws: int = 0) -> None:
        self._rng = rng  # the live generator; None until a copy first needs it
        self.base = base  # the generator's state when it was first copied (None: not copied yet)
        self.draws = draws  # numbers drawn since `base`

    def _live(self) -> GameRng:
        rng = self._rng
        if rng is None:  # a copy asked to draw: its own generator, from where it started
            rng = GameRng()
            rng.setstate(self.base)
            getrandbits = rng.getrandbits
            for _ in range(self.draws):
                getrandbits(32)
            self._rng = rng
        return rng

    def copy(self) -> Dice:
        if self.base is None:  # the first copy: from here on, the draws are counted
            self.base = self._live().getstate()
            self.draws = 0
        return Dice(None, self.base, self.draws)

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle `items` in place, exactly as `random.Random.shuffle` would with this generator."""
        getrandbits = self._live().getrandbits
        n = len(items)
        if n < 2:
            return
        redrawn = 0  # draws beyond the one per position
        if n > _TABLED:  # positions past the table: their bit lengths asked as they come
            for i in range(n - 1, _TABLED - 1, -1):
                k = (i + 1).bit_length()
                j = getrandbits(k)  # random.Random._randbelow(i + 1): draw until below i + 1
                while j > i:
                    j = getrandbits(k)
                    redrawn += 1
                items[i], items[j] = items[j], items[i]
            n = _TABLED
        # `reversed(range(1, len(items)))`, as random.shuffle, beside each position's bit length (the
        # table's last, for position 0, is left over)
        for i, k in zip(range(n - 1, 0, -1), _BITS_DOWN[_TABLED - n :], strict=False):
            j = getrandbits(k)
            while j > i:
                j = getrandbits(k)
                redrawn += 1
            items[i], items[j] = items[j], items[i]
        self.draws += len(items) - 1 + redrawn

    def getstate(self) -> Any:
        """The generator's state (`random.Random.getstate`), as the fingerprint compares it."""
        return self._live().getstate()
