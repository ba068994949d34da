"""The Council log record is typed events (games/council/events.py): every event an action logs is one of
`CouncilEvent`'s kinds, a frozen slotted dataclass whose fields hold values of their declared types, in
random games of every option example. mypy checks the rules' writes statically; this catches a value that
reached an event through an untyped path. Every kind is written under keys of old (event_codec.PUT)."""

from __future__ import annotations

import dataclasses
import random
import typing

import pytest

from games.council.event_codec import PUT
from games.council.events import CouncilEvent
from games.council.game import GalacticCouncil
from games.council.options import CouncilOptions
from tests.typed_values import fits

GAME = GalacticCouncil()
KINDS = typing.get_args(CouncilEvent)


def test_the_checker_tells_a_wrong_value():
    from games.council.events import VotingOrder

    hints = typing.get_type_hints(VotingOrder)
    assert fits((1, 2), hints["seats"]) and not fits([1, 2], hints["seats"])


@pytest.mark.parametrize("options", GAME.option_examples(), ids=lambda o: f"{o.mode}-{o.deck}")
def test_every_logged_event_is_declared_with_its_types(options: CouncilOptions):
    seen: set[type] = set()
    for seed in range(1, 5):
        rng = random.Random(seed)
        state = GAME.new_state(5, options, seed)
        for _ in range(3000):
            if state.over:
                break
            seat = GAME.to_act(state)[0]
            record = GAME.apply(state, GAME.random_action(GAME.view(state, seat), rng))
            for event in record.events:
                kind = type(event)
                assert kind in KINDS, f"{kind.__name__} is not a CouncilEvent"
                hints = typing.get_type_hints(kind)
                for f in dataclasses.fields(event):
                    value = getattr(event, f.name)
                    assert fits(value, hints[f.name]), f"{kind.__name__}.{f.name} = {value!r}"
                seen.add(kind)
            assert not any(key.startswith("_") for key in record.public)
            for shown in record.private.values():
                assert set(shown) <= {"cards", "peek"}
    assert len(seen) >= 25, sorted(k.__name__ for k in seen)  # most kinds are met


def test_every_event_kind_is_frozen_slotted_and_written():
    for kind in KINDS:
        assert dataclasses.is_dataclass(kind) and kind.__dataclass_params__.frozen, kind  # type: ignore[attr-defined]
        assert "__slots__" in kind.__dict__, f"{kind.__name__} has no slots"
        assert kind in PUT, f"{kind.__name__} has no keys in a log entry"
    assert set(PUT) == set(KINDS)
