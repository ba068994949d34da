"""Card titles wrap to two lines before they are shortened (issue 9: "Titles wrap to two lines before they
elide"): the drawing helper does so, and a bill in the hand gives its title the room for two lines."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetrics, QImage, QPainter

from desktop.cards import drawing
from desktop.cards.card_widget import CardWidget
from desktop.cards.drawing import READABLE, fitted_text, font
from desktop.cards.painters import painter_for

TITLE = "Church Heritage Preservation Act"


class Recorder:
    """A QPainter stand-in that keeps what is drawn as text (and draws it)."""

    def __init__(self, painter: QPainter) -> None:
        self._painter = painter
        self.texts: list[tuple[QRectF, int, str]] = []

    def __getattr__(self, name):
        return getattr(self._painter, name)

    def drawText(self, *args):  # noqa: N802
        if len(args) == 3 and isinstance(args[2], str):
            self.texts.append((QRectF(args[0]), int(args[1]), args[2]))
        return self._painter.drawText(*args)


def _rects_given(monkeypatch, module, card: CardWidget, text: str, **changes) -> list[QRectF]:
    """Paints the card's face with `changes` as CardWidget paints it; the rects `module` gave `text`."""
    rects: list[QRectF] = []
    real = drawing.fitted_text

    def spy(painter, rect, shown, size, **kw):
        if shown == text:
            rects.append(QRectF(rect))
        return real(painter, rect, shown, size, **kw)

    monkeypatch.setattr(module, "fitted_text", spy)
    image = QImage(card.width(), card.height(), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    rect = QRectF(2, 6, card.width() - 6, card.height() - 10)  # as CardWidget paints a card
    painter_for(card.face)(painter, rect, replace(card.face, **changes), selected=False, focused=False)
    painter.end()
    return rects


def _lines_drawn(rect: QRectF, flags: int, text: str, size: float) -> list[str]:
    """The lines a drawText call shows: its own line breaks, or Qt's word wrap of the text in `rect`."""
    if "\n" in text or not flags & int(Qt.TextFlag.TextWordWrap):
        return text.split("\n")
    metrics = QFontMetrics(font(size, True))
    height = metrics.boundingRect(rect.toRect(), flags, text).height()
    return [text] * max(1, round(height / metrics.height()))


def test_a_title_too_long_for_one_line_takes_two_before_it_is_shortened(qapp):
    metrics = QFontMetrics(font(READABLE, True))
    width = metrics.horizontalAdvance("Church Heritage") + 4  # "Preservation Act" must go to a second line
    for height in (2 * metrics.height() + 2, metrics.height() * 3 // 2):  # room for two lines; for one
        image = QImage(200, 100, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        recorder = Recorder(painter)
        fitted_text(recorder, QRectF(0, 0, width, height), TITLE, READABLE, bold=True, least=READABLE)
        painter.end()
        (rect, flags, text), *_ = recorder.texts
        lines = _lines_drawn(rect, flags, text, READABLE)
        if height >= 2 * metrics.height():
            assert len(lines) == 2, lines
            assert lines[0].startswith("Church Heritage") or text == TITLE, lines  # the first line whole
        else:
            assert len(lines) == 1 and lines[0].endswith("…"), lines


def test_a_bill_in_the_hand_gives_its_title_two_lines(qtbot, monkeypatch):
    from desktop.demo import demo_session
    from desktop.legislation import bill_card
    from desktop.legislation.card_faces import BillFace
    from desktop.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 704)
    window.show()
    window.open_table(demo_session("legislation", players=8), None, bot_pause_ms=10**9)
    qtbot.wait(10)
    board = window.table.current
    card: CardWidget = next(iter(board.hand_cards.values()))
    assert isinstance(card.face, BillFace)
    titles = _rects_given(monkeypatch, bill_card, card, TITLE, title=TITLE)
    assert titles, "the title is drawn"
    line = QFontMetrics(font(READABLE, True)).height()
    assert titles[0].height() >= 2 * line - 1, f"{titles[0].height()} px: room for one line only"


def test_a_council_action_card_in_the_hand_gives_its_name_two_lines(qtbot, monkeypatch):
    """The card the issue saw cut ("when elected outcom…"): an action card's name has room for two lines."""
    from moments import council

    from desktop.council import agenda_card
    from desktop.council.card_faces import AgendaFace
    from desktop.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 704)
    window.show()
    # seat 0 holds cards it may play now
    window.open_table(council("window+plays", 8), None, bot_pause_ms=10**9)
    qtbot.wait(10)
    shown = window.table.findChildren(CardWidget)
    cards = [c for c in shown if c.isVisible() and isinstance(c.face, AgendaFace) and c.face.band]
    assert cards, "action cards in the hand"
    card = min(cards, key=lambda c: c.width())
    long_name = "Diplomatic Pressure Campaign"
    names = _rects_given(monkeypatch, agenda_card, card, long_name, name=long_name)
    assert names, "the name is drawn"
    line = QFontMetrics(font(READABLE, True)).height()
    assert names[0].height() >= 2 * line - 1, f"{names[0].height()} px: room for one line only"
