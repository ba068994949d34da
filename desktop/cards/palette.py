"""Colours shared by every card painter: the four Legislation agendas, TI4 traits, card stock."""

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

# Legislation's four agenda columns, in the bill chart's order.
AGENDA_COLOURS = (QColor("#7d4cc2"), QColor("#c0392b"), QColor("#1e8c5a"), QColor("#1f5fa8"))
POSITIVE = QColor("#1e8c3a")
NEGATIVE = QColor("#b3261e")
NEUTRAL = QColor("#8a8378")

TRAIT_COLOURS = {
    "cultural": QColor("#2f6fbf"),
    "hazardous": QColor("#c0392b"),
    "industrial": QColor("#2e9b55"),
    "": QColor("#6b6256"),
}
LAW = QColor("#1f4e8c")
DIRECTIVE = QColor("#8c5a1f")
ACTION = QColor("#7a2e8c")
