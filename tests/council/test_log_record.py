"""The Council log record is declared (games/council/log_record.py): every key an action logs is one of
`CouncilRecord`'s, with a value of the declared type, in random games of every option example. mypy checks
the rules' writes statically; this catches a value that reached the record through an untyped path."""

from __future__ import annotations

import dataclasses
import random
import typing
from typing import Any

import pytest

from games.council.game import GalacticCouncil
from games.council.log_record import CouncilRecord
from games.council.options import CouncilOptions
from tests.typed_values import fits

GAME = GalacticCouncil()
HINTS = typing.get_type_hints(CouncilRecord)


def test_the_checker_tells_a_wrong_value():
    assert fits((1, 2), HINTS["voting_order"]) and not fits([1, 2], HINTS["voting_order"])
    assert fits(None, HINTS["target"]) and not fits("3", HINTS["target"])
    assert not fits(True, HINTS["speaker"])  # a flag is not a seat
    assert not fits([("for", 3)], HINTS["totals"])  # a positional tuple where a typed item belongs


@pytest.mark.parametrize("options", GAME.option_examples(), ids=lambda o: f"{o.mode}-{o.deck}")
def test_every_logged_key_is_declared_with_its_type(options: CouncilOptions):
    seen: set[str] = set()
    for seed in range(1, 5):
        rng = random.Random(seed)
        state = GAME.new_state(5, options, seed)
        for _ in range(3000):
            if state.over:
                break
            seat = GAME.to_act(state)[0]
            record = GAME.apply(state, GAME.random_action(GAME.view(state, seat), rng))
            for key, value in record.public.items():
                assert key in HINTS and not key.startswith("_"), f"{key!r} is not declared in CouncilRecord"
                assert fits(value, HINTS[key]), f"{key!r} = {value!r} is not a {HINTS[key]}"
                seen.add(key)
            for shown in record.private.values():
                assert set(shown) <= {"cards", "peek"}
    assert len(seen) >= 40, sorted(seen)  # most of the record's keys are met (73 of 85 over the four)


def test_the_record_values_are_frozen_items_or_plain_values():
    for key, hint in HINTS.items():
        for kind in _classes(hint):
            if dataclasses.is_dataclass(kind):
                assert kind.__dataclass_params__.frozen, f"{key}: {kind.__name__} is not frozen"  # type: ignore[attr-defined]
                assert hasattr(kind, "__slots__"), f"{key}: {kind.__name__} has no slots"


def _classes(hint: Any) -> list[type]:
    args = typing.get_args(hint)
    if args:
        return [c for a in args if a is not Ellipsis for c in _classes(a)]
    return [hint] if isinstance(hint, type) else []
