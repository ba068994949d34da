"""The band under the table: the prompt for the seat at the keyboard and its move buttons."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

HEIGHT = 64  # fixed: a longer hint or other buttons must not resize (and repaint) the whole table


class BarHint(QLabel):
    """The bar's word-wrapped hint. In a bar of a fixed height it says it has no height for a width: asked
    on every layout pass up the window (a button's new caption starts one), measuring its words took half
    of a hand-card pick, and the height found was always the bar's. A bar that may grow (by a line for a long
    hint) asks it as any wrapped label."""

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        bar = self.parentWidget()
        if bar is not None and bar.minimumHeight() == bar.maximumHeight():
            return False
        return super().hasHeightForWidth()


def action_bar() -> tuple[QWidget, QLabel, QHBoxLayout]:
    """The bar, its word-wrapped hint label and the layout the board puts its buttons in."""
    bar = QWidget()
    bar.setObjectName("ActionBar")
    bar.setFixedHeight(HEIGHT)
    row = QHBoxLayout(bar)
    row.setContentsMargins(14, 8, 14, 8)
    hint = BarHint()
    hint.setObjectName("ActionHint")
    hint.setWordWrap(True)
    row.addWidget(hint, 1)
    buttons = QHBoxLayout()
    row.addLayout(buttons)
    return bar, hint, buttons
