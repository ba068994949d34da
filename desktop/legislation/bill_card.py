"""Paints a Legislation bill: number, worth to the viewer, title, tokens on it, the four agenda scores."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from desktop.cards.drawing import (
    READABLE,
    card_outline,
    fitted_text,
    font,
    lines_high,
    lines_needed,
    wrapped_lines,
)
from desktop.cards.palette import INK, MUTED_INK, NEGATIVE, NEUTRAL, POSITIVE
from desktop.legislation.agenda_names import AGENDA_COLOURS, agenda_short
from desktop.legislation.card_faces import BillFace, TokenMark

MINI = 70  # narrower than this, a bill is drawn in its compact form
TITLE_LINE = READABLE + 4  # a wrapped title's line at the readable size (the bold font's height, 16 px)
SQUEEZED = 13  # the least height of a score tile (a readable score's digits, without margin)


def score_text(score: int) -> str:
    return f"+{score}" if score > 0 else ("−1" if score == -1 else str(score).replace("-", "−"))


def paint_bill(
    painter: QPainter,
    rect: QRectF,
    bill: BillFace,
    *,
    selected: bool = False,
    focused: bool = False,
    dimmed: bool = False,
) -> None:
    card_outline(painter, rect, selected=selected, focused=focused, dimmed=dimmed)
    w, h = rect.width(), rect.height()
    small = w < MINI  # a seat panel's card: scores only as coloured tiles, a line for the title or tokens
    pad = w * (0.05 if small else 0.07)
    # Number medallion: wide enough for two digits at the readable size.
    r = max(w * 0.15, READABLE * 0.7)
    centre = QPointF(rect.left() + pad + r, rect.top() + pad + r)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    painter.drawEllipse(centre, r, r)
    fitted_text(
        painter,
        QRectF(centre.x() - r - 2, centre.y() - r, 2 * r + 4, 2 * r),
        str(bill.number),
        max(r * 1.05, READABLE),
        bold=True,
        colour=QColor("#fbf7ee"),
        least=READABLE,
    )
    # Beside it: what the bill is worth to the viewer (in the outline of their own columns), else "BILL".
    caption_left = centre.x() + r + pad * 0.5
    caption = QRectF(caption_left, rect.top() + pad, rect.right() - pad * 0.5 - caption_left, 2 * r)
    if bill.worth is not None:
        _worth_chip(painter, caption, bill.worth, wide=w >= 80)
    else:  # the word, if it fits at a readable size (ЗАКОНОПРОЕКТ is long); the number says enough
        word = QCoreApplication.translate("Cards", "BILL")
        painter.setFont(font(READABLE, True))
        if painter.fontMetrics().horizontalAdvance(word) <= caption.width():
            fitted_text(
                painter,
                caption,
                word,
                max(READABLE, h * 0.05),
                bold=True,
                flags=int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                colour=MUTED_INK,
                least=READABLE,
            )
    # The scores keep the room they need to be read; the title and tokens take what is left above them.
    top = rect.top() + pad + 2 * r + h * 0.02
    bottom = rect.bottom() - pad
    gap = pad * 0.5
    tile = READABLE + 5  # a compact tile: the score alone, at the readable size
    full = 2 * READABLE + 10  # a full tile: the agenda's label over the score
    line = READABLE + 4
    room = bottom - top - gap  # for the title and the tiles
    # The whole title, wrapped at the readable size (three lines for "Surveillance Infrastructure Act"
    # on a hand card): the agenda labels on the tiles give way to it first. (Tokens share the title's
    # room: a token laid on a bill never changes its tiles.)
    want = lines_needed(bill.title, w - 2 * pad, narrow=False) * TITLE_LINE
    one_row = False
    if small:
        title_h = line if room - line >= 2 * tile + gap else 0.0
    elif room - max(want, line) >= 2 * full + gap:  # a large card: agenda labels on the tiles, title above
        title_h = min(max(h * 0.24, want, line), room - (2 * full + gap))
    else:  # the title takes the lines it needs (two at least) before it is shortened; compact tiles
        title_h = min(max(2 * line, want), room - (2 * (tile if want <= 2 * line else SQUEEZED) + gap))
        title_h = title_h if title_h >= line else 0.0
        # Set narrow, a long word broken with a hyphen, it may still need more ("Гражданские права:
        # сбалансированный бюджет", four lines): squeezed tiles, then the four tiles in one row, give way.
        # (By the title alone: a token laid on the bill never changes its tiles; its badge shares the room.)
        need = lines_high(wrapped_lines(bill.title, w - 2 * pad))
        if title_h < need:
            if room - need >= 2 * SQUEEZED + gap:
                title_h = room - (2 * SQUEEZED + gap)
            elif room - need >= SQUEEZED:
                title_h, one_row = room - (SQUEEZED + gap), True
    if not title_h and bill.tokens and room - line >= 2 * SQUEEZED + gap:
        # The Pledge badges are what players watch for a betrayal: on a short card they keep their line
        # and the score tiles give up their margin (the scores stay at the readable size).
        title_h = line
    title_rect = QRectF(rect.left() + pad, top, w - 2 * pad, title_h)
    grid_top = top + (title_h + gap if title_h else 0.0)
    if bill.tokens and title_h:
        marks_top = _token_marks(painter, title_rect, bill.tokens)
        title_rect.setBottom(marks_top - 1)
    if title_rect.height() >= READABLE + 2:
        fitted_text(painter, title_rect, bill.title, h * 0.075, bold=True, colour=INK, least=READABLE)
    # The four scores, a 2×2 grid of coloured tiles (in one row, in the same order, under a long title).
    grid_h = bottom - grid_top
    across = 4 if one_row else 2
    cell_w = (w - 2 * pad - (across - 1) * gap) / across
    cell_h = grid_h if one_row else (grid_h - gap) / 2
    compact = small or one_row or cell_h < full
    for column, score in enumerate(bill.scores):
        cx = rect.left() + pad + (column % across) * (cell_w + gap)
        cy = grid_top + (column // across) * (cell_h + gap)
        cell = QRectF(cx, cy, cell_w, cell_h)
        colour = AGENDA_COLOURS[column]
        painter.setPen(QPen(INK, 2.5) if column in bill.mine else Qt.PenStyle.NoPen)
        if compact:  # no room for the agenda's label: the tile in its colour, in its place on every bill
            painter.setBrush(colour)
            painter.drawRoundedRect(cell, 3, 3)
            _tile_score(painter, cell, score)
            continue
        painter.setBrush(colour.lighter(185))
        painter.drawRoundedRect(cell, 4, 4)
        band = QRectF(cell.left(), cell.top(), cell.width(), max(cell.height() * 0.36, READABLE + 3))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(band, 4, 4)
        fitted_text(
            painter,
            band,
            agenda_short(column),
            max(READABLE, band.height() * 0.75),
            bold=True,
            colour=QColor("white"),
            least=READABLE,
        )
        value = QRectF(cell.left(), band.bottom(), cell.width(), cell.bottom() - band.bottom())
        colour = POSITIVE if score > 0 else NEGATIVE if score < 0 else NEUTRAL
        size = max(READABLE, value.height() * 0.72)
        fitted_text(painter, value, score_text(score), size, bold=True, colour=colour, least=READABLE)


def score_font(text: str, room: float, size: float) -> QFont:
    """The font for a score in `room` pixels of width, never below the readable size and never by
    leaving out its sign ("+1" read as "1" would say another thing): smaller down to the readable size,
    then condensed, then with the letters set closer. The ink is measured, not the advance, since the
    side bearings may overhang the tile's edge."""
    f = font(size, True)
    while size > READABLE and QFontMetricsF(f).tightBoundingRect(text).width() > room:
        size = max(READABLE, size - 1)
        f = font(size, True)
    if QFontMetricsF(f).tightBoundingRect(text).width() > room:
        f.setStretch(QFont.Stretch.Condensed)
    if QFontMetricsF(f).tightBoundingRect(text).width() > room:
        f.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, -1)
    return f


