"""What happened by itself after a Legislation move (a log entry's `"auto"`): typed events, one frozen
dataclass per kind, each tagged with its `event` name.

The tag is a field, so a game record (storage/record.py) holds each event as the object Quorum has
always written (`{"event": "placed", "seat": 0, "bills": [5]}`); `events_from_plain` reads a record's
list back into events (and takes live events as they are), leaving out what it cannot read.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.core.log import text as _text
from games.core.log import whole as _whole


@dataclass(frozen=True, slots=True)
class RoundBegan:
    """A new round began: its number and its phase (Discard, Draw, On Deck, Pledge, Vote)."""

    event: str = field(default="round", init=False)
    round: int
    phase: str


@dataclass(frozen=True, slots=True)
class BillsPlaced:
    """A seat's bills went On Deck by themselves (its whole hand fitted the empty spots)."""

    event: str = field(default="placed", init=False)
    seat: int
    bills: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TurnSkipped:
    """A seat's turn was passed over: "benched" (a betrayer's Pledge turn), "no_bills", "nothing_to_draw"."""

    event: str = field(default="skipped", init=False)
    seat: int
    reason: str


@dataclass(frozen=True, slots=True)
class GameOver:
    """The table is empty: the session is over."""

    event: str = field(default="game_over", init=False)


Event = RoundBegan | BillsPlaced | TurnSkipped | GameOver
Events = list[Event]  # what a move set off, in order (rounds.py appends to it)


def event_from_plain(data: object) -> Event | None:
    """One event from a record's plain data (or a live event); None if it is not one this Quorum knows."""
    if isinstance(data, RoundBegan | BillsPlaced | TurnSkipped | GameOver):
        return data
    if not isinstance(data, dict):
        return None
    try:
        kind = data.get("event")
        if kind == "round":
            return RoundBegan(_whole(data["round"]), _text(data["phase"]))
        if kind == "placed":
            bills = data["bills"]
            if not isinstance(bills, list | tuple):
                return None
            return BillsPlaced(_whole(data["seat"]), tuple(_whole(b) for b in bills))
        if kind == "skipped":
            return TurnSkipped(_whole(data["seat"]), _text(data["reason"]))
        if kind == "game_over":
            return GameOver()
    except (KeyError, ValueError):
        return None
    return None


def events_from_plain(data: object) -> tuple[Event, ...]:
    """Every readable event of an entry's `"auto"` list (none if it holds no list)."""
    if not isinstance(data, list | tuple):
        return ()
    read = (event_from_plain(d) for d in data)
    return tuple(e for e in read if e is not None)
