"""SessionSummary: one line of the start page's sessions list (no game loaded, no replay)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class SessionSummary:
    """What the sessions list shows about one saved session.

    A file that cannot be read still gets a summary: `problem` says what is wrong
    (the other fields are then mostly empty), so one bad file never hides the rest.
    """

    id: str
    path: Path
    name: str = ""
    game: str = ""
    players: tuple[str, ...] = ()
    progress: dict[str, Any] = field(default_factory=dict)
    actions: int = 0
    over: bool = False
    created: datetime | None = None
    last_played: datetime | None = None
    problem: str | None = None
    problem_kind: str | None = None  # a SaveProblem value when `problem` is set
    notice: str | None = None  # a journal beside the file that did not belong was set aside (journal.py)

    @property
    def ok(self) -> bool:
        return self.problem is None
