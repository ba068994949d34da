"""Survey (rules §6.2, R17, R18, R52): look at planet cards in private, keep one face down.

The leader looks at as many as its Survey count (count − 1, plus 1 for the leader bonus); a
follower at count − 1. Keeping one is compulsory; the rest go face down, unseen by anyone, to the
planet discard pile. An empty planet deck is refilled by shuffling that pile; with still too few,
the surveyor looks at all there are.
"""

from __future__ import annotations

from games.core.errors import IllegalAction
from games.starward.actions import KeepPlanet
from games.starward.cards import SURVEY, planet
from games.starward.state import TO_KEEP, Pending, StarwardState, new_holding


def take_planets(state: StarwardState, n: int) -> tuple[list[int], bool]:
    """The top `n` planet cards (fewer if there are not so many); returns them and whether the deck
    was refilled from the planet discard pile."""
    taken: list[int] = []
    refilled = False
    deck = state.planet_deck
    for _ in range(n):
        if not deck:
            if not state.planet_discard:
                break
            deck.extend(state.planet_discard)
            state.planet_discard.clear()
            state.rng.shuffle(deck)
            refilled = True
        taken.append(deck.pop())
    return taken, refilled


def look(state: StarwardState, seat: int, n: int) -> tuple[tuple[int, ...], bool]:
    """Start a Survey look at `n` planets; returns what the seat sees and whether the deck was refilled."""
    if n <= 0:
        return (), False
    taken, refilled = take_planets(state, n)
    if not taken:
        return (), refilled
    state.looking = taken
    state.pending.append(Pending(seat, TO_KEEP, SURVEY, len(taken)))
    return tuple(taken), refilled


def add_face_down(state: StarwardState, seat: int, planet_id: int) -> int:
    """Put a planet face down into the seat's Empire; returns its place there."""
    player = state.players[seat]
    player.version += 1
    player.symbols_version += 1
    planets = player.planets
    planets.append(new_holding(planet_id, len(planet(planet_id).slots)))
    return len(planets) - 1


def check_keep(state: StarwardState, action: KeepPlanet) -> None:
    if not 0 <= action.index < len(state.looking):
        raise IllegalAction(
            f"choose one of the {len(state.looking)} planets you are looking at", "no_such_planet"
        )


def keep(state: StarwardState, action: KeepPlanet) -> int:
    """Keep the chosen planet; the others go face down to the planet discard pile. Returns its place."""
    kept = state.looking.pop(action.index)
    state.planet_discard.extend(state.looking)
    state.looking = []
    state.stats["surveyed"] = state.stats.get("surveyed", 0) + 1
    return add_face_down(state, action.seat, kept)
