"""Paints a Galactic Council agenda card: name, law or directive, its outcomes and a short summary.

Words are drawn at READABLE size or more: what a small card cannot hold ends in "…", and the card
enlarged (card_view.py) shows all of it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from desktop.cards.drawing import READABLE, card_outline, fitted_text, lines_high, lines_needed, wrapped_lines
from desktop.cards.palette import INK
from desktop.council.card_faces import AgendaFace

LAW = QColor("#1f4e8c")
DIRECTIVE = QColor("#8c5a1f")
ACTION = QColor("#7a2e8c")


def paint_agenda(
    painter: QPainter,
    rect: QRectF,
    agenda: AgendaFace,
    *,
    selected: bool = False,
    focused: bool = False,
    dimmed: bool = False,
) -> None:
    card_outline(painter, rect, selected=selected, focused=focused, stock=QColor("#eef1f6"), dimmed=dimmed)
    w, h = rect.width(), rect.height()
    pad = w * 0.06
    colour = LAW if agenda.is_law else DIRECTIVE
    # Room for two lines of the name, three on a narrow card that needs them: it wraps before it is cut.
    # A name of four lines on a narrow hand card ("Assassin-/ate/Represen-/tative") is whole, what follows
    # it cut short (the card enlarged, one key or click away, reads all of it).
    lines = min(4, max(2, lines_needed(agenda.name, w - 2 * pad), wrapped_lines(agenda.name, w - 2 * pad)))
    said = agenda.holder or agenda.outcome
    said_lines = min(3, lines_needed(said, w - 2 * pad))
    # On a small card whose name and outcome need its height, the band is a strip of its colour without
    # its word (LAW, ACTION: the enlarged card says it): the name and the outcome are read whole.
    worded = pad + READABLE + 2 + h * 0.02 + lines_high(lines) + lines_high(said_lines) <= h
    band_h = max(h * 0.09, READABLE + 2) if worded else 5.0
    band = QRectF(rect.left() + pad, rect.top() + pad, w - 2 * pad, band_h)
    kind = agenda.band or (
        QCoreApplication.translate("Cards", "LAW")
        if agenda.is_law
        else QCoreApplication.translate("Cards", "DIRECTIVE")
    )
    colour = colour if not agenda.band else ACTION
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(band, 2 if not worded else 4, 2 if not worded else 4)
    if worded:
        fitted_text(
            painter, band, kind, band.height() * 0.7, bold=True, colour=QColor("white"), least=READABLE
        )
    tall = min(max(h * 0.2, lines_high(lines)), rect.bottom() - band.bottom() - h * 0.02)
    name = QRectF(rect.left() + pad, band.bottom() + h * 0.02, w - 2 * pad, tall)
    fitted_text(painter, name, agenda.name, h * 0.08, bold=True, colour=INK, least=READABLE)
    # The outcome line ("Dafür / Dagegen", "Spieler wählen") takes a second line, on a narrow law card a
    # third, before it is shortened.
    tall = max(h * 0.1, lines_high(said_lines))
    outcome = QRectF(rect.left() + pad, name.bottom(), w - 2 * pad, min(tall, rect.bottom() - name.bottom()))
    if outcome.height() < READABLE:
        return  # a four-line name took the card: the rest is in the enlarged card
    fitted_text(painter, outcome, said, h * 0.05, bold=True, colour=colour, least=READABLE)
    if rect.bottom() - outcome.bottom() - 2 * pad < READABLE:
        return
    text = QRectF(
        rect.left() + pad,
        outcome.bottom() + h * 0.01,
        w - 2 * pad,
        rect.bottom() - outcome.bottom() - 2 * pad,
    )
    fitted_text(
        painter,
        text,
        "\n".join(agenda.summary),
        h * 0.045,
        colour=INK,  # dark on the pale stock: the rule text is what the player reads
        least=READABLE,
        flags=int(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap),
    )
