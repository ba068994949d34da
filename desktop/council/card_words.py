"""Galactic Council's cards in words, for the enlarged card (desktop/cards/card_view.py)."""

from __future__ import annotations

from desktop.council.card_faces import AgendaFace, PlanetFace
from desktop.council.names import tr


def agenda_words(face: AgendaFace) -> str:
    """Title, kind, then when it is played (an action card or note) or how it is voted on, then its effect."""
    kind = face.band or (tr("Law") if face.is_law else tr("Directive"))
    lines = [face.name, kind.capitalize() if face.band else kind]
    if face.outcome:
        line = tr("When: %1") if face.band else tr("Vote: %1")
        lines.append(line.replace("%1", face.outcome))
    if face.holder:
        lines.append(face.holder)
    lines.append("")
    lines += face.summary
    return "\n".join(lines)


def planet_words(face: PlanetFace) -> str:
    lines = [
        face.name,
        tr("Influence %1 · resources %2")
        .replace("%1", str(face.influence))
        .replace("%2", str(face.resources)),
    ]
    if face.trait:
        lines.append(face.trait)
    if face.legendary:
        lines.append(tr("Legendary planet"))
    if face.exhausted:
        lines.append(tr("Exhausted: it cannot vote until it is readied."))
    return "\n".join(lines)


def card_texts() -> dict[type, object]:
    return {AgendaFace: agenda_words, PlanetFace: planet_words}
