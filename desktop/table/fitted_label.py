"""A one-line label that shows the longest of its wordings that fits, whole: never a caption cut with "…".

For text with a bound but no room to spare (a heading on a laptop's table): the label is given its
wordings, longest first ("Round 1 · agenda 1 · After the agenda is revealed", "Round 1 · agenda 1"),
and tries each at its own font, then a size or two smaller (never below `least_px`). A shorter wording
than the first puts the first in the tooltip.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class FittedLabel(QLabel):
    def __init__(self, forms: Sequence[str] = (), least_px: int = 14, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.forms: tuple[str, ...] = ()
        self.tip = ""  # more for the tooltip, after the first wording when a shorter one is shown
        self.least_px = least_px
        self._base: QFont = self.font()  # the font the label was given; smaller ones are tried from it
        self._fitting = False
        # Never wider than the room it is given: it picks a wording for that room instead.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.set_forms(forms)

    def set_forms(self, forms: Sequence[str], tip: str = "") -> None:
        """The wordings, longest first, and more for the tooltip (nothing happens when all are the same)."""
        forms = tuple(forms)
        if forms == self.forms and tip == self.tip:
            return
        self.forms, self.tip = forms, tip
        self.setAccessibleName(forms[0] if forms else "")
        self._fit()

    def sizeHint(self) -> QSize:  # noqa: N802
        metrics = QFontMetrics(self._base)
        return QSize(metrics.horizontalAdvance(self.forms[0]) if self.forms else 40, metrics.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(40, QFontMetrics(self._base).height())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and not self._fitting:  # dressed: the new base size
            self._base = QFont(self.font())
            self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def _sizes(self) -> list[float]:
        base = self._base.pixelSize() if self._base.pixelSize() > 0 else self._base.pointSizeF() * 96 / 72
        sizes = [base]
        while sizes[-1] - 1.5 >= self.least_px:
            sizes.append(sizes[-1] - 1.5)
        return sizes

    def _fit(self) -> None:
        if not self.forms:
            if self.text():
                super().setText("")
            return
        room = self.contentsRect().width() - 2 * self.margin()
        chosen, size = self.forms[-1], self._sizes()[-1]
        done = False
        for form in self.forms:
            for px in self._sizes():
                f = QFont(self._base)
                f.setPixelSize(round(px))
                if QFontMetrics(f).horizontalAdvance(form) <= room:
                    chosen, size, done = form, px, True
                    break
            if done:
                break
        f = QFont(self._base)
        f.setPixelSize(round(size))
        self._fitting = True
        try:
            if self.font() != f:
                self.setFont(f)
            if self.text() != chosen:
                super().setText(chosen)
        finally:
            self._fitting = False
        whole = self.forms[0] if chosen != self.forms[0] else ""
        tip = "\n".join(t for t in (whole, self.tip) if t)
        if self.toolTip() != tip:
            self.setToolTip(tip)
