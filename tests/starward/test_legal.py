"""Starward's legal_actions: every listed move is accepted, moves near them are listed exactly when
accepted, and listing changes nothing (the framework's contract for `Game.legal_actions`)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

pytest.importorskip("games.core.legal")

from games.core import legal as L  # noqa: E402
from games.core.actions import Action  # noqa: E402
from games.core.errors import CorruptLog, IllegalAction  # noqa: E402
from games.core.legal import ChoiceSpace  # noqa: E402
from games.starward.legal import legal_actions  # noqa: E402
from games.starward.options import StarwardOptions  # noqa: E402
from games.starward.state import StarwardState, fingerprint  # noqa: E402
from tests.starward.tables import GAME  # noqa: E402


def accepts(state: StarwardState, action: Action) -> bool:
    """Whether a session would take `action` now: types as saved, the turn, the rules (on a copy)."""
    try:
        if GAME.codec.decode(GAME.codec.encode(action)) != action:
            return False
    except (CorruptLog, TypeError):
        return False
    if action.seat not in GAME.to_act(state):
        return False
    try:
        GAME.apply(GAME.clone(state), action)
    except IllegalAction:
        return False
    return True


def _others(value: Any, rng: random.Random, seats: int) -> list[Any]:
    if isinstance(value, bool) or value is None:
        return [rng.randint(-1, 5)]
    if isinstance(value, int):
        return [value + 1, value - 1, rng.choice([-1, 0, seats, 99])]
    if isinstance(value, tuple):
        out: list[Any] = [value[:-1]] if value else []
        if value:
            out.append(value + (value[0],))
            out.append(tuple(reversed(value)))
            item = value[int(rng.random() * len(value))]
            for other in _others(item, rng, seats)[:2]:
                out.append(tuple(other if x is item else x for x in value))
        return out
    return []


def near_misses(action: Action, rng: random.Random, seats: int) -> list[Action]:
    out = []
    for f in dataclasses.fields(action):
        for new in _others(getattr(action, f.name), rng, seats):
            try:
                out.append(dataclasses.replace(action, **{f.name: new}))
            except TypeError:
                pass
    return out


def check_listing(state: StarwardState, rng: random.Random) -> None:
    before = fingerprint(state)
    listings = {seat: legal_actions(state, seat) for seat in range(state.seats)}
    assert fingerprint(state) == before, "listing changed the state"
    for seat, legal in listings.items():
        if seat not in GAME.to_act(state):
            assert legal == ()
            continue
        assert legal, "the awaited seat has something to do"
        tried: list[Action] = []
        for entry in legal:
            if isinstance(entry, ChoiceSpace):
                assert entry.size() > 0
                picks = [entry.sample(rng) for _ in range(3)]
                if entry.size() <= 24:
                    every = list(entry.enumerate())
                    assert len(every) == entry.size() == len(set(every)), entry
                    picks += every
                for action in picks:
                    assert type(action) is entry.action_type and action in entry
                tried += picks
            else:
                tried.append(entry)
        for action in tried:
            assert accepts(state, action), f"listed but refused: {action}"
        for action in rng.sample(tried, min(6, len(tried))):
            for miss in near_misses(action, rng, state.seats):
                listed = L.is_listed(listings.get(miss.seat, ()), miss)
                assert accepts(state, miss) == listed, f"{miss}: listed {listed}, accepted {not listed}"
    assert fingerprint(state) == before


@pytest.mark.parametrize("seed", range(8))
def test_the_listing_is_exactly_what_the_rules_accept(seed):
    rng = random.Random(seed)
    seats = 2 + seed % 4
    state = GAME.new_state(seats, StarwardOptions(extra_round=seed % 2 == 1), seed)
    step = 0
    while not GAME.is_over(state) and step < 600:
        if step % 2 == 0:
            check_listing(state, rng)
        seat = state.waiting[0]
        legal = legal_actions(state, seat)
        if rng.random() < 0.5:
            action = L.sample(legal, rng)
        elif rng.random() < 0.5:
            action = GAME.basic_action(GAME.view(state, seat), rng)
        else:
            action = GAME.random_action(GAME.view(state, seat), rng)
        assert L.is_listed(legal, action), f"the bots play only listed moves: {action}"
        GAME.apply(state, action)
        step += 1
