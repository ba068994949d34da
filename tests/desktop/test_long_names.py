"""Issue 28, item 5: a card's name is drawn whole where it can be (wrapped, set narrow, a long word broken
with a hyphen), up to four lines: a bill's title on a hand card (the score tiles go to one row for it), an
action card's name on a narrow hand card (its band then a strip, the rest cut: the enlarged card reads it)."""

from __future__ import annotations

import pytest
from layout_check import _TextSizes, name_drawn_whole
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPixmap

from desktop.council.agenda_card import paint_agenda
from desktop.council.card_faces import AgendaFace
from desktop.legislation.bill_card import paint_bill
from desktop.legislation.card_faces import BillFace


def _drawn(paint, face, width: int) -> list[tuple[float, str]]:
    height = round(width * 1.4)
    picture = QPixmap(width, height)
    painter = QPainter(picture)
    sizes = _TextSizes(painter)
    paint(sizes, QRectF(2, 6, width - 6, height - 10), face)
    painter.end()
    return sizes.drawn


@pytest.mark.parametrize(
    "title",
    [
        "Church Heritage Infrastructure Bond Act",
        "Гражданские права: сбалансированный бюджет",
        "Закон о художественном образовании",
        "Слежка: грант",
    ],
)
def test_a_hand_bills_title_of_up_to_four_lines_is_whole(qapp, title):
    drawn = _drawn(paint_bill, BillFace(16, title, (1, -1, 0, 2), (), (0,), 3), 96)
    assert name_drawn_whole(title, drawn), drawn
    assert all(px >= 12 for px, _t in drawn)
    assert sorted(t for _px, t in drawn if t in ("+1", "−1", "0", "+2")) == ["+1", "+2", "0", "−1"]  # scores


@pytest.mark.parametrize(
    "name",
    [
        "Confounding Legal Text",
        "Assassinate Representative",
        "Minister of Exploration",
        "Insider Information",
    ],
)
@pytest.mark.parametrize("width", [62, 69])
def test_an_action_cards_name_is_whole_on_a_narrow_hand_card(qapp, name, width):
    face = AgendaFace(name, False, "when elected outcome chosen", ("If an agenda ...",), band="ACTION")
    drawn = _drawn(paint_agenda, face, width)
    assert name_drawn_whole(name, drawn), drawn
    assert not any("…" in t for _px, t in drawn if name.split()[0][:4] in t)


def test_a_narrow_law_card_reads_its_name_and_its_outcome(qapp):
    face = AgendaFace("Minister of Peace", True, "Spieler wählen", ("Nach der Wahl ...",))
    drawn = _drawn(paint_agenda, face, 63)
    assert name_drawn_whole("Minister of Peace", drawn) and name_drawn_whole("Spieler wählen", drawn), drawn


def test_a_seat_panels_small_bill_opens_with_one_click_and_names_its_title(qtbot):
    """The bills on a seat panel show their scores; a click on one shows it large with its whole title."""
    from moments import legislation
    from PySide6.QtCore import QPoint, Qt

    from desktop.cards.card_widget import CardWidget
    from desktop.main_window import MainWindow
    from desktop.table.seat_panel import SeatPanel

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 650)
    window.show()
    window.open_table(legislation("vote", 8), None, bot_pause_ms=10**9)
    qtbot.wait(10)
    small = [
        c
        for panel in window.findChildren(SeatPanel)
        for c in panel.findChildren(CardWidget)
        if c.isVisible() and isinstance(c.face, BillFace) and not c.interactive
    ]
    assert small and all(c.width() < 70 for c in small)
    card = small[0]
    assert not name_drawn_whole(card.face.title, _drawn(paint_bill, card.face, card.width()))  # too small
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert card.view is not None and card.view.isVisible()
    assert card.face.title in card.view.title.text() + card.view.text.text()
