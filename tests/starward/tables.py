"""Tables for the Starward tests: games brought to a chosen moment, and hands and Empires set by hand."""

from __future__ import annotations

import dataclasses
from typing import Any

from games.core.game import Record
from games.starward.cards import Kind, PlanetType, Stack, Symbol, catalogue, planet
from games.starward.game import Starward
from games.starward.options import StarwardOptions
from games.starward.state import StarwardState, Step, new_holding
from games.starward.turn import advance

GAME = Starward()


def new(seats: int = 4, seed: int = 1, **options: Any) -> StarwardState:
    return GAME.new_state(seats, StarwardOptions(**options), seed)


def play(state: StarwardState, action: Any) -> Record:
    """Apply `action` as the session would: the seat must be the one awaited."""
    assert action.seat in state.waiting, f"seat {action.seat} acts out of turn; waiting for {state.waiting}"
    return GAME.apply(state, action)


def cards_of(kind: Kind, n: int, skip: int = 0) -> list[int]:
    """`n` card ids of a basic kind from the end of the box range (ids no stack of a small game uses)."""
    cat = catalogue()
    first, count = cat.first_of_kind[kind], cat.box[kind]
    ids = list(range(first + count - 1 - skip, first - 1, -1))
    return ids[:n]


def tech(name: str) -> int:
    """The card id of the (first) technology of that name or face name."""
    for card_id in catalogue().technologies:
        t = catalogue().cards[card_id].tech
        assert t is not None
        if t.name == name or any(f.name == name for f in t.faces):
            return card_id
    raise KeyError(name)


def face_of(name: str) -> int:
    t = catalogue().cards[tech(name)].tech
    assert t is not None
    return next(i for i, f in enumerate(t.faces) if f.name == name)


def planet_id(key: str) -> int:
    return next(p.id for p in catalogue().planets if p.key == key)


def give_planet(state: StarwardState, seat: int, key: str, face_up: bool = False) -> int:
    """Put a planet (taken out of the planet deck) into the seat's Empire; returns its place."""
    pid = planet_id(key)
    if pid in state.planet_deck:
        state.planet_deck.remove(pid)
    h = new_holding(pid, len(planet(pid).slots))
    state.players[seat].planets.append(dataclasses.replace(h, face_up=face_up))
    state.players[seat].version += 1  # as every change to an Empire does: the counts made before are old
    state.players[seat].symbols_version += 1
    state.empires.clear()
    state.cards.clear()
    return len(state.players[seat].planets) - 1


def change_planet(state: StarwardState, seat: int, index: int, **fields: Any) -> None:
    """Change planet `index` of the seat's Empire (a Holding is immutable: a changed one takes its
    place), moving the Empire's version as every real change does."""
    player = state.players[seat]
    player.planets[index] = dataclasses.replace(player.planets[index], **fields)
    player.version += 1
    player.symbols_version += 1


def tuck_under(state: StarwardState, seat: int, index: int, cards: list[int] | tuple[int, ...]) -> None:
    """Tuck `cards` under planet `index` of the seat's Empire as colonies."""
    change_planet(state, seat, index, colonies=state.players[seat].planets[index].colonies + tuple(cards))


def give_permanent(state: StarwardState, seat: int, face_name: str) -> None:
    card_id = tech(face_name)
    state.technologies.remove(card_id)
    player = state.players[seat]
    face = face_of(face_name)
    player.permanents.append((card_id, face))
    player.technologies.append(card_id)
    t = catalogue().cards[card_id].tech
    assert t is not None
    player.effects = player.effects | {t.faces[face].effect}
    player.version += 1
    player.symbols_version += 1
    state.empires.clear()
    state.cards.clear()


def set_hand(state: StarwardState, seat: int, cards: list[int]) -> None:
    """Give the seat exactly these cards in hand (the old hand goes back to its deck; new cards come
    from wherever they are, so no card is ever in two places)."""
    player = state.players[seat]
    for c in cards:
        _take_out(state, c)
    player.deck.extend(player.hand)
    player.hand[:] = cards
    state.empires.clear()
    state.cards.clear()


def _take_out(state: StarwardState, card_id: int) -> None:
    for stack in state.stacks.values():
        if card_id in stack:
            stack.remove(card_id)
            return
    if card_id in state.technologies:
        state.technologies.remove(card_id)
        return
    for p in state.players:
        for zone in (p.deck, p.hand, p.discard, p.play, p.removed):
            if card_id in zone:
                zone.remove(card_id)
                return


def at_role(state: StarwardState) -> None:
    """Skip the leader's action phase."""
    from games.starward.actions import EndActions

    if state.step is Step.ACTION:
        play(state, EndActions(state.leader))
    assert state.step is Step.ROLE


def refresh(state: StarwardState) -> None:
    state.empires.clear()
    state.cards.clear()
    advance(state)


__all__ = ["GAME", "Kind", "PlanetType", "Stack", "Symbol"]
