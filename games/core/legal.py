"""What a seat may do now: plain actions, and typed spaces for moves with many parameters.

`Game.legal_actions(state, seat)` answers with a tuple of `Legal` entries. Each entry is either
an `Action` (apply it as it is) or a `ChoiceSpace`: a frozen description of many actions of one
kind (which bills to discard, which planets to exhaust, what a deal holds). A space says how many
actions it holds (`size`), can `sample` one uniformly at random, `enumerate` them all (call it only
when `size` is small) and tell whether an action lies in it (`in`). Items of a choice that form a
set are enumerated once, in the order the space lists them; the engine accepts any order of them.

The helpers below treat a listing as a whole: `count`, `expand` (every action, spaces enumerated),
`sample` (an entry chosen uniformly, then a member of it) and `is_listed`. A `Listing` holds the
same entries in named parts worked out when first read: a random bot that wants one kind of move
pays for that part only (`Game.listing`).
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import random
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from games.core.actions import Action


class ChoiceSpace(ABC):
    """Many legal actions of one kind for one seat, described rather than listed (frozen data)."""

    __slots__ = ()

    @property
    @abstractmethod
    def action_type(self) -> type[Action]:
        """The kind of action every member is."""

    @abstractmethod
    def size(self) -> int:
        """How many different actions the space holds (may be huge: check before `enumerate`;
        `UNBOUNDED` when there is no limit, like the trade goods a table check may report)."""

    @abstractmethod
    def sample(self, rng: random.Random) -> Action:
        """One member, uniformly at random."""

    @abstractmethod
    def enumerate(self) -> Iterator[Action]:
        """Every member once."""

    def draw(self, rng: random.Random) -> Action:
        """One member at random as a player might choose it, for a random bot (default: `sample`). A
        space whose uniform member is nothing like a move people make (a deal of twenty items) draws
        small ones instead, cheaply."""
        return self.sample(rng)

    @abstractmethod
    def __contains__(self, action: object) -> bool:
        """Whether `action` is a member (set-like fields compared as sets)."""


Legal = Action | ChoiceSpace
UNBOUNDED = 2**63  # the size of a space with no limit; it cannot be enumerated


def count(legal: Sequence[Legal]) -> int:
    """How many different actions a listing holds."""
    return sum(entry.size() if isinstance(entry, ChoiceSpace) else 1 for entry in legal)


def expand(legal: Sequence[Legal]) -> Iterator[Action]:
    """Every action of a listing, spaces enumerated (mind `count` first)."""
    for entry in legal:
        if isinstance(entry, ChoiceSpace):
            yield from entry.enumerate()
        else:
            yield entry


def sample(legal: Sequence[Legal], rng: random.Random) -> Action:
    """An entry chosen uniformly, then (for a space) one of its members; raises if nothing is legal."""
    if not legal:
        raise ValueError("nothing is legal")
    entry = legal[int(rng.random() * len(legal))]
    return entry if isinstance(entry, Action) else entry.sample(rng)


def pick(entries: Sequence[Legal], rng: random.Random) -> Action | None:
    """An entry chosen uniformly, then (for a space) a member as `draw` picks it; None if there is none."""
    if not entries:
        return None
    entry = entries[int(rng.random() * len(entries))]
    # An entry is an Action or a space: asking for the plain class is cheaper than for the ABC.
    return entry if isinstance(entry, Action) else entry.draw(rng)


class Listing:
    """A seat's legal moves in named parts (the game names them: "plays", "passes", "deals"...), each
    worked out when first read and kept. `entries()` is every part in order: `Game.legal_actions`.

    A game subclasses it (cheap to make: one is made for every move a random bot plays) and works a
    part out in `make`; `Parts` takes the parts as functions."""

    __slots__ = ("_known",)
    names: tuple[str, ...] = ()  # the parts, in the order `entries` gives them

    def __init__(self) -> None:
        self._known: dict[str, tuple[Legal, ...]] = {}

    def make(self, name: str) -> Sequence[Legal]:
        """Part `name` worked out (one of `names`)."""
        raise NotImplementedError

    def part(self, name: str) -> tuple[Legal, ...]:
        """The entries of part `name` (() for a part this listing does not have)."""
        known = self._known.get(name)
        if known is None:
            if name not in self.names:
                return ()
            made = self.make(name)
            known = self._known[name] = made if type(made) is tuple else tuple(made)
        return known

    def entries(self) -> tuple[Legal, ...]:
        """The whole listing, part after part."""
        return tuple(entry for name in self.names for entry in self.part(name))


class Parts(Listing):
    """A listing whose parts are given as functions."""

    __slots__ = ("_parts", "names")

    def __init__(self, parts: Mapping[str, Callable[[], Sequence[Legal]]]) -> None:
        super().__init__()
        self._parts = parts
        self.names = tuple(parts)

    def make(self, name: str) -> Sequence[Legal]:
        return self._parts[name]()


def is_listed(legal: Sequence[Legal], action: Action) -> bool:
    """Whether `action` is one of the listing's actions or lies in one of its spaces."""
    for entry in legal:
        if isinstance(entry, ChoiceSpace):
            if action in entry:
                return True
        elif entry == action:
            return True
    return False


