"""The buttons a Starward prompt offers under the table, and whether each may be pressed now: when the seat's
listing holds the move it makes (no widgets)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from desktop.starward.choices import Picks
from desktop.starward.names import card_name, tr
from desktop.starward.picking import play_action
from games.core.legal import is_listed
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
    from games.core.legal import Legal


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


def listed(move: Action | None, legal: Sequence[Legal]) -> bool:
    """Whether the seat's listing holds `move` (None: the picks make no move yet)."""
    return move is not None and is_listed(legal, move)


def offers(prompt: Prompt, picks: Picks, seat: int, removing: bool, legal: Sequence[Legal]) -> list[Offer]:
    """The buttons after the role buttons, in their order, for `seat`'s `prompt` and what it picked; one
    may be pressed only when the seat's listing `legal` holds the move it makes (the rules say, never a
    count worked out again here)."""
    if removing and may_remove(prompt):
        made = removing_cards(prompt, picks, seat, legal)
    else:
        made = BY_DECISION[prompt.kind](prompt, picks, seat, legal)
    return [o if not o.enabled or listed(o.move(), legal) else replace(o, enabled=False) for o in made]


def removing_cards(p: Prompt, picks: Picks, seat: int, legal: Sequence[Legal]) -> list[Offer]:
    """Lean Administration / Ruthless Efficiency: remove the hand cards picked (one at least: the rules
    allow none, which the table does not offer as a move)."""
    n = len(picks.cards)
    remove = tuple(picks.cards)
    return [Offer("remove", tr("Remove %n card(s)", "", n), lambda: RemoveCards(seat, remove), True, n > 0)]


