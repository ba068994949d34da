"""Starward's cards in words, for the enlarged card (desktop/cards/card_view.py): all of their text."""

from __future__ import annotations

from desktop.starward.card_faces import DeckCardFace, WorldFace
from desktop.starward.names import resource_name, role_name, tr
from games.starward.cards import Resource, Symbol


def _symbols(symbols: tuple[str, ...]) -> str:
    return ", ".join(role_name(Symbol(s)) if s in set(Symbol) else s for s in symbols)


def deck_card_words(face: DeckCardFace) -> str:
    lines = [face.name, face.band]
    if face.symbols:
        lines.append(tr("Symbols: %1").replace("%1", _symbols(face.symbols)))
    if face.influence:
        lines.append(tr("Influence: %1").replace("%1", str(face.influence)))
    if face.text:
        lines += ["", face.text]
    return "\n".join(lines)


def world_words(face: WorldFace) -> str:
    lines = [face.name or face.type_name, face.type_name]
    lines.append(
        tr("Colonize %1 · warfare %2")
        .replace("%1", str(face.colonize_cost))
        .replace("%2", str(face.warfare_cost))
    )
    if face.front_known:
        if face.symbols:
            lines.append(tr("Symbols: %1").replace("%1", _symbols(face.symbols)))
        for resource, held in face.slots:
            state = tr("holds a good") if held else tr("empty")
            name = resource_name(Resource(resource)) if resource in set(Resource) else resource
            lines.append(f"{name}: {state}")
        if face.influence:
            lines.append(tr("Influence: %1").replace("%1", str(face.influence)))
        if face.hand_bonus:
            lines.append(tr("Hand size +%1").replace("%1", str(face.hand_bonus)))
    if face.colonies:
        lines.append(tr("Colonies: %1").replace("%1", str(face.colonies)))
    if face.blocked:
        lines.append(tr("A fighter blocks it."))
    return "\n".join(lines)


def card_texts() -> dict[type, object]:
    return {DeckCardFace: deck_card_words, WorldFace: world_words}
