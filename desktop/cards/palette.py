"""Colours shared by every card painter: card stock, ink, selection, backs, good and bad numbers."""

from __future__ import annotations

from PySide6.QtGui import QColor

CARD_STOCK = QColor("#fbf7ee")
CARD_EDGE = QColor("#3b3326")
INK = QColor("#1f1b16")
MUTED_INK = QColor("#6b6256")
SELECTED = QColor("#f2b632")
FOCUS = QColor("#2d7ff9")
BACK = QColor("#7b2d26")
BACK_PATTERN = QColor("#a4463c")

POSITIVE = QColor("#1e8c3a")
NEGATIVE = QColor("#b3261e")
NEUTRAL = QColor("#8a8378")
