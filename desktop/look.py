"""The style sheet for the pages around the table (start page, new game, side panel, curtain, end).

It is set on those pages only, never on the whole application: on the table itself Qt's style-sheet
engine would cost more than a frame per move (see desktop/table/felt.py for how the table is dressed).
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QDir
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QComboBox, QStyledItemDelegate, QWidget

from desktop.assets import asset


@cache
def style_sheet() -> str:
    # url(quorum:check.png) in the sheet names assets/icons/check.png (the tick and the field arrows).
    QDir.addSearchPath("quorum", str(asset("icons")))
    path = asset("styles", "table.qss")
    return path.read_text(encoding="utf-8") if path.exists() else ""


def apply_style(widget: QWidget) -> None:
    widget.setStyleSheet(style_sheet())


def list_popup(combo: QComboBox) -> QComboBox:
    """Let the style sheet draw the combo box's list (hovered and chosen items in gold, dark text):
    Qt's default menu-like popup ignores the sheet's item rules."""
    combo.setItemDelegate(QStyledItemDelegate(combo))
    return combo


def set_app_palette(app: QApplication) -> None:
    """Green baize behind everything, light text on it; dialogs keep light fields."""
    p = app.palette()
    p.setColor(QPalette.ColorRole.Window, QColor("#173d27"))
    p.setColor(QPalette.ColorRole.WindowText, QColor("#f5efe0"))
    p.setColor(QPalette.ColorRole.Base, QColor("#fbf7ee"))
    p.setColor(QPalette.ColorRole.Text, QColor("#1f1b16"))
    p.setColor(QPalette.ColorRole.Button, QColor("#f3ead7"))
    p.setColor(QPalette.ColorRole.ButtonText, QColor("#1f1b16"))
    p.setColor(QPalette.ColorRole.Highlight, QColor("#f2b632"))
    p.setColor(QPalette.ColorRole.HighlightedText, QColor("#1f1b16"))
    p.setColor(QPalette.ColorRole.ToolTipBase, QColor("#fbf7ee"))
    p.setColor(QPalette.ColorRole.ToolTipText, QColor("#1f1b16"))
    app.setPalette(p)
