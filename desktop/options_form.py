"""A form generated from a game's options dataclass: a check box, spin box or choice per field."""

from __future__ import annotations

import dataclasses
import typing
from enum import Enum
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from desktop.fitted_combo import FittedCombo
from desktop.look import list_popup
from games.core.game import RULES_VERSION

# px: the widest an option's label is laid out; a longer one wraps (the seats beside it leave the options
# about 440 px at 1280x720 in Russian: label, editor and scroll bar)
LABEL_MOST = 240

# Per game and field: a translated label, and for fields with few legal values, the choices.
OptionChoices = dict[str, list[tuple[Any, str]]]


class WheelScrolls(QObject):
    """The wheel over a number or a list that was not clicked scrolls the form, not the value: rolling
    down the options changed "Starting trade goods" under the pointer."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget) or watched.hasFocus():
            return False
        area = watched.parentWidget()
        while area is not None and not isinstance(area, QAbstractScrollArea):
            area = area.parentWidget()
        if area is not None:  # handed to the scroll area around the form
            QApplication.sendEvent(area.verticalScrollBar(), event)
        return True


class OptionsForm(QWidget):
    def __init__(
        self,
        options_type: type,
        defaults: Any,
        labels: dict[str, str],
        choices: OptionChoices,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.options_type = options_type
        self.editors: dict[str, tuple[QWidget, Any]] = {}
        self.defaults = defaults
        layout = QFormLayout(self)
        self.wheel = WheelScrolls(self)
        hints = typing.get_type_hints(options_type)
        # A rules version is the current one in every new game (even one started from an old game).
        self.current_rules = {
            f.name: f.default for f in dataclasses.fields(options_type) if f.metadata.get(RULES_VERSION)
        }
        for f in dataclasses.fields(options_type):
            if f.name in self.current_rules:
                continue
            value = getattr(defaults, f.name)
            hint = hints[f.name]
            simple = hint in (bool, int, str) or (isinstance(hint, type) and issubclass(hint, Enum))
            if not simple and f.name not in choices:
                continue  # lists (a chosen galaxy, factions...) keep their defaults: no form for them here
            label = labels.get(f.name, f.name.replace("_", " ").capitalize())
            editor = self._editor(f.name, hint, value, choices.get(f.name))
            editor.setObjectName(f"option_{f.name}")
            if isinstance(editor, (QSpinBox, QComboBox)):
                editor.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # not by the wheel: see WheelScrolls
                editor.installEventFilter(self.wheel)
            editor.setAccessibleName(label)
            layout.addRow(self._caption(label, editor), editor)

    @staticmethod
    def _caption(text: str, editor: QWidget) -> QLabel:
        """The label of a row; one longer than LABEL_MOST wraps at that width. The form sits in a scroll area
        without a horizontal bar, where such a label pushed its editor out of sight (a game's long option
        in Russian at 1280x720). Its height is set here, since the scroll area lays the form out by size
        hints, which do not follow a wrapped label's width."""
        caption = QLabel(text)
        caption.setBuddy(editor)
        caption.ensurePolished()
        if caption.fontMetrics().horizontalAdvance(text) > LABEL_MOST:
            caption.setWordWrap(True)
            caption.setFixedWidth(LABEL_MOST)
            caption.setMinimumHeight(caption.heightForWidth(LABEL_MOST))
        return caption

    def _editor(self, name: str, hint: Any, value: Any, choices: list[tuple[Any, str]] | None) -> QWidget:
        if choices or (isinstance(hint, type) and issubclass(hint, Enum)):
            # A long choice ("Standalone: the program deals the action cards") ends in "…", not the form
            # widened; the whole of it in the tooltip.
            combo = FittedCombo(least=12, wide=False)
            list_popup(combo)
            # Values stay in Python: a QVariant would turn a str-Enum member into a plain str.
            values = [v for v, _t in choices] if choices else list(hint)
            for _v, text in choices or [(m, str(m.value)) for m in hint]:
                combo.addItem(text)
            combo.setCurrentIndex(values.index(value) if value in values else 0)
            combo.refresh_tooltip()
            self.editors[name] = (combo, lambda c=combo, vs=values: vs[c.currentIndex()])
            return combo
        if hint is bool:
            box = QCheckBox()
            box.setChecked(bool(value))
            self.editors[name] = (box, box.isChecked)
            return box
        if hint is int:
            spin = QSpinBox()
            spin.setRange(0, 999)
            spin.setValue(int(value))
            self.editors[name] = (spin, spin.value)
            return spin
        edit = QLineEdit(str(value if value is not None else ""))
        self.editors[name] = (edit, edit.text)
        return edit

    def value(self) -> Any:
        return dataclasses.replace(
            self.defaults,
            **self.current_rules,
            **{name: read() for name, (_w, read) in self.editors.items()},
        )
