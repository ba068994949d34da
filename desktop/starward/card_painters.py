"""Paints Starward's cards: a deck card (symbols, band, action) and a planet (back or front)."""

from __future__ import annotations

import re

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from desktop.cards.drawing import READABLE, card_outline, fitted_text, font, one_line
from desktop.cards.palette import INK, MUTED_INK
from desktop.starward.card_faces import DeckCardFace, WorldFace
from desktop.starward.names import (
    POLITICS_COLOUR,
    RESOURCE_COLOURS,
    SYMBOL_COLOURS,
    TYPE_COLOURS,
    short_type_name,
    symbol_letter,
    tr,
)
from games.starward.cards import PlanetType, Resource, Symbol


def symbol_disc(painter: QPainter, centre: QPointF, radius: float, symbol: str) -> None:
    """A symbol: a disc in its colour with its initial."""
    colour = SYMBOL_COLOURS[Symbol(symbol)]
    painter.setPen(QPen(colour.darker(140), max(1.0, radius * 0.12)))
    painter.setBrush(colour)
    painter.drawEllipse(centre, radius, radius)
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    fitted_text(painter, box, symbol_letter(Symbol(symbol)), radius * 1.15, bold=True, colour=QColor("white"))


def symbol_row(painter: QPainter, rect: QRectF, symbols: tuple[str, ...]) -> None:
    """The symbols side by side, centred in `rect`."""
    if not symbols:
        return
    radius = min(rect.height() / 2, rect.width() / (2.3 * len(symbols)))
    step = radius * 2.3
    x = rect.center().x() - step * (len(symbols) - 1) / 2
    for s in symbols:
        symbol_disc(painter, QPointF(x, rect.center().y()), radius, s)
        x += step


def influence_badge(painter: QPainter, centre: QPointF, radius: float, value: int) -> None:
    painter.setPen(QPen(QColor("#7a5b12"), max(1.0, radius * 0.12)))
    painter.setBrush(QColor("#f2c94c"))
    painter.drawEllipse(centre, radius, radius)
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    fitted_text(painter, box, str(value), radius * 1.2, bold=True, colour=INK)


def paint_deck_card(
    painter: QPainter,
    rect: QRectF,
    face: DeckCardFace,
    *,
    selected: bool = False,
    focused: bool = False,
    dimmed: bool = False,
) -> None:
    card_outline(painter, rect, selected=selected, focused=focused, dimmed=dimmed)
    if rect.height() * 0.06 < READABLE:  # a hand card at laptop size: the action would be unreadable
        _small_deck_card(painter, rect, face, dimmed)
        return
    w, h = rect.width(), rect.height()
    pad = w * 0.06
    colour = _band_colour(face)
    band = QRectF(rect.left() + pad, rect.top() + pad, w - 2 * pad, h * 0.2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour.darker(120) if dimmed else colour)
    painter.drawRoundedRect(band, 4, 4)
    fitted_text(painter, band.adjusted(3, 1, -3, -1), face.name, h * 0.085, bold=True, colour=QColor("white"))
    symbols = QRectF(rect.left() + pad, band.bottom() + h * 0.02, w - 2 * pad, h * 0.14)
    symbol_row(painter, symbols, face.symbols)
    kind = QRectF(rect.left() + pad, symbols.bottom() + h * 0.01, w - 2 * pad, h * 0.1)
    fitted_text(painter, kind, face.band, h * 0.055, colour=MUTED_INK)
    text = QRectF(rect.left() + pad, kind.bottom(), w - 2 * pad, rect.bottom() - kind.bottom() - pad)
    if face.influence:
        text.setRight(text.right() - h * 0.1)
        corner = QPointF(rect.right() - pad - h * 0.06, rect.bottom() - pad - h * 0.06)
        influence_badge(painter, corner, h * 0.06, face.influence)
    fitted_text(painter, text, face.text, h * 0.06, colour=INK)


def _band_colour(face: DeckCardFace) -> QColor:
    if face.colour:
        return QColor(face.colour)
    if face.symbols:
        return SYMBOL_COLOURS[Symbol(face.symbols[0])]
    return POLITICS_COLOUR


DISC = READABLE / 1.15 + 0.2  # px: the least symbol or influence disc whose letter is READABLE


