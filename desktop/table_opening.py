"""Turns a new-game setup into a live session: saved in the library (autosaving) when it is loaded."""

from __future__ import annotations

from typing import Any

from games.core.session import Session, SessionConfig
from games.registry import load_game


def first_ui(setup: Any) -> dict:
    """The table's own notes a new session starts with (kept with the save)."""
    ui: dict = {"bot_pause_ms": setup.bot_pause_ms}
    if getattr(setup, "auto_pass", ()):
        ui["auto_pass"] = sorted(setup.auto_pass)
    return ui


def open_new(setup: Any, library: Any = None) -> tuple[Session, Any]:
    """(session, saved) for `setup`; `saved` is None when the library is not (yet) available."""
    config = SessionConfig(setup.game, setup.seats, setup.options, setup.seed, setup.table_undo)
    if library is not None:
        saved = library.create(setup.name, config, ui=first_ui(setup))
        return saved.session, saved
    return Session(load_game(setup.game), config), None
