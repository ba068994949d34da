"""Structured, per-viewer redacted log entries: data for the GUI to phrase, never display strings."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class LogEntry:
    """What one applied action did.

    `public` is what everyone at the table may know; `private[seat]` adds what only
    that seat may know (the cards it drew, how it voted in a secret ballot).
    `reveals` marks an action that showed hidden information to someone: the
    session treats it as an undo barrier.
    """

    index: int
    seat: int
    kind: str
    public: Mapping[str, Any] = field(default_factory=dict)  # read only: the game's declared record
    private: dict[int, dict[str, Any]] = field(default_factory=dict)
    reveals: bool = False

    def for_viewer(self, viewer: int | None) -> dict[str, Any]:
        """The entry as `viewer` may see it (None: the shared screen)."""
        data = {"index": self.index, "seat": self.seat, "kind": self.kind, **self.public}
        if viewer is not None and viewer in self.private:
            data.update(self.private[viewer])
        return data
