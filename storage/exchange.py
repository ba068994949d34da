"""The export format: one session as a versioned JSON file (`.quorum`), read back with every field checked.

Described for humans in storage/FORMAT.md. Reading never executes anything: the file is
parsed as JSON only (no pickle, no eval), every field is type-checked, actions are decoded
by the game's ActionCodec, and the caller replays them through the rules before writing.
Each export carries a checksum of its content, so a file damaged on the way (a bad copy, a
truncated download) is told apart from a good one; older exports without it still import.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

from games.core.game import AnyGame
from storage import limits
from storage.content import (
    DECODER,
    GameLoader,
    SessionContent,
    check_text,
    check_ui,
    config_from_data,
    config_to_data,
    cut,
    decode_actions,
    load_game,
    now,
    parse_time,
    short,
    time_text,
)
from storage.database import version_text
from storage.errors import SaveError, SaveProblem
from storage.files import fsync_file, read_bounded

FORMAT = "quorum-session"
FORMAT_VERSION = 1
EXPORT_SUFFIX = ".quorum"
MAX_BYTES = limits.EXPORT_MAX_BYTES  # read no further: far beyond any real game

REQUIRED = ("format", "version", "game", "name", "config", "actions")
OPTIONAL = ("redo", "ui", "created", "last_played", "exported", "exported_by", "checksum")
CHECKSUM_PREFIX = "sha256:"


# A phone seat's link token and the secret of the device bound to it (desktop/phone/seats.py) are live
# secrets of one table: an export never carries them, and an imported game issues new links.
SECRET_UI_PREFIXES = ("phone_token_", "phone_device_")


def shareable_ui(ui: dict[str, Any]) -> dict[str, Any]:
    """The saved ui notes without the phone seats' link tokens and device secrets."""
    return {k: v for k, v in ui.items() if not k.startswith(SECRET_UI_PREFIXES)}


def export_data(content: SessionContent, game: AnyGame) -> dict[str, Any]:
    codec = game.codec
    return {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "exported_by": version_text(),
        "exported": time_text(now()),
        "game": content.game,
        "name": content.name,
        "created": time_text(content.created),
        "last_played": time_text(content.last_played),
        "config": config_to_data(game, content.config),
        "ui": shareable_ui(content.ui),
        "actions": [codec.encode(a) for a in content.actions],
        "redo": [codec.encode(a) for a in content.redo],
    }


def checksum(data: dict[str, Any]) -> str:
    """SHA-256 of the object's canonical JSON (sorted keys, no spaces), without its own checksum field."""
    body = {k: v for k, v in data.items() if k != "checksum"}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    return CHECKSUM_PREFIX + hashlib.sha256(text.encode("utf-8")).hexdigest()


def check_checksum(path: Path, data: dict[str, Any]) -> None:
    """A file whose checksum does not match was changed after it was written (or damaged on the way)."""
    if "checksum" not in data:
        return  # written before exports had one
    written = data["checksum"]
    if not isinstance(written, str) or not written.startswith(CHECKSUM_PREFIX):
        raise SaveError(
            path, f'checksum: expected "{CHECKSUM_PREFIX}…", got {short(written)}', SaveProblem.INVALID
        )
    try:
        actual = checksum(data)
    except (TypeError, ValueError, UnicodeEncodeError, RecursionError) as exc:
        raise SaveError(
            path, f"the content cannot be checked ({cut(str(exc), 200)})", SaveProblem.INVALID
        ) from None
    if actual != written:
        raise SaveError(
            path,
            "the file was damaged or changed after it was exported (its checksum does not match)",
            SaveProblem.CORRUPT,
        )


def write_json(path: Path, data: dict[str, Any]) -> None:
    """Write an export atomically, with its checksum: a half-written file never replaces a good one."""
    data = {**data, "checksum": checksum(data)}
    part = path.with_name(path.name + ".part")
    try:
        text = json.dumps(data, indent=1, ensure_ascii=False, allow_nan=False)
        part.write_text(text + "\n", encoding="utf-8")
        fsync_file(part)
        os.replace(part, path)
    except (OSError, ValueError, TypeError, UnicodeEncodeError) as exc:
        try:
            part.unlink(missing_ok=True)
        except OSError:
            pass
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
        raise SaveError(path, f"could not write the export: {reason}", SaveProblem.UNWRITABLE) from None


