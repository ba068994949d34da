"""The card outline, title and small text helpers every painter uses."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPen

from desktop.cards.palette import CARD_EDGE, CARD_STOCK, FOCUS, SELECTED

READABLE = 12  # logical pixels: 9 pt at 96 dpi, the least a player is asked to read on a card


def card_outline(
    painter: QPainter,
    rect: QRectF,
    *,
    selected: bool = False,
    focused: bool = False,
    stock: QColor = CARD_STOCK,
    dimmed: bool = False,
) -> QPainterPath:
    """Fill and stroke the rounded card; returns its path for clipping."""
    radius = min(rect.width(), rect.height()) * 0.07
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    # A soft shadow makes it sit on the felt.
    painter.fillPath(path.translated(1.5, 2.5), QColor(0, 0, 0, 70))
    painter.fillPath(path, stock.darker(115) if dimmed else stock)
    edge = SELECTED if selected else (FOCUS if focused else CARD_EDGE)
    painter.setPen(QPen(edge, 4 if selected else (2.5 if focused else 1.2)))
    painter.drawPath(path)
    return path


def font(size: float, bold: bool = False) -> QFont:
    """A font `size` logical pixels high: card text scales with the card, not with the screen's DPI."""
    f = QFont()
    f.setPixelSize(max(6, round(size)))
    f.setBold(bold)
    return f


