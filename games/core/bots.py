"""Bots: they see only their seat's view and answer with a legal action, using their own RNG."""

from __future__ import annotations

import random
from typing import Any, Protocol

from games.core.actions import Action
from games.core.game import Game


class Bot(Protocol):
    def act(self, view: Any) -> Action: ...


class RandomBot:
    """Plays a random legal action. Its RNG is its own, so its thinking never moves the game's dice."""

    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
        self.rng = random.Random(seed)

    def act(self, view: Any) -> Action:
        return self.game.random_action(view, self.rng)
