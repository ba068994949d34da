"""Placing bills On Deck: the On Deck round, the refill after a vote, and the top-up before one.

On Deck bills are face up and can never be discarded, traded or taken back. A player keeps
three On Deck while their hand lasts. Card gifts can leave a player with hand bills and an
empty spot, so a Vote turn begins by topping On Deck up to three. When the hand holds no
more bills than the empty spots, there is nothing to choose and the bills go On Deck by
themselves.
"""

from __future__ import annotations

from games.core.errors import IllegalAction
from games.legislation.actions import PlaceOnDeck
from games.legislation.state import (
    ON_DECK,
    ON_DECK_SPOTS,
    REFILL,
    TOP_UP,
    VOTE,
    LegislationState,
)


def spots_to_fill(state: LegislationState, seat: int) -> int:
    """How many bills `seat` must place now: the empty spots, as far as the hand lasts."""
    return min(ON_DECK_SPOTS - len(state.on_deck[seat]), len(state.hands[seat]))


def fill_forced(state: LegislationState, seat: int) -> tuple[int, ...]:
    """Place the whole hand when it fits in the empty spots (no choice to make); returns what moved."""
    hand = state.hands[seat]
    if hand and len(hand) <= ON_DECK_SPOTS - len(state.on_deck[seat]):
        placed = tuple(hand)
        state.on_deck[seat].extend(placed)
        hand.clear()
        state.table = None
        return placed
    return ()


def check_place(state: LegislationState, action: PlaceOnDeck) -> None:
    seat = action.seat
    phase = state.phase
    if phase is VOTE:
        if state.step is not TOP_UP and state.step is not REFILL:
            raise IllegalAction("bills go On Deck in a Vote turn only to refill or top up", "wrong_step")
    elif phase is not ON_DECK:
        raise IllegalAction(f"no bills can be placed On Deck in the {phase.value} round", "wrong_phase")
    if seat != state.order[state.turn]:
        raise IllegalAction(f"it is not seat {seat}'s turn", "not_your_turn")
    need = spots_to_fill(state, seat)
    bills = action.bills
    if len(bills) != need:
        raise IllegalAction(
            f"place exactly {need} bill(s) On Deck, not {len(bills)}", "wrong_count", need=need
        )
    if len(set(bills)) != len(bills):
        raise IllegalAction("the same bill is named twice", "duplicate_bill")
    hand = state.hands[seat]
    for b in bills:
        if b not in hand:
            raise IllegalAction(f"bill {b} is not in seat {seat}'s hand", "not_in_hand", bill=b)


def place(state: LegislationState, seat: int, bills: tuple[int, ...]) -> None:
    hand = state.hands[seat]
    for b in bills:
        hand.remove(b)
    state.on_deck[seat].extend(bills)
    state.table = None
