"""The band under the table: the prompt for the seat at the keyboard and its move buttons."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

HEIGHT = 64  # fixed: a longer hint or other buttons must not resize (and repaint) the whole table


def action_bar() -> tuple[QWidget, QLabel, QHBoxLayout]:
    """The bar, its word-wrapped hint label and the layout the board puts its buttons in."""
    bar = QWidget()
    bar.setObjectName("ActionBar")
    bar.setFixedHeight(HEIGHT)
    row = QHBoxLayout(bar)
    row.setContentsMargins(14, 8, 14, 8)
    hint = QLabel()
    hint.setObjectName("ActionHint")
    hint.setWordWrap(True)
    row.addWidget(hint, 1)
    buttons = QHBoxLayout()
    row.addLayout(buttons)
    return bar, hint, buttons
