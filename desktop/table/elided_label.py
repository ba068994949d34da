"""Labels that shorten lines that do not fit with "…" and keep the whole text in the tooltip.

Shortening is for text with no bound (a bill's title, a player's name, a list of riders): the widget
showing it says so with `may_elide`. Any other caption must fit whole (the layout test,
tests/desktop/layout_check.py, fails on a shortened caption whose widget is not marked).
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

W = TypeVar("W", bound=QWidget)
ELIDABLE = "elidable"  # the dynamic property may_elide sets


def may_elide(widget: W) -> W:
    """Mark `widget` as showing text with no bound, which it may shorten with "…" (whole in its tooltip)."""
    widget.setProperty(ELIDABLE, True)
    return widget


class ElidedLabel(QLabel):
    """Lines past the height are dropped (the last shown ends in "…"); nothing is ever cut mid-glyph."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full = text
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setAccessibleName(text)
        super().setText(text)

    def setText(self, text: str) -> None:  # noqa: N802
        self.full = text
        self.setAccessibleName(text)
        self._fit()

    def sizeHint(self) -> QSize:  # noqa: N802
        metrics = QFontMetrics(self.font())
        return QSize(120, metrics.height() * max(1, self.full.count("\n") + 1))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(40, QFontMetrics(self.font()).height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # dressed after it was placed: shorten it again
            self._fit()

    def _fit(self) -> None:
        metrics = QFontMetrics(self.font())
        room = self.contentsRect()
        lines = self.full.split("\n")
        fits = max(1, room.height() // max(1, metrics.height()))
        shown = lines[:fits]
        cut = len(shown) < len(lines)
        out = []
        for i, line in enumerate(shown):
            last = i == len(shown) - 1
            text = line + (" …" if last and cut else "")
            elided = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room.width())
            cut = cut or elided != text
            out.append(elided if not (last and cut and not elided.endswith("…")) else elided)
        if cut and out and not out[-1].endswith("…"):
            out[-1] = metrics.elidedText(out[-1] + " …", Qt.TextElideMode.ElideRight, room.width())
        super().setText("\n".join(out))
        self.setToolTip(self.full if cut else "")


class WrappedFacts(QLabel):
    """Word-wrapped lines of facts; when the room is too short, the last line that fits ends in "…"
    and the tooltip holds every line (plus `extra`, e.g. the full list the lines shortened)."""

    def __init__(self, text: str, extra: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full = text
        self.extra = extra
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.setAccessibleName(text)
        super().setText(text)
        self.setToolTip(extra)

    def setText(self, text: str) -> None:  # noqa: N802
        if text == self.full:
            return
        self.full = text
        self.setAccessibleName(text)
        self._fit()

    def set_facts(self, text: str, extra: str = "") -> None:
        """New lines and tooltip extra, in place (nothing happens when both are the same)."""
        if text == self.full and extra == self.extra:
            return
        self.full, self.extra = text, extra
        self.setAccessibleName(text)
        self._fit()

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(60, QFontMetrics(self.font()).height() * 2)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def text_height(self, width: int) -> int:
        """The height the shown text takes at `width` (what the fitting measures, whatever a subclass
        asks of the layout in heightForWidth)."""
        return QLabel.heightForWidth(self, width)

    def _fit(self) -> None:
        width = self.contentsRect().width()
        text = self.full
        super().setText(text)
        if self.text_height(width) <= self.height():
            self.setToolTip(self.extra)
            return
        lines = text.split("\n")
        while len(lines) > 1:  # the last lines go first, whole: the first (a bill's title) is the one read
            lines.pop()
            text = "\n".join(lines)
            # "…" says lines are left out; where it would push the kept lines past the room, the
            # tooltip alone holds them (a bill's whole title matters more than the mark).
            for shown in (text + " …", text):
                super().setText(shown)
                if self.text_height(width) <= self.height():
                    self.setToolTip("\n".join(t for t in (self.full, self.extra) if t))
                    return
        words = text.split(" ")
        while len(words) > 1:  # drop words from the end until it fits with "…"
            words.pop()
            super().setText(" ".join(words) + " …")
            if self.text_height(width) <= self.height():
                break
        self.setToolTip("\n".join(t for t in (self.full, self.extra) if t))

