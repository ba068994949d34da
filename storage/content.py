"""What a save holds (config, actions, redo stack, GUI state), checked field by field, and its replay.

The database and the export format both store this content; both decode it here, so a
hand-edited export and a tampered database meet the same checks: every field typed,
every action decoded by the game's ActionCodec, and the whole log replayed through the
rules (redo stack included) before anything is trusted.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from games.core.actions import Action
from games.core.errors import CorruptLog, IllegalAction
from games.core.game import AnyGame
from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from storage import limits
from storage.errors import SaveError, SaveProblem
from storage.names import clean_name, is_visible

GameLoader = Callable[[str], AnyGame]

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


EARLIEST_YEAR, LATEST_YEAR = 1970, 3000  # outside these a date is an edit, and 9999 overflows a time zone


def parse_time(path: Path, value: Any, where: str) -> datetime:
    """An ISO 8601 date-time from a save, in UTC; any other value is a SaveError naming `where`."""
    if not isinstance(value, str) or len(value) > 64:
        raise SaveError(path, f"{where}: expected a date and time, got {short(value)}", SaveProblem.INVALID)
    try:
        moment = datetime.fromisoformat(value)
        moment = moment.astimezone(UTC) if moment.tzinfo else moment.replace(tzinfo=UTC)
    except (ValueError, OverflowError):
        raise SaveError(
            path, f"{where}: {short(value)} is not a date and time", SaveProblem.INVALID
        ) from None
    if not EARLIEST_YEAR <= moment.year <= LATEST_YEAR:
        raise SaveError(path, f"{where}: {short(value)} is not a plausible date", SaveProblem.INVALID)
    return moment


def short(value: Any, limit: int = 60) -> str:
    """A value quoted for an error message, cut short: a message must never carry a 50 MB name."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def cut(text: str, limit: int = 200) -> str:
    """Text from an exception, cut short for a message."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def check_text(path: Path, value: Any, where: str, max_chars: int) -> str:
    """A name typed by a player: non-empty text, at most `max_chars`, no control characters, valid UTF-8."""
    if not isinstance(value, str) or not value.strip():
        raise SaveError(path, f"{where}: expected a non-empty text, got {short(value)}", SaveProblem.INVALID)
    text: str = clean_name(value)  # direction controls taken out (storage/names.py)
    if len(text) > max_chars:
        raise SaveError(
            path,
            f"{where}: {len(text)} characters is longer than the {max_chars} allowed",
            SaveProblem.INVALID,
        )
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise SaveError(path, f"{where}: {short(text)} is not valid text", SaveProblem.INVALID) from None
    if any(unicodedata.category(c) == "Cc" for c in text):
        raise SaveError(path, f"{where}: {short(text)} holds control characters", SaveProblem.INVALID)
    if not is_visible(text):
        raise SaveError(
            path, f"{where}: {short(text)} is made only of invisible characters", SaveProblem.INVALID
        )
    return text


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


def load_game(path: Path, loader: GameLoader, name: Any) -> AnyGame:
    if not isinstance(name, str) or not name:
        raise SaveError(path, f"the game must be named by text, got {short(name)}", SaveProblem.INVALID)
    try:
        return loader(name)
    except (ValueError, ImportError, AttributeError) as exc:
        raise SaveError(
            path,
            f"this Quorum cannot play the game {short(name)} ({cut(str(exc), 200)})",
            SaveProblem.UNKNOWN_GAME,
        ) from None


# --- configuration ---------------------------------------------------------------------------
def config_to_data(game: AnyGame, config: SessionConfig) -> dict[str, Any]:
    return {
        "seats": [seat.to_dict() for seat in config.seats],
        "options": game.options_to_dict(config.options),
        "seed": config.seed,
        "table_undo": config.table_undo,
    }


def config_from_data(path: Path, game: AnyGame, data: Any) -> SessionConfig:
    if not isinstance(data, dict):
        raise SaveError(path, f"config: expected an object, got {type(data).__name__}", SaveProblem.INVALID)
    unknown = sorted(set(data) - set(CONFIG_FIELDS))
    missing = [f for f in CONFIG_FIELDS if f not in data]
    if unknown or missing:
        problem = f"unexpected fields {unknown}" if unknown else f"missing fields {missing}"
        raise SaveError(path, f"config: {problem}", SaveProblem.INVALID)
    seed, table_undo = data["seed"], data["table_undo"]
    seats = seats_from_data(path, data["seats"], "config.seats")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
        raise SaveError(
            path,
            f"config.seed: expected a whole number from 0 to 2**63-1, got {short(seed)}",
            SaveProblem.INVALID,
        )
    if not isinstance(table_undo, bool):
        raise SaveError(
            path, f"config.table_undo: expected true/false, got {short(table_undo)}", SaveProblem.INVALID
        )
    try:
        options = game.options_from_dict(data["options"])
        game.check_seat_count(len(seats))
        return SessionConfig(game.name, seats, options, seed, table_undo)
    except (CorruptLog, ValueError, TypeError, OverflowError) as exc:
        raise SaveError(path, f"config: {cut(str(exc), 200)}", SaveProblem.INVALID) from None


def seats_from_data(path: Path, seats_data: Any, where: str) -> tuple[Seat, ...]:
    """The seats as saved: names as New Game allows them, "#rrggbb" colours, a known kind, no twins."""
    if not isinstance(seats_data, list):
        raise SaveError(path, f"{where}: expected a list of seats", SaveProblem.INVALID)
    if len(seats_data) > 64:  # the seat count itself is the game's rule (checked later); this caps the work
        raise SaveError(path, f"{where}: {len(seats_data)} seats", SaveProblem.INVALID)
    seats = []
    for i, seat in enumerate(seats_data):
        if not isinstance(seat, dict) or set(seat) - {"name", "colour", "kind", "level"}:
            raise SaveError(
                path, f"{where}[{i}]: expected {{name, colour, kind[, level]}}", SaveProblem.INVALID
            )
        name = check_text(path, seat.get("name"), f"{where}[{i}].name", limits.SEAT_NAME_MAX)
        colour = seat.get("colour", "#808080")
        if not isinstance(colour, str) or not limits.COLOUR_PATTERN.fullmatch(colour):
            raise SaveError(
                path, f'{where}[{i}].colour: expected "#rrggbb", got {short(colour)}', SaveProblem.INVALID
            )
        try:
            seats.append(Seat.from_dict({**seat, "name": name}))
        except ValueError as exc:
            raise SaveError(path, f"{where}[{i}]: {cut(str(exc), 200)}", SaveProblem.INVALID) from None
    if len({s.name.casefold() for s in seats}) != len(seats):
        raise SaveError(path, f"{where}: two seats have the same name", SaveProblem.INVALID)
    return tuple(seats)


# --- actions ---------------------------------------------------------------------------------
def decode_actions(path: Path, game: AnyGame, data: Any, where: str) -> list[Action]:
    if not isinstance(data, list):
        raise SaveError(path, f"{where}: expected a list of actions", SaveProblem.INVALID)
    check_action_count(path, len(data))
    actions = []
    for i, item in enumerate(data):
        actions.append(decode_action(path, game, item, f"{where}[{i}]"))
    return actions


def decode_action(path: Path, game: AnyGame, item: Any, where: str) -> Action:
    """One action through the game's codec; whatever the codec raises becomes a SaveError naming `where`."""
    try:
        return game.codec.decode(item)
    except CorruptLog as exc:
        raise SaveError(path, f"{where}: {cut(str(exc), 200)}", SaveProblem.INVALID) from None
    except (ValueError, TypeError, KeyError, AttributeError, OverflowError, RecursionError) as exc:
        raise SaveError(
            path,
            f"{where}: not an action ({type(exc).__name__}: {cut(str(exc), 200)})",
            SaveProblem.INVALID,
        ) from None


