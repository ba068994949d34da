"""The Starward log record is typed (games/starward/log_record.py): in random games, every action logs the
event class of its kind with each field of its declared type; what the acting seat sees is the same event
with only private fields added; and every event reads back from its plain data (what a game record file
holds) as it was."""

from __future__ import annotations

import dataclasses
import json
import random

from games.starward.cards import Symbol
from games.starward.log_record import (
    RECORD_KINDS,
    ActionPlayed,
    CardsRemoved,
    StarwardRecord,
    record_from_plain,
    seen_from_plain,
)
from storage.record import plain
from tests.starward.tables import GAME
from tests.typed_values import fits

PRIVATE = {"drawn", "planet_seen", "looking"}


def _read_back(kind: str, event: StarwardRecord) -> object:
    """The event through a record file: its plain data as JSON, read again."""
    return record_from_plain(kind, json.loads(json.dumps(plain(event.plain()))))


def test_every_action_logs_its_typed_event_and_reads_back():
    seen: set[type] = set()
    for seed, seats in ((1, 2), (2, 3), (3, 4), (4, 5)):
        rng = random.Random(seed)
        state = GAME.new_state(seats, GAME.default_options(), seed)
        for _ in range(5000):
            if GAME.is_over(state):
                break
            seat = GAME.to_act(state)[0]
            action = GAME.random_action(GAME.view(state, seat), rng)
            record = GAME.apply(state, action)
            event = record.public
            assert type(event) is RECORD_KINDS[action.kind] and fits(event, StarwardRecord), event
            assert _read_back(action.kind, event) == event
            assert set(record.private) <= {seat}
            for mine in record.private.values():
                assert type(mine) is type(event) and _read_back(action.kind, mine) == mine
                fields = dataclasses.fields(mine)
                changed = {f.name for f in fields if getattr(mine, f.name) != getattr(event, f.name)}
                assert changed and changed <= PRIVATE, changed
                assert all(getattr(event, name) is None for name in PRIVATE if hasattr(event, name))
            seen.add(type(event))
    assert len(seen) >= 11, sorted(t.__name__ for t in seen)


def test_the_rare_events_read_back_too():
    for kind, event in (
        ("remove_cards", CardsRemoved((3, 9))),
        ("play_action", ActionPlayed(7, planet=2, planet_deck_refilled=True)),
        ("play_action", ActionPlayed(7, settled=1)),
    ):
        assert _read_back(kind, event) == event


def test_data_another_quorum_wrote_reads_as_nothing_rather_than_failing():
    assert record_from_plain("choose_role", {"role": "juggling", "card": None, "substitute": 0}) is None
    assert record_from_plain("attack", {"result": "won", "planet": 1}) is None
    assert record_from_plain("dissent", {"drew": 1, "reshuffled": 0}) is None  # not true/false
    assert record_from_plain("warp", {}) is None  # no such action
    entry = {"index": 2, "seat": 1, "kind": "choose_role", "role": "trade", "card": 4, "substitute": 0}
    seen = seen_from_plain(entry)
    assert seen is not None and seen.event.plain() == {"role": Symbol.TRADE, "card": 4, "substitute": 0}
