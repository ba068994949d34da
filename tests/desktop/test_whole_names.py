"""A card shows its whole name: a bill's title wraps to two or three lines on a hand card (the score tiles
give up their margin, never their readable size) before anything is cut with "…"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from desktop.legislation.bill_card import paint_bill
from desktop.legislation.card_faces import BillFace


class _Recording(QPainter):
    """A painter that keeps every text it draws."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[str] = []

    def drawText(self, *args):  # noqa: N802 (Qt's name)
        self.texts.append(next(a for a in args if isinstance(a, str)))
        return super().drawText(*args)


def _drawn(w: int, h: int, title: str) -> str:
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = _Recording(image)
    paint_bill(painter, QRectF(0, 0, w, h), BillFace(37, title, (1, -1, 1, 0), (), (2,), 1))
    painter.end()
    return " ".join(" ".join(painter.texts).split())


@pytest.mark.parametrize(
    ("w", "h", "title"),
    [
        (w, h, title)
        for w, h in ((88, 124), (96, 134), (110, 154))  # a hand's card, the floor's
        for title in (
            "Surveillance Infrastructure Act",
            "Civil Rights Privatisation Act",
            "Family Values Balanced Budget Act",
        )
    ]
    # a hand card as a 1366x700 window paints it (the widget's margins taken off)
    + [(83, 114, "Surveillance Wealth Tax Act"), (83, 114, "Civil Rights Privatisation Act")],
)
def test_a_bill_shows_its_whole_title(qapp, title, w, h):
    drawn = _drawn(w, h, title)
    assert title in drawn and "…" not in drawn, drawn


@pytest.mark.parametrize(("w", "h"), [(104, 144), (120, 170)])  # the Representative beside the hand
def test_a_dual_representative_shows_its_whole_title(qapp, w, h):
    from desktop.legislation.card_faces import RepresentativeFace
    from desktop.legislation.representative_card import paint_representative

    title = "Social Conservative + Fiscal Conservative"
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = _Recording(image)
    paint_representative(painter, QRectF(0, 0, w, h), RepresentativeFace(title, (1, 2)))
    painter.end()
    drawn = " ".join(" ".join(painter.texts).split())
    assert title in drawn and "…" not in drawn, drawn


@pytest.mark.parametrize("planet", ["centauri", "nestphar", "mecatol-rex", "archon-vail"])
def test_a_narrow_planet_card_shows_its_whole_name(qapp, planet):
    """"Centa…" and "Nestp…" on a hand's planet card: a word too wide breaks with a hyphen instead."""
    from desktop.council.faces import planet_face
    from desktop.council.planet_card import paint_planet

    face = planet_face(planet, False)
    image = QImage(50, 90, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = _Recording(image)
    paint_planet(painter, QRectF(0, 0, 50, 90), face)
    painter.end()
    drawn = [t.replace("-\n", "").replace("\n", " ") for t in painter.texts]
    assert face.name in drawn, drawn  # the name, whole (a long word broken with a hyphen, not cut)
