"""Translated names, short labels and colours of Legislation's four agendas (columns of the bill chart)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

# The four agenda columns, in the bill chart's order.
AGENDA_COLOURS = (QColor("#7d4cc2"), QColor("#c0392b"), QColor("#1e8c5a"), QColor("#1f5fa8"))


def agenda_name(column: int) -> str:
    return (
        QCoreApplication.translate("Agendas", "Social Progressive"),
        QCoreApplication.translate("Agendas", "Social Conservative"),
        QCoreApplication.translate("Agendas", "Fiscal Progressive"),
        QCoreApplication.translate("Agendas", "Fiscal Conservative"),
    )[column]


def agenda_short(column: int) -> str:
    return (
        QCoreApplication.translate("Agendas", "SP"),
        QCoreApplication.translate("Agendas", "SC"),
        QCoreApplication.translate("Agendas", "FP"),
        QCoreApplication.translate("Agendas", "FC"),
    )[column]
