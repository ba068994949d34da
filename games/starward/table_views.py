"""The public Starward table every seat sees alike: the supplies, each seat's open piles, the turn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from games.core.frozen import quick
from games.starward.cards import STACKS, Resource, Role, Stack
from games.starward.empire_views import ALL, EmpireView, PlanetBack, all_empires, back_of
from games.starward.state import Player, StarwardState, Step


@dataclass(frozen=True, slots=True)
class CardsView:
    """One seat's cards as everyone sees them: counts of hand and deck, the open piles."""

    seat: int
    hand_count: int
    deck_count: int
    discard: tuple[int, ...]  # face up, oldest first
    play: tuple[int, ...]  # the play area
    removed: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TableView:
    """The central display, supplies and every Empire."""

    stacks: tuple[tuple[Stack, int], ...]  # cards left, in display order
    empty_stacks: int
    empty_stacks_end: int  # empty stacks that trigger the end
    technologies: tuple[int, ...]  # card ids in the supply
    planet_deck: int
    planet_top: PlanetBack | None  # the back of the top card of the planet deck
    planet_discard: int
    influence_supply: int  # main supply left
    influence_reserve: int
    empires: tuple[EmpireView, ...]
    cards: tuple[CardsView, ...]


@dataclass(frozen=True, slots=True)
class TurnView:
    """How the turn under way stands."""

    turn_no: int  # 0 for the first turn of the game
    round_no: int  # 1 for the first round
    leader: int  # whose turn it is
    step: Step
    extra_turn: bool  # the Supply Lines turn after the last round
    role: Role | None
    role_card: int | None  # the card the leader took from the stack
    substitute: int  # display symbols the leader counts (empty stack)
    counts: tuple[tuple[int, int], ...]  # (seat, symbols counted for the role) so far
    responses: tuple[tuple[int, bool], ...]  # (seat, followed) so far
    responders: tuple[int, ...]  # opponents still to respond, next first
    actions_left: int
    action_done: bool
    role_done: bool
    bonuses: tuple[tuple[str, Resource | None], ...]  # Bazaar Network, Exclusive Contracts, Gene Crafting
    end_triggered: bool
    last_round: bool  # the end is triggered: this round (or the extra one) is the last


# Views are made on every action: skip the frozen dataclasses' slow per-field setattr.
_cards = quick(CardsView)
_table = quick(TableView)
_turn = quick(TurnView)


def _cards_view(state: StarwardState, seat: int, player: Player) -> CardsView:
    """A seat's CardsView, made again only when one of its piles changed size (cards only ever join or
    leave a pile, and no action leaves a pile the same size with other cards: checked by the tests)."""
    key = (len(player.hand), len(player.deck), len(player.discard), len(player.play), len(player.removed))
    cached = state.cards.get(seat)
    if cached is not None and cached[0] == key:
        return cast(CardsView, cached[1])
    built = _cards(seat, key[0], key[1], tuple(player.discard), tuple(player.play), tuple(player.removed))
    state.cards[seat] = (key, built)
    return built


def _supply(state: StarwardState) -> tuple[tuple[tuple[Stack, int], ...], int, tuple[int, ...]]:
    """Stack counts, empty stacks and the technology supply (kept while no card leaves them)."""
    stacks = state.stacks
    key = (tuple([len(stacks[s]) for s in STACKS]), len(state.technologies))
    cached = state.cards.get(ALL)
    if cached is not None and cached[0] == key:
        return cast(tuple[tuple[tuple[Stack, int], ...], int, tuple[int, ...]], cached[1])
    counts = key[0]
    built = (tuple(zip(STACKS, counts, strict=True)), counts.count(0), tuple(state.technologies))
    state.cards[ALL] = (key, built)
    return built


def table_view(state: StarwardState) -> TableView:
    """The public table: the same for every viewer."""
    top = state.planet_deck[-1] if state.planet_deck else None
    players = state.players
    stacks, empty, technologies = _supply(state)
    return _table(
        stacks,
        empty,
        state.size.empty_stacks_end,
        technologies,
        len(state.planet_deck),
        back_of(top) if top is not None else None,
        len(state.planet_discard),
        state.main_supply,
        state.reserve,
        all_empires(state),
        tuple([_cards_view(state, seat, players[seat]) for seat in range(state.seats)]),
    )


def turn_view(state: StarwardState) -> TurnView:
    return _turn(
        state.turn_no,
        state.turn_no // state.seats + 1,
        state.leader,
        state.step,
        state.extra_turn,
        state.role,
        state.role_card,
        state.substitute,
        tuple(state.counts.items()),
        tuple(state.responses),
        tuple(state.responders),
        state.actions_left,
        state.action_done,
        state.role_done,
        tuple(state.bonuses),
        state.end_triggered,
        state.end_triggered,
    )
