"""Seats at the table and clockwise turn order."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

# The framework's bounds: the seat ring, the colours and the bots' tables go up to MAX_SEATS.
# Each game says its own range (Game.min_seats / max_seats) within them.
MIN_SEATS = 2
MAX_SEATS = 8


class SeatKind(StrEnum):
    HUMAN = "human"
    BOT = "bot"


@dataclass(frozen=True, slots=True)
class Seat:
    """One chair at the table: who sits there and how they are drawn."""

    name: str
    colour: str = "#808080"
    kind: SeatKind = SeatKind.HUMAN

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "colour": self.colour, "kind": self.kind.value}

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> Seat:
        name, colour, kind = data.get("name"), data.get("colour", "#808080"), data.get("kind")
        if not isinstance(name, str) or not name.strip():
            raise ValueError("a seat needs a non-empty name")
        if not isinstance(colour, str):
            raise ValueError(f"seat {name!r}: colour must be a string")
        try:
            seat_kind = SeatKind(kind if kind is not None else "human")
        except ValueError:
            raise ValueError(f"seat {name!r}: unknown kind {kind!r}") from None
        return cls(name.strip(), colour, seat_kind)


def check_seat_count(count: int, least: int = MIN_SEATS, most: int = MAX_SEATS) -> None:
    """ValueError unless `count` seats fit the range (a game's own, else the framework's)."""
    if not least <= count <= most:
        raise ValueError(f"a table has {least} to {most} seats, not {count}")


def clockwise_from(first: int, count: int) -> tuple[int, ...]:
    """All seats in clockwise order starting with `first`."""
    return tuple((first + i) % count for i in range(count))


def left_of(seat: int, count: int) -> int:
    """The seat to the left (next clockwise)."""
    return (seat + 1) % count
