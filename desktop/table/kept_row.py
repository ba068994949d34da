"""A row of widgets kept by key from one drawing of the table to the next: each drawing says which to
show in which order; those not shown now are hidden, not deleted, and come back as they were.

Rebuilding a hand row after every move (new cards, new labels, each polished, laid out and painted
anew) cost a board most of a frame; a kept card is told its new face instead (CardWidget.set_face).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar, cast

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QBoxLayout, QWidget

W = TypeVar("W", bound=QWidget)

KEPT = 64  # hidden widgets beyond this many are deleted (a board lives for one seat's screen)


class Spacing(int):
    """A fixed gap of this many pixels in the plan."""


class Stretch(int):
    """A stretch of this factor in the plan."""


PlanItem = QWidget | Spacing | Stretch | tuple[QWidget, int]  # a widget, or (widget, stretch factor)


class KeptRow:
    def __init__(self, layout: QBoxLayout) -> None:
        self.layout = layout
        self.kept: dict[Hashable, QWidget] = {}
        self.fresh: list[QWidget] = []  # widgets built since the last plan was placed
        self._plan: list[tuple[object, int]] = []

    def get(self, key: Hashable, build: Callable[[], W]) -> tuple[W, bool]:
        """The widget kept under `key`, or a new one from `build`; and whether it is new."""
        widget = self.kept.get(key)
        if widget is not None and shiboken6.isValid(widget):
            # What `build` made under this key before: a key always names the same kind of widget.
            return cast(W, widget), False
        widget = build()
        self.kept[key] = widget
        self.fresh.append(widget)
        return widget, True

    def place(self, plan: list[PlanItem]) -> list[QWidget]:
        """Show `plan` in order (the layout is touched only if it differs); returns the widgets built for
        it since the last placing (to be dressed)."""
        wanted: list[tuple[object, int]] = []
        for item in plan:
            if isinstance(item, tuple):
                wanted.append(item)
            elif isinstance(item, Spacing | Stretch):
                wanted.append((type(item), int(item)))
            else:
                wanted.append((item, 0))
        fresh, self.fresh = self.fresh, []
        if wanted == self._plan:
            return fresh
        # Off while the row changes: each show() would lay the row (and the table round it) out again.
        self.layout.setEnabled(False)
        while self.layout.count():
            self.layout.takeAt(0)  # the widgets stay (children of the row), their places go
        shown = {id(thing) for thing, _n in wanted}
        for widget in self.kept.values():
            if id(widget) not in shown and shiboken6.isValid(widget) and not _put_away(widget):
                widget.hide()  # also one not shown yet: its layout's queued show must not show it later
        for thing, n in wanted:
            if thing is Spacing:
                self.layout.addSpacing(n)
            elif thing is Stretch:
                self.layout.addStretch(n)
            else:
                assert isinstance(thing, QWidget)
                if _put_away(thing):
                    # Hidden by an earlier plan: shown by its layout as a new widget is, when the event
                    # loop turns (show() now would lay the table out at once, once per widget).
                    thing.setAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide, False)
                self.layout.addWidget(thing, n)
        self.layout.setEnabled(True)
        self.layout.invalidate()  # laid out once, with all of it
        self._plan = wanted
        self._forget_hidden()
        return fresh

    def _forget_hidden(self) -> None:
        if len(self.kept) <= KEPT:
            return
        shown = {id(thing) for thing, _n in self._plan}
        for key, widget in list(self.kept.items()):
            if id(widget) not in shown:
                del self.kept[key]
                if shiboken6.isValid(widget):
                    widget.deleteLater()


def _put_away(widget: QWidget) -> bool:
    """Hidden on purpose (a widget not shown yet is hidden too, until its layout shows it)."""
    return widget.isHidden() and widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide)
