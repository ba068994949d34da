"""The state's generator (games.starward.dice): it shuffles exactly as random.Random does, and a copy
(made without copying the generator) goes on exactly as the original does."""

import random

import pytest

from games.core.rng import GameRng
from games.starward.dice import Dice


def test_shuffles_as_random_does_with_the_same_generator() -> None:
    for seed in range(40):
        plain, dice = GameRng(seed), Dice(GameRng(seed))
        for size in (0, 1, 2, 3, 7, 12, 27, 40, 256, 257, 300):  # past the table of bit lengths too
            expected, got = list(range(size)), list(range(size))
            plain.shuffle(expected)
            dice.shuffle(got)
            assert got == expected, (seed, size)
        assert dice.getstate() == plain.getstate()


def test_a_copy_goes_on_as_the_original_would() -> None:
    rng = random.Random(5)
    for seed in range(20):
        original = Dice(GameRng(seed))
        original.shuffle(list(range(9)))  # set-up's kind of draws, before any copy
        copies = []
        for _ in range(6):
            copies.append((original.copy(), original.getstate()))
            original.shuffle(list(range(rng.randrange(1, 30))))
        for copy, state in copies:
            assert copy.getstate() == state, "a copy starts where the original was"
            again = copy.copy()  # a copy of a copy that never drew
            sizes = [rng.randrange(1, 30) for _ in range(4)]
            for size in sizes:
                a, b = list(range(size)), list(range(size))
                copy.shuffle(a)
                again.shuffle(b)
                assert a == b
            assert copy.getstate() == again.getstate()


def test_the_bots_sample_draws_exactly_as_random_sample() -> None:
    from games.starward.draws import sample as _sample

    for seed in range(60):
        mine, theirs = random.Random(seed), random.Random(seed)
        for n in (0, 1, 2, 5, 6, 9, 14, 21, 22, 30):
            items = tuple(range(100, 100 + n))
            for k in sorted({0, min(1, n), n // 2, max(n - 1, 0), n}):
                assert _sample(mine, items, k) == theirs.sample(items, k), (seed, n, k)
        assert mine.getstate() == theirs.getstate()


def test_the_bots_choice_draws_exactly_as_random_choice() -> None:
    from games.starward.draws import choice as _choice

    for seed in range(60):
        mine, theirs = random.Random(seed), random.Random(seed)
        for n in (1, 2, 3, 5, 8, 9, 17, 33, 64, 65):
            items = tuple(range(100, 100 + n))
            for _ in range(5):
                assert _choice(mine, items) == theirs.choice(items), (seed, n)
        assert mine.getstate() == theirs.getstate()
    with pytest.raises(IndexError):
        _choice(random.Random(1), ())
