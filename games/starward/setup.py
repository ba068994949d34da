"""Set-up (rules §4, R1): stacks, starting decks, start planets, the planet deck and opening hands.

Every random choice (the start player, start planets, every shuffle) comes from the session's
seeded generator, which then lives on in the state for the reshuffles of play.
"""

from __future__ import annotations

from games.core.rng import GameRng
from games.starward.cards import KIND_OF_STACK, STACKS, Kind, catalogue, planet
from games.starward.decks import draw
from games.starward.dice import Dice
from games.starward.options import StarwardOptions, size_key
from games.starward.state import StarwardState, new_holding
from games.starward.turn import advance, start_turn

SEAT_RANGE = (2, 5)


def check_seats(seats: int) -> None:
    low, high = SEAT_RANGE
    if isinstance(seats, bool) or not isinstance(seats, int) or not low <= seats <= high:
        raise ValueError(f"Starward is played by {low} to {high} players, not {seats}")


def new_state(seats: int, options: StarwardOptions, seed: int) -> StarwardState:
    check_seats(seats)
    cat = catalogue()
    size = cat.sizes[size_key(seats, options)]
    rng = GameRng(seed)
    state = StarwardState(seats, options, size, Dice(rng))  # set-up draws from `rng` itself
    state.reserve = cat.reserve
    state.start_player = rng.randrange(seats)
    for stack in STACKS:
        first = cat.first_of_kind[KIND_OF_STACK[stack]]
        state.stacks[stack] = list(range(first, first + size.before[stack]))
    first_politics = cat.first_of_kind[Kind.POLITICS]
    politics = list(range(first_politics, first_politics + size.politics))  # the rest stay in the box
    order = [(state.start_player + i) % seats for i in range(seats)]
    for seat in order:
        deck = state.players[seat].deck
        for stack in STACKS:
            for _ in range(cat.starting_deck[KIND_OF_STACK[stack]]):
                deck.append(state.stacks[stack].pop())
        deck.append(politics.pop())
        state.rng.shuffle(deck)  # as rng.shuffle(deck) draws, without random.shuffle's call per card
    for stack in STACKS:
        assert len(state.stacks[stack]) == size.after[stack], (stack, len(state.stacks[stack]))
    starts = rng.sample(cat.start_planets, seats)  # unused start planets leave the game
    for seat in order:
        planet_id = starts.pop()
        state.players[seat].planets.append(new_holding(planet_id, len(planet(planet_id).slots)))
    state.planet_deck = list(cat.deck_planets)
    state.rng.shuffle(state.planet_deck)
    state.technologies = list(cat.technologies)
    for seat in order:
        draw(state, seat, cat.opening_hand)
    start_turn(state, state.start_player, 0)
    advance(state)
    return state
