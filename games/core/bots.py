"""Bots: they see only their seat's view and answer with a legal action, using their own RNG.

Three levels (`BotLevel`): Random plays any legal move; Basic is the game's own rule-based bot
(`Game.basic_bot`); Strong searches ahead over sampled deals of the hidden cards with Basic as its
playout policy (games/core/search.py), for games that can sample their hidden information.
"""

from __future__ import annotations

import random
from typing import Any

from games.core.actions import Action
from games.core.game import AnyGame
from games.core.game import Bot as Bot
from games.core.seats import BotLevel


class RandomBot:
    """Plays a random legal action. Its RNG is its own, so its thinking never moves the game's dice."""

    def __init__(self, game: AnyGame, seed: int) -> None:
        self.game = game
        self.rng = random.Random(seed)

    def act(self, view: Any) -> Action:
        return self.game.random_action(view, self.rng)


def make_bot(game: AnyGame, level: BotLevel | str, seed: int, budget: Any = None) -> Bot:
    """A bot of `level` for `game`, thinking with its own dice seeded by `seed`.

    `budget` (a search.Budget) bounds a Strong bot's thinking; other levels ignore it. A game
    without its own Basic bot plays Basic and Strong seats at random.
    """
    level = BotLevel(level)
    basic = None if level is BotLevel.RANDOM else game.basic_bot(seed)
    if basic is None:
        return RandomBot(game, seed)
    if level is BotLevel.BASIC or not game.can_search:
        return basic
    from games.core.search import SearchBot  # only Strong seats pay for importing the search

    return SearchBot(game, seed, budget)
