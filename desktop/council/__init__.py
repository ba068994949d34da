"""Galactic Council's screens: the agenda on the table, windows, voting with planets, deals, instructions.

`GAME` registers the game with the desktop (desktop/game_catalogue.py); it imports nothing heavy.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.game_catalogue import GameEntry


def _title() -> str:
    return QCoreApplication.translate("Games", "Galactic Council")


def _blurb() -> str:
    return QCoreApplication.translate(
        "Games",
        "The agenda phase of Twilight Imperium: exhaust planets for influence, play riders, "
        "and bend the Galactic Council to your will.",
    )


def _painters() -> dict[type, Any]:
    from desktop.council.agenda_card import paint_agenda
    from desktop.council.card_faces import AgendaFace, PlanetFace
    from desktop.council.planet_card import paint_planet

    return {AgendaFace: paint_agenda, PlanetFace: paint_planet}


def _fan() -> list[Any]:
    from desktop.council.faces import agenda_face, planet_face

    return [planet_face("mecatol-rex", False), agenda_face("mutiny"), planet_face("primor", False)]


def _demo_moment(session: Any) -> bool:
    """The demo stops on a vote: the agenda, the planets to exhaust and the tally are all in view."""
    prompt = session.view(0).prompt
    return prompt is not None and prompt.kind == "vote"


def _refusals() -> dict[str, str]:
    from desktop.council.refusals import sentences

    return sentences()


GAME = GameEntry(
    name="council",
    title=_title,
    blurb=_blurb,
    screens="desktop.council.screens:CouncilScreens",
    order=20,
    painters=_painters,
    fan=_fan,
    demo_moment=_demo_moment,
    refusals=_refusals,
)
