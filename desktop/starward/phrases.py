"""Starward's log in words: each move as the viewer may know it (drawn cards and Survey looks only
for their owner), translated; read from the typed events of games/starward/log_record.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.starward.names import card_name, cards_text, move_name, role_name, tr
from games.starward.cards import card, planet
from games.starward.log_record import (
    ActionPlayed,
    ActionsEnded,
    Attacked,
    CardsRemoved,
    CleanedUp,
    Colonized,
    Dissented,
    PlanetKept,
    Produced,
    Researched,
    RoleChosen,
    RolePlayed,
    StarwardRecord,
    Traded,
)

if TYPE_CHECKING:
    from games.core.log import Seen


def phrase(entry: Seen[StarwardRecord], names: tuple[str, ...]) -> str:
    """One log entry as a sentence, using only what the viewer may know of it (`LogEntry.seen`)."""
    event = entry.event
    who = names[entry.seat] if 0 <= entry.seat < len(names) else "?"
    if isinstance(event, ActionPlayed):
        text = tr("%1 played %2 for its action.").replace("%1", who).replace("%2", card_name(event.card))
    elif isinstance(event, ActionsEnded):
        text = tr("%1 ended the action phase.").replace("%1", who)
    elif isinstance(event, RoleChosen):
        text = tr("%1 chose the role %2.").replace("%1", who).replace("%2", role_name(event.role))
        if event.card is None:
            text += " " + tr("Its stack is empty.")
    elif isinstance(event, RolePlayed):
        if entry.kind == "follow":
            text = tr("%1 followed with %2") if event.cards else tr("%1 followed on Empire symbols")
        else:
            text = tr("%1 boosted with %2") if event.cards else tr("%1 did not boost")
        text = text.replace("%1", who).replace("%2", cards_text(event.cards))
        text += " " + tr("(%n symbol(s)).", "", event.count)
    elif isinstance(event, Dissented):
        text = tr("%1 dissented.").replace("%1", who)
    elif isinstance(event, PlanetKept):
        text = tr("%1 kept a planet face down.").replace("%1", who)
    elif isinstance(event, Attacked):
        text = (
            tr("%1 attacked a planet and turned it face up.")
            if event.result == "attacked"
            else tr("%1 took fighters.")
        ).replace("%1", who)
    elif isinstance(event, Colonized):
        if event.settle is not None:
            text = tr("%1 settled a planet.").replace("%1", who)
        else:
            text = tr("%1 tucked %n card(s) as colonies.", "", len(event.tucks)).replace("%1", who)
    elif isinstance(event, Produced):
        text = tr("%1 produced %n resource(s).", "", len(event.slots)).replace("%1", who)
    elif isinstance(event, Traded):
        text = tr("%1 traded for %n influence.", "", event.influence).replace("%1", who)
    elif isinstance(event, Researched):
        if event.technology is None:
            text = tr("%1 took no technology.").replace("%1", who)
        else:
            name = card_name(event.technology)
            t = card(event.technology).tech
            if t is not None and t.faces:
                name = t.faces[event.face].name
            text = tr("%1 took the technology %2.").replace("%1", who).replace("%2", name)
    elif isinstance(event, CardsRemoved):
        removed = cards_text(event.cards) or "—"
        text = tr("%1 removed %2 from the game.").replace("%1", who).replace("%2", removed)
    elif isinstance(event, CleanedUp):
        text = tr("%1 cleaned up, discarding %n card(s).", "", len(event.discarded)).replace("%1", who)
    else:
        text = f"{who}: {move_name(entry.kind)}"
    return " ".join([text, *_extras(event)])


def _extras(event: StarwardRecord) -> list[str]:
    """What else the move did: cards drawn (named only to their owner), planets looked at, reshuffles."""
    extra = []
    fighters = event.fighters if isinstance(event, RolePlayed | Attacked | Traded) else None
    if fighters:
        extra.append(tr("+%n fighter(s).", "", fighters))
    if isinstance(event, RolePlayed):
        if event.looks:
            extra.append(tr("Looked at %n planet card(s).", "", event.looks))
        if event.looking:
            extra.append(tr("You see: %1.").replace("%1", ", ".join(planet(p).name for p in event.looking)))
    if isinstance(event, ActionPlayed) and event.planet_seen is not None:
        extra.append(tr("You found %1.").replace("%1", planet(event.planet_seen).name))
    if isinstance(event, ActionPlayed | Dissented | CleanedUp):
        if event.drawn:
            extra.append(tr("You drew %1.").replace("%1", cards_text(event.drawn)))
        elif event.drew:
            extra.append(tr("Drew %n card(s).", "", event.drew))
        if event.reshuffled:
            extra.append(tr("The discard pile was shuffled into a new deck."))
    if isinstance(event, ActionPlayed | RolePlayed) and event.planet_deck_refilled:
        extra.append(tr("The planet discard pile became a new planet deck."))
    if isinstance(event, ActionPlayed) and event.settled is not None:
        extra.append(tr("A planet was settled."))
    return extra
