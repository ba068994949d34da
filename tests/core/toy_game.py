"""A tiny game for testing the framework: draw secret cards, play them for points, vote to end."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from games.core.actions import Action
from games.core.ballot import Ballot, BallotMode, Plurality, Vote
from games.core.errors import IllegalAction
from games.core.game import Game, Record, Standing
from games.core.rng import GameRng


@dataclass(frozen=True, slots=True)
class Draw(Action):
    kind = "draw"


@dataclass(frozen=True, slots=True)
class Play(Action):
    kind = "play"
    card: int


@dataclass(frozen=True, slots=True)
class CallVote(Action):
    kind = "call_vote"


@dataclass(frozen=True, slots=True)
class CastVote(Action):
    kind = "cast_vote"
    option: str | None


@dataclass(frozen=True)
class ToyOptions:
    turns: int = 12
    secret: bool = True


@dataclass
class ToyState:
    rng: random.Random
    deck: list[int]
    hands: list[list[int]]
    scores: list[int]
    turn: int = 0
    active: int = 0
    ballot: Ballot | None = None
    ended: bool = False
    history: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class ToyView:
    seat: int | None
    hand: tuple[int, ...] | None
    hand_counts: tuple[int, ...]
    scores: tuple[int, ...]
    active: int
    voting: bool
    deck: int


class ToyGame(Game[ToyState, ToyOptions, ToyView]):
    name = "toy"
    action_types = (Draw, Play, CallVote, CastVote)
    options_type = ToyOptions

    def fingerprint(self, state: ToyState) -> Any:
        return fingerprint(state)

    def new_state(self, seats: int, options: ToyOptions, seed: int) -> ToyState:
        rng = GameRng(seed)
        deck = list(range(1, 31))
        rng.shuffle(deck)
        state = ToyState(rng, deck, [[] for _ in range(seats)], [0] * seats)
        state.history.append(repr(options))
        return state

    def to_act(self, state: ToyState) -> tuple[int, ...]:
        if state.ended:
            return ()
        if state.ballot is not None:
            return state.ballot.waiting_for()
        return (state.active,)

    def apply(self, state: ToyState, action: Action) -> Record:
        seat = action.seat
        if state.ballot is not None:
            if not isinstance(action, CastVote):
                raise IllegalAction("a vote is under way", "voting")
            vote = Vote(action.option)
            state.ballot.check(seat, vote)
            state.ballot.cast(seat, vote)
            if state.ballot.complete:
                decision = state.ballot.decide(Plurality())
                state.ended = decision.outcome == "end"
                state.ballot = None
                self._advance(state)
                return Record({"decision": decision.outcome}, reveals=True)
            return Record({}, {seat: {"option": action.option}})
        if isinstance(action, Draw):
            if not state.deck:
                raise IllegalAction("the deck is empty", "empty_deck")
            card = state.deck.pop()
            state.hands[seat].append(card)
            self._advance(state)
            return Record({}, {seat: {"card": card}}, reveals=True)
        if isinstance(action, Play):
            if action.card not in state.hands[seat]:
                raise IllegalAction(f"card {action.card} is not in your hand", "not_in_hand")
            state.hands[seat].remove(action.card)
            state.scores[seat] += action.card
            self._advance(state)
            return Record({"card": action.card})
        if isinstance(action, CallVote):
            seats = len(state.hands)
            order = [(seat + i) % seats for i in range(1, seats + 1)]
            state.ballot = Ballot(("end", "go_on"), order, BallotMode.SECRET)
            return Record({})
        raise IllegalAction(f"{action.kind} cannot be played now", "wrong_time")

    def legal_actions(self, state: ToyState, seat: int) -> tuple[Action, ...]:
        if seat not in self.to_act(state):
            return ()
        if state.ballot is not None:
            return tuple(CastVote(seat, option) for option in ("end", "go_on", None))
        plays = tuple(Play(seat, card) for card in dict.fromkeys(state.hands[seat]))
        return ((Draw(seat),) if state.deck else ()) + plays + (CallVote(seat),)

    def _advance(self, state: ToyState) -> None:
        state.turn += 1
        state.active = (state.active + 1) % len(state.hands)

    def is_over(self, state: ToyState) -> bool:
        return state.ended

    def standings(self, state: ToyState) -> tuple[Standing, ...]:
        best = max(state.scores)
        return tuple(Standing(s, v, v == best, "toy") for s, v in enumerate(state.scores))

    def view(self, state: ToyState, seat: int | None) -> ToyView:
        hand = tuple(state.hands[seat]) if seat is not None else None
        return ToyView(
            seat,
            hand,
            tuple(len(h) for h in state.hands),
            tuple(state.scores),
            state.active,
            state.ballot is not None,
            len(state.deck),
        )

    def random_action(self, view: ToyView, rng: random.Random) -> Action:
        assert view.seat is not None
        if view.voting:
            return CastVote(view.seat, rng.choice(["end", "go_on", None]))
        roll = rng.random()
        if view.hand and roll < 0.4:
            return Play(view.seat, rng.choice(view.hand))
        if roll < 0.5 or not view.deck:
            return CallVote(view.seat)
        return Draw(view.seat)


def fingerprint(state: ToyState) -> Any:
    ballot = None if state.ballot is None else sorted(state.ballot.votes.items())
    return (
        state.rng.getstate(),
        state.deck,
        state.hands,
        state.scores,
        state.turn,
        state.active,
        ballot,
        state.ended,
    )