def _small_deck_card(painter: QPainter, rect: QRectF, face: DeckCardFace, dimmed: bool) -> None:
    """A hand card too small for all its words: name, symbols, influence and the short action, every
    one at READABLE or more. The kind of card and the whole action are in the enlarged card."""
    w = rect.width()
    pad = max(3.0, w * 0.05)
    inner = QRectF(rect.left() + pad, rect.top() + pad, w - 2 * pad, rect.height() - 2 * pad)
    name, bold = _name_lines(face.name, inner.width() - 5)  # the band's margins and a pixel spare
    lines = min(5, name.count("\n") + 1)  # a two-sided card's two names ("Arms Exchange / Lean …") whole
    band = QRectF(inner.left(), inner.top(), inner.width(), lines * (READABLE + 3) + 4)
    colour = _band_colour(face)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour.darker(120) if dimmed else colour)
    painter.drawRoundedRect(band, 3, 3)
    fitted_text(painter, band.adjusted(2, 1, -2, -1), name, READABLE, bold=bold, colour=QColor("white"),
                least=READABLE)  # fmt: skip
    row = QRectF(inner.left(), band.bottom() + 3, inner.width(), 2 * DISC + 2)
    if face.influence:  # the influence badge ends the symbol row
        influence_badge(painter, QPointF(row.right() - DISC, row.center().y()), DISC, face.influence)
        row.setRight(row.right() - 2 * DISC - 3)
    if face.symbols:
        _small_symbols(painter, row, face.symbols)
    if not face.symbols and not face.influence:
        row.setHeight(0)
    text = QRectF(inner.left(), row.bottom() + 3, inner.width(), inner.bottom() - row.bottom() - 3)
    words = _action_lines(face.short or face.text, text.width() - 2)
    fitted_text(painter, text, words, READABLE, colour=INK, least=READABLE)


def _name_lines(name: str, width: float) -> tuple[str, bool]:
    """A card's name in at most two lines of whole words and whether bold: bold, else regular, else the
    same set narrow (fitted_text draws it narrow when the normal width does not fit). A name longer still
    (a two-sided card's two names) takes more lines; a word too wide even set narrow is hyphenated rather
    than cut."""
    for narrow in (False, True):
        for bold in (True, False):
            metrics = QFontMetricsF(_font(bold, narrow))
            lines = broken_lines(name, width, bold=bold, hyphenate=False, narrow=narrow).split("\n")
            if len(lines) <= 2 and all(metrics.horizontalAdvance(line) <= width for line in lines):
                return "\n".join(lines), bold
    whole = broken_lines(name, width, bold=True, hyphenate=False, narrow=True)
    if all(QFontMetricsF(_font(True, True)).horizontalAdvance(line) <= width for line in whole.split("\n")):
        return whole, True
    return broken_lines(name, width, bold=True, narrow=True), True  # "Administra-tion": whole, not cut


def _action_lines(text: str, width: float) -> str:
    """A hand card's action in lines of whole words, set narrow if that keeps the words whole; a word
    too long for the card even so (a long Russian word) is hyphenated rather than cut."""
    for narrow in (False, True):
        metrics = QFontMetricsF(_font(False, narrow))
        lines = broken_lines(text, width, hyphenate=False, narrow=narrow)
        if all(metrics.horizontalAdvance(line) <= width for line in lines.split("\n")):
            return lines
    return broken_lines(text, width, narrow=True)


def _font(bold: bool, narrow: bool) -> QFont:
    f = font(READABLE, bold)
    if narrow:
        f.setStretch(QFont.Stretch.Condensed)
    return f


def broken_lines(
    text: str, width: float, *, bold: bool = False, hyphenate: bool = True, narrow: bool = False
) -> str:
    """`text` in lines of at most `width` px at READABLE (set narrow if `narrow`): wrapped at spaces and
    after a slash or hyphen, and a word too long for one line (a Russian action, say) hyphenated rather
    than cut short, unless `hyphenate` is off."""
    metrics = QFontMetricsF(_font(bold, narrow))

    def fits(line: str) -> bool:
        return metrics.horizontalAdvance(line) <= width

    lines = [""]
    end = 0
    for match in re.finditer(r"[^\s/-]*[/-]|[^\s/-]+", text):
        word = match.group()
        glue = " " if match.start() > end and lines[-1] else ""
        end = match.end()
        if fits(lines[-1] + glue + word):
            lines[-1] += glue + word
            continue
        if lines[-1]:
            lines.append("")
        while hyphenate and not fits(word) and len(word) > 4:
            cut = len(word) - 2
            while cut > 2 and not fits(word[:cut] + "-"):
                cut -= 1
            lines[-1] = word[:cut] + "-"
            lines.append("")
            word = word[cut:]
        lines[-1] = word
    return "\n".join(lines)


