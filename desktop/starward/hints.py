"""The line under the Starward table that tells the seat what it decides now (from the view alone)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.starward.choices import Picks
from desktop.starward.faces import deck_card_face
from desktop.starward.names import card_name, role_name, tr
from games.starward.cards import Role, card
from games.starward.views import Prompt, PromptKind, StarwardView

if TYPE_CHECKING:
    from collections.abc import Sequence


def symbols_shown(prompt: Prompt | None, card_id: int) -> int:
    """The symbols a hand card adds to the role being boosted or followed (at least 1: it is playable)."""
    role = prompt.role if prompt is not None else None
    return max(1, card(card_id).symbols.count(role)) if role is not None else 0


def hint(
    view: StarwardView,
    prompt: Prompt | None,
    picks: Picks,
    names: Sequence[str],
    removing: bool,
    not_yet: str | None = None,
) -> str:
    """What the seat may do now, as one or two sentences; whom the table waits for when it is no one's.
    `not_yet`: why the rules refuse the action card picked with the picks made so far (the board asks them),
    said in place of the general advice."""
    p = prompt
    turn = view.turn
    if view.over:
        return tr("The game is over.")
    if p is None:
        waiting = ", ".join(names[s] for s in view.to_act)
        return tr("Waiting for %1.").replace("%1", waiting)
    if removing:
        return tr("Pick the hand cards to remove from the game (at most %1).").replace(
            "%1", tr("any number") if (p.remove_most or 0) < 0 else str(p.remove_most)
        )
    kind = p.kind
    if kind is PromptKind.ACTION:
        if picks.action_card is not None:
            c = picks.action_card
            if not_yet is not None:
                said = tr("%1: %2 %3", "the card's name: its action. Why it cannot be played yet")
                face = deck_card_face(c).text
                return said.replace("%1", card_name(c)).replace("%2", face).replace("%3", not_yet)
            return (
                tr("%1: %2 Pick what the action needs, then play it.")
                .replace("%1", card_name(c))
                .replace("%2", deck_card_face(c).text)
            )
        return tr("Action phase: pick a card to play for its action, or skip to the role.")
    if kind is PromptKind.ROLE:
        return tr("Choose a role (keys 1–6). Everyone else may follow it or dissent.")
    if kind in (PromptKind.BOOST, PromptKind.RESPOND):
        total = p.base + sum(symbols_shown(p, c) for c in picks.cards)
        assert p.role is not None  # one boosts or follows a role
        role = role_name(p.role)
        if kind is PromptKind.BOOST:
            return (
                tr("Boost %1 with cards showing its symbol: you count %2.")
                .replace("%1", role)
                .replace("%2", str(total))
            )
        leader = names[turn.leader]
        if not p.may_follow and p.role is Role.COLONIZE and not p.face_down:
            # Colonize cards in hand, perhaps, but nowhere to tuck them: say so, or the refusal looks
            # arbitrary.
            nowhere = tr(
                "%1 chose %2. You have no face-down planet to tuck a card under: dissent and draw a card."
            )
            return nowhere.replace("%1", leader).replace("%2", role)
        if not p.may_follow:
            return (
                tr("%1 chose %2. You cannot follow it: dissent and draw a card.")
                .replace("%1", leader)
                .replace("%2", role)
            )
        return (
            tr("%1 chose %2. Follow with cards showing its symbol (you count %3), or dissent and draw.")
            .replace("%1", leader)
            .replace("%2", role)
            .replace("%3", str(total))
        )
    if kind is PromptKind.KEEP:
        return tr("Survey: keep one of these planets face down in your Empire; the rest go unseen.")
    if kind is PromptKind.ATTACK:
        if p.bonus:
            return tr(
                "Warfare (%1): take %n fighter(s), or attack one of your planets instead.", "", p.count
            ).replace("%1", str(p.count))  # the symbols counted: as many fighters
        return tr("Attack one of your face-down planets, or decline.")
    if kind is PromptKind.COLONIZE:
        text = tr("Colonize (%1): tuck each card under one of your face-down planets.").replace(
            "%1", str(p.count)
        )
        if p.bonus:
            text += " " + tr("Or settle a planet instead.")
        return text
    if kind is PromptKind.PRODUCE:
        return tr("Produce: fill up to %n empty slot(s) of your face-up planets.", "", p.count)
    if kind is PromptKind.TRADE:
        return tr("Trade: return up to %n resource(s), 1 influence each.", "", p.count)
    if kind is PromptKind.RESEARCH:
        return tr("Research (%1 symbols): take one technology that qualifies, or none.").replace(
            "%1", str(p.count)
        )
    if kind is PromptKind.REMOVE:
        return tr("You may remove cards in your hand from the game (at most %1).").replace(
            "%1", tr("any number") if p.count < 0 else str(p.count)
        )
    text = tr("Cleanup: discard any cards you like, then draw up to your hand limit of %1.").replace(
        "%1", str(p.hand_limit)
    )
    if p.must_discard:
        text += " " + tr("You hold too many: discard at least %n.", "", p.must_discard)
    return text
