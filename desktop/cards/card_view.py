"""A card enlarged to be read: the painted face, large, beside its whole text (hover, Space or right-click).

Each game says how its faces read in words (`GameEntry.card_texts`); a face without a text shows the
card's accessible description. The first line of a text is the card's title.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from desktop.cards.painters import CARD_RATIO, painter_for

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent

TEXTS: dict[type, Callable[[Any], str]] = {}
BIG = 250  # width of the enlarged card, in logical pixels
TEXT_PX = 15  # the view's body text (>= 9 pt: the whole point of the view is to be read)


def register_text(face_type: type, text: Callable[[Any], str]) -> None:
    TEXTS[face_type] = text


def face_text(face: object, fallback: str = "") -> str:
    """The card's whole text in words: its game's reading of the face, else `fallback`."""
    fn = TEXTS.get(type(face))
    if fn is None:
        from desktop.game_catalogue import entries

        for game in entries():
            TEXTS.update(game.card_texts())
        fn = TEXTS.get(type(face))
    return fn(face) if fn is not None else fallback


class _BigFace(QWidget):
    def __init__(self, face: object, width: int) -> None:
        super().__init__()
        self.face = face
        self.setFixedSize(QSize(width, round(width * CARD_RATIO)))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter_for(self.face)(p, QRectF(2, 2, self.width() - 6, self.height() - 6), self.face)
        p.end()


class CardView(QFrame):
    """A borderless pop-up beside the card. Esc, Space or a click closes it; one opened by hovering
    also closes when the pointer leaves the card, and lets every click through (to play the card, or
    whatever lies under the view)."""

    def __init__(
        self, face: object, description: str, parent: QWidget | None = None, *, hover: bool = False
    ) -> None:
        flags = Qt.WindowType.ToolTip
        if hover:
            # Opened by resting the pointer: where the window system honours it, clicks go through it
            # to what lies beneath (show_beside also keeps it off the card's row).
            flags |= Qt.WindowType.WindowTransparentForInput
        super().__init__(parent, flags)
        self.setObjectName("CardView")
        self.hover = hover
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setAutoFillBackground(True)
        pal = self.palette()
        pal.setColor(pal.ColorRole.Window, QColor("#1f1b16"))
        pal.setColor(pal.ColorRole.WindowText, QColor("#f5efe0"))
        self.setPalette(pal)
        self.setFrameShape(QFrame.Shape.Box)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 12, 12, 12)
        row.setSpacing(14)
        self.big = _BigFace(face, BIG)
        row.addWidget(self.big, 0, Qt.AlignmentFlag.AlignTop)
        whole = face_text(face, description) or description
        title, _, body = whole.partition("\n")
        column = QVBoxLayout()
        column.setSpacing(8)
        self.title = QLabel(title)
        self.title.setObjectName("CardViewTitle")
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        f = self.title.font()
        f.setPixelSize(TEXT_PX + 4)
        f.setBold(True)
        self.title.setFont(f)
        self.text = QLabel(body.strip("\n"))
        self.text.setObjectName("CardViewText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        f = self.text.font()
        f.setPixelSize(TEXT_PX)
        self.text.setFont(f)
        for label in (self.title, self.text):
            label.setFixedWidth(300)
            column.addWidget(label)
        column.addStretch(1)
        row.addLayout(column)
        self.whole = whole
        self._closing = False
        self.setAccessibleName(whole)

    def show_beside(self, card: QWidget) -> None:
        """Open next to the card, kept on the card's screen; one opened by hovering opens above the card
        (or below it), clear of the card's own row."""
        self.adjustSize()
        screen = (card.screen() or QApplication.primaryScreen()).availableGeometry()
        anchor = card.mapToGlobal(QPoint(card.width() + 8, 0))
        if anchor.x() + self.width() > screen.right():
            anchor = card.mapToGlobal(QPoint(-self.width() - 8, 0))
        x = max(screen.left(), min(anchor.x(), screen.right() - self.width()))
        y = max(screen.top(), min(anchor.y(), screen.bottom() - self.height()))
        if self.hover:
            # Beside the card it lay over the next cards of the row (the planets of a vote): a click on
            # one right after the pointer got there reached the view, which was closing, and was lost
            # (a touch-screen tap always is that quick). Above or below the row it covers none of them,
            # and of those places (then beside the card) the first that covers no button is taken: a
            # view over the action bar took the click meant for "Pass for the rest of this agenda".
            top, bottom = card.mapToGlobal(QPoint(0, 0)).y(), card.mapToGlobal(QPoint(0, card.height())).y()
            along = self._along(card, screen)
            right = card.mapToGlobal(QPoint(card.width() + 8, 0)).x()
            left = card.mapToGlobal(QPoint(-self.width() - 8, 0)).x()
            places = [(along, top - 8 - self.height()), (along, bottom + 8)]
            places += [(side, high) for side in (right, left) for high in (y, screen.top())]
            buttons = _buttons_of(card)
            # Then, should all those cover a button (a tall view above a hand card lies across the action
            # bar, over "Keep all"), a corner of the screen or a place just above or below a button.
            highs = [screen.top(), screen.bottom() + 1 - self.height()]
            highs += [high for b in buttons for high in (b.top() - 8 - self.height(), b.bottom() + 9)]
            sides = [along, right, left, screen.left(), screen.right() + 1 - self.width()]
            places += [(side, high) for side in sides for high in highs]
            size = self.size()
            own = QRect(card.mapToGlobal(QPoint(0, 0)), card.size())
            inside = [
                p
                for p in places
                if screen.contains(QRect(QPoint(*p), size)) and not own.intersects(QRect(QPoint(*p), size))
            ]
            if inside:  # the place over the fewest buttons, in that order of preference
                x, y = min(inside, key=lambda p: sum(QRect(QPoint(*p), size).intersects(b) for b in buttons))
        self.move(x, y)
        self.show()
        if (app := QApplication.instance()) is not None:  # any key or click from now on closes it
            app.installEventFilter(self)

    def _along(self, card: QWidget, screen: QRect) -> int:
        """The x of a view above or below the card: from the card's left edge, kept on the screen."""
        left = card.mapToGlobal(QPoint(0, 0)).x()
        return max(screen.left(), min(left, screen.right() - self.width()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """Any key or click anywhere closes the view; Esc and Space are spent on closing it, and so is
        a click after Space or right-click (a click on a hovered card still plays it)."""
        kind = event.type()
        if not self._closing and not (
            self.isVisible() and (parent := self.parentWidget()) and parent.isVisible()
        ):
            self.close()  # left open by a card that went away: it must not eat the next click
            return False
        if kind == QEvent.Type.KeyPress:
            self.close()
            return isinstance(event, QKeyEvent) and event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_Space)
        if kind == QEvent.Type.MouseButtonPress:
            self._closing = True  # first: hiding sends events through this filter too
            self.hide()  # closed on the release, which must not reach the card either
            return not self.hover
        if kind == QEvent.Type.MouseButtonRelease and self._closing:
            self.close()
            return not self.hover
        return False

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        super().closeEvent(event)


def _buttons_of(card: QWidget) -> list[QRect]:
    """Where the buttons of the card's window are on the screen (a hover view keeps clear of them)."""
    from PySide6.QtWidgets import QAbstractButton

    return [
        QRect(b.mapToGlobal(QPoint(0, 0)), b.size())
        for b in card.window().findChildren(QAbstractButton)
        if b.isVisible()
    ]
