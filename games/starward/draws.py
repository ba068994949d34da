"""The random draws Starward's bots and spaces make, drawing exactly as `random.Random` does (a game's
dice are its seed: the same draws keep every seeded game the same), without its calls' overhead."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def sample(rng: random.Random, items: Sequence[T], k: int) -> list[T]:
    """`rng.sample(items, k)`, drawing exactly as it does: its path for small populations, written out
    (the bots sample on many moves, and random.sample's Sequence test alone costs more than this)."""
    n = len(items)
    if type(rng) is not random.Random or n > 21 or not 0 <= k <= n:
        return rng.sample(items, k)
    getrandbits = rng.getrandbits
    pool = list(items)
    chosen = []
    for i in range(k):
        left = n - i
        bits = left.bit_length()
        j = getrandbits(bits)  # random.Random._randbelow: draw until below `left`
        while j >= left:
            j = getrandbits(bits)
        chosen.append(pool[j])
        pool[j] = pool[left - 1]
    return chosen


def choice(rng: random.Random, items: Sequence[T]) -> T:
    """`rng.choice(items)`, drawing exactly as it does (random.Random._randbelow), without its two calls."""
    n = len(items)
    if type(rng) is not random.Random or not n:
        return rng.choice(items)
    getrandbits = rng.getrandbits
    bits = n.bit_length()
    j = getrandbits(bits)
    while j >= n:
        j = getrandbits(bits)
    return items[j]


def draw_order(rng: random.Random, n: int) -> None:
    """The numbers `sample(rng, items, n)` draws for `n` items (a random order of them all), drawn
    without making the order."""
    getrandbits = rng.getrandbits
    for left in range(n, 0, -1):
        bits = left.bit_length()
        j = getrandbits(bits)
        while j >= left:
            j = getrandbits(bits)
