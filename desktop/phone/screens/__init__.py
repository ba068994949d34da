"""Each game's phone screen builder, found by convention as `desktop.<game>.phone` (imported when asked)."""

from __future__ import annotations

import importlib
import importlib.util
from types import ModuleType


def _module_name(game: str) -> str | None:
    """The builder's module name for `game`, or None for a name that is no plain package name."""
    return f"desktop.{game}.phone" if game.isidentifier() else None


def available(game: str) -> bool:
    """Whether `game` has a phone screen (looked up without importing it)."""
    name = _module_name(game)
    try:
        return name is not None and importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:  # the game has no desktop folder at all
        return False


def builder(game: str) -> ModuleType | None:
    """The module whose `screen(view, legal, seat, names)` builds `game`'s phone screens, or None."""
    name = _module_name(game)
    if name is None or not available(game):
        return None  # not written (yet): that game has no phone seats
    return importlib.import_module(name)
