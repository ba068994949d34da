"""The result moment: after a vote, every seat's vote, the tally, the verdict, score changes and betrayals.

It stays in the side panel until a player dismisses it (Enter, or its button) or makes a move.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent
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


def delta_text(delta: int) -> str:
    return f"+{delta}" if delta > 0 else f"−{-delta}" if delta < 0 else ""


class ResultCard(QWidget):
    """The painted body of the result: headline, tally, one line per seat, betrayals."""

    LINE = 20

    def __init__(self, result: VoteResult, names: tuple[str, ...], colours: tuple[str, ...]) -> None:
        super().__init__()
        self.result = result
        self.names = names
        self.colours = colours
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        lines = [f"{result.title}: {result.verdict} — {result.tally}"]
        for seat, vote in result.votes:
            d = result.deltas[seat] if seat < len(result.deltas) else 0
            lines.append(f"{names[seat]}: {vote}" + (f" ({delta_text(d)})" if d else ""))
        lines += list(result.betrayals)
        self.setAccessibleName("\n".join(lines))
        self.setToolTip("\n".join(lines))

    def _betrayal_lines(self, width: int) -> int:
        metrics = QFontMetrics(font(13, True))
        return sum(
            max(1, metrics.boundingRect(0, 0, width, 1000, int(Qt.TextFlag.TextWordWrap), b).height() // 17)
            for b in self.result.betrayals
        )

    def heightFor(self, width: int) -> int:  # noqa: N802
        return 30 + 20 + self.LINE * len(self.result.votes) + 17 * self._betrayal_lines(width) + 6

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(280, self.heightFor(300))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        r = self.result
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self.width()
        p.setFont(font(18, True))
        p.setPen(GOOD if r.good else BAD if r.good is False else GOLD)
        head = QFontMetrics(font(18, True)).elidedText(
            f"{r.title}: {r.verdict}", Qt.TextElideMode.ElideRight, w
        )
        p.drawText(QRectF(0, 0, w, 28), int(Qt.AlignmentFlag.AlignVCenter), head)
        p.setFont(font(13, True))
        p.setPen(TEXT)
        p.drawText(QRectF(0, 28, w, 20), int(Qt.AlignmentFlag.AlignVCenter), r.tally)
        y = 50.0
        for seat, vote in r.votes:
            paint_badge(p, QRectF(0, y + 2, 16, 16), self.colours[seat], self.names[seat])
            p.setFont(font(13, True))
            p.setPen(TEXT)
            name = QFontMetrics(font(13, True)).elidedText(self.names[seat], Qt.TextElideMode.ElideRight, 90)
            p.drawText(QRectF(22, y, 96, self.LINE), int(Qt.AlignmentFlag.AlignVCenter), name)
            p.setFont(font(13))
            p.drawText(QRectF(120, y, w - 170, self.LINE), int(Qt.AlignmentFlag.AlignVCenter), vote)
            d = r.deltas[seat] if seat < len(r.deltas) else 0
            if d:
                p.setFont(font(14, True))
                p.setPen(GOOD if d > 0 else BAD)
                p.drawText(
                    QRectF(w - 48, y, 48, self.LINE),
                    int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight),
                    delta_text(d),
                )
            y += self.LINE
        p.setFont(font(13, True))
        p.setPen(BAD)
        for b in r.betrayals:
            box = QRectF(0, y + 2, w, 1000)
            used = p.boundingRect(box, int(Qt.TextFlag.TextWordWrap), b)
            p.drawText(box, int(Qt.TextFlag.TextWordWrap), b)
            y += used.height() + 2
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
        if self.card is not None:
            self.layout_.removeWidget(self.card)
            self.card.deleteLater()
        self.card = ResultCard(result, names, colours)
        self.card.setFixedHeight(self.card.heightFor(self.width() - 16 if self.width() > 100 else 290))
        self.layout_.insertWidget(0, self.card)
        self.setAccessibleName(self.card.accessibleName())
        self.show()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QColor("#f2b632"))
        p.setBrush(QColor("#3a2819"))
        p.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 8, 8)
        p.end()
