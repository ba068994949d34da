"""What a save holds (config, actions, redo stack, GUI state), checked field by field, and its replay.

The database and the export format both store this content; both decode it here, so a
hand-edited export and a tampered database meet the same checks: every field typed,
every action decoded by the game's ActionCodec, and the whole log replayed through the
rules (redo stack included) before anything is trusted.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from games.core.actions import Action
from games.core.errors import CorruptLog, IllegalAction
from games.core.game import Game
from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from storage.errors import SaveError, SaveProblem

GameLoader = Callable[[str], Game]

CONFIG_FIELDS = ("seats", "options", "seed", "table_undo")


@dataclass
class SessionContent:
    """Everything a save holds, decoded and typed."""

    name: str
    game: str
    config: SessionConfig
    actions: list[Action]
    redo: list[Action] = field(default_factory=list)  # the last item is redone first
    ui: dict[str, Any] = field(default_factory=dict)
    created: datetime = field(default_factory=lambda: now())
    last_played: datetime = field(default_factory=lambda: now())


def now() -> datetime:
    return datetime.now(UTC)


def time_text(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat()


def parse_time(path: Path, value: Any, where: str) -> datetime:
    if not isinstance(value, str):
        raise SaveError(path, f"{where}: expected a date and time, got {value!r}", SaveProblem.INVALID)
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        raise SaveError(path, f"{where}: {value!r} is not a date and time", SaveProblem.INVALID) from None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def dumps(data: Any) -> str:
    """Compact JSON with no NaN/Infinity (they are not JSON and other readers reject them)."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in JSON")


# One decoder for every row: json.loads(text, parse_constant=...) would build a new one per call.
DECODER = json.JSONDecoder(parse_constant=_refuse_constant)


def loads(path: Path, text: Any, where: str) -> Any:
    """Parse JSON text from a save; NaN/Infinity and malformed text raise SaveError naming `where`."""
    if not isinstance(text, str):
        raise SaveError(path, f"{where}: expected JSON text, got {type(text).__name__}", SaveProblem.CORRUPT)
    try:
        return DECODER.decode(text)
    except json.JSONDecodeError as exc:
        raise SaveError(
            path,
            f"{where} is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})",
            SaveProblem.INVALID,
        ) from None
    except (ValueError, RecursionError) as exc:
        raise SaveError(path, f"{where} is not valid JSON ({exc})", SaveProblem.INVALID) from None


def load_game(path: Path, loader: GameLoader, name: Any) -> Game:
    if not isinstance(name, str) or not name:
        raise SaveError(path, f"the game must be named by text, got {name!r}", SaveProblem.INVALID)
    try:
        return loader(name)
    except (ValueError, ImportError, AttributeError) as exc:
        raise SaveError(
            path, f"this Quorum cannot play the game {name!r} ({exc})", SaveProblem.UNKNOWN_GAME
        ) from None


# --- configuration ---------------------------------------------------------------------------
def config_to_data(game: Game, config: SessionConfig) -> dict[str, Any]:
    return {
        "seats": [seat.to_dict() for seat in config.seats],
        "options": game.options_to_dict(config.options),
        "seed": config.seed,
        "table_undo": config.table_undo,
    }


def config_from_data(path: Path, game: Game, data: Any) -> SessionConfig:
    if not isinstance(data, dict):
        raise SaveError(path, f"config: expected an object, got {type(data).__name__}", SaveProblem.INVALID)
    unknown = sorted(set(data) - set(CONFIG_FIELDS))
    missing = [f for f in CONFIG_FIELDS if f not in data]
    if unknown or missing:
        problem = f"unexpected fields {unknown}" if unknown else f"missing fields {missing}"
        raise SaveError(path, f"config: {problem}", SaveProblem.INVALID)
    seats_data, seed, table_undo = data["seats"], data["seed"], data["table_undo"]
    if not isinstance(seats_data, list):
        raise SaveError(path, "config.seats: expected a list of seats", SaveProblem.INVALID)
    seats = []
    for i, seat in enumerate(seats_data):
        if not isinstance(seat, dict) or set(seat) - {"name", "colour", "kind", "level"}:
            raise SaveError(
                path, f"config.seats[{i}]: expected {{name, colour, kind[, level]}}", SaveProblem.INVALID
            )
        try:
            seats.append(Seat.from_dict(seat))
        except ValueError as exc:
            raise SaveError(path, f"config.seats[{i}]: {exc}", SaveProblem.INVALID) from None
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError(path, f"config.seed: expected a whole number, got {seed!r}", SaveProblem.INVALID)
    if not isinstance(table_undo, bool):
        raise SaveError(
            path, f"config.table_undo: expected true/false, got {table_undo!r}", SaveProblem.INVALID
        )
    try:
        options = game.options_from_dict(data["options"])
        game.check_seat_count(len(seats))
        return SessionConfig(game.name, tuple(seats), options, seed, table_undo)
    except (CorruptLog, ValueError, TypeError) as exc:
        raise SaveError(path, f"config: {exc}", SaveProblem.INVALID) from None


# --- actions ---------------------------------------------------------------------------------
def decode_actions(path: Path, game: Game, data: Any, where: str) -> list[Action]:
    if not isinstance(data, list):
        raise SaveError(path, f"{where}: expected a list of actions", SaveProblem.INVALID)
    actions = []
    for i, item in enumerate(data):
        try:
            actions.append(game.codec.decode(item))
        except CorruptLog as exc:
            raise SaveError(path, f"{where}[{i}]: {exc}", SaveProblem.INVALID) from None
    return actions


def check_ui(path: Path, data: Any) -> dict[str, Any]:
    """GUI state must be a JSON object with text keys (it is only ever read back as data)."""
    if not isinstance(data, dict) or not all(isinstance(k, str) for k in data):
        raise SaveError(path, "ui: expected an object with text keys", SaveProblem.INVALID)
    try:
        dumps(data)
    except (TypeError, ValueError) as exc:
        raise SaveError(path, f"ui: {exc}", SaveProblem.INVALID) from None
    return data


# --- replay ----------------------------------------------------------------------------------
def rebuild(path: Path, game: Game, content: SessionContent) -> Session:
    """The live session: the log replayed through the rules, the redo stack checked the same way."""
    try:
        session = Session.replay(game, content.config, content.actions, content.redo)
    except CorruptLog as exc:
        raise SaveError(path, f"the action log breaks the rules: {exc}", SaveProblem.ILLEGAL_LOG) from None
    except Exception as exc:  # a rules crash on stored data must not take the app down
        raise SaveError(
            path, f"the action log cannot be replayed ({type(exc).__name__}: {exc})", SaveProblem.ILLEGAL_LOG
        ) from None
    check_redo(path, game, session, content.redo)
    return session


def check_redo(path: Path, game: Game, session: Session, redo: Sequence[Action]) -> None:
    """Every redo must be legal in turn from the current state, or Redo would fail later."""
    if not redo:
        return
    state = game.clone(session.state)
    for depth, action in enumerate(reversed(redo)):
        try:
            if action.seat not in game.to_act(state):
                raise IllegalAction(f"seat {action.seat} cannot act then", "not_your_turn")
            game.apply(state, action)
        except Exception as exc:
            raise SaveError(
                path, f"redo step {depth + 1} ({action.kind}) is illegal: {exc}", SaveProblem.ILLEGAL_LOG
            ) from None
