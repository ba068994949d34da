"""The result moment: after a vote, every seat's vote, the tally, the verdict, score changes and betrayals.

It stays in the side panel until a player dismisses it (Enter, or its button) or makes a move.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QPushButton, QSizePolicy, QVBoxLayout, QWidget

from desktop.table.felt import font
from desktop.table.seat_badge import paint_badge

GOOD = QColor("#5fd38a")
BAD = QColor("#ff7b6b")
TEXT = QColor("#f5efe0")
GOLD = QColor("#fbe7b0")


@dataclass(frozen=True, slots=True)
class VoteResult:
    """What a vote came to, already in words (each game's screens build it from the log)."""

    title: str  # what was voted on: "Bill 76", "Arms Reduction"
    verdict: str  # "PASSED", "FAILED", "For"
    good: bool | None  # colours the verdict: passed (True), failed (False), an outcome (None)
    tally: str  # "5 Yay · 2 Nay"
    votes: tuple[tuple[int, str], ...]  # (seat, how it voted) for every seat, in voting order
    deltas: tuple[int, ...] = ()  # score change per seat (0 for none)
    betrayals: tuple[str, ...] = ()  # "Carol BETRAYED their token (voted Nay)."
    notes: tuple[str, ...] = ()  # what else decided it: "Cards played: Confounding Legal Text (Frank)"


def delta_text(delta: int) -> str:
    return f"+{delta}" if delta > 0 else f"−{-delta}" if delta < 0 else ""


@dataclass(frozen=True, slots=True)
class _Piece:
    """One run of text on the card: where it goes, in which font and colour."""

    rect: QRectF
    text: str
    font: QFont
    colour: QColor
    flags: int
    badge: int | None = None  # a seat whose badge goes at the left of this row


WRAP = int(Qt.TextFlag.TextWordWrap)
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
BADGE = 16
ROW = 20  # a seat's row at least: the badge and one line


def _wrapped(metrics: QFontMetrics, width: float, text: str) -> float:
    """The height `text` takes wrapped at `width` (the same measure paints it: nothing is cut off)."""
    return float(metrics.boundingRect(QRect(0, 0, max(1, int(width)), 100_000), LEFT | WRAP, text).height())


NOTE_LINES = 2  # a note (the cards played on an agenda) takes at most this many lines; its tooltip all


def _at_most(metrics: QFontMetrics, width: float, text: str, lines: int) -> str:
    """`text` as it fits `lines` wrapped lines: whole, or its last words dropped for " …" (the card's
    tooltip keeps it whole: a long list of riders must not push the table out of a laptop's window)."""
    room = _wrapped(metrics, width, "\n".join("x" * lines)) + 1  # the height of that many lines
    if _wrapped(metrics, width, text) <= room:
        return text
    words = text.split(" ")
    while len(words) > 1 and _wrapped(metrics, width, " ".join(words) + " …") > room:
        words.pop()
    return " ".join(words).rstrip(",;") + " …"


def layout(result: VoteResult, names: tuple[str, ...], width: int) -> tuple[list[_Piece], int]:
    """Every piece of the card at this width and the height they need: lines too long for the width
    wrap (a vote such as "3 votes for Against" is never clipped), so the card is as tall as its text."""
    head_font, bold, plain, delta_font = font(18, True), font(13, True), font(13), font(14, True)
    head_m, bold_m, plain_m, delta_m = (QFontMetrics(f) for f in (head_font, bold, plain, delta_font))
    w = max(120, width)
    pieces: list[_Piece] = []
    colour = GOOD if result.good else BAD if result.good is False else GOLD
    head = f"{result.title}: {result.verdict}"
    h = _wrapped(head_m, w, head)
    pieces.append(_Piece(QRectF(0, 0, w, h), head, head_font, colour, LEFT | WRAP))
    y = h + 2
    h = _wrapped(bold_m, w, result.tally)
    pieces.append(_Piece(QRectF(0, y, w, h), result.tally, bold, TEXT, LEFT | WRAP))
    y += h + 6
    deltas = [result.deltas[s] if s < len(result.deltas) else 0 for s, _v in result.votes]
    delta_w = max((delta_m.horizontalAdvance(delta_text(d)) for d in deltas if d), default=0)
    delta_w = delta_w + 6 if delta_w else 0
    # The names' column: as wide as the longest name, up to two fifths of the card (then elided).
    # (+2: elidedText shortens a text whose advance equals the room to the pixel.)
    widest = max((bold_m.horizontalAdvance(names[s]) + 2 for s, _v in result.votes), default=0)
    name_w = min(widest, round(w * 0.4))
    vote_x = BADGE + 6 + name_w + 8
    vote_w = w - vote_x - delta_w
    longest_word = max(
        (plain_m.horizontalAdvance(word) for _s, vote in result.votes for word in vote.split()), default=0
    )
    stacked = vote_w < max(longest_word, 60)  # too narrow beside the names: each vote under its name
    if stacked:
        name_w = w - BADGE - 6 - delta_w
        vote_x, vote_w = BADGE + 6, w - BADGE - 6
    for (seat, vote), d in zip(result.votes, deltas, strict=True):
        name = bold_m.elidedText(names[seat], Qt.TextElideMode.ElideRight, name_w)
        pieces.append(_Piece(QRectF(BADGE + 6, y + 1, name_w + 2, ROW), name, bold, TEXT, LEFT, seat))
        if d:
            colour = GOOD if d > 0 else BAD
            pieces.append(
                _Piece(QRectF(w - delta_w, y, delta_w, ROW), delta_text(d), delta_font, colour, RIGHT)
            )
        top = y + ROW if stacked else y + 1
        text_h = max(_wrapped(plain_m, vote_w, vote), float(bold_m.height()))
        pieces.append(_Piece(QRectF(vote_x, top, vote_w, text_h + 1), vote, plain, TEXT, LEFT | WRAP))
        y = max(y + ROW, top + text_h + 2)
    for line in result.notes:
        line = _at_most(bold_m, w, line, NOTE_LINES)
        h = _wrapped(bold_m, w, line)
        pieces.append(_Piece(QRectF(0, y + 2, w, h), line, bold, TEXT, LEFT | WRAP))
        y += h + 2
    for line in result.betrayals:
        h = _wrapped(bold_m, w, line)
        pieces.append(_Piece(QRectF(0, y + 2, w, h), line, bold, BAD, LEFT | WRAP))
        y += h + 2
    return pieces, int(y) + 6


class ResultCard(QWidget):
    """The painted body of the result: headline, tally, one row per seat, betrayals; as tall as its text
    at the width it is given (it says so through heightForWidth, and follows a new width)."""

    def __init__(self, result: VoteResult, names: tuple[str, ...], colours: tuple[str, ...]) -> None:
        super().__init__()
        self.names = names
        self.colours = colours
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self._laid: dict[
            int, tuple[list[_Piece], int]
        ] = {}  # width -> (pieces, height): the layout asks often
        self.set_result(result)

    def set_result(self, result: VoteResult) -> None:
        self.result = result
        self._laid = {}
        lines = [f"{result.title}: {result.verdict} — {result.tally}"]
        for seat, vote in result.votes:
            d = result.deltas[seat] if seat < len(result.deltas) else 0
            lines.append(f"{self.names[seat]}: {vote}" + (f" ({delta_text(d)})" if d else ""))
        lines += list(result.notes) + list(result.betrayals)
        self.setAccessibleName("\n".join(lines))
        self.setToolTip("\n".join(lines))

    def _layout(self, width: int) -> tuple[list[_Piece], int]:
        laid = self._laid.get(width)
        if laid is None:
            if len(self._laid) > 8:
                self._laid.clear()
            laid = self._laid[width] = layout(self.result, self.names, width)
        return laid

    def heightFor(self, width: int) -> int:  # noqa: N802
        return self._layout(width)[1]

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self.heightFor(width)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(280, self.heightFor(max(self.width(), 120) if self.width() > 100 else 290))

    def fit(self) -> None:
        """Take the height the text needs at the present width (once per width or result)."""
        need = self.heightFor(self.width() if self.width() > 100 else 290)
        if self.minimumHeight() != need or self.maximumHeight() != need:
            self.setFixedHeight(need)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        self.fit()  # a new width may wrap a line more or less: never cut the last betrayal off

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        pieces, _height = self._layout(self.width())
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for piece in pieces:
            if piece.badge is not None:
                top = piece.rect.top() + 1
                paint_badge(
                    p, QRectF(0, top, BADGE, BADGE), self.colours[piece.badge], self.names[piece.badge]
                )
            p.setFont(piece.font)
            p.setPen(piece.colour)
            p.drawText(piece.rect, piece.flags, piece.text)
        p.end()


class ResultPanel(QWidget):
    sig_dismissed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ResultPanel")
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(8, 8, 8, 8)
        self.layout_.setSpacing(6)
        self.card: ResultCard | None = None
        self.button = QPushButton(self.tr("Got it (Enter)"))
        self.button.setObjectName("DismissResult")
        self.button.setAccessibleName(self.tr("Dismiss the result"))
        self.button.clicked.connect(self.sig_dismissed.emit)
        self.layout_.addWidget(self.button, 0, Qt.AlignmentFlag.AlignRight)
        self.hide()

    def show_result(self, result: VoteResult, names: tuple[str, ...], colours: tuple[str, ...]) -> None:
        """Show `result`; the card is made once and reused, and sized once for its text."""
        if self.card is None or self.card.names != names or self.card.colours != colours:
            if self.card is not None:
                self.layout_.removeWidget(self.card)
                self.card.deleteLater()
            self.card = ResultCard(result, names, colours)
            self.layout_.insertWidget(0, self.card)
        else:
            self.card.set_result(result)
        self.card.fit()
        self.card.update()
        self.setAccessibleName(self.card.accessibleName())
        self.show()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QColor("#f2b632"))
        p.setBrush(QColor("#3a2819"))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 8, 8)
        p.end()
