"""What the Starward hand and planets let the seat pick now, and the action card played with its picks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.starward.choices import Picks
from games.starward.actions import PlayAction
from games.starward.card_actions import FIELDS, MOST_ATTACKS, effect_of
from games.starward.views import Prompt, PromptKind

if TYPE_CHECKING:
    from collections.abc import Sequence

# The prompts whose hand cards are picked as a group (boosting, following, removing, discarding).
CARD_GROUPS = (PromptKind.BOOST, PromptKind.RESPOND, PromptKind.REMOVE, PromptKind.CLEANUP)


def selectable_cards(prompt: Prompt | None, hand: Sequence[int], removing: bool) -> tuple[int, ...]:
    """The hand cards a click may pick now (removing: every card of the hand)."""
    if prompt is None:
        return ()
    if removing:
        return tuple(hand)
    if prompt.kind is PromptKind.ACTION:
        return prompt.cards
    if prompt.kind in CARD_GROUPS:
        return prompt.cards
    return ()


def chosen_cards(prompt: Prompt | None, picks: Picks, removing: bool) -> tuple[int, ...]:
    """The hand cards shown as picked."""
    mode = None if prompt is None else prompt.kind
    if removing or mode in CARD_GROUPS:
        return tuple(picks.cards)
    if mode is PromptKind.ACTION and picks.action_card is not None:
        return (picks.action_card,)
    return ()


def card_limit(prompt: Prompt, removing: bool) -> int | None:
    """How many hand cards may be picked together (None: no limit), for the prompts picking a group."""
    if removing:
        return prompt.remove_most if prompt.remove_most and prompt.remove_most > 0 else None
    if prompt.kind is PromptKind.REMOVE and prompt.count >= 0:
        return prompt.count
    return None


def planet_choice(prompt: Prompt | None, picks: Picks) -> tuple[tuple[int, ...], str, int] | None:
    """Own planets a click may pick now, the pick they go to ("attack" or "settle") and how many may be
    picked; None when a click on a planet picks nothing."""
    if prompt is None:
        return None
    if prompt.kind is PromptKind.ATTACK:
        return prompt.attackable, "attack", 1
    if prompt.kind is PromptKind.ACTION and picks.action_card is not None:
        effect = effect_of(picks.action_card)
        fields = FIELDS[effect]
        if "attack" in fields and prompt.attackable:
            return prompt.attackable, "attack", MOST_ATTACKS.get(effect, 1)
        if "settle" in fields and prompt.settleable:
            return prompt.settleable, "settle", 2 if effect == "convoys" else 1
    return None


def play_action(seat: int, card_id: int, picks: Picks) -> PlayAction:
    """The action card played with what its effect uses of the picks (the rest is left out)."""
    fields = FIELDS[effect_of(card_id)]
    trade = [g for g in picks.of("trade") if g != "fighter"]
    tuck = picks.of("tuck")
    resource = picks.of("resource")
    return PlayAction(
        seat,
        card_id,
        attack=tuple(picks.of("attack")) if "attack" in fields else (),
        settle=tuple(picks.of("settle")) if "settle" in fields else (),
        tuck=tuck[0] if tuck and "tuck" in fields else None,
        produce=tuple(picks.of("produce")) if "produce" in fields else (),
        trade=tuple(trade) if "trade" in fields else (),
        fighters=1 if "fighter" in picks.of("trade") and "fighters" in fields else 0,
        remove=tuple(picks.of("remove")) if "remove" in fields else (),
        stacks=tuple(picks.of("stacks")) if "stacks" in fields else (),
        resource=resource[0] if resource and "resource" in fields else None,
    )
