"""A seat at the table: colour, name, bot or not, whether it must act, and the game's public state for it."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFocusEvent, QPainter, QPaintEvent, QPalette, QPen, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from desktop.table.felt import font
from desktop.table.result_panel import BAD, GOOD, delta_text
from desktop.table.seat_badge import initial, paint_badge

_PLATES: dict[tuple[object, ...], QPixmap] = {}
_DELTA_PALETTES: dict[bool, QPalette] = {}


def _delta_palette(good: bool) -> QPalette:
    """Green for a gain, red for a loss: one palette each (just the text colour), made once."""
    palette = _DELTA_PALETTES.get(good)
    if palette is None:
        palette = _DELTA_PALETTES[good] = QPalette()
        palette.setColor(QPalette.ColorRole.WindowText, GOOD if good else BAD)
    return palette
PICK_COLOUR = QColor("#6fe3ff")  # a target that may be clicked: no seat colour is this bright cyan


# A tag keeps its one line's height however tall the panel is made (the ring may give a seat more room
# than its lines need: without an alignment the layout stretched "bot" and "to act" into tall blocks).
TAG_ALIGN = Qt.AlignmentFlag.AlignVCenter


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
        head = self.head = QHBoxLayout()  # the name row (the phone mark goes into it: desktop/phone)
        head.setAlignment(Qt.AlignmentFlag.AlignTop)  # extra height goes below the lines, not into them
        head.addSpacing(20)  # the seat's badge (colour and initial) is painted on the plate here
        self.name_label = QLabel(name)
        self.name_label.setObjectName("SeatName")
        head.addWidget(self.name_label, 1)
        self.delta_label = QLabel()  # the last vote's score change, until the result is dismissed
        self.delta_label.setObjectName("ScoreDelta")
        self.delta_label.setFont(font(15, True))
        self.delta_label.hide()
        self.delta = 0
        head.addWidget(self.delta_label, 0, TAG_ALIGN)
        # Both tags always exist and are shown or hidden: a panel is updated in place after a move
        # (set_look), which costs far less than a new panel (new widgets are polished, laid out, painted).
        self.bot_tag = QLabel(self.tr("bot"))
        self.bot_tag.setObjectName("BotTag")
        self.bot_tag.setVisible(bot)
        head.addWidget(self.bot_tag, 0, TAG_ALIGN)
        self.turn_tag = QLabel(self.tr("to act"))
        self.turn_tag.setObjectName("TurnTag")
        self.turn_tag.setVisible(acting)
        head.addWidget(self.turn_tag, 0, TAG_ALIGN)
        self.pick_tag = QLabel(self.tr("choose"))  # shown while a card's target may be this seat
        self.pick_tag.setObjectName("PickTag")
        self.pick_tag.hide()
        self.pickable = False
        head.addWidget(self.pick_tag, 0, TAG_ALIGN)
        outer.addLayout(head)
        self.status_label = QLabel(status)
        self.status_label.setObjectName("SeatStatus")
        self.status_label.setWordWrap(True)
        outer.addWidget(self.status_label)
        self.body = QHBoxLayout()
        self.body.setSpacing(4)
        self.body.setAlignment(Qt.AlignmentFlag.AlignLeft)
        outer.addLayout(self.body)
        # What the body's cards were last drawn from (the game's own key): a game compares it first, so
        # cards that cannot have changed are not even looked at (working out their faces costs).
        self.cards_source: Hashable = None
        self.setAccessibleName(name)

    def set_look(self, *, bot: bool, acting: bool, is_viewer: bool, status: str) -> None:
        """Show a new state in place; only what differs is touched (a label's text set to the same
        text still re-lays the panel out)."""
        if self.bot_tag.isHidden() == bot:
            self.bot_tag.setVisible(bot)
        if self.turn_tag.isHidden() == acting:
            self.turn_tag.setVisible(acting)
        if bool(self.property("acting")) != acting or bool(self.property("viewer")) != is_viewer:
            self.setProperty("acting", acting)
            self.setProperty("viewer", is_viewer)
            self.update()  # the plate's colour and border
        if self.status_label.text() != status:
            self.status_label.setText(status)

    def cards(self) -> list[QWidget]:
        """The widgets in the panel's body, in order."""
        items = (self.body.itemAt(i) for i in range(self.body.count()))
        return [w for item in items if item is not None and (w := item.widget()) is not None]

    def set_cards(self, wanted: list[tuple[Hashable, Callable[[], QWidget]]]) -> None:
        """Make the body hold one widget per (key, build), in order: a widget whose key is already
        there stays (no rebuild, no repaint), the others are built; those no longer wanted go."""
        have = {getattr(w, "card_key", None): w for w in self.cards()}
        keep = []
        for key, build in wanted:
            widget = have.pop(key, None)
            if widget is None:
                widget = build()
                widget.card_key = key  # type: ignore[attr-defined]  # a Python attribute, not Qt's: its key
            keep.append(widget)
        if [id(w) for w in keep] == [id(w) for w in self.cards()]:
            return
        for widget in have.values():
            self.body.removeWidget(widget)
            widget.hide()
            widget.deleteLater()
        for index, widget in enumerate(keep):
            if self.body.indexOf(widget) != index:
                self.body.removeWidget(widget)
                self.add(widget, index)
                if widget.isHidden() and self.isVisible():
                    widget.show()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._background())
        painter.end()

    def _background(self) -> QPixmap:
        """The panel's plate, painted once per size and look: antialiased fills are slow to redo."""
        acting, viewer = bool(self.property("acting")), bool(self.property("viewer"))
        ratio = self.devicePixelRatioF()
        pick = (self.pickable, self.pickable and self.hasFocus())
        key: tuple[object, ...] = (
            self.width(), self.height(), acting, viewer, self.colour.rgb(), initial(self.seat_name), ratio
        )
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
        self.delta_label.setText(delta_text(delta))
        good = delta > 0
        if self.delta_label.property("good") != good:  # the colour only when the sign changes
            self.delta_label.setProperty("good", good)
            self.delta_label.setPalette(_delta_palette(good))
        self.delta_label.setAccessibleName(self.tr("score change %1").replace("%1", delta_text(delta)))
        self.delta_label.show()

    def add(self, widget: QWidget, index: int = -1) -> None:
        from desktop.cards.card_widget import CardWidget

        if isinstance(widget, CardWidget) and widget.natural_width is None:
            widget.scalable()  # the ring shrinks a seat's cards when the table is short of room
        self.body.insertWidget(index, widget)
