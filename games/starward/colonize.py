"""Colonize (rules §6.4, R23-R27, R53, R54): tuck cards as colonies, settle with the leader bonus.

Every card played for the role is tucked under one of the player's face-down planets (picked card
by card); a tucked card counts as many colonies as its Colonize symbols. Tucking never settles by
itself. The leader (or a follower with Civil Service) may instead settle one planet, tucking
nothing (R27); the cards played then go to the discard pile with the rest of the play area.
"""

from __future__ import annotations

from games.core.errors import IllegalAction
from games.starward.actions import Colonize
from games.starward.planets import check_settle, holding, settle, tuck
from games.starward.state import Pending, StarwardState


def check_choice(state: StarwardState, pending: Pending, action: Colonize) -> None:
    player = state.players[action.seat]
    if action.settle is not None:
        if not pending.bonus:
            raise IllegalAction("only the leader may settle instead of tucking", "no_bonus")
        if action.tucks:
            raise IllegalAction("settle or tuck, not both", "settle_or_tuck")
        check_settle(player, action.settle, "settle")
        return
    cards = [c for c, _ in action.tucks]
    if sorted(cards) != sorted(pending.cards):
        raise IllegalAction(
            "tuck every card played for Colonize, each once", "tuck_all", cards=list(pending.cards)
        )
    for pair in action.tucks:
        h = holding(player, pair[1], "tuck")
        if h.face_up:
            raise IllegalAction(f"planet {pair[1]} is face up: cards go under face-down planets", "face_up")


def resolve_choice(state: StarwardState, pending: Pending, action: Colonize) -> None:
    player = state.players[action.seat]
    if action.settle is not None:
        settle(state, action.seat, action.settle)
        return
    tucked = set()
    for card, index in action.tucks:
        tucked.add(card)
        tuck(player, index, (card,))
    player.version += 1
    player.play = [c for c in player.play if c not in tucked]
    state.stats["tucked"] = state.stats.get("tucked", 0) + len(tucked)
