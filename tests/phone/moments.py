"""Seeded bot games walked move by move, for the phone-screen tests: every seat's view and listing at each
moment, and a listing's actions (spaces enumerated when small, sampled when large)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from games.core.bots import RandomBot
from games.core.legal import ChoiceSpace, Legal
from games.core.session import Session
from games.registry import load_game
from tests.desktop.table_states import _config

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi")
MOST_LISTED = 60  # a space with more members than this is sampled
SAMPLES = 4  # a deal space samples slowly (games/core/legal.py sample_pick): a few each


def sessions(game_name: str, players: int, seeds: range, limit: int = 3000) -> Iterator[Session]:
    """The session of each seeded random-bot game at every moment (the same object, moved on)."""
    game = load_game(game_name)
    for seed in seeds:
        session = Session(game, _config(game_name, players, seed))
        bots = [RandomBot(game, seed * 31 + s) for s in range(players)]
        for _ in range(limit):
            if session.is_over():
                break
            yield session
            seat = session.to_act()[0]
            session.apply(bots[seat].act(session.view(seat)))
        yield session


def actions(legal: tuple[Legal, ...], rng: random.Random) -> list[Any]:
    """Every action of the listing; a large space by a sample of its members."""
    out: list[Any] = []
    for entry in legal:
        if isinstance(entry, ChoiceSpace):
            if entry.size() > MOST_LISTED:
                out += [entry.sample(rng) for _ in range(SAMPLES)]
            else:
                out += list(entry.enumerate())
        else:
            out.append(entry)
    return out
