"""The Discard round: everyone secretly picks bills for their own discard pile; all are revealed together."""

from __future__ import annotations

from games.core.errors import IllegalAction
from games.legislation.actions import Discard
from games.legislation.state import DISCARD, LegislationState


def check_discard(state: LegislationState, action: Discard) -> None:
    seat = action.seat
    if state.phase is not DISCARD:
        raise IllegalAction(
            f"discarding happens in the Discard round, not the {state.phase.value} round", "wrong_phase"
        )
    if seat in state.discard_choices:
        raise IllegalAction(f"seat {seat} has already chosen its discards", "already_chosen")
    bills = action.bills
    if len(set(bills)) != len(bills):
        raise IllegalAction("the same bill is named twice", "duplicate_bill")
    hand = state.hands[seat]
    for b in bills:
        if b not in hand:
            raise IllegalAction(f"bill {b} is not in seat {seat}'s hand", "not_in_hand", bill=b)


def choose(state: LegislationState, action: Discard) -> bool:
    """Keep the choice secret; returns True when it was the last one."""
    state.discard_choices[action.seat] = action.bills
    return len(state.discard_choices) == state.seats


def reveal(state: LegislationState) -> dict[int, tuple[int, ...]]:
    """Everyone has chosen: every choice goes face up onto its owner's pile at once."""
    choices = state.discard_choices
    for seat in state.order:
        hand = state.hands[seat]
        for b in choices[seat]:
            hand.remove(b)
        state.piles[seat].extend(choices[seat])
    state.discard_choices = {}
    state.table = None
    return {seat: choices[seat] for seat in state.order}
