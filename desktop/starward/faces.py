"""Starward's card faces and their spoken descriptions, built from card data and a seat's view only."""

from __future__ import annotations

from functools import cache

from desktop.starward.card_faces import DeckCardFace, WorldFace
from desktop.starward.names import card_name, resource_name, role_name, tr, type_name
from desktop.translations import current_language
from games.starward.cards import Kind, Planet, Resource, Symbol, card
from games.starward.views import PlanetView


def basic_action_text(kind: Kind) -> str:
    return {
        Kind.SURVEY: tr("Action: draw 2 cards."),
        Kind.WARFARE: tr("Action: take 1 fighter, or attack 1 of your planets."),
        Kind.COLONIZE: tr("Action: tuck this card under a face-down planet, or settle 1 planet."),
        Kind.PRODUCE_TRADE: tr("Action: produce 1 resource, or trade 1 resource for 1 influence."),
        Kind.RESEARCH: tr("Action: remove up to 2 other cards in your hand from the game."),
        Kind.POLITICS: tr("Action: remove this card; take the top card of any stack into your hand."),
    }[kind]


def basic_action_short(kind: Kind) -> str:
    """The action in a few words, for a hand card at laptop size (the enlarged card has it whole)."""
    return {
        Kind.SURVEY: tr("Draw 2 cards"),
        Kind.WARFARE: tr("1 fighter, or attack"),
        Kind.COLONIZE: tr("Tuck as colony, or settle"),
        Kind.PRODUCE_TRADE: tr("Produce 1, or trade 1"),
        Kind.RESEARCH: tr("Remove 2 cards from the game"),
        Kind.POLITICS: tr("Swap for a stack's top card"),
    }[kind]


def deck_card_face(card_id: int) -> DeckCardFace:
    """A deck card's face in the interface language (made once per card and language: a switch of
    language shows the new words, and switching back finds the old face)."""
    return _deck_card_face(card_id, current_language())


@cache
def _deck_card_face(card_id: int, language: str) -> DeckCardFace:  # `language`: the cache key
    c = card(card_id)
    symbols = tuple(s.value for s in c.symbols)
    if c.kind is Kind.TECHNOLOGY:
        assert c.tech is not None
        band = (
            tr("%1 technology, level %2")
            .replace("%1", type_name(c.tech.type))
            .replace("%2", str(c.tech.level))
        )
        return DeckCardFace(c.name, symbols, band, c.tech.text, c.tech.influence, "#34495e")
    band = tr("Politics") if c.kind is Kind.POLITICS else tr("Role card")
    return DeckCardFace(
        card_name(card_id), symbols, band, basic_action_text(c.kind), short=basic_action_short(c.kind)
    )


def deck_card_description(card_id: int) -> str:
    face = deck_card_face(card_id)
    symbols = ", ".join(role_name(Symbol(s)) for s in face.symbols) or tr("no symbol")
    text = f"{face.name} ({symbols}). {face.band}. {face.text}"
    if face.influence:
        text += " " + tr("%n influence.", "", face.influence)
    return text


def planet_front_face(p: Planet, face_up: bool = False) -> WorldFace:
    """A planet's front, as seen in a Survey or by its owner."""
    return WorldFace(
        p.type.value,
        type_name(p.type),
        p.colonize_cost,
        p.warfare_cost,
        face_up,
        p.name,
        tuple(s.value for s in p.symbols),
        tuple((r.value, False) for r in p.slots),
        p.influence,
        p.hand_limit_bonus,
    )


def world_face(planet: PlanetView, own_front: Planet | None = None) -> WorldFace:
    """A planet in an Empire as the viewer may see it: the front once face up, or for the planet's owner
    (`own_front`, from the owner's view only)."""
    back = planet.back
    front = planet.front or own_front
    if front is None:
        return WorldFace(
            back.type.value, type_name(back.type), back.colonize_cost, back.warfare_cost, False,
            colonies=planet.colony_count, blocked=planet.blocker,
        )  # fmt: skip
    held = planet.goods or tuple(False for _ in front.slots)
    return WorldFace(
        back.type.value,
        type_name(back.type),
        back.colonize_cost,
        back.warfare_cost,
        planet.face_up,
        front.name,
        tuple(s.value for s in front.symbols),
        tuple((r.value, bool(h)) for r, h in zip(front.slots, held, strict=False)),
        front.influence,
        front.hand_limit_bonus,
        planet.colony_count,
        planet.blocker,
    )


def world_description(face: WorldFace) -> str:
    """What a planet tile shows, in words (tooltip and screen readers)."""
    if face.front_known:
        head = tr("%1, %2 planet").replace("%1", face.name).replace("%2", face.type_name)
    else:
        head = tr("%1 planet").replace("%1", face.type_name)
    parts = [head]
    if face.face_up:
        parts.append(tr("face up"))
    else:
        parts.append(
            tr("face down: settle with %1 colonies, attack with %2 fighters")
            .replace("%1", str(face.colonize_cost))
            .replace("%2", str(face.warfare_cost))
        )
        if face.colonies:
            parts.append(tr("%n colony(ies) tucked under it", "", face.colonies))
    if face.front_known:
        if face.symbols:
            parts.append(", ".join(role_name(Symbol(s)) for s in face.symbols))
        for resource, held in face.slots:
            name = resource_name(Resource(resource))
            parts.append((tr("%1 (held)") if held else tr("%1 slot, empty")).replace("%1", name))
        parts.append(tr("%n influence", "", face.influence))
        if face.hand_bonus:
            parts.append(tr("hand limit +1"))
    if face.blocked:
        parts.append(tr("a fighter blocks it"))
    return "; ".join(parts)