def _small_symbols(painter: QPainter, rect: QRectF, symbols: tuple[str, ...]) -> None:
    """The symbols at a readable size, overlapping a little when there are many."""
    step = min(2 * DISC + 2, (rect.width() - 2 * DISC) / max(1, len(symbols) - 1))
    x = rect.left() + DISC if len(symbols) > 1 else rect.center().x()
    if len(symbols) > 1 and step * (len(symbols) - 1) + 2 * DISC < rect.width():
        x = rect.center().x() - step * (len(symbols) - 1) / 2
    for s in symbols:
        symbol_disc(painter, QPointF(x, rect.center().y()), DISC, s)
        x += step


NAME_LEAST = READABLE  # px: a planet's name on a narrow tile wraps or is set narrow, never smaller


def narrow_name_font() -> QFont:
    """A planet's name set narrow at the least size: what a tile must hold each word of on one line."""
    return _font(True, True)


LINE = READABLE + 3.0  # px: a line of a tile's words


def name_band(rect: QRectF, name: str) -> QRectF:
    """Where a planet tile writes its name: one line when it fits at a readable size (set narrow if need
    be), else two lines' room, so a long name wraps before it is cut (the rest of the tile keeps what
    one line leaves)."""
    w, h = rect.width(), rect.height()
    pad = min(w, h) * 0.06
    one_line = QFontMetricsF(_font(True, True)).horizontalAdvance(name) <= w - 2 * pad - 4
    height = max(h * 0.2, 1.6 * READABLE) if one_line else max(h * 0.28, 2 * LINE + 2)
    return QRectF(rect.left() + pad, rect.top() + pad, w - 2 * pad, height)


def world_lines(face: WorldFace, width: float | None = None, height: float | None = None) -> list[str]:
    """The words on a planet tile: progress towards settling it, what attacking it costs, its bonus; on a
    tile narrower than `width` needs for them, the signs the Empire's counts use ("⚔ 2"); on a tile too
    short for a line each (`height`), the colonies and the fighters share one ("⌂ 0/4  ⚔ 5")."""
    short = width is not None and not all(one_line(t, width, bold=False) for t in _world_lines(face, False))
    lines = _world_lines(face, short)
    if height is not None and width is not None and len(lines) * LINE + 2 > height and not face.face_up:
        signs = _world_lines(face, True)
        paired = f"{signs[0]}  {signs[1]}"
        if one_line(paired, width, bold=False):
            return [paired, *signs[2:]]
    return lines


def _world_lines(face: WorldFace, short: bool) -> list[str]:
    lines = []
    if not face.face_up:
        colonies = tr("⌂ %1/%2", "colonies on a narrow planet tile") if short else tr("colonies %1/%2")
        fighters = tr("⚔ %1", "fighters on a narrow planet tile") if short else tr("fighters %1")
        lines.append(colonies.replace("%1", str(face.colonies)).replace("%2", str(face.colonize_cost)))
        lines.append(fighters.replace("%1", str(face.warfare_cost)))
    if face.hand_bonus and (face.face_up or face.front_known):
        lines.append(tr("hand +1"))
    if face.blocked:
        lines.append(tr("blocked", "on a narrow planet tile") if short else tr("blocked"))
    return lines


def tile_name(face: WorldFace, width: float) -> str:
    """The name a tile writes: the planet's, or while its front is hidden its type, in a short form
    when one word of the type is too long for the tile even set narrow."""
    if face.name:
        return face.name
    metrics = QFontMetricsF(_font(True, True))  # as fine as the painter measures (one_line rounds)
    if all(metrics.horizontalAdvance(word) <= width for word in face.type_name.split()):
        return face.type_name
    return short_type_name(PlanetType(face.type))


