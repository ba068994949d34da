"""Paints a Legislation bill: number, flavour title, the four agenda scores colour-coded, tokens on it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from desktop.cards.drawing import card_outline, fitted_text, font
from desktop.cards.palette import INK, MUTED_INK, NEGATIVE, NEUTRAL, POSITIVE
from desktop.legislation.agenda_names import AGENDA_COLOURS, agenda_short
from desktop.legislation.card_faces import BillFace


def score_text(score: int) -> str:
    return f"+{score}" if score > 0 else ("−1" if score == -1 else str(score).replace("-", "−"))


def paint_bill(
    painter: QPainter,
    rect: QRectF,
    bill: BillFace,
    *,
    selected: bool = False,
    focused: bool = False,
    dimmed: bool = False,
) -> None:
    card_outline(painter, rect, selected=selected, focused=focused, dimmed=dimmed)
    w, h = rect.width(), rect.height()
    pad = w * 0.07
    # Number medallion.
    r = w * 0.15
    centre = QPointF(rect.left() + pad + r, rect.top() + pad + r)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    painter.drawEllipse(centre, r, r)
    painter.setPen(QColor("#fbf7ee"))
    painter.setFont(font(r * 1.05, True))
    painter.drawText(
        QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(bill.number)
    )
    # "BILL" caption beside it.
    # Shrunk to the card's width: the word is longer in some languages (ЗАКОНОПРОЕКТ).
    caption_left = centre.x() + r + pad * 0.5
    fitted_text(
        painter,
        QRectF(caption_left, rect.top() + pad, rect.right() - pad * 0.5 - caption_left, 2 * r),
        QCoreApplication.translate("Cards", "BILL"),
        h * 0.05,
        bold=True,
        flags=int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
        colour=MUTED_INK,
    )
    # Flavour title.
    title_rect = QRectF(rect.left() + pad, rect.top() + pad + 2 * r + h * 0.02, w - 2 * pad, h * 0.24)
    fitted_text(painter, title_rect, bill.title, h * 0.075, bold=True, colour=INK)
    # The four scores, a 2×2 grid of coloured tiles.
    grid_top = title_rect.bottom() + h * 0.02
    grid_h = rect.bottom() - grid_top - pad - (h * 0.09 if bill.tokens else 0)
    cell_w = (w - 2 * pad - pad * 0.5) / 2
    cell_h = (grid_h - pad * 0.5) / 2
    for column, score in enumerate(bill.scores):
        cx = rect.left() + pad + (column % 2) * (cell_w + pad * 0.5)
        cy = grid_top + (column // 2) * (cell_h + pad * 0.5)
        cell = QRectF(cx, cy, cell_w, cell_h)
        colour = AGENDA_COLOURS[column]
        painter.setPen(QPen(INK, 2.5) if column in bill.mine else Qt.PenStyle.NoPen)
        painter.setBrush(colour.lighter(185))
        painter.drawRoundedRect(cell, 4, 4)
        band = QRectF(cell.left(), cell.top(), cell.width(), cell.height() * 0.36)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(band, 4, 4)
        painter.setPen(QColor("white"))
        painter.setFont(font(band.height() * 0.75, True))
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, agenda_short(column))
        value = QRectF(cell.left(), band.bottom(), cell.width(), cell.bottom() - band.bottom())
        painter.setPen(POSITIVE if score > 0 else NEGATIVE if score < 0 else NEUTRAL)
        painter.setFont(font(value.height() * 0.72, True))
        painter.drawText(value, Qt.AlignmentFlag.AlignCenter, score_text(score))
    # Tokens: a filled disc is a Pledge (Yay), a ring with a bar an anti-Pledge (Nay).
    if bill.tokens:
        tr_ = h * 0.035
        y = rect.bottom() - pad - tr_
        x = rect.left() + pad + tr_
        for colour, pledge in bill.tokens:
            c = QColor(colour)
            painter.setPen(QPen(INK, 1))
            painter.setBrush(c if pledge else QColor("white"))
            painter.drawEllipse(QPointF(x, y), tr_, tr_)
            if not pledge:
                painter.setPen(QPen(c, max(1.5, tr_ * 0.45)))
                painter.drawLine(QPointF(x - tr_ * 0.6, y), QPointF(x + tr_ * 0.6, y))
            x += tr_ * 2.4
