"""The standings strip along the top of the table: every seat's score in seat order, the leader marked."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.table.felt import font
from desktop.table.result_panel import BAD, GOOD, delta_text
from desktop.table.seat_badge import paint_badge

HEIGHT = 26


class StandingsStrip(QWidget):
    def __init__(self, names: tuple[str, ...], colours: tuple[str, ...], unit: str) -> None:
        super().__init__()
        self.setObjectName("Standings")
        self.names = names
        self.colours = colours
        self.unit = unit  # "pts" / "VP", already translated
        self.scores: tuple[int, ...] = (0,) * len(names)
        self.deltas: tuple[int, ...] = ()
        self.left_seats: frozenset[int] = frozenset()  # players who left the game: greyed, not in the running
        self._picture: tuple[tuple[object, ...], QPixmap] | None = None
        self.setFixedHeight(HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(400, HEIGHT)

    def set_scores(
        self, scores: tuple[int, ...], deltas: tuple[int, ...] = (), left: frozenset[int] = frozenset()
    ) -> None:
        if (scores, deltas, left) == (self.scores, self.deltas, self.left_seats):
            return
        self.scores, self.deltas, self.left_seats = scores, deltas, left
        order = self.order()
        leaders = self.leaders()
        gone = self.tr("left")
        text = ", ".join(
            (
                f"{self.names[s]} ({gone})"
                if s in left
                else f"{self.names[s]} {self.scores[s]} {self.unit}"
                + (f" ({delta_text(self.deltas[s])})" if s < len(self.deltas) and self.deltas[s] else "")
                + (" " + self.tr("(leading)") if s in leaders else "")
            )
            for s in order
        )
        label = self.tr("Standings: %1").replace("%1", text)
        self.setAccessibleName(label)
        self.setToolTip(label)
        self.update()

    def order(self) -> list[int]:
        """Seat order, always: a strip sorted by score made the seats jump about after every vote."""
        return list(range(len(self.names)))

    def leaders(self) -> set[int]:
        """The seats with the highest score, when not every seat has it (all level: nobody leads); a seat
        whose player left the game is not in the running."""
        running = {s: score for s, score in enumerate(self.scores) if s not in self.left_seats}
        if len(set(running.values())) < 2:
            return set()
        best = max(running.values())
        return {s for s, score in running.items() if score == best}

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        # Drawn once per look and size: a move repaints the table beside it, and eight badges with
        # their text cost a few milliseconds each time.
        ratio = self.devicePixelRatioF()
        key = (self.width(), ratio, self.scores, self.deltas, self.left_seats)
        if self._picture is None or self._picture[0] != key:
            picture = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
            picture.setDevicePixelRatio(ratio)
            painter = QPainter(picture)
            self._paint(painter)
            self._picture = (key, picture)
        p = QPainter(self)
        p.drawPixmap(0, 0, self._picture[1])
        p.end()

    def _paint(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#2b1d12"))
        n = len(self.names)
        if not n:
            p.end()
            return
        slot = self.width() / n
        bold = font(13, True)
        metrics = QFontMetrics(bold)
        leaders = self.leaders()
        for i, s in enumerate(self.order()):
            x = i * slot + 6
            if s in self.left_seats:
                p.setOpacity(0.45)  # greyed: the seat stays in its place, out of the running
            paint_badge(p, QRectF(x, 5, 16, 16), self.colours[s], self.names[s])
            score = self.tr("left") if s in self.left_seats else str(self.scores[s])
            d = self.deltas[s] if s < len(self.deltas) else 0
            tail = f" {delta_text(d)}" if d else ""
            room = slot - 30 - metrics.horizontalAdvance(score + tail) - 6
            name = metrics.elidedText(self.names[s], Qt.TextElideMode.ElideRight, max(0, int(room)))
            p.setFont(bold)
            p.setPen(QColor("#f5efe0"))
            p.drawText(QRectF(x + 21, 0, room, HEIGHT), int(Qt.AlignmentFlag.AlignVCenter), name)
            nx = x + 21 + metrics.horizontalAdvance(name) + 5
            if s in leaders:  # the leader's score on a gold ground, dark: found at a glance
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#f2b632"))
                p.drawRoundedRect(QRectF(nx - 4, 4, metrics.horizontalAdvance(score) + 8, HEIGHT - 8), 4, 4)
                p.setPen(QColor("#1f1b16"))
            else:
                p.setPen(QColor("#fbe7b0"))
            p.drawText(QRectF(nx, 0, 60, HEIGHT), int(Qt.AlignmentFlag.AlignVCenter), score)
            if d:
                p.setPen(GOOD if d > 0 else BAD)
                p.drawText(
                    QRectF(nx + metrics.horizontalAdvance(score), 0, 60, HEIGHT),
                    int(Qt.AlignmentFlag.AlignVCenter),
                    tail,
                )
            p.setOpacity(1.0)
        p.end()