# --- the common building block: a choice of some items out of a few ---------------------------


def subset_count(n: int, low: int, high: int) -> int:
    return sum(math.comb(n, k) for k in range(max(0, low), min(n, high) + 1))


def sample_subset(items: Sequence[Any], low: int, high: int, rng: random.Random) -> tuple[Any, ...]:
    """A subset of `low`..`high` items, uniform over all such subsets (weighted by their number)."""
    sizes = range(max(0, low), min(len(items), high) + 1)
    weights = [math.comb(len(items), k) for k in sizes]
    k = rng.choices(sizes, weights)[0]
    picked = set(rng.sample(range(len(items)), k))
    return tuple(item for i, item in enumerate(items) if i in picked)


def subsets(items: Sequence[Any], low: int, high: int) -> Iterator[tuple[Any, ...]]:
    for k in range(max(0, low), min(len(items), high) + 1):
        yield from itertools.combinations(items, k)


def is_subset(chosen: object, items: Sequence[Any], low: int, high: int) -> bool:
    """A tuple of distinct members of `items` (as a multiset), `low`..`high` long."""
    if not isinstance(chosen, tuple) or not low <= len(chosen) <= high:
        return False
    have = Counter(items)
    try:
        want = Counter(chosen)
    except TypeError:  # unhashable members
        return False
    return all(n <= have[x] for x, n in want.items()) and len(set(chosen)) == len(chosen)


# --- picks with repeats: items that may be chosen up to a number of times each ------------------

Caps = tuple[tuple[Any, int], ...]  # (item, how many times it may be picked)


def _ways(items: Caps, high: int) -> list[list[int]]:
    """ways[i][t]: how many picks of total t from items i onwards."""
    top = max(0, min(high, sum(cap for _, cap in items)))
    ways = [[0] * (top + 1) for _ in range(len(items) + 1)]
    ways[-1][0] = 1
    for i in range(len(items) - 1, -1, -1):
        cap = items[i][1]
        for t in range(top + 1):
            ways[i][t] = sum(ways[i + 1][t - c] for c in range(min(cap, t) + 1))
    return ways


def pick_count(items: Caps, low: int, high: int) -> int:
    ways = _ways(items, high)
    return sum(ways[0][t] for t in range(max(0, low), len(ways[0])))


def sample_pick(items: Caps, low: int, high: int, rng: random.Random) -> tuple[Any, ...]:
    """A pick of `low`..`high` items, uniform over all different picks."""
    if all(cap == 1 for _, cap in items):  # distinct items: a subset, drawn without counting picks
        return sample_subset([item for item, _ in items], low, high, rng)
    ways = _ways(items, high)
    totals = range(max(0, low), len(ways[0]))
    weights = [ways[0][t] for t in totals]
    if not any(weights):
        raise ValueError("nothing to pick")
    t = rng.choices(totals, weights)[0]
    chosen: list[Any] = []
    for i, (item, cap) in enumerate(items):
        counts = range(min(cap, t) + 1)
        c = rng.choices(counts, [ways[i + 1][t - c] for c in counts])[0]
        chosen += [item] * c
        t -= c
    return tuple(chosen)


