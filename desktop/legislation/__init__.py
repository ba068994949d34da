"""Legislation's screens: the table for one seat, the deal editor, the ballot, and the log's phrasing.

`GAME` registers the game with the desktop (desktop/game_catalogue.py); it imports nothing heavy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.game_catalogue import game_entry

if TYPE_CHECKING:
    from games.core.session import Session


def _fan() -> list[Any]:
    from desktop.legislation.faces import bill_face, rep_face

    return [rep_face("SP+FP"), bill_face(27), bill_face(58)]


def _demo_moment(session: Session) -> bool:
    """The demo stops on a vote: a bill on the floor shows the most of the table."""
    return session.view(0).floor is not None


GAME = game_entry(
    "legislation",
    title=QT_TRANSLATE_NOOP("Games", "Legislation"),
    blurb=QT_TRANSLATE_NOOP(
        "Games",
        "3–8 Representatives trade bills and pledges, then vote them into law. "
        "Pass what your agenda loves, block what it hates.",
    ),
    screens="screens:LegislationScreens",
    order=10,
    painters={
        "card_faces:BillFace": "bill_card:paint_bill",
        "card_faces:RepresentativeFace": "representative_card:paint_representative",
    },
    card_texts="card_words:card_texts",
    fan=_fan,
    demo_moment=_demo_moment,
)
