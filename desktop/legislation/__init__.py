"""Legislation's screens: the table for one seat, the deal editor, the ballot, and the log's phrasing.

`GAME` registers the game with the desktop (desktop/game_catalogue.py); it imports nothing heavy.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.game_catalogue import GameEntry


def _title() -> str:
    return QCoreApplication.translate("Games", "Legislation")


def _blurb() -> str:
    return QCoreApplication.translate(
        "Games",
        "3–8 Representatives trade bills and pledges, then vote them into law. "
        "Pass what your agenda loves, block what it hates.",
    )


def _painters() -> dict[type, Any]:
    from desktop.legislation.bill_card import paint_bill
    from desktop.legislation.card_faces import BillFace, RepresentativeFace
    from desktop.legislation.representative_card import paint_representative

    return {BillFace: paint_bill, RepresentativeFace: paint_representative}


def _card_texts() -> dict[type, Any]:
    from desktop.legislation.card_words import card_texts

    return card_texts()


def _fan() -> list[Any]:
    from desktop.legislation.faces import bill_face, rep_face

    return [rep_face("SP+FP"), bill_face(27), bill_face(58)]


def _demo_moment(session: Any) -> bool:
    """The demo stops on a vote: a bill on the floor shows the most of the table."""
    return session.view(0).floor is not None


def _refusals() -> dict[str, str]:
    from desktop.legislation.refusals import sentences

    return sentences()


GAME = GameEntry(
    name="legislation",
    title=_title,
    blurb=_blurb,
    screens="desktop.legislation.screens:LegislationScreens",
    order=10,
    painters=_painters,
    card_texts=_card_texts,
    fan=_fan,
    demo_moment=_demo_moment,
    refusals=_refusals,
)
