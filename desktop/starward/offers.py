"""The buttons a Starward prompt offers under the table, and whether each may be pressed now (no widgets)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.starward.choices import Picks
from desktop.starward.names import card_name, tr
from desktop.starward.picking import play_action
from games.starward.actions import (
    Attack,
    Boost,
    Cleanup,
    Colonize,
    Dissent,
    EndActions,
    Follow,
    KeepPlanet,
    Produce,
    RemoveCards,
    Research,
    Trade,
)
from games.starward.views import Prompt, PromptKind

if TYPE_CHECKING:
    from games.core.actions import Action


@dataclass(frozen=True)
class Offer:
    """One button: its key (`button_<key>`, or "Primary" for the move the hint points at), its words,
    the move it makes when pressed (None: nothing to play) and whether it may be pressed now."""

    key: str
    text: str
    move: Callable[[], Action | None]
    primary: bool = False
    enabled: bool = True


def may_remove(prompt: Prompt) -> bool:
    """Lean Administration / Ruthless Efficiency may be used now: the board offers "Remove cards…"."""
    return prompt.remove_most is not None and prompt.kind is not PromptKind.REMOVE


def offers_roles(prompt: Prompt, removing: bool) -> bool:
    """The six role buttons come first (choosing a role, or Supply Lines letting the role phase come
    first); not while hand cards are being picked for removal."""
    if removing and may_remove(prompt):
        return False
    return prompt.kind is PromptKind.ROLE or (prompt.kind is PromptKind.ACTION and prompt.role_first)


def follow_allowed(prompt: Prompt, cards: int) -> bool:
    """Follow may be pressed with `cards` picked. On Empire symbols alone only when they count: with
    none it would do nothing and cost the card a dissent draws (the rules allow it; the table does not
    offer it)."""
    return prompt.may_follow and (cards > 0 or (not prompt.follow_needs_cards and prompt.base > 0))


def offers(prompt: Prompt, picks: Picks, seat: int, removing: bool) -> list[Offer]:
    """The buttons after the role buttons, in their order, for `seat`'s `prompt` and what it picked."""
    p = prompt
    kind = p.kind
    if removing and may_remove(p):
        n = len(picks.cards)
        remove = tuple(picks.cards)
        return [
            Offer("remove", tr("Remove %n card(s)", "", n), lambda: RemoveCards(seat, remove), True, n > 0)
        ]
    if kind is PromptKind.ACTION:
        made = []
        if picks.action_card is not None:
            c = picks.action_card
            made.append(
                Offer(
                    "play",
                    tr("Play %1").replace("%1", card_name(c)),
                    lambda: play_action(seat, c, picks),
                    True,
                )
            )
        made.append(
            Offer(
                "end_actions",
                tr("Skip to the role") if p.count else tr("End the action phase"),
                lambda: EndActions(seat),
            )
        )
        return made
    if kind is PromptKind.BOOST:
        n = len(picks.cards)
        text = tr("Boost with %n card(s)", "", n) if n else tr("Resolve without boosting")
        return [Offer("boost", text, lambda: Boost(seat, tuple(picks.cards)), True)]
    if kind is PromptKind.RESPOND:
        n = len(picks.cards)
        follow_ok = follow_allowed(p, n)
        text = tr("Follow with %n card(s)", "", n) if n else tr("Follow on Empire symbols")
        return [
            Offer("follow", text, lambda: Follow(seat, tuple(picks.cards)), follow_ok, follow_ok),
            Offer("dissent", tr("Dissent: draw a card"), lambda: Dissent(seat), not follow_ok),
        ]
    if kind is PromptKind.KEEP:
        keep = picks.keep
        ok = keep is not None
        name = p.looking[keep].name if keep is not None else ""
        return [
            Offer(
                "keep",
                tr("Keep %1").replace("%1", name) if ok else tr("Keep the planet picked"),
                lambda: KeepPlanet(seat, keep) if keep is not None else None,
                True,
                ok,
            )
        ]
    if kind is PromptKind.ATTACK:
        picked = picks.of("attack")
        made = [Offer("attack", tr("Attack"), lambda: Attack(seat, picked[0]), True, bool(picked))]
        if p.bonus:
            made.append(
                Offer("fighters", tr("Take %n fighter(s) instead", "", p.count), lambda: Attack(seat, None))
            )
        elif p.optional:
            made.append(Offer("no_attack", tr("Do not attack"), lambda: Attack(seat, None)))
        return made
    if kind is PromptKind.COLONIZE:
        tucks = tuple((c, picks.tucks[c]) for c in p.cards if c in picks.tucks)
        done = len(tucks) == len(p.cards) or not p.face_down
        made = [
            Offer(
                "colonize",
                tr("Tuck the cards") if p.cards and p.face_down else tr("Go on"),
                lambda: Colonize(seat, tucks),
                True,
                done,
            )
        ]
        if p.bonus:
            settle = picks.of("settle")
            made.append(
                Offer(
                    "settle", tr("Settle instead"), lambda: Colonize(seat, (), settle[0]), False, bool(settle)
                )
            )
        return made
    if kind is PromptKind.PRODUCE:
        slots = tuple(picks.of("produce"))
        return [
            Offer("produce", tr("Produce %n resource(s)", "", len(slots)), lambda: Produce(seat, slots), True)
        ]
    if kind is PromptKind.TRADE:
        goods = tuple(picks.of("trade"))
        n = len(goods) + picks.fighters
        return [
            Offer(
                "trade", tr("Trade %n for influence", "", n), lambda: Trade(seat, goods, picks.fighters), True
            )
        ]
    if kind is PromptKind.RESEARCH:
        tech = picks.tech
        made = []
        if tech is not None:
            made.append(
                Offer(
                    "research",
                    tr("Take %1").replace("%1", card_name(tech)),
                    lambda: Research(seat, tech, picks.face),
                    True,
                )
            )
        made.append(Offer("no_research", tr("Take no technology"), lambda: Research(seat, None)))
        return made
    if kind is PromptKind.REMOVE:
        n = len(picks.cards)
        return [
            Offer(
                "remove",
                tr("Remove %n card(s)", "", n) if n else tr("Remove none"),
                lambda: RemoveCards(seat, tuple(picks.cards)),
                True,
            )
        ]
    if kind is PromptKind.CLEANUP:
        n = len(picks.cards)
        discard = tuple(picks.cards)
        return [
            Offer(
                "cleanup",
                tr("Discard %n and draw", "", n),
                lambda: Cleanup(seat, discard),
                True,
                n >= p.must_discard,
            )
        ]
    return []  # ROLE: the role buttons alone
