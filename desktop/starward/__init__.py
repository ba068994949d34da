"""Starward's screens: the central display, every Empire, the role phase with its curtains, the hand.

`GAME` registers the game with the desktop (desktop/game_catalogue.py); it imports nothing heavy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.game_catalogue import game_entry

if TYPE_CHECKING:
    from games.core.session import Session


def _fan() -> list[Any]:
    from desktop.starward.faces import deck_card_face, planet_front_face
    from games.starward.cards import catalogue

    c = catalogue()
    return [deck_card_face(c.first_of_kind[k]) for k in list(c.first_of_kind)[:1]] + [
        planet_front_face(c.planets[0], True),
        deck_card_face(c.technologies[4]),
    ]


def _demo_moment(session: Session) -> bool:
    """The demo stops where seat 0 chooses a role: the display, every Empire and the hand in view."""
    prompt = session.view(0).prompt
    return prompt is not None and prompt.kind.value in ("role", "action")


GAME = game_entry(
    "starward",
    title=QT_TRANSLATE_NOOP("Games", "Starward"),
    blurb=QT_TRANSLATE_NOOP(
        "Games",
        "2–5 players grow space empires from their own decks: choose a role each turn, "
        "and everyone else follows it or draws. No vote, just influence.",
    ),
    screens="screens:StarwardScreens",
    order=30,
    painters={
        "card_faces:DeckCardFace": "card_painters:paint_deck_card",
        "card_faces:WorldFace": "card_painters:paint_world",
    },
    card_texts="card_words:card_texts",
    fan=_fan,
    demo_moment=_demo_moment,
)
