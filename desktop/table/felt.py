"""The table's look without a style sheet: palettes, fonts and painted panels, applied by object name.

Qt's style-sheet engine polishes every new widget against every rule, which cost the table more
than a frame (16 ms) each time it is redrawn for a move. The table's widgets are therefore dressed
here directly; the style sheet (assets/styles/table.qss) dresses only the pages around the table.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPalette, QPixmap
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QPushButton,
    QScrollArea,
    QStyledItemDelegate,
    QWidget,
)

TEXT = QColor("#f5efe0")
GOLD = QColor("#fbe7b0")
MUTED = QColor("#d9ceb4")
BUTTONS = {  # object name -> (background, text, pixel size, bold)
    "Primary": ("#f2b632", "#1f1b16", 14, True),
    "Yay": ("#2e9b55", "#ffffff", 18, True),
    "Nay": ("#c0392b", "#ffffff", 18, True),
    "Abstain": ("#8a8378", "#ffffff", 18, True),
    "TargetChip": ("#6fe3ff", "#0d1b24", 14, True),  # an outcome a card may name (seat_panel.PICK_COLOUR)
}
PLAIN_BUTTON = ("#f3ead7", "#1f1b16", 14, False)
LABELS = {  # object name -> (colour, pixel size, bold)
    "Heading": (GOLD, 17, True),
    "ActionHint": (GOLD, 15, False),
    "SeatName": (TEXT, 14, True),
    "SeatStatus": (MUTED, 12, False),
}
TAGS = {
    "BotTag": ("#5a5246", "#f5efe0"),
    "TurnTag": ("#f2b632", "#1f1b16"),
    "PickTag": ("#6fe3ff", "#0d1b24"),  # a seat a card may name (seat_panel.PICK_COLOUR)
}
BANDS = {"ActionBar": QColor(0, 0, 0, 110), "HandArea": QColor(12, 28, 18)}


@cache
def font(pixels: int, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(pixels)
    f.setBold(bold)
    return f


def readable_field(field: QWidget) -> None:
    """Fusion draws a spin box's arrows in the window-text colour, light on the felt: make it dark."""
    pal = field.palette()
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        pal.setColor(group, QPalette.ColorRole.WindowText, QColor("#1f1b16"))
    field.setPalette(pal)


def readable_popup(combo: QComboBox) -> None:
    """A combo box's list drawn as a light list with dark items: Fusion's menu-like popup paints its
    items on the window colour, the dark baize of the application palette, in the dark field text."""
    if not isinstance(combo.itemDelegate(), QStyledItemDelegate):
        combo.setItemDelegate(QStyledItemDelegate(combo))  # items on the list's light base


def dark_scroll_bar(bar: QWidget) -> None:
    """A scroll bar on the dark table: a dark groove and a green handle, not Fusion's cream bar."""

    def paint(pal: QPalette) -> None:
        pal.setColor(QPalette.ColorRole.Window, QColor("#24180f"))  # the groove
        pal.setColor(QPalette.ColorRole.Base, QColor("#24180f"))
        pal.setColor(QPalette.ColorRole.Button, QColor("#5f8a6c"))  # the handle and the arrow buttons
        pal.setColor(QPalette.ColorRole.Light, QColor("#7fae8c"))
        pal.setColor(QPalette.ColorRole.Dark, QColor("#24180f"))
        pal.setColor(QPalette.ColorRole.Mid, QColor("#3d5c45"))
        pal.setColor(QPalette.ColorRole.Shadow, QColor("#120c07"))
        pal.setColor(QPalette.ColorRole.ButtonText, QColor("#f5efe0"))  # the arrows

    bar.setPalette(_palette(bar.palette(), "scroll bar", paint))


def felt_palette(base: QPalette) -> QPalette:
    p = QPalette(base)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):
        p.setColor(role, TEXT)
    p.setColor(QPalette.ColorRole.Base, QColor("#fbf7ee"))
    p.setColor(QPalette.ColorRole.Text, QColor("#1f1b16"))  # inside spin boxes and combo boxes
    p.setColor(QPalette.ColorRole.Button, QColor("#f3ead7"))
    p.setColor(QPalette.ColorRole.ButtonText, QColor("#1f1b16"))
    return p


_PALETTES: dict[str, QPalette] = {}


