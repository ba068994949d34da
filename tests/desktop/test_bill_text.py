"""A bill's text on the table: its scores keep their sign at every size a table draws them ("+1" drawn as
"1" says another thing), the bill on the floor is named in full beside its card, the piles' captions fit."""

from __future__ import annotations

import pytest
from layout_check import _TextSizes, window_size
from moments import legislation, plain_move
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QPainter, QPixmap
from PySide6.QtWidgets import QPushButton

from desktop.cards.card_widget import CardWidget
from desktop.legislation.bill_card import paint_bill, score_text
from desktop.legislation.card_faces import BillFace
from desktop.table.elided_label import WrappedFacts
from desktop.table.seat_panel import SeatPanel


def _drawn(face: BillFace, width: int) -> list[tuple[float, str]]:
    """The texts painted on `face` in a card `width` px wide (the rectangle CardWidget paints in)."""
    height = round(width * 1.4)
    picture = QPixmap(width, height)
    painter = QPainter(picture)
    sizes = _TextSizes(painter)
    paint_bill(sizes, QRectF(2, 6, width - 6, height - 10), face)  # type: ignore[arg-type]
    painter.end()
    return sizes.drawn


def _signs_kept(face: BillFace, drawn: list[tuple[float, str]]) -> list[str]:
    """Each positive score ("+1") the face shows that was not drawn with its "+" as often as it occurs."""
    texts = [text for _px, text in drawn]
    shown = [*face.scores, *(() if face.worth is None else (face.worth,))]
    return sorted(
        {
            score_text(s)
            for s in shown
            if s > 0 and sum(score_text(s) in t for t in texts) < shown.count(s)
        }
    )


@pytest.mark.parametrize("width", range(40, 72, 2))
def test_a_positive_score_keeps_its_plus_on_a_narrow_bill(qapp, width):
    face = BillFace(40, "Spending Cap Act", (1, -1, 2, 0), worth=1)
    drawn = _drawn(face, width)
    assert _signs_kept(face, drawn) == [], f"{width} px: drew {[t for _px, t in drawn]}"
    assert "1" not in [t for _px, t in drawn] and "2" not in [t for _px, t in drawn]
    assert min(px for px, _t in drawn) >= 12


def test_score_ink_stays_inside_its_tile_at_the_smallest_card(qapp):
    """At the narrowest card a seat panel shows (40 px) the condensed "+1" still fits its tile."""
    from desktop.legislation.bill_card import score_font

    rect_w = 40 - 6
    pad, gap = rect_w * 0.05, rect_w * 0.05 * 0.5
    cell = (rect_w - 2 * pad - gap) / 2
    f = score_font("+1", cell - 2, 12)
    assert f.pixelSize() >= 12
    assert QFontMetricsF(f).tightBoundingRect("+1").width() <= cell


def _voted_table(qtbot, screen: str):
    """Eight seats, seven of them have voted on the bill on the floor; seat 0 is to vote."""
    from desktop.main_window import MainWindow

    session = legislation("vote", 8)
    for seat in list(session.to_act()):
        if seat != 0:
            session.apply(plain_move("legislation", session, seat))
    assert session.to_act() == (0,) and len(session.view(0).voted) == 7
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*window_size(screen))
    window.show()
    window.open_table(session, None, bot_pause_ms=10**9)
    window.resize(*window_size(screen))
    qtbot.wait(20)
    return window, session


def test_seat_panel_bills_keep_their_signs_while_seats_have_voted_at_1280x720(qtbot):
    """Eight seats at 1280x720, seven of them have voted (a status note more in their panels): every
    bill on the table still draws "+1" where it has +1."""
    window, _session = _voted_table(qtbot, "1280x720")
    bills = [c for c in window.findChildren(CardWidget) if c.isVisible() and isinstance(c.face, BillFace)]
    small = [c for c in bills if c.width() < 70]
    assert small, "the seat panels show their bills in the compact form"
    faults = {}
    for card in bills:
        missing = _signs_kept(card.face, _drawn(card.face, card.width()))
        if missing:
            faults[f"bill {card.face.number} at {card.width()} px"] = missing
    assert faults == {}


def test_has_voted_shares_the_status_line_so_the_bills_keep_their_size(qtbot):
    """ "has voted" joins the seat's status line (where it fits) instead of taking a line of its own,
    which would shrink the panel's bills on a laptop."""
    window, _session = _voted_table(qtbot, "1280x720")
    panels = [p for p in window.findChildren(SeatPanel) if p.isVisible()]
    voted = [p for p in panels if "has voted" in p.status_label.text().replace("\u00a0", " ")]
    assert voted
    for panel in voted:
        assert "\n" not in panel.status_label.text()
        metrics = panel.status_label.fontMetrics()
        assert panel.status_label.height() < 2 * metrics.height(), panel.status_label.text()


@pytest.mark.parametrize("language", ["en", "de", "ru"])
@pytest.mark.parametrize("screen", ["1280x720", "1366x768"])
def test_the_bill_on_the_floor_is_named_in_full_and_the_pile_captions_fit(qtbot, qapp, screen, language):
    """Eight seats on a laptop: the floor's card is too small for its title, so the facts beside it give
    the whole title; the Passed and Failed buttons keep their counts readable ("✓ 2" when narrow)."""
    from desktop.legislation.bill_titles import bill_title
    from desktop.translations import install_translations, remove_translations

    translators = install_translations(qapp, language)
    try:
        window, session = _voted_table(qtbot, screen)
        floor = session.view(0).floor
        facts = window.findChild(WrappedFacts)
        assert facts is not None and facts.isVisible()
        shown = facts.text().replace("\n", " ")
        assert bill_title(floor) in shown, f"{shown!r} lacks the floor bill's title"
        counts = {"passed": len(session.view(0).table.passed), "failed": len(session.view(0).table.failed)}
        shown = []
        for key, mark in (("passed", "✓"), ("failed", "✗")):
            button = window.findChild(QPushButton, f"pile_{key}")
            metrics = QFontMetricsF(button.font())
            assert metrics.horizontalAdvance(button.text()) + 8 <= button.width(), button.text()
            long = button.accessibleName()  # "Passed (2)…", as the language has it
            assert f"({counts[key]})" in long
            # The whole caption, or the short one: a drawn pile and the count, never one cut to
            # "Passed (…", nor "✓ 2", which beside the bill on the floor read like its votes
            assert button.text() in (long, str(counts[key])), button.text()
            assert mark not in button.text()
            assert button.icon().isNull() == (button.text() == long)
            if button.text() != long:
                assert long in button.toolTip()
            shown.append(button.text() == long)
        assert shown[0] == shown[1], "both piles in the same form"
    finally:
        remove_translations(qapp, translators)


def test_the_floor_bill_on_a_large_screen_writes_its_whole_title(qtbot):
    """With room to spare (1920x1080) the card on the floor grows until its title is whole on it."""
    window, session = _voted_table(qtbot, "1920x1080")
    floor = window.findChild(CardWidget, "FloorBill")
    assert floor is not None and floor.isVisible()
    drawn = " ".join(text.replace("\n", " ") for _px, text in _drawn(floor.face, floor.width()))
    assert all(word in drawn.split() for word in floor.face.title.split()), (floor.width(), drawn)
