"""Lays seat panels round an oval table: the shared board in the middle, the viewer's seat at the bottom."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRect, QRectF, QSize
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPixmap, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QWidget

from desktop.cards.card_widget import CardWidget
from desktop.cards.painters import CARD_RATIO

_FELT: dict[tuple[int, int, float], QPixmap] = {}


def _height(seat: QWidget, width: int) -> int:
    """The seat's height at this width, tall enough for its wrapped lines."""
    hint = seat.sizeHint().height()
    if seat.hasHeightForWidth():
        return max(hint, seat.heightForWidth(width))
    return hint


# The places round the table, clockwise from the bottom middle (the keyboard): B(ottom), M(iddle),
# T(op) rows by L(eft), C(entre), R(ight) columns. Which places a table of n seats uses: the seats
# sit on the edge of a 3x3 grid, so no two can meet, and the shared board takes the middle.
CLOCKWISE = ("BC", "BL", "ML", "TL", "TC", "TR", "MR", "BR")
PLACES = {
    1: ("BC",),
    2: ("BC", "TC"),
    3: ("BC", "TL", "TR"),
    4: ("BC", "ML", "TC", "MR"),
    5: ("BC", "ML", "TL", "TR", "MR"),
    6: ("BC", "ML", "TL", "TC", "TR", "MR"),
    7: ("BC", "BL", "ML", "TL", "TR", "MR", "BR"),
    8: CLOCKWISE,
}
GAP = 6
SIDE_SHARE = 0.32  # of the width, for each side column; the middle column gets the rest


def places(n: int) -> tuple[str, ...]:
    return PLACES.get(n, CLOCKWISE[:n])


