"""The Legislation log record is typed (games/legislation/log_record.py): in random games of both ballot
styles, every move logs the event class of its kind with each field of its declared type; what a seat
sees of its own move is the same event with only private fields added; and every event reads back from
its plain data (what a game record file holds) as it was."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from games.legislation.log_record import RECORD_KINDS, LegislationRecord, record_from_plain, seen_from_plain
from games.legislation.options import BallotStyle, LegislationOptions
from storage.record import plain
from tests.legislation.tables import GAME
from tests.typed_values import fits

PRIVATE = {"bills", "drawn", "taken", "terms", "received", "returned", "gave_back", "choice"}


def _read_back(kind: str, event: LegislationRecord) -> object:
    """The event through a record file: its plain data as JSON, read again."""
    return record_from_plain(kind, json.loads(json.dumps(plain(event.plain()))))


@pytest.mark.parametrize("ballot", list(BallotStyle))
def test_every_move_logs_its_typed_event_and_reads_back(ballot: BallotStyle):
    seen: set[type] = set()
    for seed, seats in ((1, 3), (2, 4), (3, 5)):
        rng = random.Random(seed)
        state = GAME.new_state(seats, LegislationOptions(ballot=ballot), seed)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            action = GAME.random_action(GAME.view(state, seat), rng)
            record = GAME.apply(state, action)
            event = record.public
            assert type(event) is RECORD_KINDS[action.kind] and fits(event, LegislationRecord), event
            assert _read_back(action.kind, event) == event
            for mine in record.private.values():
                assert type(mine) is type(event) and _read_back(action.kind, mine) == mine
                fields = dataclasses.fields(mine)
                changed = {f.name for f in fields if getattr(mine, f.name) != getattr(event, f.name)}
                assert changed and changed <= PRIVATE, changed
            seen.add(type(event))
    assert len(seen) >= 9, sorted(t.__name__ for t in seen)


def test_data_another_quorum_wrote_reads_as_nothing_rather_than_failing():
    assert record_from_plain("vote", {"result": {"bill": "x"}}) is None
    assert record_from_plain("draw", {"from_deck": 1}) is None  # no piles
    assert record_from_plain("summon", {}) is None  # no such move
    assert seen_from_plain({"index": 0, "seat": "Ann", "kind": "vote"}) is None
    seen = seen_from_plain({"index": 3, "seat": 1, "kind": "propose", "bill": 12})
    assert seen is not None and (seen.index, seen.seat, seen.kind) == (3, 1, "propose")
    assert seen.event.plain() == {"bill": 12}
