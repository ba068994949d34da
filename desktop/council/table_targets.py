"""A card's targets on the table: which seats, outcomes and planets a play may name, and the keys and
clicks that choose one (Tab or the arrow keys move between them, Enter or a click chooses, Esc cancels).

Only the engine's legal plays are offered: every target here comes from a play the view lists (and the
play chosen carries the move that makes it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QWidget

from games.council.playing import Play

PLAYER = "player:"
PLANET = "planet:"
CHIP_LIMIT = 8  # outcomes shown as buttons in the middle of the table; more are chosen from the list


@dataclass(frozen=True)
class TableTargets:
    """Where each legal way of playing one card sits on the table."""

    seats: dict[int, tuple[Play, ...]] = field(default_factory=dict)  # a player, or a player outcome
    outcomes: dict[str, tuple[Play, ...]] = field(default_factory=dict)  # other outcomes, as chips
    planets: dict[str, tuple[Play, ...]] = field(default_factory=dict)  # a planet outcome or item


def table_targets(options: Sequence[Play]) -> TableTargets:
    """The seats, outcomes and planets that `options` (one card's legal plays) name."""
    seats: dict[int, list[Play]] = {}
    outcomes: dict[str, list[Play]] = {}
    planets: dict[str, list[Play]] = {}
    for play in options:
        p = play.params
        if p.target is not None:
            seats.setdefault(p.target, []).append(play)
        outcome = p.outcome
        if outcome is not None:
            if outcome.startswith(PLAYER) and outcome[len(PLAYER) :].isdigit():
                seats.setdefault(int(outcome[len(PLAYER) :]), []).append(play)
            elif outcome.startswith(PLANET):
                planets.setdefault(outcome[len(PLANET) :], []).append(play)
            else:
                outcomes.setdefault(outcome, []).append(play)
        if len(p.items) == 1:
            planets.setdefault(p.items[0], []).append(play)
    if len(outcomes) > CHIP_LIMIT:  # strategy cards, laws...: too many for the middle of the table
        outcomes = {}
    return TableTargets(
        {s: tuple(ps) for s, ps in seats.items()},
        {o: tuple(ps) for o, ps in outcomes.items()},
        {x: tuple(ps) for x, ps in planets.items()},
    )


PICK_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
# By the key() a QKeyEvent gives (an int; Qt.Key values are ints too).
MOVE_KEYS: dict[int, int] = {Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1, Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1}


class TargetKeys(QObject):
    """Watches the target widgets of one card: a click or Enter/Space on one picks it, the arrow keys
    move the focus round them, Esc cancels. (An event filter, so the same for seats, chips and cards.)"""

    def __init__(self, pick: Callable[[QWidget], None], cancel: Callable[[], None], parent: QObject) -> None:
        super().__init__(parent)
        self.widgets: list[QWidget] = []
        self._pick = pick
        self._cancel = cancel

    def watch(self, widgets: list[QWidget]) -> None:
        for w in self.widgets:
            w.removeEventFilter(self)
        self.widgets = list(widgets)
        for w in self.widgets:
            w.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched not in self.widgets:
            return False
        kind = event.type()
        if kind == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and self._ours(event.key()):
            event.accept()  # Enter and Esc choose and cancel here rather than fire the window's shortcuts
            return True
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if key == Qt.Key.Key_Space and hasattr(watched, "sig_clicked"):
                return False  # Space enlarges a card to read it; Enter chooses it
            if key in PICK_KEYS:
                self._pick(watched)
                return True
            if key == Qt.Key.Key_Escape:
                self._cancel()
                return True
            if key in MOVE_KEYS:
                self.move(watched, MOVE_KEYS[key])
                return True
        if (
            kind == QEvent.Type.MouseButtonRelease
            and isinstance(event, QMouseEvent)
            and event.button() == Qt.MouseButton.LeftButton
            and watched.rect().contains(watched.mapFromGlobal(event.globalPosition().toPoint()))
            and not hasattr(watched, "sig_clicked")  # a card or a button says so itself
            and not hasattr(watched, "clicked")
        ):
            self._pick(watched)
            return True
        return False

    def move(self, current: QWidget, step: int) -> None:
        """Give the focus to the next (or previous) target."""
        shown = [w for w in self.widgets if w.isVisible()]
        if current in shown:
            shown[(shown.index(current) + step) % len(shown)].setFocus(Qt.FocusReason.TabFocusReason)

    @staticmethod
    def _ours(key: int) -> bool:
        return key in PICK_KEYS or key in MOVE_KEYS or key == Qt.Key.Key_Escape
