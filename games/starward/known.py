"""What a Starward seat knows of the table (rules §8), for a Strong bot's search: `known_table` puts every
hidden part in one fixed order, the same whatever the real arrangement, and `determinise` deals it out again
with the bot's own dice.

What a seat cannot see: the other seats' hands and the order of every deck (its own too), the planet deck's
order and the fronts of its discard pile, the fronts of the other seats' face-down planets, and the planets
another seat is looking at in a Survey. Each rival's hand and deck are dealt from the cards the two hold
together (what a rival took and played is public), and every planet the seat cannot see from one pool, a
face-down planet and the planet deck's top from the planets with the back the table shows. The game's own
dice are replaced too, so a sampled table's later shuffles are the bot's guesses. Below both the view (its
`known` section) and games/starward/strong.py, so neither imports the other.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from games.core.rng import GameRng
from games.starward.cards import planet
from games.starward.dice import Dice
from games.starward.state import Choice, Holding, Snapshot, StarwardState, held, restored, snapshot


def _back(planet_id: int) -> tuple[Any, ...]:
    p = planet(planet_id)
    return (p.type, p.colonize_cost, p.warfare_cost)


def _hidden_planets(state: StarwardState, seat: int) -> tuple[list[tuple[int, int]], bool]:
    """The face-down planets of the other seats (seat, index), and whether `looking` is hidden from `seat`."""
    holdings = [
        (s, i)
        for s, p in enumerate(state.players)
        if s != seat
        for i, h in enumerate(p.planets)
        if not h.face_up
    ]
    pending = state.pending
    keep = next((p for p in pending if p.choice is Choice.KEEP), None)
    return holdings, bool(state.looking) and (keep is None or keep.seat != seat)


def _put(state: StarwardState, seat: int, index: int, planet_id: int) -> None:
    """A face-down planet takes another front (its slots start empty, as a face-down planet's are)."""
    player = state.players[seat]
    h: Holding = player.planets[index]
    player.planets[index] = held(
        planet_id, False, h.colonies, (False,) * len(planet(planet_id).slots), h.blocker, h.barren
    )


def _deal_planets(state: StarwardState, seat: int, order: Callable[[list[int]], None]) -> None:
    """Every planet `seat` cannot see, dealt again: `order` arranges each pool (sorts it, or shuffles it)."""
    holdings, looking_hidden = _hidden_planets(state, seat)
    deck = state.planet_deck
    top = deck[-1] if deck else None
    pool = deck[:-1] if deck else []
    pool += state.planet_discard
    if looking_hidden:
        pool += state.looking
    pool += [state.players[s].planets[i].planet for s, i in holdings]
    if top is not None:
        pool.append(top)
    by_back: dict[tuple[Any, ...], list[int]] = {}
    for pid in sorted(pool):
        by_back.setdefault(_back(pid), []).append(pid)
    for group in by_back.values():
        order(group)
    taken: set[int] = set()
    for s, i in holdings:  # a face-down planet keeps its back
        pid = by_back[_back(state.players[s].planets[i].planet)].pop()
        taken.add(pid)
        _put(state, s, i, pid)
    new_top = None
    if top is not None:  # the deck's top keeps the back the table shows
        new_top = by_back[_back(top)].pop()
    rest = [pid for group in by_back.values() for pid in group]
    rest.sort()
    order(rest)
    discard = len(state.planet_discard)
    state.planet_discard = rest[:discard]
    rest = rest[discard:]
    if looking_hidden:
        look = len(state.looking)
        state.looking = rest[:look]
        rest = rest[look:]
    state.planet_deck = rest + ([new_top] if new_top is not None else [])


def _deal_cards(state: StarwardState, seat: int, order: Callable[[list[int]], None]) -> None:
    for s, p in enumerate(state.players):
        if s == seat:
            deck = sorted(p.deck)
            order(deck)
            p.deck = deck
        else:
            pool = sorted(p.hand + p.deck)
            order(pool)
            count = len(p.hand)
            p.hand, p.deck = pool[:count], pool[count:]


def known_table(state: StarwardState, seat: int) -> Snapshot:
    """The table as `seat` knows it, every hidden part in one fixed order (see the module's docstring)."""
    table = state.clone()
    _deal_cards(table, seat, lambda items: None)
    _deal_planets(table, seat, lambda items: None)
    table.rng = Dice(GameRng(0))
    return snapshot(table)


def determinise(view: Any, rng: random.Random) -> StarwardState:
    """A whole table consistent with the seat's view, its hidden parts dealt with `rng`."""
    seat = view.seat
    known = view.known
    if seat is None or known is None:
        raise ValueError("only the seat that must act has a table to sample")
    state = restored(known)
    _deal_cards(state, seat, rng.shuffle)
    _deal_planets(state, seat, rng.shuffle)
    state.rng = Dice(GameRng(rng.getrandbits(63)))
    return state
