"""Pledge tokens on a bill (desktop/legislation/bill_card.py): however many are laid, they stay in the
room the card gives them (never over the bill's number or its worth, never off the card), and a Pledge's
letters read on every seat colour."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from desktop.legislation.bill_card import paint_bill
from desktop.legislation.card_faces import BillFace, TokenMark
from desktop.seat_colours import SEAT_COLOURS

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Fay", "Gus", "Hal")
SIZES = [(57, 80), (60, 85), (88, 124), (115, 150), (300, 420)]  # seat panel, deal, hand, floor, preview
MARGIN = 30  # painted inside a larger image: ink outside the card shows


def _painted(w: int, h: int, tokens: tuple[TokenMark, ...]) -> QImage:
    face = BillFace(12, "Civil Rights Infrastructure Act", (1, -1, 1, 0), tokens, (2,), 2)
    image = QImage(w + 2 * MARGIN, h + 2 * MARGIN, QImage.Format.Format_ARGB32)
    image.fill(QColor("#123456"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_bill(p, QRectF(MARGIN, MARGIN, w, h), face)
    p.end()
    return image


def _tokens(n: int) -> tuple[TokenMark, ...]:
    return tuple(TokenMark(SEAT_COLOURS[i], NAMES[i], i % 3 != 2) for i in range(n))


@pytest.mark.parametrize(("w", "h"), SIZES)
@pytest.mark.parametrize("count", [1, 2, 3, 5, 8])
def test_tokens_never_cover_the_number_nor_leave_the_card(qapp, w, h, count):
    bare, marked = _painted(w, h, ()), _painted(w, h, _tokens(count))
    # The number and the worth beside it: the card's top band, down to below the medallion.
    r = max(w * 0.15, 12 * 0.7)
    pad = w * (0.05 if w < 70 else 0.07)
    band = int(MARGIN + pad + 2 * r)
    assert bare.copy(0, 0, bare.width(), band) == marked.copy(0, 0, marked.width(), band)
    # Nothing beside or below the card either.
    assert bare.copy(0, 0, MARGIN, bare.height()) == marked.copy(0, 0, MARGIN, marked.height())
    right = MARGIN + w
    assert bare.copy(right, 0, MARGIN, bare.height()) == marked.copy(right, 0, MARGIN, marked.height())


def _luminance(c: QColor) -> float:
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())


def _contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("colour", SEAT_COLOURS)
def test_a_pledge_reads_on_every_seat_colour(qapp, colour):
    image = _painted(300, 420, (TokenMark(colour, "Carol", True),))
    fill = QColor(colour)
    spots = [
        (x, y)
        for y in range(image.height())
        for x in range(image.width())
        if QColor(image.pixel(x, y)).rgb() == fill.rgb()
    ]
    assert spots, "the badge is filled with the seat's colour"
    xs, ys = [x for x, _ in spots], [y for _, y in spots]
    # The letters: inside the badge, clear of its outline, the pixels farthest from its colour.
    inside = [
        QColor(image.pixel(x, y))
        for y in range(min(ys) + 3, max(ys) - 2)
        for x in range(min(xs) + 3, max(xs) - 2)
    ]
    best = max(_contrast(fill, c) for c in inside)
    assert best >= 4.5, f"the letters on {colour} reach a contrast of {best:.2f}"


@pytest.mark.parametrize(("w", "h"), [(57, 70), (59, 72), (80, 100)])
def test_a_short_seat_card_keeps_its_pledge_badges(qapp, w, h):
    """A seat panel's bill made shorter (the window lost height to a status message) dropped its A✓/D✓
    badges in every seat's view: the badges keep their line, the score tiles give up their margin."""
    colour = QColor(SEAT_COLOURS[3])
    image = _painted(w, h, (TokenMark(SEAT_COLOURS[3], "Dave", True),))
    filled = sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if QColor(image.pixel(x, y)).rgb() == colour.rgb()
    )
    assert filled >= 40, "the Pledge badge is drawn, filled with the seat's colour"
