"""The order of rounds and turns: who acts now, whose turn comes next, and which turns are skipped.

Rounds run Discard, Draw, On Deck, then Pledge and Vote alternately. Each round is played
clockwise from its first player, and the first player moves one seat clockwise every round.
Turns that need no decision are passed over here, and noted as events in the acting record:
a benched betrayer's Pledge turn, a Vote turn with no bill to vote on, a Draw turn with
nothing to draw, a forced top-up of On Deck.
"""

from __future__ import annotations

from functools import cache

from games.core.seats import clockwise_from
from games.legislation.draw import draw_need
from games.legislation.events import BillsPlaced, Events, GameOver, RoundBegan, TurnSkipped
from games.legislation.ondeck import fill_forced, spots_to_fill
from games.legislation.state import (
    BALLOT,
    DISCARD,
    DRAW,
    ON_DECK,
    OVER,
    PLEDGE,
    PROPOSE,
    TOP_UP,
    VOTE,
    LegislationState,
    Phase,
)

OPENING_ROUNDS = (DISCARD, DRAW, ON_DECK)
SWAP_PHASES = frozenset((ON_DECK, PLEDGE, VOTE))



def phase_of_round(round_no: int) -> Phase:
    if round_no < len(OPENING_ROUNDS):
        return OPENING_ROUNDS[round_no]
    return PLEDGE if (round_no - len(OPENING_ROUNDS)) % 2 == 0 else VOTE


@cache
def seat_order(first: int, seats: int) -> tuple[int, ...]:
    """Clockwise from `first` (cached: orders are asked for on every round and every vote)."""
    return clockwise_from(first % seats, seats)


def round_order(state: LegislationState, round_no: int) -> tuple[int, ...]:
    return seat_order(state.first_player + round_no, state.seats)


def begin_game(state: LegislationState) -> None:
    state.round_no = 0
    state.phase = DISCARD
    state.order = round_order(state, 0)
    state.turn = 0
    refresh_waiting(state)


def start_round(state: LegislationState, events: Events) -> None:
    state.round_no += 1
    state.phase = phase = phase_of_round(state.round_no)
    state.order = round_order(state, state.round_no)
    state.turn = 0
    benched = state.benched
    if phase is PLEDGE:
        # Betrayal ruling: a betrayal in a Vote round costs the next Pledge turn, once.
        state.benched = frozenset(state.owes_skip)
        state.owes_skip = set()
    else:
        state.benched = frozenset()
    if state.benched != benched:
        state.table = None
    events.append(RoundBegan(state.round_no, phase.value))
    start_turn(state, events)


def start_turn(state: LegislationState, events: Events) -> None:
    """Set up the turn at `state.turn`, passing over turns that need no decision."""
    while True:
        if state.turn >= state.seats:
            start_round(state, events)
            return
        phase = state.phase
        seat = state.order[state.turn]
        skip = None
        if phase is DRAW:
            if draw_need(state, seat) == 0:
                skip = "nothing_to_draw"
        elif phase is ON_DECK:
            if spots_to_fill(state, seat) == 0:
                skip = "no_bills"
        elif phase is PLEDGE:
            if seat in state.benched:
                skip = "benched"
        elif phase is VOTE:
            placed = fill_forced(state, seat)
            if placed:
                events.append(BillsPlaced(seat, placed))
            if not state.on_deck[seat]:
                skip = "no_bills"
            else:
                state.step = TOP_UP if spots_to_fill(state, seat) else PROPOSE
        if skip is None:
            state.swap_open = phase in SWAP_PHASES
            refresh_waiting(state)
            return
        events.append(TurnSkipped(seat, skip))
        state.turn += 1


def finish_turn(state: LegislationState, events: Events) -> None:
    state.turn += 1
    state.step = None
    state.swap_open = False
    start_turn(state, events)


def table_empty(state: LegislationState) -> bool:
    """The end: no player has a bill in hand or On Deck."""
    return not any(state.hands) and not any(state.on_deck)


def end_game(state: LegislationState, events: Events) -> None:
    state.phase = OVER
    state.step = None
    state.swap_open = False
    state.waiting = ()
    events.append(GameOver())


def refresh_waiting(state: LegislationState) -> None:
    """Recompute the cached `to_act` after anything that changes who must act."""
    phase = state.phase
    if phase is DISCARD:
        chosen = state.discard_choices
        state.waiting = tuple(s for s in state.order if s not in chosen)
    elif phase is OVER:
        state.waiting = ()
    elif phase is PLEDGE and state.deal is not None:
        deal = state.deal
        state.waiting = tuple(s for s in (deal.a, deal.b) if s not in deal.agreed)
    elif phase is VOTE and state.step is BALLOT:
        assert state.ballot is not None  # the BALLOT step always has one
        state.waiting = state.ballot.waiting_for()
    else:
        state.waiting = (state.order[state.turn],)
