"""Starward's log in words: each move as the viewer may know it (drawn cards and Survey looks only
for their owner), translated."""

from __future__ import annotations

from typing import Any

from desktop.starward.names import card_name, cards_text, move_name, role_name, stack_name, tr
from games.starward.cards import Stack, Symbol, card, planet


def _who(entry: dict[str, Any], names: tuple[str, ...]) -> str:
    seat = entry.get("seat", -1)
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def phrase(entry: dict[str, Any], names: tuple[str, ...]) -> str:
    kind = entry.get("kind", "")
    who = _who(entry, names)
    cards = entry.get("cards") or []
    if kind == "play_action":
        text = tr("%1 played %2 for its action.").replace("%1", who).replace("%2", card_name(entry["card"]))
    elif kind == "end_actions":
        text = tr("%1 ended the action phase.").replace("%1", who)
    elif kind == "choose_role":
        text = tr("%1 chose the role %2.").replace("%1", who).replace("%2", role_name(Symbol(entry["role"])))
        if entry.get("card") is None:
            text += " " + tr("Its stack is empty.")
    elif kind in ("boost", "follow"):
        if kind == "boost":
            text = tr("%1 boosted with %2") if cards else tr("%1 did not boost")
        else:
            text = tr("%1 followed with %2") if cards else tr("%1 followed on Empire symbols")
        text = text.replace("%1", who).replace("%2", cards_text(cards))
        text += " " + tr("(%n symbol(s)).", "", int(entry.get("count", 0)))
    elif kind == "dissent":
        text = tr("%1 dissented.").replace("%1", who)
    elif kind == "keep_planet":
        text = tr("%1 kept a planet face down.").replace("%1", who)
    elif kind == "attack":
        text = (
            tr("%1 attacked a planet and turned it face up.")
            if entry.get("result") == "attacked"
            else tr("%1 took fighters.")
        ).replace("%1", who)
    elif kind == "colonize":
        if entry.get("settle") is not None:
            text = tr("%1 settled a planet.").replace("%1", who)
        else:
            tucked = entry.get("tucks") or []
            text = tr("%1 tucked %n card(s) as colonies.", "", len(tucked)).replace("%1", who)
    elif kind == "produce":
        text = tr("%1 produced %n resource(s).", "", len(entry.get("slots") or [])).replace("%1", who)
    elif kind == "trade":
        text = tr("%1 traded for %n influence.", "", int(entry.get("influence", 0))).replace("%1", who)
    elif kind == "research":
        tech = entry.get("technology")
        if tech is None:
            text = tr("%1 took no technology.").replace("%1", who)
        else:
            name = card_name(tech)
            t = card(tech).tech
            if t is not None and t.faces:
                name = t.faces[int(entry.get("face", 0))].name
            text = tr("%1 took the technology %2.").replace("%1", who).replace("%2", name)
    elif kind == "remove_cards":
        text = tr("%1 removed %2 from the game.").replace("%1", who).replace("%2", cards_text(cards) or "—")
    elif kind == "cleanup":
        discarded = entry.get("discarded") or []
        text = tr("%1 cleaned up, discarding %n card(s).", "", len(discarded)).replace("%1", who)
    else:
        text = f"{who}: {move_name(kind)}"
    return " ".join([text, *_extras(entry)])


def _extras(entry: dict[str, Any]) -> list[str]:
    """What else the move did: cards drawn (named only to their owner), planets looked at, reshuffles."""
    extra = []
    if entry.get("fighters"):
        extra.append(tr("+%n fighter(s).", "", int(entry["fighters"])))
    if entry.get("looks"):
        extra.append(tr("Looked at %n planet card(s).", "", int(entry["looks"])))
    if entry.get("looking"):
        extra.append(tr("You see: %1.").replace("%1", ", ".join(planet(p).name for p in entry["looking"])))
    if entry.get("planet_seen") is not None:
        extra.append(tr("You found %1.").replace("%1", planet(entry["planet_seen"]).name))
    if entry.get("drawn"):
        extra.append(tr("You drew %1.").replace("%1", cards_text(entry["drawn"])))
    elif entry.get("drew"):
        extra.append(tr("Drew %n card(s).", "", int(entry["drew"])))
    if entry.get("reshuffled"):
        extra.append(tr("The discard pile was shuffled into a new deck."))
    if entry.get("planet_deck_refilled"):
        extra.append(tr("The planet discard pile became a new planet deck."))
    stacks = entry.get("stacks")
    if stacks:
        extra.append(
            tr("Took the top card of: %1.").replace("%1", ", ".join(stack_name(Stack(s)) for s in stacks))
        )
    if entry.get("settled") is not None:
        extra.append(tr("A planet was settled."))
    return extra
