"""A seat at the table: colour, name, bot or not, whether it must act, and the game's public state for it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFocusEvent, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from desktop.table.seat_badge import paint_badge

_PLATES: dict[tuple, QPixmap] = {}
PICK_COLOUR = QColor("#6fe3ff")  # a target that may be clicked: no seat colour is this bright cyan


class SeatPanel(QWidget):
    def __init__(
        self,
        name: str,
        colour: str,
        *,
        bot: bool,
        acting: bool,
        is_viewer: bool,
        status: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("SeatPanel")
        self.setProperty("acting", acting)
        self.setProperty("viewer", is_viewer)
        self.seat_name = name
        self.colour = QColor(colour)  # painted as a strip in paintEvent: a per-seat stylesheet costs a frame
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 6, 8, 6)
        outer.setSpacing(4)
        head = QHBoxLayout()
        head.addSpacing(20)  # the seat's badge (colour and initial) is painted on the plate here
        self.name_label = QLabel(name)
        self.name_label.setObjectName("SeatName")
        head.addWidget(self.name_label, 1)
        self.delta_label = QLabel()  # the last vote's score change, until the result is dismissed
        self.delta_label.setObjectName("ScoreDelta")
        self.delta_label.hide()
        self.delta = 0
        head.addWidget(self.delta_label)
        if bot:
            tag = QLabel(self.tr("bot"))
            tag.setObjectName("BotTag")
            head.addWidget(tag)
        if acting:
            turn = QLabel(self.tr("to act"))
            turn.setObjectName("TurnTag")
            head.addWidget(turn)
        self.pick_tag = QLabel(self.tr("choose"))  # shown while a card's target may be this seat
        self.pick_tag.setObjectName("PickTag")
        self.pick_tag.hide()
        self.pickable = False
        head.addWidget(self.pick_tag)
        outer.addLayout(head)
        self.status_label = QLabel(status)
        self.status_label.setObjectName("SeatStatus")
        self.status_label.setWordWrap(True)
        outer.addWidget(self.status_label)
        self.body = QHBoxLayout()
        self.body.setSpacing(4)
        self.body.setAlignment(Qt.AlignmentFlag.AlignLeft)
        outer.addLayout(self.body)
        self.setAccessibleName(name)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._background())
        painter.end()

    def _background(self) -> QPixmap:
        """The panel's plate, painted once per size and look: antialiased fills are slow to redo."""
        acting, viewer = bool(self.property("acting")), bool(self.property("viewer"))
        ratio = self.devicePixelRatioF()
        pick = (self.pickable, self.pickable and self.hasFocus())
        key = (self.width(), self.height(), acting, viewer, self.colour.rgb(), self.seat_name[:1], ratio)
        key += pick
        cached = _PLATES.get(key)
        if cached is not None:
            return cached
        pixmap = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # Opaque colours (the felt blended in by hand): translucent fills cost a frame to rasterise.
        fill = QColor("#3f3a12") if acting else QColor("#17324f") if viewer else QColor("#12291b")
        painter.setPen(QPen(QColor("#f2b632") if acting else QColor("#5f8a6c"), 2 if acting else 1))
        painter.setBrush(fill)
        painter.drawRoundedRect(QRectF(0, 0, self.width(), self.height()).adjusted(1, 1, -1, -1), 10, 10)
        if self.pickable:  # a target to click: a bright ring, doubled while it has the keyboard focus
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(PICK_COLOUR, 3))
            painter.drawRoundedRect(QRectF(0, 0, self.width(), self.height()).adjusted(2, 2, -2, -2), 10, 10)
            if self.hasFocus():
                painter.setPen(QPen(PICK_COLOUR, 2, Qt.PenStyle.DashLine))
                painter.drawRoundedRect(
                    QRectF(0, 0, self.width(), self.height()).adjusted(7, 7, -7, -7), 7, 7
                )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRoundedRect(QRectF(1, 1, 7, self.height() - 2), 3, 3)
        paint_badge(painter, QRectF(12, 8, 17, 17), self.colour.name(), self.seat_name)
        painter.end()
        if len(_PLATES) > 200:
            _PLATES.clear()
        _PLATES[key] = pixmap
        return pixmap

    def set_pickable(self, pickable: bool, description: str = "") -> None:
        """Mark the seat as a target a card may name (ringed, tagged, focusable) or not; the board
        that asks handles the click and the keys."""
        if pickable == self.pickable:
            return
        self.pickable = pickable
        self.pick_tag.setVisible(pickable)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if pickable else Qt.FocusPolicy.NoFocus)
        if pickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()
        self.setAccessibleDescription(description if pickable else "")
        self.setToolTip(description if pickable else "")
        self.update()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusInEvent(event)
        if self.pickable:
            self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusOutEvent(event)
        if self.pickable:
            self.update()

    def set_delta(self, delta: int) -> None:
        """Show a score change ("+2" in green, "−1" in red) beside the name, or none."""
        if delta == self.delta:
            return
        self.delta = delta
        if not delta:
            self.delta_label.hide()
            return
        from desktop.table.felt import font
        from desktop.table.result_panel import BAD, GOOD, delta_text

        self.delta_label.setText(delta_text(delta))
        self.delta_label.setFont(font(15, True))
        pal = self.delta_label.palette()
        pal.setColor(pal.ColorRole.WindowText, GOOD if delta > 0 else BAD)
        self.delta_label.setPalette(pal)
        self.delta_label.setAccessibleName(self.tr("score change %1").replace("%1", delta_text(delta)))
        self.delta_label.show()

    def add(self, widget: QWidget) -> None:
        from desktop.cards.card_widget import CardWidget

        if isinstance(widget, CardWidget):
            widget.scalable()  # the ring shrinks a seat's cards when the table is short of room
        self.body.addWidget(widget)
