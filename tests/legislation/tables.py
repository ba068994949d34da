"""Tables for the Legislation tests: games brought to a chosen moment by ordinary actions."""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from games.core.game import Record
from games.legislation.actions import CastVote, Choice, Discard, EndTurn, PlaceOnDeck, Propose
from games.legislation.game import Legislation
from games.legislation.options import BallotStyle, LegislationOptions
from games.legislation.state import LegislationState, Phase, Step

GAME = Legislation()
ALL_BILLS = frozenset(range(1, 82))


def new(seats: int = 4, seed: int = 1, hand_size: int = 9, ballot: BallotStyle = BallotStyle.SECRET):
    return GAME.new_state(seats, LegislationOptions(hand_size, ballot), seed)


def play(state: LegislationState, action: Any) -> Record:
    """Apply `action` as the session would: the seat must be one of those awaited."""
    assert action.seat in state.waiting, f"seat {action.seat} acts out of turn; waiting for {state.waiting}"
    return GAME.apply(state, action)


def active(state: LegislationState) -> int:
    assert state.active is not None
    return state.active


def keep_all(state: LegislationState) -> None:
    """Discard round: nobody discards (so the Draw round is skipped: no one needs a card)."""
    for seat in list(state.waiting):
        play(state, Discard(seat, ()))


def place_first_three(state: LegislationState) -> None:
    while state.phase is Phase.ON_DECK:
        seat = active(state)
        play(state, PlaceOnDeck(seat, tuple(state.hands[seat][:3])))


def at_first_pledge_round(seats: int = 4, seed: int = 1, **options: Any) -> LegislationState:
    state = new(seats, seed, **options)
    keep_all(state)
    assert state.phase is Phase.ON_DECK
    place_first_three(state)
    assert state.phase is Phase.PLEDGE
    return state


def end_pledge_round(state: LegislationState) -> None:
    while state.phase is Phase.PLEDGE:
        play(state, EndTurn(active(state)))


def at_first_vote(seats: int = 4, seed: int = 1, **options: Any) -> LegislationState:
    state = at_first_pledge_round(seats, seed, **options)
    end_pledge_round(state)
    assert state.phase is Phase.VOTE and state.step is Step.PROPOSE
    return state


def vote_all(state: LegislationState, choices: dict[int, Choice] | None = None, default=Choice.YAY) -> Record:
    """Everyone votes on the bill on the floor (in the order awaited); returns the last record."""
    choices = choices or {}
    record = None
    while state.step is Step.BALLOT:
        seat = state.waiting[0]
        record = play(state, CastVote(seat, choices.get(seat, default)))
    assert record is not None
    return record


def vote_turn(state: LegislationState, bill: int | None = None, choices=None, default=Choice.YAY) -> Record:
    sponsor = active(state)
    play(state, Propose(sponsor, bill if bill is not None else state.on_deck[sponsor][0]))
    record = vote_all(state, choices, default)
    if state.step is Step.REFILL:
        play(state, PlaceOnDeck(sponsor, (state.hands[sponsor][0],)))
    return record


def bill_places(state: LegislationState) -> list[int]:
    """Every bill, once for each place it is in (deck, hands, piles, On Deck, Passed, Failed)."""
    places = list(state.deck)
    for seat in range(state.seats):
        places += state.hands[seat] + state.piles[seat] + state.on_deck[seat]
    return places + state.passed + state.failed


def bills_in(obj: Any) -> set[int]:
    """Every int in a view (dataclasses, tuples, dicts), as a crude net for leaked bills."""
    found: set[int] = set()
    stack = [obj]
    while stack:
        item = stack.pop()
        if isinstance(item, bool) or item is None or isinstance(item, str):
            continue
        if isinstance(item, int):
            found.add(item)
        elif is_dataclass(item):
            stack.extend(getattr(item, f.name) for f in fields(item))
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, (tuple, list, set, frozenset)):
            stack.extend(item)
    return found
