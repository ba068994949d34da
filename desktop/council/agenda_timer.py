"""An optional clock on the Council table: how long the agenda under way has taken (View it from the
History dialog's checkbox; kept in QSettings). Groups keep the agenda phase moving with it."""

from __future__ import annotations

import time
from collections.abc import Hashable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from desktop import settings

SETTING = "council/agenda_timer"
_started: dict[Hashable, float] = {}  # when each agenda was first seen on this computer, by its key


_on: list[bool] = []  # the setting as read once this run (set_timer keeps it): QSettings took 0.16 ms a read


def timer_on() -> bool:
    if not _on:
        _on.append(settings.flag(SETTING, False))
    return _on[0]


def set_timer(on: bool) -> None:
    settings.set_flag(SETTING, on)
    _on[:] = [on]


def clock_text(seconds: float) -> str:
    """ "⏱ 2:05" (minutes and seconds; hours when an agenda runs that long)."""
    s = max(0, int(seconds))
    h, m = divmod(s // 60, 60)
    return f"⏱ {h}:{m:02d}:{s % 60:02d}" if h else f"⏱ {m}:{s % 60:02d}"


class AgendaTimer(QLabel):
    """A small clock over the top-right corner of the middle of the table (outside its layout: it takes
    no room); shown only while the setting is on and an agenda is under way."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("AgendaTimer")
        self.setStyleSheet("#AgendaTimer { color: #fbe7b0; font-size: 13px; font-weight: 700; }")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.key: Hashable = None
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._show_time)
        self.hide()

    def follow(self, key: Hashable) -> None:
        """The agenda under way (None: none): a new one starts its clock; the setting is read anew."""
        self.key = key
        if key is not None:
            _started.setdefault(key, time.monotonic())
        on = key is not None and timer_on()
        parent = self.parentWidget()
        if on:
            if parent is not None:  # to follow its resizes; watched only while shown (a filter in Python
                parent.installEventFilter(self)  # runs on every event of the table's middle)
            self._show_time()
            self._tick.start()
        else:
            if parent is not None:
                parent.removeEventFilter(self)
            self._tick.stop()
        self.setVisible(on)

    def elapsed(self) -> float:
        return time.monotonic() - _started[self.key] if self.key in _started else 0.0

    def _show_time(self) -> None:
        text = clock_text(self.elapsed())
        if self.text() != text:
            self.setText(text)
            self._place()

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.adjustSize()
            self.move(parent.width() - self.width() - 10, 6)
            self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False
