"""The Legislation log record is declared (games/legislation/log_record.py): in random games of both ballot
styles, every key a move logs is one of `LegislationRecord`'s, with a value of the declared type."""

from __future__ import annotations

import random
import typing

import pytest

from games.legislation.log_record import LegislationRecord
from games.legislation.options import BallotStyle, LegislationOptions
from tests.legislation.tables import GAME
from tests.typed_values import fits

HINTS = typing.get_type_hints(LegislationRecord)


@pytest.mark.parametrize("ballot", list(BallotStyle))
def test_every_logged_key_is_declared_with_its_type(ballot: BallotStyle):
    seen: set[str] = set()
    for seed, seats in ((1, 3), (2, 4), (3, 5)):
        rng = random.Random(seed)
        state = GAME.new_state(seats, LegislationOptions(ballot=ballot), seed)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            record = GAME.apply(state, GAME.random_action(GAME.view(state, seat), rng))
            for key, value in record.public.items():
                assert key in HINTS, f"{key!r} is not declared in LegislationRecord"
                assert fits(value, HINTS[key]), f"{key!r} = {value!r} is not a {HINTS[key]}"
                seen.add(key)
    assert len(seen) >= 10, sorted(seen)
