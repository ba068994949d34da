"""What follows a Legislation move by itself is logged as typed events (games/legislation/events.py): frozen
dataclasses in the live log, the same tagged objects as ever in a game record, read back from one."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from games.legislation.events import (
    BillsPlaced,
    GameOver,
    RoundBegan,
    TurnSkipped,
    event_from_plain,
    events_from_plain,
)
from games.legislation.options import LegislationOptions
from storage.record import plain
from tests.legislation.tables import GAME

KINDS = (RoundBegan, BillsPlaced, TurnSkipped, GameOver)


def random_events(seed: int, seats: int = 4) -> list[object]:
    rng = random.Random(seed)
    state = GAME.new_state(seats, LegislationOptions(), seed)
    out: list[object] = []
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        out += getattr(GAME.apply(state, GAME.random_action(GAME.view(state, seat), rng)).public, "auto", ())
    return out


def test_a_game_logs_typed_events_that_a_record_holds_as_tagged_objects_and_reads_back():
    events = random_events(3) + random_events(4, 5)
    assert {type(e) for e in events} == set(KINDS)
    saved = json.loads(json.dumps(plain(events)))  # as a record file holds them
    tags = ("round", "placed", "skipped", "game_over")
    assert all(isinstance(d, dict) and d["event"] in tags for d in saved)
    assert events_from_plain(saved) == tuple(events)


def test_a_record_written_before_the_events_were_typed_reads_the_same():
    old = [
        {"event": "round", "round": 3, "phase": "pledge"},
        {"event": "placed", "seat": 2, "bills": [5, 7]},
        {"event": "skipped", "seat": 1, "reason": "benched"},
        {"event": "game_over"},
    ]
    assert events_from_plain(old) == (
        RoundBegan(3, "pledge"),
        BillsPlaced(2, (5, 7)),
        TurnSkipped(1, "benched"),
        GameOver(),
    )
    assert plain(list(events_from_plain(old))) == old  # and it is written back unchanged


@pytest.mark.parametrize(
    "data",
    [
        {"event": "round", "round": "3", "phase": "pledge"},  # a number as text
        {"event": "placed", "seat": 2, "bills": 5},  # bills not a list
        {"event": "skipped", "seat": True, "reason": "benched"},  # a flag is not a seat
        {"event": "eclipse"},  # a kind this Quorum does not know
        {"round": 3},  # no tag
        "game_over",
        None,
    ],
)
def test_what_is_not_an_event_is_left_out(data):
    assert event_from_plain(data) is None
    assert events_from_plain([data, {"event": "game_over"}]) == (GameOver(),)


def test_events_are_frozen():
    placed = BillsPlaced(0, (1,))
    with pytest.raises(dataclasses.FrozenInstanceError):
        placed.seat = 2  # type: ignore[misc]
    assert all(k.__dataclass_params__.frozen and hasattr(k, "__slots__") for k in KINDS)  # type: ignore[attr-defined]
