"""The Starward log record is declared (games/starward/log_record.py): in random games, every key an action
logs is one of `StarwardRecord`'s, with a value of the declared type (mypy checks the rules' writes; this
catches a value that came through an untyped path, or a key a new rule logs undeclared)."""

from __future__ import annotations

import random
import typing

from games.starward.log_record import StarwardRecord
from tests.starward.tables import GAME
from tests.typed_values import fits

HINTS = typing.get_type_hints(StarwardRecord)


def test_every_logged_key_is_declared_with_its_type():
    seen: set[str] = set()
    for seed, seats in ((1, 2), (2, 3), (3, 4), (4, 5)):
        rng = random.Random(seed)
        state = GAME.new_state(seats, GAME.default_options(), seed)
        for _ in range(5000):
            if GAME.is_over(state):
                break
            seat = GAME.to_act(state)[0]
            record = GAME.apply(state, GAME.random_action(GAME.view(state, seat), rng))
            for key, value in record.public.items():
                assert key in HINTS, f"{key!r} is not declared in StarwardRecord"
                assert fits(value, HINTS[key]), f"{key!r} = {value!r} is not a {HINTS[key]}"
                seen.add(key)
    assert len(seen) >= 18, sorted(seen)  # most of the record's keys are met (22 of 23 in these four)
