"""Removing hand cards from the game after a draw (Datasphere, Research Archive) or with Lean
Administration / Ruthless Efficiency, once in each of your own turns at any moment (R34, R44)."""

from __future__ import annotations

from games.core.errors import IllegalAction
from games.starward.actions import RemoveCards
from games.starward.decks import check_hand_cards, remove_from_hand
from games.starward.state import OVER, TO_REMOVE, StarwardState

LEAN = "lean_administration"
RUTHLESS = "ruthless_efficiency"


def answering(state: StarwardState, seat: int) -> bool:
    """Whether a RemoveCards by `seat` answers a queued removal (else it is a Lean/Ruthless use)."""
    pending = state.pending
    return bool(pending) and pending[0].seat == seat and pending[0].choice is TO_REMOVE


def purge_most(state: StarwardState, seat: int) -> int | None:
    """How many cards `seat` may remove now with Lean Administration (1) or Ruthless Efficiency (-1:
    any); None when it may not (not its own turn, not its move, or already used this turn)."""
    effects = state.players[seat].effects
    if RUTHLESS not in effects and LEAN not in effects:  # the usual case: neither technology
        return None
    if state.purged or seat != state.leader or state.step is OVER or state.waiting != (seat,):
        return None
    return -1 if RUTHLESS in effects else 1


def check_remove(state: StarwardState, action: RemoveCards) -> None:
    seat = action.seat
    if answering(state, seat):
        most = state.pending[0].count
    else:
        allowed = purge_most(state, seat)
        if allowed is None:
            raise IllegalAction("you cannot remove cards from the game now", "cannot_remove")
        most = allowed
    check_hand_cards(state.players[seat].hand, action.cards, "remove")
    if most >= 0 and len(action.cards) > most:
        raise IllegalAction(f"remove at most {most} card(s)", "too_many", most=most)


def remove(state: StarwardState, action: RemoveCards) -> None:
    if answering(state, action.seat):
        state.pending.pop(0)
    else:
        state.purged = True
    remove_from_hand(state, action.seat, action.cards)
    if action.cards:
        state.stats["removed"] = state.stats.get("removed", 0) + len(action.cards)
