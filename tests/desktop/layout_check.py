"""Walks a window's widget tree and lists what a player could not read: covered, out-of-window or clipped.

Reusable by any screen test: `problems(window)` returns one line per fault (empty when the screen is
sound). A caption shortened with "…" is a fault too, unless its widget is marked elidable
(desktop.table.elided_label.may_elide: text with no bound, such as a bill's title or a player's name)
and keeps the whole text in its tooltip. The screen sizes and the languages are parameters of the
tests that call it (tests/desktop/test_layout.py), so another language's test only passes its own code.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QCheckBox,
    QComboBox,
    QLabel,
    QMenuBar,
    QScrollBar,
    QStackedWidget,
    QWidget,
)

from desktop.table.elided_label import ELIDABLE

# Screens people own: (width, height) of the screen. 1920x1080 at 150 % scaling lays out exactly as
# 1280x720 (Qt works in device-independent pixels), only drawn finer.
SCREENS = {
    "1280x720": (1280, 720),
    "1366x768": (1366, 768),
    "1920x1080": (1920, 1080),
    "2560x1440": (2560, 1440),
    "1920x1080@150%": (1280, 720),
}
# A maximised window loses the title bar and a panel or task bar to the desktop.
DESKTOP_CHROME = 70  # 1366x768 leaves about 1366x700, 1280x720 about 1280x650
MIN_TEXT_PX = 12  # 9 pt at 96 dpi


def window_size(screen: str) -> tuple[int, int]:
    w, h = SCREENS[screen]
    return w, h - DESKTOP_CHROME


def _name(w: QWidget) -> str:
    text = ""
    if isinstance(w, (QLabel, QAbstractButton)):
        text = w.text().replace("\n", " ")[:40]
    return f"{type(w).__name__}#{w.objectName() or '-'}" + (f" {text!r}" if text else "")


def _shown(w: QWidget) -> bool:
    return w.isVisible() and not w.objectName().startswith("qt_")


def _in_scroller(w: QWidget) -> bool:
    p = w.parentWidget()
    while p is not None:
        if isinstance(p, QAbstractScrollArea):
            return True
        p = p.parentWidget()
    return False


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _shortened(w: QWidget) -> bool:
    """Whether the caption shown is a shortened one: a widget keeping its whole text in `full` (the
    table's ElidedLabel, WrappedFacts) shows less of it, or a caption ending in "…" is
    the start of its own tooltip (shortened by hand)."""
    shown = w.text() if isinstance(w, (QLabel, QAbstractButton)) else ""
    full = getattr(w, "full", None)
    if isinstance(full, str):
        return shown != full
    if not shown.endswith("…"):
        return False
    start = shown[:-1].rstrip()
    return any(t.startswith(start) and len(t) > len(start) + 1 for t in (w.toolTip(), w.accessibleName()))


def _elision_problem(w: QWidget) -> str | None:
    """A caption may be shortened only by a widget marked elidable (it shows text with no bound: a bill's
    title, a player's name, a list of riders), and then with the whole text in its tooltip."""
    if not _shortened(w):
        return None
    if not w.property(ELIDABLE):
        return f"{_name(w)}: caption shortened, but the widget is not marked elidable (may_elide)"
    full = getattr(w, "full", "")
    if not w.toolTip() or full and full.split("\n")[0][:20] not in w.toolTip():
        return f"{_name(w)}: caption shortened without its whole text in the tooltip"
    return None


def _text_problem(w: QWidget) -> str | None:
    fault = _elision_problem(w) if isinstance(w, (QLabel, QAbstractButton)) else None
    if fault:
        return fault
    if isinstance(w, QLabel):
        text = w.text()
        if not text or w.pixmap() is not None and not w.pixmap().isNull():
            return None
        if (text.lstrip().startswith("<") and ">" in text) or w.textFormat() == Qt.TextFormat.RichText:
            return None
        room = w.contentsRect()
        margin = w.margin() * 2 + w.indent() if w.indent() > 0 else w.margin() * 2
        if w.wordWrap():
            need = w.heightForWidth(w.width())
            if need > w.height():  # a wrapped line cut at its foot (or its top) is cut all the same
                return f"{_name(w)}: wrapped text needs {need} px height, has {w.height()}"
            return None
        metrics = QFontMetrics(w.font())
        if w.buddy() is not None:
            text = _plain(text)  # "&Outcome:" shows as "Outcome:" with O underlined
        widest = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
        if widest > room.width() - margin + 1:  # clipped (a shortened caption still has to fit)
            return f"{_name(w)}: text needs {widest} px, has {room.width() - margin}"
        lines = text.count("\n") + 1
        if metrics.height() * lines > room.height() + 2:
            need = metrics.height() * lines
            return f"{_name(w)}: {lines} line(s) need {need} px height, has {room.height()}"
    elif isinstance(w, QAbstractButton) and w.text():
        text = _plain(w.text())
        metrics = QFontMetrics(w.font())
        widest = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
        extra = 24 if isinstance(w, QCheckBox) else 8  # the box, or the button's frame
        if widest + extra > w.width() + 1:
            return f"{_name(w)}: caption needs {widest + extra} px, has {w.width()}"
    return None


def _combo_problem(w: QWidget) -> str | None:
    """A combo box's chosen item drawn wider than its field is clipped mid-letter ("Keine Fraktion ge"): it
    must fit, or be drawn shortened with "…" (desktop/fitted_combo.py) with the whole in its tooltip."""
    if not isinstance(w, QComboBox) or w.isEditable() or not w.currentText():
        return None
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    opt = QStyleOptionComboBox()
    w.initStyleOption(opt)
    field = w.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, opt, QStyle.SubControl.SC_ComboBoxEditField, w
    )
    shown = w.shown_text() if hasattr(w, "shown_text") else w.currentText()
    need = QFontMetrics(w.font()).horizontalAdvance(shown)
    if need > field.width():
        return f"QComboBox#{w.objectName() or '-'} {shown!r}: text needs {need} px, has {field.width()}"
    if shown != w.currentText() and w.currentText() not in w.toolTip():
        return f"QComboBox#{w.objectName() or '-'} {shown!r}: shortened without its whole text in the tooltip"
    return None


def _font_problem(w: QWidget) -> str | None:
    if not isinstance(w, (QLabel, QAbstractButton)) or not (w.text() if hasattr(w, "text") else ""):
        return None
    f = w.font()
    px = f.pixelSize() if f.pixelSize() > 0 else f.pointSizeF() * 96 / 72
    if px < MIN_TEXT_PX - 0.01:
        return f"{_name(w)}: text at {px:.1f} px (< 9 pt)"
    return None


_PLACEHOLDER = re.compile(r"%(?:L?[1-9]|n)(?![0-9A-Za-z])")  # Qt's %1..%9 and %n, left unfilled


def _placeholder_problem(w: QWidget) -> str | None:
    """A text shown with a placeholder still in it ("Warfare (%1): ..."): a .replace() was forgotten."""
    texts = [w.toolTip(), w.accessibleName()]
    if isinstance(w, (QLabel, QAbstractButton)):
        texts.append(w.text())
    for text in texts:
        if text and _PLACEHOLDER.search(text):
            return f"{_name(w)}: shows an unfilled placeholder in {text[:80]!r}"
    return None


def problems(window: QWidget) -> list[str]:
    """Every visible control that is covered by a sibling, outside its parent, or has clipped text."""
    found: list[str] = []
    win_rect = window.rect()
    for w in [window, *window.findChildren(QWidget)]:
        if not _shown(w) or w.window() is not window:  # a pop-up (an enlarged card) is its own window
            continue
        if isinstance(w, (QScrollBar, QMenuBar)) or type(w).__name__ in ("QFocusFrame", "QRubberBand"):
            continue
        if w is not window and not _in_scroller(w):
            top_left = w.mapTo(window, QPoint(0, 0))
            where = QRect(top_left, w.size())
            if not win_rect.contains(where):
                found.append(f"{_name(w)}: outside the window ({where.getRect()} vs {win_rect.getRect()})")
            parent = w.parentWidget()
            if parent is not None and not isinstance(parent, QAbstractScrollArea):
                inner = parent.rect()
                if not inner.adjusted(-1, -1, 1, 1).contains(w.geometry()):
                    found.append(f"{_name(w)}: sticks out of {_name(parent)}")
        for check in (_text_problem, _combo_problem, _font_problem, _placeholder_problem):
            fault = check(w)
            if fault:
                found.append(fault)
        found += _covered(w)
    return found


def _covered(parent: QWidget) -> list[str]:
    """Visible children of one parent that overlap each other."""
    if isinstance(parent, (QStackedWidget, QAbstractScrollArea)):
        return []
    kids = [
        k
        for k in parent.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
        if _shown(k) and not k.isWindow() and not isinstance(k, QScrollBar)
    ]
    out = []
    for i, a in enumerate(kids):
        ga = a.geometry().adjusted(1, 1, -1, -1)
        for b in kids[i + 1 :]:
            if ga.intersects(b.geometry().adjusted(1, 1, -1, -1)):
                out.append(f"{_name(a)} and {_name(b)} overlap in {_name(parent)}")
    return out


class _TextSizes:
    """Stands in for the QPainter a card painter is given: passes every call on, and notes the pixel
    size of each text it draws (card text is painted, so the widget walk above cannot see it)."""

    def __init__(self, painter) -> None:
        self._painter = painter
        self.drawn: list[tuple[float, str]] = []

    def __getattr__(self, name):
        return getattr(self._painter, name)

    def drawText(self, *args):  # noqa: N802
        texts = [a for a in args if isinstance(a, str)]
        f = self._painter.font()
        px = f.pixelSize() if f.pixelSize() > 0 else f.pointSizeF() * 96 / 72
        if texts and texts[0].strip():
            self.drawn.append((px, texts[0]))
        return self._painter.drawText(*args)


def card_text_problems(window: QWidget) -> list[str]:
    """Every card on screen drawn at the size it has now: any text on it below 9 pt (12 px) is a fault
    (a bill's score digits on a seat panel the table had to shrink, say)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter, QPixmap

    from desktop.cards.card_widget import CardWidget
    from desktop.cards.painters import painter_for

    found: list[str] = []
    for card in window.findChildren(CardWidget):
        if not _shown(card) or card.window() is not window:
            continue
        picture = QPixmap(card.width(), card.height())
        painter = QPainter(picture)
        sizes = _TextSizes(painter)
        # The rectangle CardWidget._picture paints a card in.
        rect = QRectF(2, 6, card.width() - 6, card.height() - 10)
        painter_for(card.face)(sizes, rect, card.face, selected=False, focused=False, dimmed=False)
        painter.end()
        found += [
            f"{type(card.face).__name__} card: unfilled placeholder in {text[:60]!r}"
            for _, text in sizes.drawn
            if _PLACEHOLDER.search(text)
        ]
        name = card_name(card.face)
        if name and not name_drawn_whole(name, sizes.drawn) and not _may_shorten(name, card):
            drawn = " | ".join(t.replace("\n", " / ") for _px, t in sizes.drawn)[:90]
            kind = type(card.face).__name__
            found.append(f"{kind} card {card.width()} px wide: name {name!r} cut ({drawn})")
        small = sorted({(round(px, 1), text[:24]) for px, text in sizes.drawn if px < MIN_TEXT_PX - 0.01})
        if small:
            what = ", ".join(f"{text!r} at {px} px" for px, text in small[:4])
            found.append(f"{type(card.face).__name__} card {card.width()} px wide: {what} (< 9 pt)")
    return found


def card_name(face: object) -> str:
    """The name a card shows (a bill's or Representative's title, an agenda's, planet's or deck card's
    name): it must be drawn whole, wrapped or set narrow, never cut with "…"."""
    for field in ("title", "name"):
        value = getattr(face, field, None)
        if isinstance(value, str) and value.strip():
            return value
    return ""


def name_drawn_whole(name: str, drawn: list[tuple[float, str]]) -> bool:
    """Whether `name` is drawn whole, whatever its line breaks (a word broken with a hyphen at a line's end,
    "Centau-" + "ri", counts whole); a name ending in "…" or left out is not."""
    text = "\n".join(t for _px, t in drawn)
    joined = re.sub(r"(?<=\w)-\n(?=\w)", "", text)  # a hyphen the painter put at a line's end joins its word
    whole = "".join(name.split())  # "Produce/" + "Trade": lines joined
    return whole in "".join(joined.split()) or whole in "".join(text.split())  # or the name's own hyphen


COMPACT_CARD = 70  # px: a card this narrow shows its scores; its name is a click away


def _may_shorten(name: str, card: QWidget) -> bool:
    """A card may show less than its whole name (CardWidget opens it large on a click, right-click, Space
    or hover) only when compact (narrower than COMPACT_CARD, or a bill on a seat panel, drawn for its
    scores), or when the name needs more than four lines at the readable size set narrow and broken with
    hyphens (a five-line Russian bill title on a 96 px hand card), or when tokens are laid on it."""
    from desktop.cards.drawing import wrapped_lines
    from desktop.table.seat_panel import SeatPanel

    on_panel = False
    parent = card.parentWidget()
    while parent is not None and not on_panel:
        on_panel, parent = isinstance(parent, SeatPanel), parent.parentWidget()
    width = card.width()
    badges = bool(
        getattr(card.face, "tokens", ())
    )  # Pledge badges (what players watch) take the title's room
    return width < COMPACT_CARD or on_panel or badges or wrapped_lines(name, (width - 6) * 0.86) > 4