def check_action_count(path: Path, count: int) -> None:
    if count > limits.ACTIONS_MAX:
        raise SaveError(
            path, f"{count} actions is more than any game holds ({limits.ACTIONS_MAX})", SaveProblem.TOO_LARGE
        )


# The GUI state's known settings and the values each may take (None: the key may be absent).
UI_INT_RANGES = {"curtain_seat": (0, 63), "bot_pause_ms": (0, limits.BOT_PAUSE_MAX_MS)}
# Seats (0-63, each once) that chose a table setting for themselves: pass by themselves where they can
# play nothing; have their hand back open (not face down) after the bots' moves on a shared screen;
# phone_seats: played from a phone.
UI_SEAT_LISTS = {"auto_pass", "open_hand", "phone_seats"}
# Lines the table added to the log: [entries in the log when it was said, seat] ("a move by X was
# taken back" -- whose move, never what it was).
# Also checked as such pairs: [human seat, seat] whose transaction offers that human refuses unasked.
UI_NOTE_LISTS = {"taken_back", "muted_offers"}


def _is_note(item: Any) -> bool:
    return (
        isinstance(item, list)
        and len(item) == 2
        and all(isinstance(n, int) and not isinstance(n, bool) for n in item)
        and 0 <= item[0] <= limits.ACTIONS_MAX
        and 0 <= item[1] <= 63
    )


