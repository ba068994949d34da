"""A tiny deterministic game for the storage tests: secret draws (undo barriers), plays for points, passes.

Kept stable on purpose: the golden files in tests/storage/golden/ replay through it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from games.core.actions import Action
from games.core.errors import IllegalAction
from games.core.game import Game, Record, Standing
from games.core.seats import Seat
from games.core.session import SessionConfig


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Take the top card of the deck into your hand (only you see it: a reveal, so an undo barrier)."""

    kind = "draw"


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play a card from your hand face up; it scores its value."""

    kind = "play"
    card: int


@dataclass(frozen=True, slots=True)
class Pass(Action):
    kind = "pass"


@dataclass(frozen=True)
class ToyOptions:
    turns: int = 40
    hand_limit: int = 4

    def __post_init__(self) -> None:
        if self.turns < 1 or self.hand_limit < 1:
            raise ValueError("turns and hand_limit must be at least 1")


@dataclass
class ToyState:
    rng: random.Random
    deck: list[int]
    hands: list[list[int]]
    scores: list[int]
    turn: int
    active: int
    turns: int
    hand_limit: int


@dataclass(frozen=True)
class ToyView:
    seat: int | None
    hand: tuple[int, ...] | None
    hand_counts: tuple[int, ...]
    scores: tuple[int, ...]
    active: int
    hand_limit: int


class ToyGame(Game[ToyState, ToyOptions, ToyView]):
    name = "toy"
    action_types = (Draw, Play, Pass)
    options_type = ToyOptions

    def new_state(self, seats: int, options: ToyOptions, seed: int) -> ToyState:
        return ToyState(
            random.Random(seed),
            [],
            [[] for _ in range(seats)],
            [0] * seats,
            0,
            0,
            options.turns,
            options.hand_limit,
        )

    def to_act(self, state: ToyState) -> tuple[int, ...]:
        return () if state.turn >= state.turns else (state.active,)

    def apply(self, state: ToyState, action: Action) -> Record:
        seat = action.seat
        hand = state.hands[seat]
        if isinstance(action, Draw):
            if len(hand) >= state.hand_limit:
                raise IllegalAction(f"your hand is full ({state.hand_limit} cards)", "hand_full")
            if not state.deck:  # the RNG lives in the state, so replay shuffles identically
                state.deck = list(range(1, 11))
                state.rng.shuffle(state.deck)
            card = state.deck.pop()
            hand.append(card)
            self._advance(state)
            return Record({}, {seat: {"card": card}}, reveals=True)
        if isinstance(action, Play):
            if action.card not in hand:
                raise IllegalAction(f"card {action.card} is not in your hand", "not_in_hand")
            hand.remove(action.card)
            state.scores[seat] += action.card
            self._advance(state)
            return Record({"card": action.card})
        if isinstance(action, Pass):
            self._advance(state)
            return Record({})
        raise IllegalAction(f"{action.kind} is not a toy action", "unknown")

    def _advance(self, state: ToyState) -> None:
        state.turn += 1
        state.active = (state.active + 1) % len(state.hands)

    def is_over(self, state: ToyState) -> bool:
        return state.turn >= state.turns

    def standings(self, state: ToyState) -> tuple[Standing, ...]:
        best = max(state.scores)
        return tuple(Standing(s, v, v == best, "toy") for s, v in enumerate(state.scores))

    def clone(self, state: ToyState) -> ToyState:
        rng = random.Random()
        rng.setstate(state.rng.getstate())
        return ToyState(
            rng,
            list(state.deck),
            [list(h) for h in state.hands],
            list(state.scores),
            state.turn,
            state.active,
            state.turns,
            state.hand_limit,
        )

    def progress(self, state: ToyState) -> dict[str, Any]:
        return {"turn": state.turn, "turns": state.turns}

    def view(self, state: ToyState, seat: int | None) -> ToyView:
        return ToyView(
            seat,
            tuple(state.hands[seat]) if seat is not None else None,
            tuple(len(h) for h in state.hands),
            tuple(state.scores),
            state.active,
            state.hand_limit,
        )

    def random_action(self, view: ToyView, rng: random.Random) -> Action:
        assert view.seat is not None and view.hand is not None
        roll = rng.random()
        if roll < 0.2 and len(view.hand) < view.hand_limit:
            return Draw(view.seat)
        if roll < 0.6 and view.hand:
            return Play(view.seat, rng.choice(view.hand))
        return Pass(view.seat)


def fingerprint(state: ToyState) -> tuple[Any, ...]:
    """Everything in the state, RNG included: equal fingerprints mean identical games."""
    return (state.rng.getstate(), state.deck, state.hands, state.scores, state.turn, state.active)


def toy_loader(name: str) -> Game:
    """The game loader the storage tests give their Library: the toy, else the real registry."""
    if name == "toy":
        return ToyGame()
    from games.registry import load_game

    return load_game(name)


def toy_config(
    seed: int = 7, turns: int = 40, players: tuple[str, ...] = ("Ann", "Bob", "Cy")
) -> SessionConfig:
    return SessionConfig("toy", tuple(Seat(p) for p in players), ToyOptions(turns=turns), seed)
