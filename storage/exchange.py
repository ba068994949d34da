"""The export format: one session as a versioned JSON file (`.quorum`), read back with every field checked.

Described for humans in storage/FORMAT.md. Reading never executes anything: the file is
parsed as JSON only (no pickle, no eval), every field is type-checked, actions are decoded
by the game's ActionCodec, and the caller replays them through the rules before writing.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from games.core.game import Game
from storage.content import (
    DECODER,
    GameLoader,
    SessionContent,
    check_ui,
    config_from_data,
    config_to_data,
    decode_actions,
    load_game,
    now,
    parse_time,
    time_text,
)
from storage.database import fsync_file, version_text
from storage.errors import SaveError, SaveProblem

FORMAT = "quorum-session"
FORMAT_VERSION = 1
EXPORT_SUFFIX = ".quorum"
MAX_BYTES = 64 * 1024 * 1024  # far beyond any real game; refuses to read a huge file into memory

REQUIRED = ("format", "version", "game", "name", "config", "actions")
OPTIONAL = ("redo", "ui", "created", "last_played", "exported", "exported_by")


def export_data(content: SessionContent, game: Game) -> dict[str, Any]:
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
        "ui": content.ui,
        "actions": [codec.encode(a) for a in content.actions],
        "redo": [codec.encode(a) for a in content.redo],
    }


def write_export(path: Path, content: SessionContent, game: Game) -> None:
    """Write the export atomically: a half-written file never replaces a good one."""
    text = json.dumps(export_data(content, game), indent=1, ensure_ascii=False, allow_nan=False)
    part = path.with_name(path.name + ".part")
    try:
        part.write_text(text + "\n", encoding="utf-8")
        fsync_file(part)
        os.replace(part, path)
    except OSError as exc:
        part.unlink(missing_ok=True)
        raise SaveError(
            path, f"could not write the export: {exc.strerror or exc}", SaveProblem.UNWRITABLE
        ) from None


def read_export(path: Path, loader: GameLoader) -> tuple[SessionContent, Game]:
    """Parse and check an export; the caller must still replay it (content.rebuild) before trusting it."""
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise SaveError(path, f"the file is too large for a session ({size} bytes)", SaveProblem.INVALID)
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(path, "the file does not exist", SaveProblem.MISSING) from None
    except OSError as exc:
        raise SaveError(
            path, f"the file cannot be read: {exc.strerror or exc}", SaveProblem.UNWRITABLE
        ) from None
    if not raw.strip():
        raise SaveError(path, "the file is empty", SaveProblem.TRUNCATED)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveError(path, "this is not a Quorum export (not UTF-8 text)", SaveProblem.FOREIGN) from None
    body = text.strip()
    if not body.startswith("{"):
        raise SaveError(path, "this is not a Quorum export or save (not a JSON object)", SaveProblem.FOREIGN)
    try:
        data = DECODER.decode(body)
    except json.JSONDecodeError as exc:
        if not body.endswith("}"):  # a whole export always ends with its closing brace
            raise SaveError(
                path, f"the export is truncated (it ends after {len(raw)} bytes)", SaveProblem.TRUNCATED
            ) from None
        raise SaveError(
            path,
            f"the file is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})",
            SaveProblem.INVALID,
        ) from None
    except (ValueError, RecursionError) as exc:
        raise SaveError(path, f"the file is not valid JSON ({exc})", SaveProblem.INVALID) from None
    return content_from_export(path, data, loader)


def content_from_export(path: Path, data: Any, loader: GameLoader) -> tuple[SessionContent, Game]:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(path, f'this is not a Quorum export (no "format": "{FORMAT}")', SaveProblem.FOREIGN)
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(
            path, f"version: expected a whole number from 1, got {version!r}", SaveProblem.INVALID
        )
    if version > FORMAT_VERSION:
        raise SaveError(
            path,
            f"this export was written by a newer Quorum (format version {version}; "
            f"this Quorum reads up to {FORMAT_VERSION}). Update Quorum to import it",
            SaveProblem.NEWER,
        )
    unknown = sorted(set(data) - set(REQUIRED) - set(OPTIONAL))
    if unknown:
        raise SaveError(path, f"unexpected fields {unknown}", SaveProblem.INVALID)
    missing = [f for f in REQUIRED if f not in data]
    if missing:
        raise SaveError(path, f"missing fields {missing}", SaveProblem.INVALID)
    name = data["name"]
    if not isinstance(name, str) or not name.strip():
        raise SaveError(path, f"name: expected a non-empty text, got {name!r}", SaveProblem.INVALID)
    for optional in ("exported", "exported_by"):
        if optional in data and not isinstance(data[optional], str):
            raise SaveError(path, f"{optional}: expected text", SaveProblem.INVALID)
    game = load_game(path, loader, data["game"])
    moment = now()
    content = SessionContent(
        name=name.strip(),
        game=game.name,
        config=config_from_data(path, game, data["config"]),
        actions=decode_actions(path, game, data["actions"], "actions"),
        redo=decode_actions(path, game, data.get("redo", []), "redo"),
        ui=check_ui(path, data.get("ui", {})),
        created=parse_time(path, data["created"], "created") if "created" in data else moment,
        last_played=parse_time(path, data["last_played"], "last_played") if "last_played" in data else moment,
    )
    return content, game
