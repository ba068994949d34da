"""Card faces for Galactic Council from the public card data."""

from __future__ import annotations

from dataclasses import replace

from desktop.council.card_faces import AgendaFace, PlanetFace
from desktop.council.card_texts import agenda_summary, card_summary, timing_text
from desktop.council.names import planet_name, tr
from games.council import data

TRAITS = {"cultural", "hazardous", "industrial"}


def outcome_kind_text(kind: str, subtype: str | None) -> str:
    return {
        "for_against": tr("For / Against"),
        "elect_player": tr("Elect a player"),
        "elect_planet": tr("Elect a planet") + (f" ({subtype.replace('_', ' ')})" if subtype else ""),
        "elect_law": tr("Elect a law"),
        "elect_scored_secret_objective": tr("Elect a scored secret objective"),
        "elect_strategy_card": tr("Elect a strategy card"),
        "special_hidden_outcomes": tr("Hidden outcomes"),
    }.get(kind, kind)


def agenda_face(card_id: str) -> AgendaFace:
    card = data.agendas()[card_id]
    labels = {"for": tr("For"), "against": tr("Against"), "elected": tr("Elected"), "special": tr("Special")}
    summary = tuple(
        f"{labels.get(k, k.title())}: {agenda_summary(card_id, k, v)}" for k, v in card.summary.items()
    )
    return AgendaFace(card.name, card.type == "law", outcome_kind_text(card.outcome, card.subtype), summary)


def planet_face(planet_id: str, exhausted: bool, votes: int | None = None) -> PlanetFace:
    p = data.planets().get(planet_id)
    if p is None:  # a vote source that is not a planet (the Triad relic)
        return PlanetFace(planet_id.replace("-", " ").title(), votes or 0, 0, "", "", exhausted)
    trait = next((t for t in p.traits if t in TRAITS), "")
    label = {"cultural": tr("cultural"), "hazardous": tr("hazardous"), "industrial": tr("industrial")}.get(
        trait, ""
    )
    influence = p.influence if votes is None else votes
    return PlanetFace(p.name, influence, p.resources, label, trait, exhausted, p.legendary)


def short_trait_name(trait_key: str) -> str:
    """A planet's trait in a short form for a card too narrow for the word ("пром."); the tooltip and
    the enlarged card have it whole."""
    return {
        "cultural": tr("cultural", "planet trait on a narrow card"),
        "hazardous": tr("hazardous", "planet trait on a narrow card"),
        "industrial": tr("industrial", "planet trait on a narrow card"),
    }.get(trait_key, "")


def action_face(card_id: str) -> AgendaFace:
    """An action card in hand, drawn on the agenda card's frame with its own band."""
    info = data.cards().get(card_id)
    name = info.name if info else card_id
    timing = timing_text(info.window or info.timing or "") if info else ""
    summary = (card_summary(card_id, info.summary),) if info and info.summary else ()
    return AgendaFace(name, False, timing, summary, band=tr("ACTION"))


def note_face(note: str, names: tuple[str, ...]) -> AgendaFace:
    """A promissory note held ("alliance@2": Alliance, given by seat 2), drawn like an action card."""
    card_id, _, owner = note.partition("@")
    face = action_face(card_id)
    giver = names[int(owner)] if owner.isdigit() and int(owner) < len(names) else ""
    holder = tr("%1's note").replace("%1", giver) if giver else ""
    return AgendaFace(face.name, False, face.outcome, face.summary, tr("NOTE"), holder)


def secret_face(card_id: str) -> AgendaFace:
    """A secret objective the seat holds, drawn like an action card in its hand (only that seat sees it)."""
    face = action_face(card_id)
    return AgendaFace(face.name, False, face.outcome, face.summary, tr("SECRET"), tr("secret objective"))


def law_face(law: str, elected: int | str | None, names: tuple[str, ...]) -> AgendaFace:
    """A law in play with whoever it elected: a player, a planet, or nobody (it binds everyone)."""
    return replace(agenda_face(law), holder=law_holder(elected, names))


def law_holder(elected: int | str | None, names: tuple[str, ...]) -> str:
    if isinstance(elected, int) and 0 <= elected < len(names):
        return tr("Elected: %1").replace("%1", names[elected])
    if isinstance(elected, str) and elected:
        return tr("Elected: %1").replace("%1", planet_name(elected))
    return ""
