"""The games Quorum offers, by registry name, with their translated titles (no engine is imported here)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

GAME_TITLES = ("legislation", "council")


def game_title(game: str) -> str:
    return {
        "legislation": QCoreApplication.translate("Games", "Legislation"),
        "council": QCoreApplication.translate("Games", "Galactic Council"),
    }.get(game, game)


def game_blurb(game: str) -> str:
    return {
        "legislation": QCoreApplication.translate(
            "Games",
            "3–8 Representatives trade bills and pledges, then vote them into law. "
            "Pass what your agenda loves, block what it hates.",
        ),
        "council": QCoreApplication.translate(
            "Games",
            "The agenda phase of Twilight Imperium: exhaust planets for influence, play riders, "
            "and bend the Galactic Council to your will.",
        ),
    }.get(game, "")
