"""Warfare (rules §6.3, R20, R21, R46): fighters, or an attack with the leader bonus.

The role gives one fighter per Warfare symbol; the leader (or a follower with Civil Service) may
attack one of its own face-down planets instead, paying with fighters held before (R21).
Rapid Muster grants one attack after all responses to the role (R46).
"""

from __future__ import annotations

from games.starward.actions import Attack
from games.starward.planets import attack, check_attack
from games.starward.state import Pending, StarwardState


def check_choice(state: StarwardState, pending: Pending, action: Attack) -> None:
    if action.planet is None:
        return
    check_attack(state.players[action.seat], action.planet, "attack")


def resolve_choice(state: StarwardState, pending: Pending, action: Attack) -> str:
    """Carry out the Warfare choice; returns what happened: 'attacked', 'fighters' or 'declined'."""
    if action.planet is not None:
        attack(state, action.seat, action.planet)
        return "attacked"
    if pending.bonus and pending.role is not None:  # the role: fighters instead of the attack
        player = state.players[action.seat]
        player.fighters += pending.count
        player.version += 1
        return "fighters"
    return "declined"


def take_fighters(state: StarwardState, seat: int, n: int) -> None:
    if n > 0:
        player = state.players[seat]
        player.fighters += n
        player.version += 1
        state.stats["fighters"] = state.stats.get("fighters", 0) + n