def play_or_end(p: Prompt, picks: Picks, seat: int, legal: Sequence[Legal]) -> list[Offer]:
    """The action phase: play the action card picked, or end the phase (the role buttons come first)."""
    made = []
    if picks.action_card is not None:
        c = picks.action_card
        made.append(
            Offer(
                "play", tr("Play %1").replace("%1", card_name(c)), lambda: play_action(seat, c, picks), True
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


def choose_role(p: Prompt, picks: Picks, seat: int, legal: Sequence[Legal]) -> list[Offer]:
    """Choosing a role: the role buttons alone (the board makes them, with their counts)."""
    return []


def boost(p: Prompt, picks: Picks, seat: int, legal: Sequence[Legal]) -> list[Offer]:
    n = len(picks.cards)
    text = tr("Boost with %n card(s)", "", n) if n else tr("Resolve without boosting")
    return [Offer("boost", text, lambda: Boost(seat, tuple(picks.cards)), True)]


def follow_or_dissent(p: Prompt, picks: Picks, seat: int, legal: Sequence[Legal]) -> list[Offer]:
    """Follow (when the listing holds it, then the move the hint points at) or dissent and draw. On Empire
    symbols alone only when they count: the rules list no follow with no card otherwise (it would do
    nothing and cost the card a dissent draws)."""
    n = len(picks.cards)
    follow = Follow(seat, tuple(picks.cards))
    follow_ok = listed(follow, legal)
    text = tr("Follow with %n card(s)", "", n) if n else tr("Follow on Empire symbols")
    return [
        Offer("follow", text, lambda: follow, follow_ok, follow_ok),
        Offer("dissent", tr("Dissent: draw a card"), lambda: Dissent(seat), not follow_ok),
    ]


def keep_planet(p: Prompt, picks: Picks, seat: int, legal: Sequence[Legal]) -> list[Offer]:
    """Survey: keep the planet picked (none picked: nothing to press)."""
    keep = picks.keep
    name = p.looking[keep].name if keep is not None else ""
    text = tr("Keep %1").replace("%1", name) if keep is not None else tr("Keep the planet picked")
    return [Offer("keep", text, lambda: KeepPlanet(seat, keep) if keep is not None else None, True)]


def attack(p: Prompt, picks: Picks, seat: int, legal: Sequence[Legal]) -> list[Offer]:
    """Attack the planet picked; or take fighters instead (the leader's bonus), or decline."""
    picked = picks.of("attack")
    made = [Offer("attack", tr("Attack"), lambda: Attack(seat, picked[0]) if picked else None, True)]
    if p.bonus:
        made.append(
            Offer("fighters", tr("Take %n fighter(s) instead", "", p.count), lambda: Attack(seat, None))
        )
    elif p.optional:
        made.append(Offer("no_attack", tr("Do not attack"), lambda: Attack(seat, None)))
    return made


def colonize(p: Prompt, picks: Picks, seat: int, legal: Sequence[Legal]) -> list[Offer]:
    """Tuck every card played (pressable once each is under a planet: the listing says); or settle
    instead (bonus)."""
    tucks = tuple((c, picks.tucks[c]) for c in p.cards if c in picks.tucks)
    text = tr("Tuck the cards") if p.cards and p.face_down else tr("Go on")
    made = [Offer("colonize", text, lambda: Colonize(seat, tucks), True)]
    if p.bonus:
        settle = picks.of("settle")
        made.append(
            Offer("settle", tr("Settle instead"), lambda: Colonize(seat, (), settle[0]) if settle else None)
        )
    return made


def produce(p: Prompt, picks: Picks, seat: int, legal: Sequence[Legal]) -> list[Offer]:
    slots = tuple(picks.of("produce"))
    return [
        Offer("produce", tr("Produce %n resource(s)", "", len(slots)), lambda: Produce(seat, slots), True)
    ]


def trade(p: Prompt, picks: Picks, seat: int, legal: Sequence[Legal]) -> list[Offer]:
    goods = tuple(picks.of("trade"))
    n = len(goods) + picks.fighters
    return [
        Offer("trade", tr("Trade %n for influence", "", n), lambda: Trade(seat, goods, picks.fighters), True)
    ]


def research(p: Prompt, picks: Picks, seat: int, legal: Sequence[Legal]) -> list[Offer]:
    """Take the technology picked (once one is), or none."""
    tech = picks.tech
    made = []
    if tech is not None:
        text = tr("Take %1").replace("%1", card_name(tech))
        made.append(Offer("research", text, lambda: Research(seat, tech, picks.face), True))
    made.append(Offer("no_research", tr("Take no technology"), lambda: Research(seat, None)))
    return made


def remove(p: Prompt, picks: Picks, seat: int, legal: Sequence[Legal]) -> list[Offer]:
    """After Datasphere / Research Archive drew: remove the cards picked, or none."""
    n = len(picks.cards)
    text = tr("Remove %n card(s)", "", n) if n else tr("Remove none")
    return [Offer("remove", text, lambda: RemoveCards(seat, tuple(picks.cards)), True)]


def cleanup(p: Prompt, picks: Picks, seat: int, legal: Sequence[Legal]) -> list[Offer]:
    """Discard the cards picked and draw; pressable once the listing holds it (enough are picked)."""
    n = len(picks.cards)
    discard = tuple(picks.cards)
    return [Offer("cleanup", tr("Discard %n and draw", "", n), lambda: Cleanup(seat, discard), True)]


BY_DECISION: dict[PromptKind, Callable[[Prompt, Picks, int, Sequence[Legal]], list[Offer]]] = {
    PromptKind.ACTION: play_or_end,
    PromptKind.ROLE: choose_role,
    PromptKind.BOOST: boost,
    PromptKind.RESPOND: follow_or_dissent,
    PromptKind.KEEP: keep_planet,
    PromptKind.ATTACK: attack,
    PromptKind.COLONIZE: colonize,
    PromptKind.PRODUCE: produce,
    PromptKind.TRADE: trade,
    PromptKind.RESEARCH: research,
    PromptKind.REMOVE: remove,
    PromptKind.CLEANUP: cleanup,
}
