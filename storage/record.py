"""The game record: a finished or running game as every seat saw it, for sharing without spoilers.

A session export (storage/exchange.py) holds the seed and every action, so whoever opens it
can rebuild every hand, the deck order and unrevealed secret votes: right for moving a
table to another computer, wrong for showing a game to someone who might play it again.
A record holds only the public side: the seats, the options, each log entry as the shared
screen showed it (`LogEntry.for_viewer(None)`), the public standing or progress and the
shared view of the last state. It cannot be resumed; importing one opens a read-only replay.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from pathlib import Path
from typing import Any

from games.core.seats import Seat
from games.core.session import Session
from storage import limits
from storage.content import (
    GameLoader,
    check_text,
    dumps,
    load_game,
    now,
    parse_time,
    seats_from_data,
    short,
    time_text,
)
from storage.errors import SaveError, SaveProblem
from storage.exchange import check_checksum, check_fields, check_version, read_json, write_json

RECORD_FORMAT = "quorum-record"
RECORD_VERSION = 1
RECORD_SUFFIX = ".quorum-record"
REQUIRED = ("format", "version", "game", "name", "seats", "log", "over")
OPTIONAL = (
    "options",
    "standings",
    "progress",
    "public_view",
    "created",
    "last_played",
    "exported",
    "exported_by",
    "checksum",
)
PART_MAX_BYTES = 256 * 1024  # the options, standings, progress or shared view, each as JSON


@dataclass(frozen=True)
class GameRecord:
    """A game record read back and checked: plain public data, never a live game."""

    game: str
    name: str
    seats: tuple[Seat, ...]
    log: tuple[dict[str, Any], ...]  # each as the shared screen's log showed it
    over: bool
    options: dict[str, Any]
    standings: tuple[dict[str, Any], ...]  # public places (seat, score, won) once the game is over
    progress: dict[str, Any]
    public_view: Any
    created: datetime | None
    last_played: datetime | None


def plain(value: Any) -> Any:
    """Public game data as JSON data: dataclasses as objects, tuples and sets as lists, enums as values."""
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, float):
        return value if value == value and abs(value) != float("inf") else None
    if isinstance(value, Enum):
        return plain(value.value)
    sections = getattr(value, "sections", None)
    if callable(sections):  # a view worked out section by section: every section, by name
        return plain(sections())
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value) if f.name[0] != "_"}
    if isinstance(value, dict):
        return {str(plain(k)): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    if isinstance(value, set | frozenset):
        return sorted((plain(v) for v in value), key=repr)
    return str(value)


def record_data(session: Session, name: str, created: datetime, last_played: datetime) -> dict[str, Any]:
    """What a record holds. Only public data is read: log entries for the shared screen, the shared view."""
    game, state = session.game, session.state
    over = session.is_over()
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "game": game.name,
        "name": name,
        "created": time_text(created),
        "last_played": time_text(last_played),
        "seats": [seat.to_dict() for seat in session.seats],  # a late player's chair too
        "options": plain(game.options_to_dict(session.config.options)),
        "over": over,
        # Standings are public at the end; during play a game may count hidden things in a score.
        "standings": [plain(s) for s in game.standings(state)] if over else [],
        "progress": plain(game.progress(state)),
        "public_view": plain(game.view(state, None)),
        "log": [plain(entry.for_viewer(None)) for entry in session.entries],
    }


def write_record(path: Path, session: Session, name: str, created: datetime, last_played: datetime) -> None:
    data = record_data(session, name, created, last_played)
    data["exported"] = time_text(now())
    from storage.database import version_text

    data["exported_by"] = version_text()
    write_json(path, data)


def is_record(data: Any) -> bool:
    return isinstance(data, dict) and data.get("format") == RECORD_FORMAT


def read_record(path: Path, loader: GameLoader) -> GameRecord:
    return record_from_data(path, read_json(path), loader)


def record_from_data(path: Path, data: Any, loader: GameLoader) -> GameRecord:
    check_version(path, data, RECORD_FORMAT, RECORD_VERSION)
    check_fields(path, data, REQUIRED, OPTIONAL)
    name = check_text(path, data["name"], "name", limits.SESSION_NAME_MAX)
    game = load_game(path, loader, data["game"])
    seats = _seats(path, data["seats"])
    log = data["log"]
    if not isinstance(log, list):
        raise SaveError(path, "log: expected a list of entries", SaveProblem.INVALID)
    if len(log) > limits.ACTIONS_MAX:
        raise SaveError(path, f"log: {len(log)} entries is more than any game holds", SaveProblem.TOO_LARGE)
    for i, entry in enumerate(log):
        _check_entry(path, entry, i, len(seats))
    over = data["over"]
    if not isinstance(over, bool):
        raise SaveError(path, f"over: expected true/false, got {short(over)}", SaveProblem.INVALID)
    options = _part(path, data, "options", dict, {})
    standings = _part(path, data, "standings", list, [])
    if not all(isinstance(s, dict) for s in standings):
        raise SaveError(path, "standings: expected a list of objects", SaveProblem.INVALID)
    check_checksum(path, data)
    return GameRecord(
        game=game.name,
        name=name,
        seats=seats,
        log=tuple(log),
        over=over,
        options=options,
        standings=tuple(standings),
        progress=_part(path, data, "progress", dict, {}),
        public_view=_part(path, data, "public_view", object, None),
        created=parse_time(path, data["created"], "created") if "created" in data else None,
        last_played=parse_time(path, data["last_played"], "last_played") if "last_played" in data else None,
    )


def _seats(path: Path, data: Any) -> tuple[Seat, ...]:
    if isinstance(data, list) and not 1 <= len(data) <= 16:
        raise SaveError(path, "seats: expected 1 to 16 seats", SaveProblem.INVALID)
    return seats_from_data(path, data, "seats")


def _check_entry(path: Path, entry: Any, i: int, seats: int) -> None:
    if not isinstance(entry, dict):
        raise SaveError(path, f"log[{i}]: expected an object", SaveProblem.INVALID)
    seat, kind = entry.get("seat"), entry.get("kind")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats:
        raise SaveError(
            path, f"log[{i}].seat: expected a seat number, got {short(seat)}", SaveProblem.INVALID
        )
    if not isinstance(kind, str) or not 0 < len(kind) <= 40:
        raise SaveError(path, f"log[{i}].kind: expected a short text, got {short(kind)}", SaveProblem.INVALID)
    if len(dumps(entry).encode("utf-8", "replace")) > limits.ACTION_MAX_BYTES:
        raise SaveError(path, f"log[{i}]: the entry is too large", SaveProblem.INVALID)


def _part(path: Path, data: dict[str, Any], key: str, kind: type, default: Any) -> Any:
    if key not in data:
        return default
    value = data[key]
    if kind is not object and not isinstance(value, kind):
        raise SaveError(
            path, f"{key}: expected a{'n object' if kind is dict else ' list'}", SaveProblem.INVALID
        )
    if len(json.dumps(value, ensure_ascii=True)) > PART_MAX_BYTES:
        raise SaveError(path, f"{key}: too large", SaveProblem.INVALID)
    return value