def paint_world(
    painter: QPainter,
    rect: QRectF,
    face: WorldFace,
    *,
    selected: bool = False,
    focused: bool = False,
    dimmed: bool = False,
) -> None:
    """A planet tile or card: the name in a band of its type's colour; when its front may be seen, its
    symbols, influence and slots; and its words. Every letter at READABLE or more: on a short tile the
    symbols and slots stand beside the words when the tile is wide enough, else above them."""
    colour = TYPE_COLOURS[PlanetType(face.type)]
    stock = QColor("#eef1f4") if face.face_up else QColor("#3a4250")
    card_outline(painter, rect, selected=selected, focused=focused, stock=stock, dimmed=dimmed)
    w, h = rect.width(), rect.height()
    pad = min(w, h) * 0.06
    ink = INK if face.face_up else QColor("#f5efe0")
    name = tile_name(face, w - 2 * pad - 4)
    band = name_band(rect, name)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(band, 3, 3)
    fitted_text(painter, band.adjusted(2, 0, -2, 0), name, h * 0.12, bold=True,
                colour=QColor("white"), least=NAME_LEAST)  # fmt: skip
    body = QRectF(
        rect.left() + pad, band.bottom() + pad * 0.5, w - 2 * pad, rect.bottom() - band.bottom() - pad * 1.5
    )
    lines = world_lines(face, body.width(), body.height())
    foot = body
    if face.face_up or face.front_known:
        foot = _front_pieces(painter, body, face, lines, h)
    if lines:
        size = max(READABLE, min(foot.height() / len(lines), h * 0.15) * 0.8)
        # One fact a line, never wrapped inside ("colonies" over "3/4"): smaller, then narrower.
        flags = int(Qt.AlignmentFlag.AlignCenter)
        fitted_text(painter, foot, "\n".join(lines), size, colour=ink, least=READABLE, flags=flags)


def _front_pieces(painter: QPainter, body: QRectF, face: WorldFace, lines: list[str], h: float) -> QRectF:
    """Draw a known front's symbols, influence and slots in `body` and return the room left for the
    words. The words come first (a short tile keeps them whole): the pieces stand beside them when
    the tile is wide enough, else above them in two rows, or one, or not at all (the tooltip and the
    settled planet show them)."""
    row = max(2 * DISC + 2, min(body.height() / 4, h * 0.16))
    words = max((QFontMetricsF(font(READABLE)).horizontalAdvance(t) for t in lines), default=0.0) + 4
    need = len(lines) * LINE + 2  # the lines and their leading: at exactly LINE each the last was cut
    pieces = QRectF(body)
    if lines and body.height() < 2 * row + need and body.width() - words - 3 >= 2 * DISC + 2:
        pieces.setRight(body.right() - words - 3)  # beside the words
        foot = QRectF(pieces.right() + 3, body.top(), words, body.height())
    else:
        spare = body.height() - need
        pieces.setHeight(min(2 * row, spare) if spare >= 2 * DISC + 1 else 0.0)
        foot = QRectF(body.left(), pieces.bottom(), body.width(), body.bottom() - pieces.bottom())
    if pieces.height() <= 0:
        return foot
    one_row = pieces.height() < 2 * (2 * DISC + 1)
    top = QRectF(pieces.left(), pieces.top(), pieces.width(), pieces.height() if one_row else row)
    second = (
        top
        if one_row
        else QRectF(pieces.left(), top.bottom(), pieces.width(), pieces.bottom() - top.bottom())
    )
    radius = DISC if one_row else max(DISC, min(second.height() * 0.42, h * 0.07))
    influence_badge(painter, QPointF(second.left() + radius + 1, second.center().y()), radius, face.influence)
    slots = second.adjusted(2 * radius + 4, 0, 0, 0)
    if one_row:  # the badge, the symbols, then the slots in what is left
        if face.symbols:
            room = min(slots.width(), 2 * DISC + (len(face.symbols) - 1) * (2 * DISC + 2))
            _small_symbols(painter, QRectF(slots.left(), slots.top(), room, slots.height()), face.symbols)
            slots.setLeft(slots.left() + room + 3)
    elif face.symbols and min(top.height() / 2, top.width() / (2.3 * len(face.symbols))) >= DISC:
        symbol_row(painter, top, face.symbols)  # as large as the row allows
    elif face.symbols:
        _small_symbols(painter, top, face.symbols)  # readable letters, overlapping a little
    if slots.width() >= 8:
        _slots(painter, slots, face.slots)
    return foot


def _slots(painter: QPainter, rect: QRectF, slots: tuple[tuple[str, bool], ...]) -> None:
    if not slots:
        return
    radius = min(rect.height() * 0.36, rect.width() / (2.6 * len(slots)))
    step = radius * 2.6
    x = rect.center().x() - step * (len(slots) - 1) / 2
    for resource, held in slots:
        colour = RESOURCE_COLOURS[Resource(resource)]
        painter.setPen(QPen(colour.darker(160), max(1.0, radius * 0.25)))
        painter.setBrush(colour if held else Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(x - radius, rect.center().y() - radius, 2 * radius, 2 * radius))
        x += step
