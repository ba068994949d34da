"""Translated names and short labels of Legislation's four agendas (columns of the bill chart)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def agenda_name(column: int) -> str:
    tr = QCoreApplication.translate
    return (
        tr("Agendas", "Social Progressive"),
        tr("Agendas", "Social Conservative"),
        tr("Agendas", "Fiscal Progressive"),
        tr("Agendas", "Fiscal Conservative"),
    )[column]


def agenda_short(column: int) -> str:
    tr = QCoreApplication.translate
    return (tr("Agendas", "SP"), tr("Agendas", "SC"), tr("Agendas", "FP"), tr("Agendas", "FC"))[column]
