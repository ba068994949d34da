"""Turns a new-game setup into a live session: saved in the library (autosaving) when it is loaded."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.session import Session, SessionConfig
from games.registry import load_game

if TYPE_CHECKING:
    from desktop.new_game import GameSetup
    from storage.library import Library
    from storage.saved_session import SavedSession


def first_ui(setup: GameSetup) -> dict[str, Any]:
    """The table's own notes a new session starts with (kept with the save)."""
    ui: dict[str, Any] = {"bot_pause_ms": setup.bot_pause_ms}
    if getattr(setup, "auto_pass", ()):
        ui["auto_pass"] = sorted(setup.auto_pass)
    if getattr(setup, "phones", ()):
        from desktop.phone.seats import first_ui_phones

        ui.update(first_ui_phones(tuple(setup.phones)))
    return ui


def open_new(setup: GameSetup, library: Library | None = None) -> tuple[Session, SavedSession | None]:
    """(session, saved) for `setup`; `saved` is None when the library is not (yet) available."""
    config = SessionConfig(setup.game, setup.seats, setup.options, setup.seed, setup.table_undo)
    if library is not None:
        saved = library.create(setup.name, config, ui=first_ui(setup))
        return saved.session, saved
    return Session(load_game(setup.game), config), None
