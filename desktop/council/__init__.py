"""Galactic Council's screens: the agenda on the table, windows, voting with planets, deals, instructions.

`GAME` registers the game with the desktop (desktop/game_catalogue.py); it imports nothing heavy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.game_catalogue import game_entry

if TYPE_CHECKING:
    from games.core.session import Session


def _fan() -> list[Any]:
    from desktop.council.faces import agenda_face, planet_face

    return [planet_face("mecatol-rex", False), agenda_face("mutiny"), planet_face("primor", False)]


def _demo_moment(session: Session) -> bool:
    """The demo stops on a vote: the agenda, the planets to exhaust and the tally are all in view."""
    prompt = session.view(0).prompt
    return prompt is not None and prompt.kind == "vote"


GAME = game_entry(
    "council",
    title=QT_TRANSLATE_NOOP("Games", "Galactic Council"),
    blurb=QT_TRANSLATE_NOOP(
        "Games",
        "The agenda phase of Twilight Imperium: exhaust planets for influence, play riders, "
        "and bend the Galactic Council to your will.",
    ),
    screens="screens:CouncilScreens",
    order=20,
    painters={
        "card_faces:AgendaFace": "agenda_card:paint_agenda",
        "card_faces:PlanetFace": "planet_card:paint_planet",
    },
    card_texts="card_words:card_texts",
    fan=_fan,
    demo_moment=_demo_moment,
)