def _tile_score(painter: QPainter, cell: QRectF, score: int) -> None:
    """A score on a compact tile, never below the readable size and always with its sign."""
    text = score_text(score)
    painter.setPen(QColor("white"))
    size = max(READABLE, min(cell.height() * 0.8, READABLE * 1.6))
    painter.setFont(score_font(text, cell.width() - 2, size))
    painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, text)


def _worth_chip(painter: QPainter, box: QRectF, worth: int, *, wide: bool) -> None:
    """The viewer's points if the bill passes, framed like their own columns ("you +1"; "+1" when small),
    never below the readable size and always with its sign; a chip too narrow for its frame is drawn
    without one (a white ground behind the coloured score)."""
    text = score_text(worth)
    if wide:  # "you +1" where it fits at the readable size, else the score alone
        long = QCoreApplication.translate("Cards", "you %1").replace("%1", text)
        if QFontMetricsF(font(READABLE, True)).horizontalAdvance(long) + 12 <= box.width():
            text = long
    f = score_font(text, box.width() - 8, max(READABLE, min(box.height() * 0.55, READABLE * 1.4)))
    ink = QFontMetricsF(f).tightBoundingRect(text).width()
    framed = ink + 6 <= box.width()
    width = min(box.width(), max(ink + 8, QFontMetricsF(f).horizontalAdvance(text) + 8))
    chip = QRectF(box.left(), box.center().y() - box.height() * 0.42, width, box.height() * 0.84)
    painter.setPen(QPen(INK, 2) if framed else Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#fffdf6"))
    painter.drawRoundedRect(chip, 4, 4)
    painter.setPen(POSITIVE if worth > 0 else NEGATIVE if worth < 0 else NEUTRAL)
    painter.setFont(f)
    painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)


