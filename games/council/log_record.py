"""What one Council action did, as the rules record it while the action runs: `CouncilRecord`, the
action's typed events in order (events.py) and what only some seats see, which is the framework's
`Record` of the action itself.

The rules append events (`rec.events.append(SpeakerMoved(to))`), passing the record down through the
procedure and the cards' hooks; mypy checks each against `CouncilEvent`. The cards a seat alone learns
(drawn, received) and the agendas it alone looked at go in by `show_cards` and `show_peek`; `sealed()`
makes them the record's private parts, per seat, when the action is done. The record is also the log
entry's public data, a read-only mapping with the keys of old: event_codec.py writes the events under
them the first time they are read (the simulator never reads them, so that costs nothing while bots
play), and a game record file (storage/record.py) holds that data, byte for byte as before the events.
"""

from __future__ import annotations

from collections.abc import ItemsView, Iterable, Iterator, KeysView, Mapping, ValuesView
from typing import Any, TypeVar

from games.core.game import Record
from games.council.event_codec import entry_data
from games.council.events import CouncilEvent

# What a seat alone sees of a peek: the agendas it looked at (top first), or two hands (Lie in Wait).
PeekShown = tuple[str, ...] | tuple[tuple[str, ...], tuple[str, ...]]

NO_PRIVATE: dict[int, dict[str, Any]] = {}  # shared by the records of actions with no secrets (never changed)

E = TypeVar("E")


class CouncilRecord(Record, Mapping[str, Any]):
    """One action's events, and the framework's record of it: `public` is the record itself, read as a
    mapping of the keys of old; `private` and `reveals` are what they are for every game.

    Made on every action, so made cheaply: no __init__ of its own (the action's apply sets `events`),
    plain attribute stores (the frozen Record's setattr is not called), and every other attribute a
    class default until an action sets it."""

    __init__ = object.__init__  # made bare: the apply sets `events` and the rest below
    # Filled as the action runs, by plain stores: both, or the frozen Record's would still be called.
    __setattr__ = object.__setattr__
    __delattr__ = object.__delattr__
    __hash__ = None  # type: ignore[assignment]  # a mapping
    __eq__ = Mapping.__eq__  # as mappings: the framework compares log entries' public data

    # Read on every action, so slots (Record's `private` and `reveals` too), set when the record is made
    # (new_record); the rare flags below are class defaults until an action sets them.
    __slots__ = ("events", "flagged", "__dict__")

    events: list[CouncilEvent]
    flagged: bool  # any of the next four set: the action's end has more to do (game.py)
    reveals: bool  # (Record's) the action showed hidden information to someone: an undo barrier
    private: dict[int, dict[str, Any]]  # (Record's) per seat, set by sealed()
    say_now: bool = False  # companion mode: a payout waits to be said before the phase goes on (payouts.py)
    points: bool = False  # victory points changed: the game may be won
    cards: dict[int, list[str]] | None = None  # cards only this seat learns (drawn, received)
    peeks: dict[int, PeekShown] | None = None  # what only this seat looked at
    _data: dict[str, Any] | None = None  # the keys of old, written when first read
    _written: int = 0  # ... from this many events

    @property
    def public(self) -> Mapping[str, Any]:
        return self

    def say(self) -> None:
        """Companion mode: a payout waits to be said before the phase goes on (payouts.py)."""
        self.say_now = self.flagged = True

    def scored(self) -> None:
        """Victory points changed: the game may be won."""
        self.points = self.flagged = True

    def show_cards(self, seat: int, cards: Iterable[str]) -> None:
        """Cards only `seat` learns (drawn, received): private to it."""
        self.flagged = True
        if self.cards is None:
            self.cards = {}
        self.cards.setdefault(seat, []).extend(cards)

    def show_peek(self, seat: int, shown: PeekShown) -> None:
        """What only `seat` looked at (agendas, or two hands)."""
        self.flagged = True
        if self.peeks is None:
            self.peeks = {}
        self.peeks[seat] = shown

    def sealed(self) -> CouncilRecord:
        """The record as the session keeps it: the cards and peeks made the seats' private parts."""
        if self.cards is None and self.peeks is None:
            return self
        private: dict[int, dict[str, Any]] = {}
        for seat, cards in (self.cards or {}).items():
            private.setdefault(seat, {})["cards"] = tuple(cards)
        for seat, shown in (self.peeks or {}).items():
            private.setdefault(seat, {})["peek"] = shown
        self.private = private
        self.cards = self.peeks = None
        return self

    def first(self, kind: type[E]) -> E | None:
        """The first event of this kind the action logged, if any."""
        return next((e for e in self.events if type(e) is kind), None)

    def last(self, kind: type[E]) -> E | None:
        """The last event of this kind the action logged, if any (what a key of old held)."""
        return next((e for e in reversed(self.events) if type(e) is kind), None)

    def data(self) -> dict[str, Any]:
        """The events under the keys of old (event_codec.py), as a record file holds them."""
        if self._data is None or self._written != len(self.events):
            self._data = entry_data(self.events)
            self._written = len(self.events)
        return self._data

    def __getitem__(self, key: str) -> Any:
        return self.data()[key]

    # The mapping's views and get() straight from the written data (LogEntry.for_viewer reads them).
    def keys(self) -> KeysView[str]:
        return self.data().keys()

    def items(self) -> ItemsView[str, Any]:
        return self.data().items()

    def values(self) -> ValuesView[Any]:
        return self.data().values()

    def get(self, key: str, default: Any = None) -> Any:
        return self.data().get(key, default)

    def __iter__(self) -> Iterator[str]:
        return iter(self.data())

    def __len__(self) -> int:
        return len(self.data())

    def __contains__(self, key: object) -> bool:
        return key in self.data()

    def __repr__(self) -> str:
        return f"CouncilRecord({self.events!r})"  # the public side only: a record is printed in logs


def new_record() -> CouncilRecord:
    """An empty record, for an action about to run (GalacticCouncil.apply makes its own alike, inline)."""
    rec: CouncilRecord = CouncilRecord()
    rec.events = []
    rec.flagged = rec.reveals = False
    rec.private = NO_PRIVATE
    return rec


Rec = CouncilRecord  # the name the rules' signatures use
