"""Translated names and short labels of Legislation's four agendas (columns of the bill chart)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


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
