"""A card window's choices in the middle of the Council table: one button per playable card, in a list
that scrolls when the window offers more than the middle holds (companion mode offers every declarable
card), so every play stays reachable at 1280x650. Its captions and hint are pure functions (tested apart)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QPushButton, QScrollArea, QWidget

from desktop.council.names import any_card_name, tr, window_name
from desktop.council.play_chooser import NO_TARGET, target_label
from desktop.table.flow_layout import FlowLayout
from games.council.playing import Play

PlayGroups = dict[tuple[str, str], list[Play]]  # the listed plays of each card: each carries its action
ROWS_AT_LEAST = 1  # rows of buttons always shown: the rest scrolls
ROWS_ASKED = 2  # rows the list asks room for: the agenda card above keeps a readable size (issue 32)


def play_groups(plays: tuple[Play, ...]) -> PlayGroups:
    """The legal plays by card: one entry per card or ability, with every target it may take."""
    groups: PlayGroups = {}
    for play in plays:
        groups.setdefault((play.verb, play.card), []).append(play)
    return groups


def play_caption(verb: str, card: str, options: list[Play], names: tuple[str, ...]) -> str:
    """ "Play Bribery…" (several ways: it asks), "Play Sanction → Bob" (one target), "Use Zeal"."""
    text = (tr("Play %1") if verb == "play" else tr("Use %1")).replace("%1", any_card_name(card))
    if len(options) > 1:
        return text + "…"
    if options[0].params != NO_TARGET:
        return text + " → " + target_label(options[0].params, names)
    return text


def window_hint(kind: str, has_plays: bool) -> str:
    """What the action bar says in a card window."""
    if has_plays:
        return tr("Click a card to play it, or pass.")
    return window_name(kind) + ": " + tr("nothing to play: pass.")


class PlaysPanel(QScrollArea):
    """The window's plays as buttons that wrap; taller than the middle allows, they scroll."""

    def __init__(
        self, groups: PlayGroups, names: tuple[str, ...], activate: Callable[[str, str], Any]
    ) -> None:
        super().__init__()
        self.setObjectName("PlaysPanel")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        box = QWidget()
        box.setObjectName("PlaysBox")
        self.flow = FlowLayout(box)
        self.buttons: dict[str, QPushButton] = {}
        for i, ((verb, card), options) in enumerate(groups.items()):
            text = play_caption(verb, card, options, names)
            b = QPushButton(text)
            b.setObjectName(f"play_{i}")
            b.setAccessibleName(text)
            b.clicked.connect(lambda _c=False, v=verb, c=card: activate(v, c))
            self.buttons[card] = b
            self.flow.addWidget(b)
        self.setWidget(box)
        self.viewport().setAutoFillBackground(False)
        box.setAutoFillBackground(False)

    def _content_height(self, width: int) -> int:
        return self.flow.heightForWidth(max(1, width))

    def _row_height(self) -> int:
        first = next(iter(self.buttons.values()), None)
        return (first.sizeHint().height() + self.flow.spacing()) if first is not None else 0

    def sizeHint(self) -> QSize:  # noqa: N802
        """Room for a few rows, not the whole list: the middle shrank the agenda card to an icon to
        make room for every button; the rest scrolls."""
        width = self.viewport().width() if self.isVisible() else 600
        rows = min(self._content_height(width), ROWS_ASKED * self._row_height())
        return QSize(width, rows + 2)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        width = self.viewport().width() if self.isVisible() else 600
        rows = min(self._content_height(width), ROWS_AT_LEAST * self._row_height())
        return QSize(120, rows + 2)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()  # the buttons wrap to another number of rows

    def reveal(self, button: QWidget) -> None:
        """Scroll the list so that `button` shows (as Tab does when it takes the focus)."""
        self.ensureWidgetVisible(button, 0, 4)
