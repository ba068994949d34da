"""Players' text (seat and session names) is shown as typed, never as markup.

A QLabel guesses rich text from its content (Qt::AutoText), so a seat named
`<span style="font-size:40pt">YOUR TURN</span>` would draw big and red on the curtain. Quorum
shows no markup anywhere on the table, so every label there is set to plain text.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

PLAIN = Qt.TextFormat.PlainText


def plain_labels(widget: QWidget) -> None:
    """Set `widget` (if a label) and every label inside it to plain text."""
    if isinstance(widget, QLabel):
        widget.setTextFormat(PLAIN)
    for label in widget.findChildren(QLabel):
        if label.textFormat() != PLAIN:
            label.setTextFormat(PLAIN)
