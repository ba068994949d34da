"""What the chosen decks and expansions hold: agendas, action-card copies, factions and planets."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from games.core.errors import IllegalAction
from games.council import data
from games.council.options import CouncilOptions, Deck

if TYPE_CHECKING:
    from games.council.state import CouncilState

CARD_SOURCES = {Deck.BASE: ("base",), Deck.POK: ("base", "pok", "codex1", "codex3")}
FACTION_SOURCES = {Deck.BASE: ("base",), Deck.POK: ("base", "pok", "codex3")}
PLANET_SOURCES = {Deck.BASE: ("base",), Deck.POK: ("base", "pok")}
DECK_NAMES = {Deck.BASE: "the base game", Deck.POK: "Prophecy of Kings"}


@cache
def action_copies(options: CouncilOptions) -> dict[str, int]:
    """Agenda-relevant action card -> copies in the chosen action deck (absent: not in it)."""
    out: dict[str, int] = {}
    cards = data.cards().values()
    # Thunder's Edge prints its Omega cards in place of the originals (the data says which: `replaces`).
    replaced = {c.replaces for c in cards if c.kind == "action_card" and c.source == "te" and c.replaces}
    for c in cards:
        if c.kind != "action_card":
            continue
        if options.thunders_edge and c.id in replaced:
            continue  # Thunder's Edge prints the Omega card in its place
        in_deck = c.in_pok_deck if options.deck is Deck.POK else c.in_base_deck
        if in_deck or (options.thunders_edge and c.source == "te"):
            out[c.id] = c.copies
    return out


def in_action_deck(options: CouncilOptions, card: str) -> bool:
    return card in action_copies(options)


def agenda_ids(options: CouncilOptions) -> list[str]:
    """The chosen agenda deck, in the data's order."""
    pok = options.deck is Deck.POK
    return [a.id for a in data.agendas().values() if (a.pok if pok else a.base)]


def faction_sources(options: CouncilOptions) -> tuple[str, ...]:
    return FACTION_SOURCES[options.deck] + (("thunders_edge",) if options.thunders_edge else ())


def planet_sources(options: CouncilOptions) -> tuple[str, ...]:
    return PLANET_SOURCES[options.deck] + (("thunders_edge",) if options.thunders_edge else ())


def deck_label(options: CouncilOptions) -> str:
    """The decks in words, for messages: "Prophecy of Kings with Thunder's Edge"."""
    return DECK_NAMES[options.deck] + (" with Thunder's Edge" if options.thunders_edge else "")


# --- declared action cards (companion mode) ---------------------------------------------
def copies_left(state: CouncilState, card: str) -> int:
    """Copies of an action card that can still be declared: the deck's copies minus those played
    since the action deck was last reshuffled (they lie in the discard pile)."""
    return action_copies(state.options).get(card, 0) - state.action_discard.count(card)


def check_declared(state: CouncilState, card: str) -> None:
    """Refuse a declared action card the chosen deck does not hold, or whose every copy is played."""
    info = data.cards()[card]
    copies = action_copies(state.options).get(card, 0)
    if copies == 0:
        raise IllegalAction(
            f"{info.name} is not in the action deck of {deck_label(state.options)}",
            "not_in_deck",
            card=card,
        )
    if copies_left(state, card) <= 0:
        held = "its only copy is" if copies == 1 else f"all {copies} copies are"
        raise IllegalAction(
            f"{info.name} has already been played: {held} in the discard pile until the action deck "
            "is reshuffled (say so at the next table check)",
            "no_copies_left",
            card=card,
        )
