"""A combo box that asks for room for its longest item and, given less, ends its text in "…" (the whole
of it in the tooltip) instead of clipping it mid-letter ("Keine Fraktion ge")."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QStylePainter, QWidget


class FittedCombo(QComboBox):
    """`least`: the characters it keeps when squeezed (its minimum size), and `whole` a text it keeps whole
    even then (the choice most seats keep, "No faction"); `label`: what the tooltip says before the
    chosen item's whole text, when that is shortened."""

    def __init__(
        self, parent: QWidget | None = None, *, least: int = 10, label: str = "", wide: bool = True
    ) -> None:
        super().__init__(parent)
        self.label = label
        self.whole = ""
        # `wide`: it asks for its longest item's width (a form that must not widen asks for `least`).
        policy = QComboBox.SizeAdjustPolicy
        self.setSizeAdjustPolicy(
            policy.AdjustToContents if wide else policy.AdjustToMinimumContentsLengthWithIcon
        )
        self.setMinimumContentsLength(least)
        self.currentIndexChanged.connect(lambda _i: self.refresh_tooltip())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        # `least` characters and the arrow: what the layout may squeeze it to (the text then elides).
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        metrics = self.fontMetrics()
        least = metrics.horizontalAdvance("x") * self.minimumContentsLength()
        text = QSize(max(least, metrics.horizontalAdvance(self.whole) + 4), 0)
        size = self.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, opt, text, self)
        return QSize(size.width(), super().minimumSizeHint().height())

    def text_room(self) -> int:
        """The width the chosen item's text is drawn in."""
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, opt, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        return field.width() - 2

    def shown_text(self) -> str:
        """The chosen item's text as drawn: whole, or shortened with "…" to the room there is."""
        elide = Qt.TextElideMode.ElideRight
        return self.fontMetrics().elidedText(self.currentText(), elide, self.text_room())

    def refresh_tooltip(self) -> None:
        whole = self.currentText()
        if not self.label:
            self.setToolTip(whole)
        elif self.shown_text() != whole:
            self.setToolTip(f"{self.label}: {whole}")
        else:
            self.setToolTip(self.label)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.refresh_tooltip()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QStylePainter(self)
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        opt.currentText = self.shown_text()
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, opt)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, opt)