def plan(
    w: int,
    h: int,
    where: tuple[str, ...],
    height_at: list[Callable[[int], int]],
    centre_least: QSize | None = None,
) -> tuple[list[QRect], QRect]:
    """The seats' rectangles (by `where`) and the middle board's, in a w x h ring.

    `height_at[i](width)` is seat i's height at that width. Rows are as tall as their tallest seat;
    the middle row (and the board) takes what is left, and the board widens into any empty side.
    """
    used = set(where)
    side = round((w - 2 * GAP) * SIDE_SHARE)
    mid = w - 2 * side - 2 * GAP
    col_x = {"L": 0, "C": side + GAP, "R": side + mid + 2 * GAP}
    col_w = {"L": side, "C": mid, "R": side}
    if not used & {"TL", "TR", "BL", "BR", "ML", "MR"}:
        col_x["C"], col_w["C"] = 0, w  # only top and bottom middle: they may be as wide as the table
    heights = [fn(col_w[p[1]]) for fn, p in zip(height_at, where, strict=True)]
    top = max((hh for hh, p in zip(heights, where, strict=True) if p[0] == "T"), default=0)
    bottom = max((hh for hh, p in zip(heights, where, strict=True) if p[0] == "B"), default=0)
    # Rows that would leave the middle too little: each row gets its share and the seats shrink
    # their cards to it (fit_cards). The middle keeps at least a third, or what its board needs.
    least = centre_least.height() if centre_least is not None else 0
    middle_need = max(
        [least, *(hh for hh, p in zip(heights, where, strict=True) if p[0] == "M")], default=least
    )
    rows = (top > 0) + (bottom > 0)
    if rows and top + bottom + middle_need + GAP * rows > h:
        share = max(60, (h - GAP * rows - min(middle_need, h // 3)) // rows)
        top, bottom = min(top, share), min(bottom, share)
    mid_top = top + GAP if top else 0
    mid_h = max(0, h - mid_top - (bottom + GAP if bottom else 0))
    rects = []
    for hh, p in zip(heights, where, strict=True):
        x, cw = col_x[p[1]], col_w[p[1]]
        if p[0] == "T":
            y, hh = 0, min(hh, top)
        elif p[0] == "B":
            y, hh = h - bottom, min(hh, bottom)
        else:
            hh = min(hh, mid_h)
            y = mid_top + (mid_h - hh) // 2
        rects.append(QRect(x, y, cw, hh))
    left = side + GAP if "ML" in used else 0
    right = w - side - GAP if "MR" in used else w
    centre = QRect(left, mid_top, right - left, mid_h)
    # An empty top middle: the board may rise into it, within the middle column.
    if "TC" not in used and top and centre_least is not None and centre_least.height() > mid_h:
        centre = QRect(col_x["C"], 0, col_w["C"], mid_top + mid_h)
    return rects, centre


SMALLEST_CARD = 40  # a card narrower than this is no longer worth showing; the panel is clipped instead


def fit_cards(widget: QWidget, width: int, height: int, *, in_a_row: bool = False) -> bool:
    """Shrink (or grow back) the cards inside `widget` so that it needs no more than `height` at `width`
    (and, for cards `in_a_row`, no more than `width` either: the middle's deck and bill on the floor).

    Cards remember the width they were built at (their "natural" width) and never grow past it; all
    shrink by the same factor, so a seat's cards stay alike. Enlarge a card to read it (card_view.py).
    True if a card's size changed.
    """
    scalable = {c: c.natural_width for c in widget.findChildren(CardWidget) if c.natural_width is not None}
    cards = list(scalable)
    if not cards:
        return False
    tallest = max(c.height() for c in cards)
    need = widget.heightForWidth(width) if widget.hasHeightForWidth() else widget.sizeHint().height()
    natural = max(round(n * CARD_RATIO) for n in scalable.values())
    target = min(natural, tallest - (need - height))
    if in_a_row:
        # What the row needs besides its cards does not change with them: the cards share the rest.
        row = sum(c.width() for c in cards if c.isVisibleTo(widget))
        besides = widget.minimumSizeHint().width() - row
        at_most = sum(n for c, n in scalable.items() if c.isVisibleTo(widget))
        if at_most and besides + at_most > width:
            target = min(target, round(natural * max(0.0, width - besides) / at_most))
    if target == tallest:
        return False
    factor = max(target, round(SMALLEST_CARD * CARD_RATIO)) / natural
    changed = False
    for c, n in scalable.items():
        width = max(SMALLEST_CARD, round(n * factor))
        changed = changed or c.width() != width
        c.set_width(width)
    return changed


class SeatRing(QWidget):
    """Seats go clockwise from the bottom (the keyboard) round the felt; `centre` fills the middle."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SeatRing")
        self.seats: list[QWidget] = []
        self.centre: QWidget | None = None
        # The tallest each place has needed at its width: a row never shrinks while the table is the
        # same size, so a seat's line that comes and goes ("has voted") moves no other seat (moving
        # every seat repaints the whole table).
        self._tallest: dict[tuple[str, int], int] = {}

    def set_content(self, seats: list[QWidget], centre: QWidget | None) -> None:
        """Show these seats and this centre; widgets no longer shown go, those kept stay put."""
        keep = set(map(id, seats)) | ({id(centre)} if centre is not None else set())
        for w in self.seats + ([self.centre] if self.centre else []):
            if id(w) not in keep:
                w.hide()
                w.deleteLater()
        self.seats = seats
        self.centre = centre
        for w in seats + ([centre] if centre else []):
            if w.parent() is not self:
                w.setParent(self)
            if w.isHidden():  # a kept seat is already showing: show() again still costs a pass
                w.show()
        resized = self._layout()
        # Placed once: the seats told their new look have asked (by queued requests) to lay out their own
        # lines again, and each would then ask the ring to place them again, with the sizes just used.
        # Their lines are laid out now, at the places just given, and the ring's request is dropped,
        # unless cards were shrunk or grown just now (the seats' sizes changed: the ring looks again).
        for w in [*seats, *([centre] if centre is not None else [])]:
            inner = w.layout()
            if inner is not None:
                inner.activate()
        if not resized:
            QCoreApplication.removePostedEvents(self, QEvent.Type.LayoutRequest)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        self._tallest.clear()
        self._layout()

    def event(self, event: QEvent) -> bool:
        # A seat's size hint changed (its fonts were set, a line was added): place the seats again.
        if event.type() == QEvent.Type.LayoutRequest:
            self._layout()
        return super().event(event)

    def _layout(self) -> bool:
        """Place the seats and the centre; True if any card was shrunk or grown to fit."""
        n = len(self.seats)
        if n == 0:
            return False
        where = places(n)
        if len(self._tallest) > 64:
            self._tallest.clear()

        def tallest(seat: QWidget, place: str, width: int) -> int:
            need = max(_height(seat, width), self._tallest.get((place, width), 0))
            self._tallest[(place, width)] = need
            return need

        def height_at(seat: QWidget, place: str) -> Callable[[int], int]:
            return lambda width: tallest(seat, place, width)

        heights = [height_at(s, p) for s, p in zip(self.seats, where, strict=True)]
        least = self.centre.minimumSizeHint() if self.centre is not None else None
        rects, centre = plan(self.width(), self.height(), where, heights, least)
        if self.centre is not None and self.centre.hasHeightForWidth():
            # Wrapped rows of buttons need more height at the width the board got: ask for it.
            need = self.centre.heightForWidth(centre.width())
            if need > centre.height() and least is not None:
                rects, centre = plan(self.width(), self.height(), where, heights, QSize(least.width(), need))
        resized = False
        for seat, rect in zip(self.seats, rects, strict=True):
            resized = fit_cards(seat, rect.width(), rect.height()) or resized
            if seat.geometry() != rect:
                seat.setGeometry(rect)
        if self.centre is not None:
            resized = fit_cards(self.centre, centre.width(), centre.height(), in_a_row=True) or resized
            if self.centre.geometry() != centre:
                self.centre.setGeometry(centre)
        return resized

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._felt())
        painter.end()

    def _felt(self) -> QPixmap:
        """The oval table, painted once per size and screen scale (a big antialiased fill is slow)."""
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio)
        cached = _FELT.get(key)
        if cached is not None:
            return cached
        pixmap = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(QColor("#173d27"))
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(30, 30, -30, -30)
        grad = QRadialGradient(QPointF(rect.center()), max(rect.width(), rect.height()) / 1.6)
        grad.setColorAt(0, QColor("#2f7a4b"))
        grad.setColorAt(1, QColor("#1b4d2f"))
        painter.setBrush(grad)
        painter.setPen(QPen(QColor("#5a3a1e"), 14))
        painter.drawRoundedRect(rect, rect.height() / 2.4, rect.height() / 2.4)
        painter.end()
        if len(_FELT) >= 4:  # a few sizes: the ring may flip between two heights as a bar below grows
            _FELT.pop(next(iter(_FELT)))
        _FELT[key] = pixmap
        return pixmap