def check_ui(path: Path, data: Any) -> dict[str, Any]:
    """GUI state: a small JSON object of settings. Known settings are checked by type and range; any
    other key (a newer Quorum's) must hold a plain value (true/false, a number, a short text, null)."""
    if not isinstance(data, dict) or not all(isinstance(k, str) for k in data):
        raise SaveError(path, "ui: expected an object with text keys", SaveProblem.INVALID)
    try:
        size = len(dumps(data).encode("utf-8"))
    except (TypeError, ValueError, UnicodeEncodeError, RecursionError) as exc:
        raise SaveError(path, f"ui: {cut(str(exc), 200)}", SaveProblem.INVALID) from None
    if size > limits.UI_MAX_BYTES:
        raise SaveError(
            path, f"ui: {size} bytes is more than the {limits.UI_MAX_BYTES} allowed", SaveProblem.INVALID
        )
    for key, value in data.items():
        where = f"ui.{key}" if len(key) <= 40 else "ui"
        if key in UI_INT_RANGES:
            low, high = UI_INT_RANGES[key]
            if value is None:
                continue
            if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
                raise SaveError(
                    path,
                    f"{where}: expected a whole number from {low} to {high}, got {short(value)}",
                    SaveProblem.INVALID,
                )
        elif key in UI_SEAT_LISTS:
            if value is None:
                continue
            if (
                not isinstance(value, list)
                or not all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s <= 63 for s in value)
                or len(set(value)) != len(value)
            ):
                raise SaveError(
                    path, f"{where}: expected a list of seat numbers, got {short(value)}", SaveProblem.INVALID
                )
        elif key in UI_NOTE_LISTS:
            if value is None:
                continue
            if (
                not isinstance(value, list)
                or len(value) > limits.UI_TAKEN_BACK_MAX
                or not all(_is_note(item) for item in value)
            ):
                raise SaveError(
                    path,
                    f"{where}: expected at most {limits.UI_TAKEN_BACK_MAX} [entry count, seat] pairs, "
                    f"got {short(value)}",
                    SaveProblem.INVALID,
                )
        elif isinstance(value, str):
            if len(value) > limits.UI_TEXT_MAX:
                raise SaveError(path, f"{where}: the text is too long", SaveProblem.INVALID)
        elif isinstance(value, int | float) and not isinstance(value, bool):
            if not -(2**53) <= value <= 2**53:
                raise SaveError(path, f"{where}: {short(value)} is out of range", SaveProblem.INVALID)
        elif value is not None and not isinstance(value, bool):
            raise SaveError(path, f"{where}: expected a plain value, got {short(value)}", SaveProblem.INVALID)
    return dict(data)


def clean_ui(path: Path, data: Any) -> dict[str, Any]:
    """A stored session's GUI state with every setting that fails `check_ui` dropped: screen state is
    never worth refusing a game for (an import, by contrast, is refused whole by `check_ui`)."""
    if not isinstance(data, dict):
        return {}
    kept: dict[str, Any] = {}
    for key, value in data.items():
        try:
            kept.update(check_ui(path, {**kept, key: value}))
        except SaveError:
            continue
    return kept


# --- replay ----------------------------------------------------------------------------------
def _reporting(actions: Sequence[Action], progress: Progress) -> Iterator[Action]:
    total = max(1, len(actions))
    for i, action in enumerate(actions):
        if i % 64 == 0:
            progress(i / total)
        yield action
    progress(1.0)


Progress = Callable[[float], None]  # told the share done, 0..1; raises SaveError(CANCELLED) to stop


def rebuild(path: Path, game: AnyGame, content: SessionContent, progress: Progress | None = None) -> Session:
    """The live session: the log replayed through the rules, the redo stack checked the same way.

    `progress` (an import's progress bar and Cancel) is told how far the replay is every few actions.
    """
    actions: Iterable[Action] = content.actions
    if progress is not None:
        actions = _reporting(content.actions, progress)
    try:
        session = Session.replay(game, content.config, actions, content.redo)
    except SaveError:
        raise
    except CorruptLog as exc:
        raise SaveError(
            path, f"the action log breaks the rules: {cut(str(exc), 300)}", SaveProblem.ILLEGAL_LOG
        ) from None
    except Exception as exc:  # a rules crash on stored data must not take the app down
        raise SaveError(
            path,
            f"the action log cannot be replayed ({type(exc).__name__}: {cut(str(exc), 300)})",
            SaveProblem.ILLEGAL_LOG,
        ) from None
    check_redo(path, game, session, content.redo)
    return session


def check_redo(path: Path, game: AnyGame, session: Session, redo: Sequence[Action]) -> None:
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
