"""Influence tokens (rules §3.5, R30) and the end triggers (rules §7.1).

Influence comes from the main supply first, then the reserve of 8, then a tally (Quorum). Taking
the last main-supply token triggers the end at once; the rest of the effect still pays in full.
"""

from __future__ import annotations

from games.starward.state import StarwardState


def gain(state: StarwardState, seat: int, n: int) -> None:
    for _ in range(n):
        if state.main_supply:
            state.main_supply -= 1
            if not state.main_supply:
                trigger_end(state)
        elif state.reserve:
            state.reserve -= 1
        else:
            state.tally += 1
    player = state.players[seat]
    player.influence += n
    player.version += 1


def empty_stacks(state: StarwardState) -> int:
    empty = 0  # a plain loop: a generator costs more than the count (a role is chosen every turn)
    for cards in state.stacks.values():
        if not cards:
            empty += 1
    return empty


def check_stacks(state: StarwardState) -> None:
    """A stack counts as empty the moment its last card leaves, however it left (R16)."""
    if not state.end_triggered and empty_stacks(state) >= state.size.empty_stacks_end:
        trigger_end(state)


def trigger_end(state: StarwardState) -> None:
    """The end is triggered: the round under way is the last (plus one with the extra-round option).

    The round ends with the seat just before the start player (R40), so every seat has had the
    same number of turns.
    """
    if state.end_triggered:
        return
    state.end_triggered = True
    seats = state.seats
    if state.extra_turn:  # already after the last round
        state.last_turn = state.turn_no
        return
    last = (state.turn_no // seats + 1) * seats - 1
    if state.options.extra_round:
        last += seats
    state.last_turn = last
