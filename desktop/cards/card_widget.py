"""A card on screen: paints one face, is picked by mouse or keyboard, says what it is to screen readers,
and opens large to be read (card_view.py): after a short hover, Space, a right-click, or a click on a card
that cannot be played."""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.cards.card_view import CardView
from desktop.cards.painters import CARD_RATIO, painter_for

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtGui import QContextMenuEvent, QEnterEvent, QFocusEvent, QHideEvent

_PICTURE_LIMIT = 3000
_PICTURES: OrderedDict[tuple[Any, ...], QPixmap] = OrderedDict()
HOVER_MS = 450  # rest the pointer this long on a card to enlarge it (before Qt's own tooltip shows)


class CardWidget(QWidget):
    sig_clicked = Signal()
    """The card was clicked, or Enter pressed while it had focus (Space enlarges it)."""

    def __init__(
        self,
        face: object,
        width: int = 110,
        *,
        interactive: bool = False,
        description: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.face = face
        self.selected = False
        self.dimmed = False
        self.interactive = interactive
        self._hover = False
        self.natural_width: int | None = None  # set by scalable(): the ring may shrink it to fit
        self.setFixedSize(QSize(width, round(width * CARD_RATIO)))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.description = description
        self.view: CardView | None = None  # the enlarged card, while open
        self._hover_timer: QTimer | None = None
        if interactive:
            self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # reached by Tab, to be enlarged with Space
        self.setAccessibleName(description)
        self.setToolTip(description)

    def scalable(self) -> CardWidget:
        """Let the table shrink this card (never past its built width) when the room is short."""
        self.natural_width = self.width()
        return self

    def set_face(self, face: object, description: str) -> None:
        """Show another face in the same place (a move changed the card): no new widget, one repaint."""
        if face != self.face:
            self.face = face
            self.update()
        if description != self.description:
            self.description = description
            self.setAccessibleName(description)
            self.setToolTip(description)

    def set_interactive(self, interactive: bool) -> None:
        """Whether the card may be picked now (a move changed what the seat may do), in place."""
        if interactive == self.interactive:
            return
        self.interactive = interactive
        if interactive:
            self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            self.unsetCursor()
        self.update()

    def set_width(self, width: int) -> None:
        if width != self.width():
            self.setFixedSize(QSize(width, round(width * CARD_RATIO)))

    def set_selected(self, selected: bool) -> None:
        if selected != self.selected:
            self.selected = selected
            self.update()

    def set_dimmed(self, dimmed: bool) -> None:
        self.dimmed = dimmed
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        lift = 4 if (self._hover or self.selected) and self.interactive else 0
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._picture(lift))
        painter.end()

    def _picture(self, lift: int) -> QPixmap:
        """The card drawn once per look and screen scale, then reused: a table repaints in a frame."""
        ratio = self.devicePixelRatioF()
        key = (
            self.face,
            self.width(),
            self.height(),
            self.selected,
            self.hasFocus(),
            self.dimmed,
            lift,
            ratio,
        )
        picture = _PICTURES.get(key)
        if picture is not None:
            _PICTURES.move_to_end(key)
            return picture
        picture = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
        picture.setDevicePixelRatio(ratio)  # drawn at the screen's own resolution: crisp at any DPI
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = QRectF(2, 2 + (4 - lift), self.width() - 6, self.height() - 10)
        painter_for(self.face)(
            painter, rect, self.face, selected=self.selected, focused=self.hasFocus(), dimmed=self.dimmed
        )
        painter.end()
        _PICTURES[key] = picture
        if len(_PICTURES) > _PICTURE_LIMIT:
            _PICTURES.popitem(last=False)
        return picture

    # --- enlarging ------------------------------------------------------------------------
    def enlarge(self, *, hover: bool = False) -> CardView:
        """Open the card large beside itself with its whole text (again if already open)."""
        self.close_view()
        self.view = CardView(self.face, self.description, self, hover=hover)
        self.view.destroyed.connect(self._view_gone)
        self.installEventFilter(self)
        self.view.show_beside(self)
        return self.view

    def close_view(self) -> None:
        if self.view is not None:
            self.view.close()
            self.view = None

    def _view_gone(self) -> None:
        self.view = None
        try:
            if not self.hasFocus():
                self.removeEventFilter(self)
        except RuntimeError:  # the card itself is being deleted, its view with it
            pass

    def _hover_enlarge(self) -> None:
        if self._hover and self.isVisible() and self.view is None and self.window().isActiveWindow():
            self.enlarge(hover=True)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """Installed on itself only while focused or enlarged (an event() override would cost every
        card on the table a Python call per event): Enter plays the focused card and Space enlarges it
        rather than fire the window's shortcuts; no tooltip over an enlarged card."""
        if watched is self:
            kind = event.type()
            if (
                kind == QEvent.Type.ShortcutOverride
                and isinstance(event, QKeyEvent)
                and self._own_key(event.key())
            ):
                event.accept()
                return True
            if kind == QEvent.Type.ToolTip and self.view is not None:
                return True  # the enlarged card already says it all
        return False

    def _own_key(self, key: int) -> bool:
        return key == Qt.Key.Key_Space or (self.interactive and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter))

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802
        self.enlarge()

    def enterEvent(self, event: QEnterEvent) -> None:  # noqa: N802
        self._hover = True
        if self._hover_timer is None:
            self._hover_timer = QTimer(self)
            self._hover_timer.setSingleShot(True)
            self._hover_timer.setInterval(HOVER_MS)
            self._hover_timer.timeout.connect(self._hover_enlarge)
        self._hover_timer.start()
        self.update()

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802
        self._hover = False
        if self._hover_timer is not None:
            self._hover_timer.stop()
        if self.view is not None and self.view.hover:
            self.close_view()
        self.update()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802
        self.close_view()  # a card taken off the table takes its enlarged view with it
        super().hideEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        inside = self.rect().contains(event.position().toPoint())
        if event.button() != Qt.MouseButton.LeftButton or not inside:
            super().mouseReleaseEvent(event)
        elif self.interactive:
            self.sig_clicked.emit()
        else:
            # A card that cannot be played (a rival's bill on a seat panel, the agenda in the middle) opens
            # large with a click: a name or rule text too long for a small card is one click away.
            self.enlarge()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self.enlarge()
            return
        if self.interactive and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.sig_clicked.emit()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusInEvent(event)
        self.installEventFilter(self)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusOutEvent(event)
        if self.view is None:
            self.removeEventFilter(self)
        self.update()
