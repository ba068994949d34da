"""Paints a Legislation bill: number, worth to the viewer, title, tokens on it, the four agenda scores."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from desktop.cards.drawing import READABLE, card_outline, fitted_text, font
from desktop.cards.palette import INK, MUTED_INK, NEGATIVE, NEUTRAL, POSITIVE
from desktop.legislation.agenda_names import AGENDA_COLOURS, agenda_short
from desktop.legislation.card_faces import BillFace, TokenMark

MINI = 70  # narrower than this, a bill is drawn in its compact form


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
    r = max(w * 0.15, 8.0)
    centre = QPointF(rect.left() + pad + r, rect.top() + pad + r)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    painter.drawEllipse(centre, r, r)
    painter.setPen(QColor("#fbf7ee"))
    painter.setFont(font(max(r * 1.05, 10), True))
    painter.drawText(
        QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(bill.number)
    )
    # Beside it: what the bill is worth to the viewer (in the outline of their own columns), else "BILL".
    caption_left = centre.x() + r + pad * 0.5
    caption = QRectF(caption_left, rect.top() + pad, rect.right() - pad * 0.5 - caption_left, 2 * r)
    if bill.worth is not None:
        _worth_chip(painter, caption, bill.worth, wide=w >= 80)
    else:  # shrunk to the card's width: the word is longer in some languages (ЗАКОНОПРОЕКТ)
        fitted_text(
            painter,
            caption,
            QCoreApplication.translate("Cards", "BILL"),
            h * 0.05,
            bold=True,
            flags=int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
            colour=MUTED_INK,
        )
    # Flavour title, and below it the tokens laid on the bill (the score tiles keep their size).
    small = w < MINI  # a seat panel's card: one line for the title or the tokens, bigger score digits
    title_h = READABLE + 4 if small else h * 0.24
    title_rect = QRectF(rect.left() + pad, rect.top() + pad + 2 * r + h * 0.02, w - 2 * pad, title_h)
    grid_top = title_rect.bottom() + h * 0.02
    if bill.tokens:
        marks_top = _token_marks(painter, title_rect, bill.tokens)
        title_rect.setBottom(marks_top - 1)
    if title_rect.height() >= READABLE + 2:
        fitted_text(painter, title_rect, bill.title, h * 0.075, bold=True, colour=INK, least=READABLE)
    # The four scores, a 2×2 grid of coloured tiles.
    grid_h = rect.bottom() - grid_top - pad
    cell_w = (w - 2 * pad - pad * 0.5) / 2
    cell_h = (grid_h - pad * 0.5) / 2
    for column, score in enumerate(bill.scores):
        cx = rect.left() + pad + (column % 2) * (cell_w + pad * 0.5)
        cy = grid_top + (column // 2) * (cell_h + pad * 0.5)
        cell = QRectF(cx, cy, cell_w, cell_h)
        colour = AGENDA_COLOURS[column]
        painter.setPen(QPen(INK, 2.5) if column in bill.mine else Qt.PenStyle.NoPen)
        if small:  # no room for the agenda's label: the tile in its colour, in its place on every bill
            painter.setBrush(colour)
            painter.drawRoundedRect(cell, 3, 3)
            # READABLE when the tile allows; on a card the table had to shrink further, what fits.
            size = min(max(READABLE, cell.height() * 0.8), cell.height() * 0.95)
            fitted_text(painter, cell, score_text(score), size, bold=True, colour=QColor("white"))
            continue
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

def _worth_chip(painter: QPainter, box: QRectF, worth: int, *, wide: bool) -> None:
    """The viewer's points if the bill passes, framed like their own columns ("you +1"; "+1" when small)."""
    text = score_text(worth)
    if wide:
        text = QCoreApplication.translate("Cards", "you %1").replace("%1", text)
    painter.setFont(font(max(READABLE, box.height() * 0.55), True))
    width = min(box.width(), painter.fontMetrics().horizontalAdvance(text) + 8)
    chip = QRectF(box.left(), box.center().y() - box.height() * 0.42, width, box.height() * 0.84)
    painter.setPen(QPen(INK, 2))
    painter.setBrush(QColor("#fffdf6"))
    painter.drawRoundedRect(chip, 4, 4)
    colour = POSITIVE if worth > 0 else NEGATIVE if worth < 0 else NEUTRAL
    fitted_text(painter, chip.adjusted(2, 0, -2, 0), text, box.height() * 0.55, bold=True, colour=colour)


def _token_marks(painter: QPainter, area: QRectF, tokens: tuple[TokenMark, ...]) -> float:
    """Each token as a badge: the seat's colour, its initial and ✔ (Pledge: vote Yay) or ✘ (anti-Pledge:
    Nay); a Pledge is filled, an anti-Pledge outlined, so neither colour nor shape alone carries it.
    Laid in rows from the bottom of `area` up; returns the top of the highest row."""
    size = READABLE + 1.0
    painter.setFont(font(size, True))
    metrics = painter.fontMetrics()
    labels = [t.name[:1].upper() + ("✔" if t.yay else "✘") for t in tokens]
    widths = [metrics.horizontalAdvance(label) + 8 for label in labels]
    height = metrics.height() + 2
    gap = 3.0
    x, y = area.left(), area.bottom() - height
    for mark, label, width in zip(tokens, labels, widths, strict=True):
        if x > area.left() and x + width > area.right():
            x, y = area.left(), y - height - gap
        badge = QRectF(x, y, min(width, area.width()), height)
        seat = QColor(mark.colour)
        if mark.yay:
            painter.setPen(QPen(INK, 1.5))
            painter.setBrush(seat)
            ink = QColor("black") if seat.lightnessF() > 0.6 else QColor("white")
        else:
            painter.setPen(QPen(seat, 3))
            painter.setBrush(QColor("white"))
            ink = INK
        painter.drawRoundedRect(badge, height / 2, height / 2)
        painter.setPen(ink)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, label)
        x += width + gap
    return y
