"""Structured, per-viewer redacted log entries: data for the GUI to phrase, never display strings.

A game logs each move either as a plain mapping (`public`, with `private[seat]` adding what only that
seat may know) or as a typed event: a frozen dataclass of the game's own (`LogEvent`: it says its
`plain()` data, what a game record file holds), with `private[seat]` the whole event as that seat sees
it. `LogEntry.seen(viewer)` gives the event a viewer may know; `for_viewer` the plain data either way.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar


class LogEvent(Protocol):
    """What a move logged, typed: a game's frozen dataclass (its log_record.py)."""

    def plain(self) -> dict[str, Any]:
        """The event as plain data, key for key what a game record file holds of it (storage/record.py
        turns the values into JSON). A private field not filled in is left out."""
        ...


E = TypeVar("E")


@dataclass(frozen=True, slots=True)
class Seen(Generic[E]):
    """One log entry as a viewer may know it, for a game that logs typed events: whose move, its kind,
    and the event (with what only this viewer may know filled in)."""

    index: int
    seat: int
    kind: str
    event: E


def whole(value: object) -> int:
    """A whole number read from plain data (a record file's, a saved log's): a ValueError if it is not one
    (true and false are not numbers here)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"expected a whole number, got {value!r}")
    return value


def text(value: object) -> str:
    """A text read from plain data: a ValueError if it is not one."""
    if not isinstance(value, str):
        raise ValueError(f"expected a text, got {value!r}")
    return value


def read_event(
    kind: str, data: Mapping[str, Any], read: Callable[[str, Mapping[str, Any]], E], kinds: tuple[type, ...]
) -> E | None:
    """The event a move of `kind` logged, read from its plain data by the game's `read` (a record file's
    entry; a live event, one of `kinds`, is taken as it is); None if it cannot be read (a record from
    another Quorum: `read` raises KeyError, TypeError or ValueError)."""
    if not isinstance(data, Mapping):
        return data if isinstance(data, kinds) else None
    try:
        return read(kind, data)
    except (KeyError, TypeError, ValueError):
        return None


def seen_from_plain(
    data: Mapping[str, Any], event: Callable[[str, Mapping[str, Any]], E | None]
) -> Seen[E] | None:
    """A whole entry as a record file holds it (index, seat, kind and the event's keys), its event read
    by `event` (the game's record_from_plain); None if it cannot be read."""
    index, seat, kind = data.get("index", 0), data.get("seat"), data.get("kind")
    if not isinstance(seat, int) or not isinstance(kind, str) or not isinstance(index, int):
        return None
    read = event(kind, data)
    return None if read is None else Seen(index, seat, kind, read)


@dataclass(frozen=True, slots=True)
class LogEntry:
    """What one applied action did.

    `public` is what everyone at the table may know; `private[seat]` adds what only
    that seat may know (the cards it drew, how it voted in a secret ballot): its keys, or, for a
    typed event, the whole event as that seat sees it.
    `reveals` marks an action that showed hidden information to someone: the
    session treats it as an undo barrier.
    """

    index: int
    seat: int
    kind: str
    # Read only: the game's record, a mapping or a typed event (`LogEvent`); readers tell which by isinstance.
    public: Any = field(default_factory=dict)
    # With a mapping public, what each seat may know besides (a dict); with a typed event, the whole
    # event as that seat sees it.
    private: Mapping[int, Any] = field(default_factory=dict)
    reveals: bool = False

    def for_viewer(self, viewer: int | None) -> dict[str, Any]:
        """The entry as `viewer` may see it (None: the shared screen), as plain data."""
        public = self.public
        if not isinstance(public, Mapping):  # a typed event
            seen = public if viewer is None else self.private.get(viewer, public)
            return {"index": self.index, "seat": self.seat, "kind": self.kind, **seen.plain()}
        data = {"index": self.index, "seat": self.seat, "kind": self.kind, **public}
        if viewer is not None and viewer in self.private:
            data.update(self.private[viewer])
        return data

    def seen(self, viewer: int | None) -> Seen[Any]:
        """The entry as `viewer` may know it (None: the shared screen), for a game that logs typed events;
        a game that logs mappings gets `for_viewer`'s data as the event."""
        public = self.public
        if isinstance(public, Mapping):
            return Seen(self.index, self.seat, self.kind, self.for_viewer(viewer))
        event = public if viewer is None else self.private.get(viewer, public)
        return Seen(self.index, self.seat, self.kind, event)
