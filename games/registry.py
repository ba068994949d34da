"""The games Quorum knows: every package `games/<name>/` with a `game` module, loaded only when asked for.

A game registers by existing: its package holds `game.py`, which defines the `Game` subclass whose
`name` is the package's name. Nothing here names a game, so adding one touches no shared module.
"""

from __future__ import annotations

import importlib
import inspect
import os
import pkgutil

import games
from games.core.game import AnyGame, Game

FRAMEWORK = "core"  # games/core/ is the framework every game is built on, not a game


def _discover() -> tuple[str, ...]:
    """Names of the packages beside games/core/ that hold a `game` module, found without importing any."""
    names = set()
    for base in games.__path__:
        for package in pkgutil.iter_modules([base]):
            if package.ispkg and package.name != FRAMEWORK:
                folder = os.path.join(base, package.name)
                # game.py on disk says it at once; listing the package (and its __pycache__) is the way
                # for what is not a plain folder, such as the built program's archive
                if os.path.isfile(os.path.join(folder, "game.py")) or any(
                    module.name == "game" for module in pkgutil.iter_modules([folder])
                ):
                    names.add(package.name)
    return tuple(sorted(names))


GAMES: tuple[str, ...] = _discover()
"""Registry names of the games, in a stable order."""


_FOUND: dict[str, type[AnyGame]] = {}  # name -> its class once found: every new session asks (SessionConfig)


def game_class(name: str) -> type[AnyGame]:
    """The Game subclass of `games/<name>/game.py` (imported now), or ValueError for an unknown name."""
    found = _FOUND.get(name)
    if found is not None and name in GAMES:
        return found
    if name not in GAMES:
        raise ValueError(f"unknown game {name!r}; known: {', '.join(GAMES)}")
    module = importlib.import_module(f"games.{name}.game")
    for _attr, value in inspect.getmembers(module, inspect.isclass):
        if issubclass(value, Game) and not inspect.isabstract(value) and getattr(value, "name", None) == name:
            _FOUND[name] = value
            return value
    raise ValueError(f"games/{name}/game.py defines no Game whose name is {name!r}")


def load_game(name: str) -> AnyGame:
    return game_class(name)()