def write_export(path: Path, content: SessionContent, game: AnyGame) -> None:
    write_json(path, export_data(content, game))


def read_json(path: Path) -> Any:
    """The JSON object in a file of at most MAX_BYTES (regular files only; see storage/files.py)."""
    raw = read_bounded(path, MAX_BYTES, what="a Quorum export")
    if not raw.strip():
        raise SaveError(path, "the file is empty", SaveProblem.TRUNCATED)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveError(path, "this is not a Quorum export (not UTF-8 text)", SaveProblem.FOREIGN) from None
    del raw
    body = text.strip()
    if not body.startswith("{"):
        raise SaveError(path, "this is not a Quorum export or save (not a JSON object)", SaveProblem.FOREIGN)
    try:
        data, end = DECODER.raw_decode(body)
        if end < len(body):  # a whole export, then anything at all: not what Quorum wrote
            raise SaveError(
                path,
                f"the file has extra bytes after its end ({len(body) - end} characters after the export)",
                SaveProblem.INVALID,
            )
        return data
    except json.JSONDecodeError as exc:
        if not body.endswith("}"):  # a whole export always ends with its closing brace
            raise SaveError(
                path, f"the export is truncated (it ends after {len(body)} characters)", SaveProblem.TRUNCATED
            ) from None
        raise SaveError(
            path,
            f"the file is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})",
            SaveProblem.INVALID,
        ) from None
    except (ValueError, RecursionError) as exc:
        raise SaveError(
            path, f"the file is not valid JSON ({cut(str(exc), 200)})", SaveProblem.INVALID
        ) from None


def read_export(path: Path, loader: GameLoader) -> tuple[SessionContent, AnyGame]:
    """Parse and check an export; the caller must still replay it (content.rebuild) before trusting it."""
    return content_from_export(path, read_json(path), loader)


def check_version(path: Path, data: Any, fmt: str, newest: int) -> None:
    if not isinstance(data, dict) or data.get("format") != fmt:
        raise SaveError(path, f'this is not a Quorum export (no "format": "{fmt}")', SaveProblem.FOREIGN)
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(
            path, f"version: expected a whole number from 1, got {short(version)}", SaveProblem.INVALID
        )
    if version > newest:
        raise SaveError(
            path,
            f"this export was written by a newer Quorum (format version {version}; "
            f"this Quorum reads up to {newest}). Update Quorum to import it",
            SaveProblem.NEWER,
        )


def check_fields(
    path: Path, data: dict[str, Any], required: tuple[str, ...], optional: tuple[str, ...]
) -> None:
    unknown = sorted(k if len(k) <= 40 else k[:39] + "…" for k in set(data) - set(required) - set(optional))
    if unknown:
        raise SaveError(path, f"unexpected fields {unknown}", SaveProblem.INVALID)
    missing = [f for f in required if f not in data]
    if missing:
        raise SaveError(path, f"missing fields {missing}", SaveProblem.INVALID)
    for optional_text in ("exported", "exported_by"):
        if optional_text in data and (
            not isinstance(data[optional_text], str) or len(data[optional_text]) > 200
        ):
            raise SaveError(path, f"{optional_text}: expected a short text", SaveProblem.INVALID)


def content_from_export(path: Path, data: Any, loader: GameLoader) -> tuple[SessionContent, AnyGame]:
    check_version(path, data, FORMAT, FORMAT_VERSION)
    check_fields(path, data, REQUIRED, OPTIONAL)
    name = check_text(path, data["name"], "name", limits.SESSION_NAME_MAX)
    game = load_game(path, loader, data["game"])
    moment = now()
    content = SessionContent(
        name=name,
        game=game.name,
        config=config_from_data(path, game, data["config"]),
        actions=decode_actions(path, game, data["actions"], "actions"),
        redo=decode_actions(path, game, data.get("redo", []), "redo"),
        ui=check_ui(path, data.get("ui", {})),
        created=parse_time(path, data["created"], "created") if "created" in data else moment,
        last_played=parse_time(path, data["last_played"], "last_played") if "last_played" in data else moment,
    )
    if len(content.actions) + len(content.redo) > limits.ACTIONS_MAX:
        raise SaveError(path, "more actions than any game holds", SaveProblem.TOO_LARGE)
    check_checksum(path, data)  # after the field checks, whose messages say more about a hand edit
    return content, game