def _palette(base: QPalette, key: str, paint: Callable[[QPalette], None]) -> QPalette:
    """The colours `paint` sets, as a palette holding just those roles, built once per `key`: a widget
    given it takes the rest from its parent (Qt resolves a palette's unset roles), so one palette
    serves every widget of a kind. Building one per widget (a copy of its own palette, hundreds of
    QPalette.setColor calls a move) cost more than the rest of the redraw. `base` is not read."""
    cached = _PALETTES.get(key)
    if cached is None:
        cached = QPalette()
        paint(cached)
        _PALETTES[key] = cached
    return cached


def _button_colours(bg: str, fg: str) -> Callable[[QPalette], None]:
    def paint(pal: QPalette) -> None:
        for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
            pal.setColor(group, QPalette.ColorRole.Button, QColor(bg))
            pal.setColor(group, QPalette.ColorRole.ButtonText, QColor(fg))
        # A button that cannot be pressed now must look it.
        pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Button, QColor("#6f6b60"))
        pal.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor("#b4ae9f"))

    return paint


def _role_colours(**roles: QColor | str) -> Callable[[QPalette], None]:
    def paint(pal: QPalette) -> None:
        for role, colour in roles.items():
            pal.setColor(getattr(QPalette.ColorRole, role), QColor(colour))

    return paint


def dress(root: QWidget) -> None:
    """Give the table's widgets their look (call once the board is built)."""
    root.setPalette(_palette(root.palette(), "felt", lambda pal: pal.swap(felt_palette(pal))))
    lists = {combo.view() for combo in root.findChildren(QComboBox)}  # a combo box's own list stays opaque
    for w in [root, *root.findChildren(QWidget)]:
        name = w.objectName()
        if isinstance(w, QPushButton):
            bg, fg, size, bold = BUTTONS.get(name, PLAIN_BUTTON)
            w.setPalette(_palette(w.palette(), f"button:{bg}:{fg}", _button_colours(bg, fg)))
            w.setFont(font(size, bold))
            w.setMinimumHeight(34 if size <= 14 else 44)
        elif isinstance(w, QLabel):
            if name in LABELS:
                colour, size, bold = LABELS[name]
                w.setPalette(_palette(w.palette(), f"label:{name}", _role_colours(WindowText=colour)))
                w.setFont(font(size, bold))
            elif name in TAGS:
                bg, fg = TAGS[name]
                w.setPalette(_palette(w.palette(), f"tag:{name}", _role_colours(Window=bg, WindowText=fg)))
                w.setAutoFillBackground(True)
                w.setFont(font(12, name in ("TurnTag", "PickTag")))
                w.setContentsMargins(5, 0, 5, 0)
        elif isinstance(w, QAbstractSpinBox):
            readable_field(w)
        elif isinstance(w, QComboBox):
            readable_popup(w)
        elif name in BANDS:
            w.setPalette(_palette(w.palette(), f"band:{name}", _role_colours(Window=BANDS[name])))
            w.setAutoFillBackground(True)
        if isinstance(w, QAbstractScrollArea) and w not in lists:
            w.setFrameShape(QScrollArea.Shape.NoFrame)
            dark_scroll_bar(w.verticalScrollBar())
            dark_scroll_bar(w.horizontalScrollBar())
            w.viewport().setAutoFillBackground(False)
            inside = w.widget() if isinstance(w, QScrollArea) else None
            if inside is not None:
                inside.setAutoFillBackground(False)


_PATCHES: dict[tuple[int, int, float], QPixmap] = {}


class FeltPanel(QWidget):
    """A darker, rounded patch of felt for the middle of the table."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio)
        patch = _PATCHES.get(key)
        if patch is None:  # painted once per size: a large antialiased fill is slow to redo
            patch = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
            patch.setDevicePixelRatio(ratio)
            patch.fill(Qt.GlobalColor.transparent)
            p = QPainter(patch)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#1f5a37"))  # the felt, a shade darker (opaque: cheaper to paint)
            p.drawRoundedRect(QRectF(0, 0, self.width(), self.height()), 16, 16)
            p.end()
            if len(_PATCHES) > 50:
                _PATCHES.clear()
            _PATCHES[key] = patch
        painter = QPainter(self)
        painter.drawPixmap(0, 0, patch)
        painter.end()