def all_picks(items: Caps, low: int, high: int) -> Iterator[tuple[Any, ...]]:
    def picks(i: int, room: int) -> Iterator[tuple[Any, ...]]:
        if i == len(items):
            yield ()
            return
        item, cap = items[i]
        for c in range(min(cap, room) + 1):
            for rest in picks(i + 1, room - c):
                yield (item,) * c + rest

    return (chosen for chosen in picks(0, high) if len(chosen) >= low)


def is_pick(chosen: object, items: Caps, low: int, high: int) -> bool:
    """A tuple of `low`..`high` items, none more often than its cap (order does not matter)."""
    if not isinstance(chosen, tuple) or not low <= len(chosen) <= high:
        return False
    # Counted by hand, not with a Counter: a click that picks a card asks this (the action bar's check).
    left = dict(items)
    try:
        for x in chosen:
            n = left.get(x, 0)
            if n <= 0:
                return False
            left[x] = n - 1
    except TypeError:  # unhashable members
        return False
    return True


def caps_of(items: Sequence[Any]) -> Caps:
    """Each distinct item with how often it occurs."""
    return tuple(Counter(items).items())


_COMPARED: dict[tuple[type, str], tuple[str, ...]] = {}


def _compared_fields(kind: type, field: str) -> tuple[str, ...]:
    """The fields of the action class `kind` that its equality compares, less `field`: what a pick's action
    must share with the space's template (compared one by one, without two dataclasses.replace copies)."""
    names = _COMPARED.get((kind, field))
    if names is None:
        fields = dataclasses.fields(kind)
        names = _COMPARED[kind, field] = tuple(f.name for f in fields if f.compare and f.name != field)
    return names


@dataclasses.dataclass(frozen=True, slots=True)
class PickSpace(ChoiceSpace):
    """`template` with its tuple field `field` set to `low`..`high` items picked from `items`.

    `items` pairs each item with how many times it may be picked (1 for a set of distinct items,
    more for cards held twice or command tokens gained). A pick lists its items in `items` order;
    the engine accepts any order, and `in` compares picks as multisets.
    """

    template: Action
    field: str
    items: Caps
    low: int = 0
    high: int = 1_000_000

    @classmethod
    def distinct(
        cls, template: Action, field: str, items: Sequence[Any], low: int = 0, high: int = -1
    ) -> PickSpace:
        """A choice among the items (an item listed twice may be picked twice)."""
        return cls(template, field, caps_of(items), low, len(items) if high < 0 else high)

    @property
    def seat(self) -> int:
        return self.template.seat

    @property
    def action_type(self) -> type[Action]:
        return type(self.template)

    def size(self) -> int:
        return pick_count(self.items, self.low, self.high)

    def sample(self, rng: random.Random) -> Action:
        return self._with(sample_pick(self.items, self.low, self.high, rng))

    def enumerate(self) -> Iterator[Action]:
        return (self._with(chosen) for chosen in all_picks(self.items, self.low, self.high))

    def __contains__(self, action: object) -> bool:
        if type(action) is not type(self.template):
            return False
        assert isinstance(action, Action)
        chosen = getattr(action, self.field)
        if not isinstance(chosen, tuple):
            return False
        template = self.template
        for name in _compared_fields(type(template), self.field):  # the rest must match the template
            if getattr(action, name) != getattr(template, name):
                return False
        return is_pick(chosen, self.items, self.low, self.high)

    def _with(self, chosen: tuple[Any, ...]) -> Action:
        picked: dict[str, Any] = {self.field: chosen}
        return dataclasses.replace(self.template, **picked)