def fitted_text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    size: float,
    *,
    bold: bool = False,
    flags: int = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
    colour: QColor | None = None,
    least: float = 6,
) -> None:
    """Draw text in `rect`, shrinking the font until it fits, but not below `least` pixels (READABLE
    for words a player must read), then condensed; what still does not fit is cut short with an
    ellipsis, wrapped first (a title takes two lines before it is shortened) and never drawn outside."""
    if colour is not None:
        painter.setPen(colour)
    size = max(size, least)
    while True:
        painter.setFont(font(size, bold))
        bound = painter.boundingRect(rect, flags, text)
        if bound.height() <= rect.height() and bound.width() <= rect.width():
            painter.drawText(rect, flags, text)
            return
        if size <= least or size <= 6:
            break
        size = max(least, size * 0.9)
    # At the least size, the letters set narrower before anything is cut (the same height: still read).
    narrow = font(size, bold)
    narrow.setStretch(QFont.Stretch.Condensed)
    painter.setFont(narrow)
    bound = painter.boundingRect(rect, flags, text)
    if bound.height() <= rect.height() and bound.width() <= rect.width():
        painter.drawText(rect, flags, text)
        return
    metrics = painter.fontMetrics()
    room = max(1, int(rect.height() // metrics.height()))
    lines = [
        line for paragraph in text.split("\n") for line in _wrapped(metrics, paragraph, rect.width(), room)
    ]
    if len(lines) > room:  # the rest of the text is cut: the last line shown says so
        last = metrics.elidedText(lines[room - 1] + " …", Qt.TextElideMode.ElideRight, int(rect.width()))
        lines = [*lines[: room - 1], last if last.endswith("…") else last + "…"]
    block = QRectF(rect)
    painter.save()
    painter.setClipRect(rect)
    painter.drawText(block, int(flags & ~Qt.TextFlag.TextWordWrap), "\n".join(lines))
    painter.restore()


def one_line(text: str, width: float, bold: bool = True) -> bool:
    """Whether `text` fits one line of `width` at the readable size, set narrow if need be (as
    fitted_text would draw it): a name that does not is given a second line before it is shortened."""
    f = font(READABLE, bold)
    f.setStretch(QFont.Stretch.Condensed)
    return QFontMetrics(f).horizontalAdvance(text) <= width


def lines_high(lines: int, bold: bool = True) -> float:
    """The height `lines` lines of text take at the readable size (the font's line spacing, not 12 px a
    line: three lines given 3.3 × 12 px lost their last line to "…")."""
    return lines * QFontMetrics(font(READABLE, bold)).height() + 2


def lines_needed(text: str, width: float, bold: bool = True, narrow: bool = True) -> int:
    """How many lines `text` takes wrapped at its words in `width` at the readable size, set narrow (as
    fitted_text draws it when the normal width does not fit; `narrow` False: at the normal width, the
    room to give a title, as a font without a condensed face draws it); a word too long counts as one."""
    f = font(READABLE, bold)
    if narrow:
        f.setStretch(QFont.Stretch.Condensed)
    metrics = QFontMetrics(f)
    lines = 0
    line = ""
    for word in text.split():
        if line and metrics.horizontalAdvance(line + " " + word) <= width:
            line += " " + word
        else:
            lines, line = lines + 1, word
    return max(1, lines)


def _wrapped(metrics: QFontMetrics, text: str, width: float, max_lines: int) -> list[str]:
    """Greedy word wrap into at most `max_lines`; a word or last line too long ends in an ellipsis. A word
    wider than the line is broken with a hyphen, its rest sharing a line with the next words ("Confoun-",
    "ding Legal", "Text") where that fits the lines; else only where a line is left for each word."""
    free = _broken(metrics, text, width)
    if len(free) <= max_lines:
        return free
    lines: list[str] = []
    words = text.split()
    for i, word in enumerate(words):
        if lines and metrics.horizontalAdvance(lines[-1] + " " + word) <= width:
            lines[-1] += " " + word
            continue
        # A word wider than the card ("Centauri", "Nestphar" on a narrow planet) is broken with a hyphen
        # where lines are left for its rest (the whole name is read, not "Centa…").
        left = max_lines - len(lines) - (len(words) - i - 1)
        while metrics.horizontalAdvance(word) > width and left > 1 and len(word) > 3:
            cut = _fitting_prefix(metrics, word, width)
            if cut < 2:
                break
            lines.append(word[:cut] + "-")
            word, left = word[cut:], left - 1
        lines.append(word)
    if len(lines) > max_lines:
        lines = lines[: max_lines - 1] + [" ".join(lines[max_lines - 1 :])]
    elide = Qt.TextElideMode.ElideRight
    return [metrics.elidedText(line, elide, int(width)) for line in lines]


def _broken(metrics: QFontMetrics, text: str, width: float) -> list[str]:
    """Greedy word wrap, a word wider than `width` broken with hyphens wherever it must be."""
    lines: list[str] = []
    for word in text.split():
        if lines and metrics.horizontalAdvance(lines[-1] + " " + word) <= width:
            lines[-1] += " " + word
            continue
        if lines and metrics.horizontalAdvance(word) > width:  # "of Explora-" / "tion": its start fits here
            room = width - metrics.horizontalAdvance(lines[-1] + " ")
            cut = _fitting_prefix(metrics, word, room)
            if cut >= 3 and metrics.horizontalAdvance(word[:cut] + "-") <= room:
                lines[-1] += " " + word[:cut] + "-"
                word = word[cut:]
        while metrics.horizontalAdvance(word) > width and len(word) > 3:
            cut = _fitting_prefix(metrics, word, width)
            if cut < 2:
                break
            lines.append(word[:cut] + "-")
            word = word[cut:]
        lines.append(word)
    return lines


def wrapped_lines(text: str, width: float, bold: bool = True) -> int:
    """How many lines fitted_text draws `text` in at the readable size set narrow, a word too wide for
    `width` broken with a hyphen ("Confoun-ding"): the lines to give a name so none of it is cut."""
    f = font(READABLE, bold)
    f.setStretch(QFont.Stretch.Condensed)
    return max(1, len(_broken(QFontMetrics(f), text, width)))


def _fitting_prefix(metrics: QFontMetrics, word: str, width: float) -> int:
    """How many letters of `word`, with a hyphen after them, fit `width` (leaving two at least after, three
    in a longer word: "Nestp-har" rather than "Nestph-ar")."""
    cut = len(word) - (3 if len(word) >= 7 else 2)
    while cut > 1 and metrics.horizontalAdvance(word[:cut] + "-") > width:
        cut -= 1
    return cut
