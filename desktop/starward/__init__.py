"""Starward's screens: the central display, every Empire, the role phase with its curtains, the hand.

`GAME` registers the game with the desktop (desktop/game_catalogue.py); it imports nothing heavy.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.game_catalogue import GameEntry


def _title() -> str:
    return QCoreApplication.translate("Games", "Starward")


def _blurb() -> str:
    return QCoreApplication.translate(
        "Games",
        "2–5 players grow space empires from their own decks: choose a role each turn, "
        "and everyone else follows it or draws. No vote, just influence.",
    )


def _painters() -> dict[type, Any]:
    from desktop.starward.card_faces import DeckCardFace, WorldFace
    from desktop.starward.card_painters import paint_deck_card, paint_world

    return {DeckCardFace: paint_deck_card, WorldFace: paint_world}


def _fan() -> list[Any]:
    from desktop.starward.faces import deck_card_face, planet_front_face
    from games.starward.cards import catalogue

    c = catalogue()
    return [deck_card_face(c.first_of_kind[k]) for k in list(c.first_of_kind)[:1]] + [
        planet_front_face(c.planets[0], True),
        deck_card_face(c.technologies[4]),
    ]


def _demo_moment(session: Any) -> bool:
    """The demo stops where seat 0 chooses a role: the display, every Empire and the hand in view."""
    prompt = session.view(0).prompt
    return prompt is not None and prompt.kind.value in ("role", "action")


def _refusals() -> dict[str, str]:
    from desktop.starward.refusals import sentences

    return sentences()


GAME = GameEntry(
    name="starward",
    title=_title,
    blurb=_blurb,
    screens="desktop.starward.screens:StarwardScreens",
    order=30,
    painters=_painters,
    fan=_fan,
    demo_moment=_demo_moment,
    refusals=_refusals,
)
