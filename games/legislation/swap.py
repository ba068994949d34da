"""The optional swap that may open every turn from the On Deck round on.

The active player discards one hand bill face up to their own pile and takes one bill from
another player's discard pile or the top of the deck. It is allowed only as the first thing
the active player does in a turn; any other action skips it for that turn.
"""

from __future__ import annotations

from games.core.errors import IllegalAction
from games.legislation.actions import Swap
from games.legislation.state import BALLOT, ON_DECK, PLEDGE, VOTE, LegislationState


def check_swap(state: LegislationState, action: Swap) -> None:
    seat = action.seat
    phase = state.phase
    if phase is not ON_DECK and phase is not PLEDGE and phase is not VOTE:
        raise IllegalAction(f"no swap in the {phase.value} round", "wrong_phase")
    if seat != state.order[state.turn] or (phase is VOTE and state.step is BALLOT):
        raise IllegalAction("only the active player may swap, at the start of their turn", "not_your_turn")
    if not state.swap_open:
        raise IllegalAction("a swap is only allowed as the first action of a turn", "swap_closed")
    if action.discard not in state.hands[seat]:
        raise IllegalAction(
            f"bill {action.discard} is not in seat {seat}'s hand", "not_in_hand", bill=action.discard
        )
    pile = action.pile
    if pile is None:
        if action.bill is not None:
            raise IllegalAction("a bill from the deck is not named: it is the top card", "bill_named")
        if not state.deck:
            raise IllegalAction("the deck is empty", "deck_empty")
        return
    if not 0 <= pile < state.seats:
        raise IllegalAction(f"there is no seat {pile}", "no_such_seat", seat=pile)
    if pile == seat:
        raise IllegalAction("a player cannot take from their own discard pile", "own_pile")
    if action.bill not in state.piles[pile]:
        raise IllegalAction(
            f"bill {action.bill} is not in seat {pile}'s discard pile", "not_in_pile", bill=action.bill
        )


def swap(state: LegislationState, action: Swap) -> int:
    """Make the swap; returns the bill taken."""
    seat = action.seat
    state.hands[seat].remove(action.discard)
    state.piles[seat].append(action.discard)
    if action.pile is None:
        taken = state.deck.pop()
    else:
        assert action.bill is not None  # check_swap: a bill from a pile is named
        taken = action.bill
        state.piles[action.pile].remove(taken)
    state.hands[seat].append(taken)
    state.swap_open = False
    state.table = None
    return taken
