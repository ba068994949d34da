"""The hand-off curtain: hides the table until the named player has the screen and confirms."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QLinearGradient, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.look import apply_style


class Curtain(QWidget):
    sig_confirmed = Signal(int)
    """The seat named on the curtain says it alone can see the screen now."""

    def __init__(
        self,
        seat: int,
        name: str,
        colour: str,
        reason: str,
        parent: QWidget | None = None,
        *,
        face_down: bool = False,
    ) -> None:
        """`face_down`: the light curtain for the seat that had the screen before the bots moved on the
        shared view: its own hand comes back for it to turn up, not a hand-over to another player."""
        super().__init__(parent)
        self.setObjectName("Curtain")
        apply_style(self)
        self.seat = seat
        self.colour = QColor(colour)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = self._column = QVBoxLayout(self)  # kept typed: side moves are added below later
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.setSpacing(18)
        title = QLabel(
            (self.tr("%1: your hand is face down") if face_down else self.tr("Pass to %1")).replace(
                "%1", name
            )
        )
        title.setObjectName("CurtainTitle")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        why = QLabel(reason)
        why.setObjectName("CurtainReason")
        why.setAlignment(Qt.AlignmentFlag.AlignCenter)
        why.setWordWrap(True)
        hint = QLabel(
            (
                self.tr("The bots moved while everyone could see the screen. Everyone else, look away.")
                if face_down
                else self.tr(
                    "Everyone else, look away. %1: when only you can see the screen, press the button."
                )
            ).replace("%1", name)
        )
        hint.setObjectName("CurtainHint")
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        hint.setWordWrap(True)
        self.button = QPushButton(
            (
                self.tr("%1: show my hand — Space") if face_down else self.tr("I am %1 — show my cards")
            ).replace("%1", name)
        )
        self.button.setObjectName("CurtainButton")
        self.button.setDefault(True)
        self.button.clicked.connect(lambda: self.sig_confirmed.emit(self.seat))
        self.button.setStyleSheet(f"#CurtainButton {{ border: 3px solid {colour}; }}")
        layout.addWidget(title)
        layout.addWidget(why)
        layout.addSpacing(10)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(hint)
        self.side_buttons: list[QPushButton] = []
        self.setAccessibleName(title.text())

    def add_side_move(self, label: str, move: Callable[[], object]) -> None:
        """A move another player may make without the screen (withdrawing an offer), shown below."""
        button = QPushButton(label)
        button.setObjectName("CurtainSideMove")
        button.clicked.connect(lambda: move())
        self._column.addWidget(button, 0, Qt.AlignmentFlag.AlignCenter)
        self.side_buttons.append(button)

    def showEvent(self, event: object) -> None:  # noqa: N802
        self.button.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.sig_confirmed.emit(self.seat)
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        grad = QLinearGradient(QPointF(0, 0), QPointF(0, self.height()))
        grad.setColorAt(0, QColor("#4a1410"))
        grad.setColorAt(1, QColor("#230806"))
        painter.fillRect(self.rect(), grad)
        # Folds of a stage curtain, and a band of the player's colour at the foot.
        painter.setPen(QColor(0, 0, 0, 60))
        step = 48
        for x in range(0, self.width(), step):
            painter.fillRect(QRectF(x, 0, step / 3, self.height()), QColor(255, 255, 255, 10))
        painter.fillRect(QRectF(0, self.height() - 14, self.width(), 14), self.colour)
        painter.end()
