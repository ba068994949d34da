"""Paints a Galactic Council planet card: influence, resources, trait; greyed when exhausted."""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QRadialGradient

from desktop.cards.drawing import READABLE, card_outline, fitted_text, font, one_line
from desktop.cards.palette import INK
from desktop.council.card_faces import PlanetFace
from desktop.council.faces import short_trait_name

TRAIT_COLOURS = {
    "cultural": QColor("#2f6fbf"),
    "hazardous": QColor("#c0392b"),
    "industrial": QColor("#2e9b55"),
    "": QColor("#6b6256"),
}


def paint_planet(
    painter: QPainter,
    rect: QRectF,
    planet: PlanetFace,
    *,
    selected: bool = False,
    focused: bool = False,
    dimmed: bool = False,
) -> None:
    dim = dimmed or planet.exhausted
    card_outline(painter, rect, selected=selected, focused=focused, stock=QColor("#e9eef2"), dimmed=dim)
    w, h = rect.width(), rect.height()
    pad = w * 0.07
    colour = TRAIT_COLOURS.get(planet.trait_key, TRAIT_COLOURS[""])
    # The planet itself: a lit sphere in the trait's colour.
    # A name too long for one line ("Archon Vail" on a narrow card) takes two; the sphere gives way.
    lines = 1 if one_line(planet.name, w - 2 * pad) else 2
    tall = max(h * 0.14, lines * (READABLE + 2) + 1)
    name = QRectF(rect.left() + pad, rect.top() + pad * 0.6, w - 2 * pad, tall)
    trait_h = max(h * 0.09, READABLE + 2)
    trait = QRectF(rect.left() + pad, rect.bottom() - pad * 0.5 - trait_h, w - 2 * pad, trait_h)
    d = max(h * 0.18, READABLE + 5)  # a disc holds a number a player reads
    y = min(rect.bottom() - pad - h * 0.11, trait.top() - 1) - d
    r = min(min(w, h) * 0.24, (y - name.bottom() - 3) / 2)  # between the name and the discs
    centre = QPointF(rect.center().x(), (name.bottom() + y) / 2)
    if r >= 4:  # no room left (a two-line name on a short card): no sphere, rather than one on the numbers
        grad = QRadialGradient(centre + QPointF(-r * 0.4, -r * 0.4), r * 1.6)
        grad.setColorAt(0, colour.lighter(170))
        grad.setColorAt(1, colour.darker(160))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(grad)
        painter.drawEllipse(centre, r, r)
        if planet.legendary:
            painter.setPen(QPen(QColor("#d4a017"), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, r * 1.15, r * 1.15)
    fitted_text(painter, name, planet.name, h * 0.08, bold=True, colour=INK, least=READABLE)
    # Resources (yellow) left, influence (blue) right, as on the printed cards.
    for i, (value, fill) in enumerate(
        ((planet.resources, QColor("#e0b422")), (planet.influence, QColor("#2f6fbf")))
    ):
        cx = rect.left() + w * (0.28 if i == 0 else 0.72)
        disc = QRectF(cx - d / 2, y, d, d)
        painter.setPen(QPen(INK, 1))
        painter.setBrush(fill)
        painter.drawEllipse(disc)
        painter.setPen(QColor("white"))
        painter.setFont(font(max(h * 0.12, READABLE), True))
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, str(value))
    said = planet.trait
    if said and not one_line(said, trait.width(), bold=False):
        said = short_trait_name(planet.trait_key) or said
    fitted_text(painter, trait, said, h * 0.07, colour=colour.darker(130), least=READABLE)
    if planet.exhausted:
        stamp = QCoreApplication.translate("Cards", "EXHAUSTED")
        painter.save()
        painter.setClipRect(rect)  # the stamp stays on the card, whatever the word's length
        painter.translate(rect.center())
        painter.setPen(QColor(120, 30, 30, 200))
        # Tilted by 25°, the word has about the card's width to run along (a little less, for the margin);
        # on a card too narrow for it at the readable size, it runs corner to corner instead.
        angle, run = 25.0, w * 0.95
        size = max(h * 0.1, READABLE)
        painter.setFont(font(size, True))
        while size > READABLE and painter.fontMetrics().horizontalAdvance(stamp) > run:
            size = max(READABLE, size * 0.92)
            painter.setFont(font(size, True))
        if painter.fontMetrics().horizontalAdvance(stamp) > run:
            angle, run = math.degrees(math.atan2(h, w)), math.hypot(w, h) * 0.85
            if painter.fontMetrics().horizontalAdvance(stamp) > run:
                condensed = font(READABLE, True)
                condensed.setStretch(QFont.Stretch.Condensed)
                painter.setFont(condensed)
        painter.rotate(-angle)
        w = max(w, run)
        painter.drawText(QRectF(-w, -h * 0.1, 2 * w, h * 0.2), Qt.AlignmentFlag.AlignCenter, stamp)
        painter.restore()
