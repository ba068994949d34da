"""Each game's phone screen builder, by game name; imported when first asked for (a missing one is None)."""

from __future__ import annotations

import importlib
from types import ModuleType

BUILDERS = {
    "legislation": "desktop.phone.screens.legislation",
    "council": "desktop.phone.screens.council",
    "starward": "desktop.phone.screens.starward",
}


def available(game: str) -> bool:
    """Whether `game` has a phone screen (looked up without importing it)."""
    import importlib.util

    name = BUILDERS.get(game)
    try:
        return name is not None and importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


def builder(game: str) -> ModuleType | None:
    """The module whose `screen(view, legal, seat, names)` builds `game`'s phone screens, or None."""
    name = BUILDERS.get(game)
    if name is None:
        return None
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:  # not written (yet): that game has no phone seats
            return None
        raise
