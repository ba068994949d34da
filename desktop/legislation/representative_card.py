"""Paints a Legislation Representative card: its title and the agenda column(s) it scores by."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from desktop.cards.drawing import READABLE, card_outline, fitted_text, lines_needed
from desktop.cards.palette import INK
from desktop.legislation.agenda_names import AGENDA_COLOURS, agenda_name
from desktop.legislation.card_faces import RepresentativeFace


def paint_representative(
    painter: QPainter,
    rect: QRectF,
    rep: RepresentativeFace,
    *,
    selected: bool = False,
    focused: bool = False,
    dimmed: bool = False,
) -> None:
    card_outline(painter, rect, selected=selected, focused=focused, stock=QColor("#f3ead7"), dimmed=dimmed)
    w, h = rect.width(), rect.height()
    pad = w * 0.05
    inner = rect.adjusted(pad, pad, -pad, -pad)
    # One band per agenda: a dual Representative shows both colours.
    n = max(1, len(rep.agendas))
    # The title below takes the lines it needs at the readable size ("Social Conservative + Fiscal
    # Conservative" is four on a hand's card); the bands keep two lines each for their agenda's name.
    need = lines_needed(rep.title, inner.width(), narrow=False) * (READABLE + 4) + 4
    label_h = min(max(inner.height() * 0.36, need), inner.height() - n * (2 * (READABLE + 3) + 6))
    band_h = (inner.height() - label_h - 2) / n
    for i, column in enumerate(rep.agendas):
        band = QRectF(inner.left(), inner.top() + i * band_h, inner.width(), band_h - 2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(AGENDA_COLOURS[column])
        painter.drawRoundedRect(band, 4, 4)
        fitted_text(
            painter,
            band.adjusted(2, 0, -2, 0),
            agenda_name(column),
            max(READABLE, band.height() * 0.34),
            bold=True,
            colour=QColor("white"),
            least=READABLE,
        )
    label = QRectF(inner.left(), inner.bottom() - label_h, inner.width(), label_h)
    fitted_text(painter, label, rep.title, max(READABLE, h * 0.075), bold=True, colour=INK, least=READABLE)