def _token_marks(painter: QPainter, area: QRectF, tokens: tuple[TokenMark, ...]) -> float:
    """Each token as a badge: the seat's colour, its initial and ✔ (Pledge: vote Yay) or ✘ (anti-Pledge:
    Nay); a Pledge is filled, an anti-Pledge outlined, so neither colour nor shape alone carries it.
    Laid in rows from the bottom of `area` up, in as many rows as `area` holds (one at least), so the
    number and worth above stay in sight; when not all fit, a last badge "…" says there are more (the
    card's tooltip and its preview name every token). Returns the top of the highest row."""
    size = READABLE + 1.0
    painter.setFont(font(size, True))
    if painter.fontMetrics().height() + 2 > area.height():  # a one-line room: the least readable size
        painter.setFont(font(READABLE, True))
    metrics = painter.fontMetrics()
    labels = [t.name[:1].upper() + ("✔" if t.yay else "✘") for t in tokens]
    widths = [min(metrics.horizontalAdvance(label) + 6.0, area.width()) for label in labels]
    more = min(metrics.horizontalAdvance(MORE) + 6.0, area.width())
    height = metrics.height() + 2
    gap = 3.0
    rows = max(1, int((area.height() + gap) // (height + gap)))
    shown = len(tokens)
    while shown and not _flows(widths[:shown] + [more] * (shown < len(tokens)), area.width(), gap, rows):
        shown -= 1
    badges: list[tuple[TokenMark | None, str, float]] = list(zip(tokens, labels, widths, strict=True))
    del badges[shown:]
    if shown < len(tokens):
        badges.append((None, MORE, more))
    x, y = area.left(), area.bottom() - height
    for mark, label, width in badges:
        if x > area.left() and x + width > area.right() + 0.01:
            x, y = area.left(), y - height - gap
        badge = QRectF(x, y, width, height)
        if mark is None:  # more tokens than room: neutral, outlined in ink
            painter.setPen(QPen(INK, 1.5))
            painter.setBrush(QColor("white"))
            ink = INK
        elif mark.yay:
            seat = QColor(mark.colour)
            painter.setPen(QPen(INK, 1.5))
            painter.setBrush(seat)
            ink = ink_on_seat(seat)
        else:
            painter.setPen(QPen(QColor(mark.colour), 3))
            painter.setBrush(QColor("white"))
            ink = INK
        painter.drawRoundedRect(badge, height / 2, height / 2)
        painter.setPen(ink)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, label)
        x += width + gap
    return y


MORE = "…"  # the last badge when a card has no room for every token


def _flows(widths: list[float], room: float, gap: float, rows: int) -> bool:
    """Whether badges of these widths, laid left to right and wrapped, fit in `rows` rows of `room`."""
    x, row = 0.0, 1
    for width in widths:
        if x > 0 and x + width > room + 0.01:
            x, row = 0.0, row + 1
        x += width + gap
    return row <= rows


def ink_on_seat(colour: QColor) -> QColor:
    """Black or white, whichever contrasts more with a seat's colour (WCAG's relative luminance: the
    yellow and orange seats need black, which a lightness test gave white)."""

    def linear(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    lum = 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())
    return QColor("black") if (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) else QColor("white")
