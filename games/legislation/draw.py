"""The Draw round: refill the hand from other players' face-up discard piles and/or the top of the deck.

If the piles and deck together cannot fill a hand, the player takes everything available
(with the rule sheet's numbers this cannot happen: at most 72 of the 81 bills are ever in
hands, and nobody can take from their own pile, yet at least 9 bills remain elsewhere).
"""

from __future__ import annotations

from games.core.errors import IllegalAction
from games.legislation.actions import Draw
from games.legislation.state import DRAW, LegislationState


def draw_need(state: LegislationState, seat: int) -> int:
    """How many bills `seat` must take: up to a full hand, as far as other piles and the deck allow."""
    missing = state.options.hand_size - len(state.hands[seat])
    if missing <= 0:
        return 0
    available = len(state.deck)
    for owner, pile in enumerate(state.piles):
        if owner != seat:
            available += len(pile)
    return min(missing, available)


def check_draw(state: LegislationState, action: Draw) -> None:
    seat = action.seat
    if state.phase is not DRAW:
        raise IllegalAction(
            f"drawing happens in the Draw round, not the {state.phase.value} round", "wrong_phase"
        )
    if seat != state.order[state.turn]:
        raise IllegalAction(f"it is not seat {seat}'s turn", "not_your_turn")
    taken: set[int] = set()
    for pair in action.from_piles:
        if not isinstance(pair, tuple) or len(pair) != 2:
            raise IllegalAction(f"{pair!r} is not a (pile owner, bill) pair", "bad_pair")
        owner, bill = pair
        if not 0 <= owner < state.seats:
            raise IllegalAction(f"there is no seat {owner}", "no_such_seat", seat=owner)
        if owner == seat:
            raise IllegalAction("a player cannot take back from their own discard pile", "own_pile")
        if bill not in state.piles[owner]:
            raise IllegalAction(
                f"bill {bill} is not in seat {owner}'s discard pile", "not_in_pile", bill=bill
            )
        if bill in taken:
            raise IllegalAction("the same bill is named twice", "duplicate_bill", bill=bill)
        taken.add(bill)
    if action.from_deck < 0 or action.from_deck > len(state.deck):
        raise IllegalAction(
            f"cannot draw {action.from_deck} from a deck of {len(state.deck)}",
            "deck_count",
            deck=len(state.deck),
        )
    need = draw_need(state, seat)
    total = len(action.from_piles) + action.from_deck
    if total != need:
        raise IllegalAction(
            f"take exactly {need} bill(s) to fill the hand, not {total}", "wrong_count", need=need
        )


def draw(state: LegislationState, action: Draw) -> tuple[int, ...]:
    """Move the bills; returns those drawn from the deck (seen only by the drawer)."""
    hand = state.hands[action.seat]
    for owner, bill in action.from_piles:
        state.piles[owner].remove(bill)
        hand.append(bill)
    deck = state.deck
    drawn = tuple(deck.pop() for _ in range(action.from_deck))
    hand.extend(drawn)
    state.table = None
    return drawn
