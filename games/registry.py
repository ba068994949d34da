"""The games Quorum knows, loaded by name only when asked for."""

from __future__ import annotations

import importlib

from games.core.game import Game

GAMES: dict[str, str] = {
    "legislation": "games.legislation.game:Legislation",
    "council": "games.council.game:GalacticCouncil",
    "starward": "games.starward.game:Starward",
}


def load_game(name: str) -> Game:
    try:
        target = GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; known: {', '.join(GAMES)}") from None
    module, _, cls = target.partition(":")
    return getattr(importlib.import_module(module), cls)()
