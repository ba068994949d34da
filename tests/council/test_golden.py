"""A golden-file playthrough: a seeded bot session's log, compared entry by entry.

Regenerate after an intended rules change with: QUORUM_REGOLD=1 python3 -m pytest tests/council/test_golden.py
"""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path

from games.core.simulate import play_one
from games.council.options import CouncilOptions
from tests.council.table import GAME

GOLDEN = Path(__file__).with_name("golden_session.json")


def plain(value):
    return json.loads(json.dumps(value, default=_fields))


def _fields(o):
    """A typed log entry (a slotted dataclass such as AgendaResult) as its fields."""
    if dataclasses.is_dataclass(o):
        return {f.name: getattr(o, f.name) for f in dataclasses.fields(o)}
    return getattr(o, "__dict__", str(o))


def test_seeded_session_matches_the_golden_log():
    session = play_one(GAME, 4, 2024, CouncilOptions(max_rounds=1))
    log = [
        {"action": GAME.codec.encode(a), "public": plain(e.for_viewer(None)), "reveals": e.reveals}
        for a, e in zip(session.actions, session.entries, strict=True)
    ]
    if os.environ.get("QUORUM_REGOLD"):
        GOLDEN.write_text(json.dumps(log, indent=0) + "\n", encoding="utf-8")
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert len(log) == len(golden)
    for i, (mine, theirs) in enumerate(zip(log, golden, strict=True)):
        assert mine == theirs, f"entry {i} differs"
