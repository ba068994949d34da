"""The Representative deck built for the player count, with its coin flips, and one card dealt per seat."""

from __future__ import annotations

import json
import random
from functools import cache

from games.legislation.agendas import Agenda, kind_for
from games.legislation.assets import legislation_file


@cache
def _builds() -> dict[int, tuple[tuple[str, ...], ...]]:
    with open(legislation_file("representatives.json"), encoding="utf-8") as f:
        data = json.load(f)
    return {int(n): tuple(tuple(b) for b in builds) for n, builds in data["builds"].items()}


def build_deck(players: int, rng: random.Random) -> list[str]:
    """The Representative kinds for `players` seats (rule sheet "Deck Builds", rulings Setup 1).

    X/Y is one coin flip (which social agenda X is), A/B another (which fiscal agenda A is);
    where the sheet offers two builds (4 players: all single or all dual) a third flip picks one.
    """
    builds = _builds().get(players)
    if not builds:
        raise ValueError(f"Legislation is for 3 to 8 players, not {players}")
    x_progressive = rng.random() < 0.5
    a_progressive = rng.random() < 0.5
    build = builds[rng.randrange(len(builds))] if len(builds) > 1 else builds[0]
    letters = {
        "X": Agenda.SOCIAL_PROGRESSIVE if x_progressive else Agenda.SOCIAL_CONSERVATIVE,
        "Y": Agenda.SOCIAL_CONSERVATIVE if x_progressive else Agenda.SOCIAL_PROGRESSIVE,
        "A": Agenda.FISCAL_PROGRESSIVE if a_progressive else Agenda.FISCAL_CONSERVATIVE,
        "B": Agenda.FISCAL_CONSERVATIVE if a_progressive else Agenda.FISCAL_PROGRESSIVE,
    }
    return [kind_for(frozenset(letters[c] for c in card)).id for card in build]


def deal_representatives(players: int, rng: random.Random) -> tuple[str, ...]:
    """Each seat draws one Representative from the shuffled deck."""
    deck = build_deck(players, rng)
    rng.shuffle(deck)
    return tuple(deck)
