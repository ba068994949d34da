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


class BotLevel(StrEnum):
    """How well a bot seat plays: at random, by readable rules of thumb, or by searching ahead."""

    RANDOM = "random"
    BASIC = "basic"
    STRONG = "strong"


@dataclass(frozen=True, slots=True)
class Seat:
    """One chair at the table: who sits there and how they are drawn."""

    name: str
    colour: str = "#808080"
    kind: SeatKind = SeatKind.HUMAN
    level: BotLevel = BotLevel.RANDOM  # only a bot seat's level matters

    def to_dict(self) -> dict[str, str]:
        data = {"name": self.name, "colour": self.colour, "kind": self.kind.value}
        if self.kind is SeatKind.BOT:
            data["level"] = self.level.value
        return data

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> Seat:
        name, colour, kind = data.get("name"), data.get("colour", "#808080"), data.get("kind")
        level = data.get("level")
        if not isinstance(name, str) or not name.strip():
            raise ValueError("a seat needs a non-empty name")
        if not isinstance(colour, str):
            raise ValueError(f"seat {name!r}: colour must be a string")
        if not isinstance(kind, str | None) or not isinstance(level, str | None):
            raise ValueError(f"seat {name!r}: kind and bot level must be strings")
        try:
            seat_kind = SeatKind(kind if kind is not None else "human")
        except ValueError:
            raise ValueError(f"seat {name!r}: unknown kind {kind!r}") from None
        try:
            # Saves from before bot levels had only random bots: a seat without a level plays at random.
            bot_level = BotLevel(level if level is not None else "random")
        except ValueError:
            raise ValueError(f"seat {name!r}: unknown bot level {level!r}") from None
        return cls(name.strip(), colour, seat_kind, bot_level)


def check_seat_count(count: int, least: int = MIN_SEATS, most: int = MAX_SEATS, game: str = "") -> None:
    """ValueError unless `count` seats fit the range (a game's own, else the framework's)."""
    if not least <= count <= most:
        table = f"a {game} table" if game else "a table"
        raise ValueError(f"{table} has {least} to {most} seats, not {count}")


def clockwise_from(first: int, count: int) -> tuple[int, ...]:
    """All seats in clockwise order starting with `first`."""
    return tuple((first + i) % count for i in range(count))


def left_of(seat: int, count: int) -> int:
    """The seat to the left (next clockwise)."""
    return (seat + 1) % count
