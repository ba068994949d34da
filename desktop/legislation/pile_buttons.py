"""The Passed and Failed buttons in the middle of the table: each pile's count, readable at any width.

Where the middle is too narrow for "Passed (2)…" and "Failed (4)…" side by side (eight seats on a
1280x720 laptop, in German or Russian), both buttons show a small pile of green or red cards and the
count instead: a short form chosen whole, never a caption cut to "Passed (…" that hides the count, and
not "✓ 2 / ✗ 4", which beside the bill on the floor read like its votes. The tooltip names the pile.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import QPushButton, QSizePolicy, QStyle, QStyleOptionButton, QWidget

from desktop.translations import tr

PILES = ("passed", "failed")
MARKS = {"passed": "✓", "failed": "✗"}
PILE_COLOURS = {"passed": "#2e9b55", "failed": "#c0392b"}
ICON = QSize(18, 18)


@cache  # drawn once a pile: a ballot's reveal changes a count, and a repaint must stay within a frame
def pile_icon(pile: str) -> QIcon:
    """Three cards fanned in the pile's colour, its mark on the top one: a pile, not a vote."""
    pixmap = QPixmap(ICON * 2)
    pixmap.setDevicePixelRatio(2)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = QColor(PILE_COLOURS[pile])
    for i in range(3):
        p.setPen(QPen(QColor("#1f1b16"), 1))
        p.setBrush(colour.lighter(100 + 25 * (2 - i)))
        p.drawRoundedRect(QRectF(1 + 2 * i, 5 - 2 * i, 10, 12), 2, 2)
    p.setPen(QColor("white"))
    p.setFont(QFont(p.font().family(), 7, QFont.Weight.Bold))
    p.drawText(QRectF(5, 1, 10, 12), int(Qt.AlignmentFlag.AlignCenter), MARKS[pile])
    p.end()
    return QIcon(pixmap)


GAP = 6


class PileButtons(QWidget):
    """Two buttons, `buttons["passed"]` and `buttons["failed"]`, placed by hand: both long or both short."""

    def __init__(self, show_pile: Callable[[str], object]) -> None:
        super().__init__()
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.counts: tuple[int, int] | None = None
        self.forms: dict[str, tuple[str, str]] = {}  # pile: (long caption, short caption)
        self.buttons: dict[str, QPushButton] = {}
        for key in PILES:
            b = QPushButton(self)
            b.setObjectName(f"pile_{key}")
            b.clicked.connect(lambda _c=False, k=key: show_pile(k))
            self.buttons[key] = b
        self.short = False

    def set_counts(self, passed: int, failed: int) -> None:
        """The piles' sizes (nothing happens when they are the same); an empty pile cannot be opened."""
        if self.counts == (passed, failed):
            return
        self.counts = (passed, failed)
        for key, n in zip(PILES, self.counts, strict=True):
            long = tr("Passed (%n)…", "", n) if key == "passed" else tr("Failed (%n)…", "", n)
            self.forms[key] = (long, str(n))
            button = self.buttons[key]
            button.setAccessibleName(long)
            button.setEnabled(n > 0)
        self._fit()
        self.updateGeometry()

    def _widths(self, short: bool) -> list[int]:
        out = []
        for key in PILES:
            button = self.buttons[key]
            text = self.forms[key][short] if self.forms else ""
            option = QStyleOptionButton()
            button.initStyleOption(option)
            option.text = text
            metrics = button.fontMetrics()
            icon = ICON.width() + 4 if short else 0  # the pile drawn before the count
            inner = QSize(metrics.horizontalAdvance(text) + icon, metrics.height())
            size = button.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, option, inner, button)
            out.append(size.width())
        return out

    def _height(self) -> int:
        b = self.buttons["passed"]
        return max(b.sizeHint().height(), b.minimumHeight())  # the table dresses its buttons taller

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(sum(self._widths(False)) + GAP, self._height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(sum(self._widths(True)) + GAP, self._height())

    def event(self, event: QEvent) -> bool:
        # A button dressed or re-styled after it was made asks its parent to lay out again: its size
        # hint changed, so this widget's did.
        if event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
            self._fit()
        return super().event(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.updateGeometry()
            self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        if not self.forms:
            return
        widths = self._widths(False)
        self.short = sum(widths) + GAP > self.width()
        if self.short:
            widths = self._widths(True)  # the long forms measured above are not the ones shown
        x = 0
        for key, width in zip(PILES, widths, strict=True):
            button = self.buttons[key]
            long, short = self.forms[key]
            text = short if self.short else long
            if button.text() != text:
                button.setText(text)
                button.setIcon(pile_icon(key) if self.short else QIcon())
            tip = tr("See the bills in this pile")
            button.setToolTip(f"{long}\n{tip}" if self.short else tip)
            button.setGeometry(x, 0, width, self.height())
            x += width + GAP
