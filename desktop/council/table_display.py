"""The table display: the agenda, its outcomes, who acts now, each seat's votes, the tally and the result,
in large type on a window of its own (a TV or projector, or full screen), readable across a room.

Drawn only from the shared view (seat None): nothing secret, Covert Legislation's agenda unnamed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QLayout, QPushButton, QVBoxLayout, QWidget

from desktop.council.names import any_card_name, outcome_label, tr, window_name
from desktop.council.seats import may_not_vote
from desktop.council.tally_colours import outcome_colour
from games.council import data
from games.council.view import AgendaView, CouncilView

if TYPE_CHECKING:
    from PySide6.QtGui import QMouseEvent, QResizeEvent

    from desktop.table.table_page import TablePage

BAR_CELLS = 24  # the longest bar, in block characters
MAX_OUTCOMES = 8  # elect-a-planet agendas list dozens: those with votes first, then the rest up to this


LEFT_STYLE = "color: #8a8478; font-style: italic;"  # a seat whose player left the game


def kind_text(card: str) -> str:
    """What the agenda asks for, in words ("For or Against", "Elect a player" ...)."""
    info = data.agendas().get(card)
    if info is None:
        return ""
    return {
        "for_against": tr("For or Against"),
        "elect_player": tr("Elect a player"),
        "elect_planet": tr("Elect a planet"),
        "elect_law": tr("Elect a law"),
        "elect_scored_secret_objective": tr("Elect a scored secret objective"),
        "elect_strategy_card": tr("Elect a strategy card"),
        "special_hidden_outcomes": tr("The speaker drew a hidden agenda: vote on its outcomes"),
    }.get(info.outcome, "") + (tr(" · law") if info.is_law else tr(" · directive"))


MIN_UNIT = 10  # px: the smallest type the display shrinks to


class TableDisplay(QWidget):
    """A second window: large, high-contrast, updated after every move."""

    def __init__(self, table: TablePage) -> None:
        super().__init__()
        self.setObjectName("TableDisplay")
        self.setWindowTitle(tr("Galactic Council — table display"))
        self.table = table
        self.last_result: tuple[str, str] | None = None  # (agenda, outcome) of the last agenda decided
        self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 24, 40, 24)
        layout.setSpacing(10)
        self.round = QLabel()
        self.round.setObjectName("DisplayRound")
        self.agenda = QLabel()
        self.agenda.setObjectName("DisplayAgenda")
        self.agenda.setWordWrap(True)
        self.kind = QLabel()
        self.kind.setObjectName("DisplayKind")
        self.now = QLabel()
        self.now.setObjectName("DisplayNow")
        self.now.setWordWrap(True)
        for w in (self.round, self.agenda, self.kind, self.now):
            layout.addWidget(w)
        columns = QHBoxLayout()
        columns.setSpacing(48)
        # Their own row spacing: a grid inside the columns took the columns' 48 px between rows, even
        # between the hidden outcome rows, and the window opened 921 px tall with the sixth seat cut.
        self.outcomes = QGridLayout()
        self.outcomes.setHorizontalSpacing(18)
        self.outcomes.setVerticalSpacing(8)
        self.seats = QGridLayout()
        self.seats.setHorizontalSpacing(24)
        self.seats.setVerticalSpacing(8)
        left, right = QVBoxLayout(), QVBoxLayout()
        self.tally_title = QLabel(tr("Votes so far"))
        self.tally_title.setObjectName("DisplayHead")
        left.addWidget(self.tally_title)
        left.addLayout(self.outcomes)
        left.addStretch(1)
        seats_title = QLabel(tr("Players"))
        seats_title.setObjectName("DisplayHead")
        right.addWidget(seats_title)
        right.addLayout(self.seats)
        right.addStretch(1)
        columns.addLayout(left, 3)
        columns.addLayout(right, 2)
        layout.addLayout(columns, 1)
        self.result = QLabel()
        self.result.setObjectName("DisplayResult")
        self.result.setWordWrap(True)
        layout.addWidget(self.result)
        # Rows made once and refilled after each move (a fixed set of labels: nothing to rebuild).
        self.outcome_rows = [self._row(self.outcomes, r, 3) for r in range(MAX_OUTCOMES + 1)]
        self.outcomes.setColumnStretch(2, 1)
        n = len(table.names)
        self.seat_rows = [self._row(self.seats, r, 3) for r in range(n)]
        foot = QHBoxLayout()
        hint = QLabel(tr("F11 or double-click: full screen · Esc: leave full screen"))
        hint.setObjectName("DisplayHint")
        foot.addWidget(hint, 1)
        self.full_button = QPushButton(tr("Full screen"))
        self.full_button.setObjectName("DisplayFullScreen")
        self.full_button.clicked.connect(lambda _c=False: self.toggle_full_screen())
        foot.addWidget(self.full_button)
        layout.addLayout(foot)
        QShortcut(QKeySequence("F11"), self).activated.connect(self.toggle_full_screen)
        QShortcut(QKeySequence("Esc"), self).activated.connect(self.showNormal)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)  # the type shrinks to fit instead
        self.fit_screen()
        self._restyle()

    def fit_screen(self) -> None:
        """Open at 1280x720 or less, inside the screen the table is on: a taller window covered the
        table's own window and cut off the sixth seat on a 768-pixel screen."""
        screen = self.table.screen() if self.table is not None else None
        if screen is None:
            self.resize(1280, 720)
            return
        room = screen.availableGeometry()
        width, height = min(1280, room.width() - 40), min(720, room.height() - 60)
        self.resize(max(320, width), max(240, height))
        self.move(room.x() + (room.width() - self.width()) // 2, room.y() + 20)

    # --- size ------------------------------------------------------------------------------
    def _restyle(self) -> None:
        """Type scales with the window, so it reads from across a room at any size; smaller when the
        lines would not fit its height (eight seats), never cut off."""
        unit = max(MIN_UNIT, min(self.height() // 26, self.width() // 44))
        while True:
            self._style(unit)
            layout = self.layout()
            assert layout is not None  # the column __init__ set
            layout.invalidate()
            if unit <= MIN_UNIT or layout.minimumSize().height() <= self.height():
                return
            unit -= 1

    def _style(self, unit: int) -> None:
        self.unit = unit
        self.setStyleSheet(
            f"""
            QWidget#TableDisplay {{ background: #0f1a24; }}
            QLabel {{ color: #f4efe2; font-size: {unit}px; }}
            QLabel#DisplayRound {{ color: #9fb3c8; font-size: {unit}px; }}
            QLabel#DisplayAgenda {{ color: #ffd66b; font-size: {round(unit * 2.4)}px; font-weight: 700; }}
            QLabel#DisplayKind {{ color: #c9d6e3; font-size: {round(unit * 1.1)}px; }}
            QLabel#DisplayNow {{ color: #ffffff; font-size: {round(unit * 1.5)}px; font-weight: 600; }}
            QLabel#DisplayHead {{ color: #9fb3c8; font-size: {unit}px; font-weight: 600; }}
            QLabel#DisplayResult {{ color: #7ee2a8; font-size: {round(unit * 1.6)}px; font-weight: 700; }}
            QLabel#DisplayHint {{ color: #5d7185; font-size: {max(11, unit // 2)}px; }}
            QPushButton#DisplayFullScreen {{ font-size: {max(12, unit // 2)}px; padding: 4px 12px; }}
            """
        )

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._restyle()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self.toggle_full_screen()

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
            self.full_button.setText(tr("Full screen"))
        else:
            self.showFullScreen()
            self.full_button.setText(tr("Leave full screen"))

    # --- content ---------------------------------------------------------------------------
    def refresh(self) -> None:
        session = self.table.session
        view = session.view(None)
        names = self.table.names
        agenda = view.agenda
        frame = view.frame or ""
        if view.agenda_no:
            self.round.setText(
                tr("Round %1 · agenda %2 · speaker: %3")
                .replace("%1", str(view.round))
                .replace("%2", str(view.agenda_no))
                .replace("%3", names[view.speaker])
            )
        else:
            self.round.setText(
                tr("Round %1 · speaker: %2").replace("%1", str(view.round)).replace("%2", names[view.speaker])
            )
        if agenda is not None:
            self.agenda.setText(any_card_name(agenda.card))
            self.kind.setText(kind_text(agenda.card))
            if agenda.outcome:
                self.last_result = (agenda.card, agenda.outcome)
        else:
            self.agenda.setText(tr("No agenda on the table"))
            self.kind.setText("")
        self.now.setText(self._now(view, frame, names))
        self._fill_outcomes(view, agenda, names)
        self._fill_seats(view, agenda, names)
        if view.over:
            winners = ", ".join(names[s] for s in view.winners)
            self.result.setText(tr("The game is over: %1 won.").replace("%1", winners))
        elif agenda is not None and agenda.outcome:
            self.result.setText(tr("Result: %1").replace("%1", outcome_label(agenda.outcome, names)))
        elif self.last_result is not None:
            card, outcome = self.last_result
            self.result.setText(
                tr("Last result: %1 — %2")
                .replace("%1", any_card_name(card))
                .replace("%2", outcome_label(outcome, names))
            )
        else:
            self.result.setText("")

    def _now(self, view: CouncilView, frame: str, names: tuple[str, ...]) -> str:
        if view.over:
            return tr("The session is over.")
        who = ", ".join(names[s] for s in view.to_act)
        if frame == "vote":
            return tr("%1 votes now").replace("%1", who)
        if frame == "table_check":
            return tr("Table check: set the table as it stands, then start the agenda phase.")
        if frame == "speaker_decides":
            return tr("%1, the speaker, decides the outcome").replace("%1", who)
        return tr("%1 — %2").replace("%1", window_name(frame)).replace("%2", who)

    @staticmethod
    def _row(grid: QGridLayout, row: int, cells: int) -> list[QLabel]:
        labels = [QLabel() for _ in range(cells)]
        for col, label in enumerate(labels):
            grid.addWidget(label, row, col)
        return labels

    def _fill_outcomes(self, view: CouncilView, agenda: AgendaView | None, names: tuple[str, ...]) -> None:
        outcomes = agenda.outcomes if agenda is not None else ()
        totals: dict[str, int] = {}
        for _s, outcome, total, _src in agenda.votes if agenda is not None else ():
            totals[outcome] = totals.get(outcome, 0) + total
        shown = [o for o in outcomes if o in totals]
        shown += [o for o in outcomes if o not in totals][: max(0, MAX_OUTCOMES - len(shown))]
        most = max(totals.values(), default=0)
        for row, (name, count, bar) in enumerate(self.outcome_rows):
            if row < len(shown):
                outcome = shown[row]
                votes = totals.get(outcome, 0)
                colour = outcome_colour(outcome, outcomes.index(outcome), tuple(self.table.colours))
                cells = round(BAR_CELLS * votes / most) if most else 0
                texts = (outcome_label(outcome, names), str(votes), "█" * cells if cells else "·")
                bar.setStyleSheet(f"color: {colour};")
            elif row == len(shown) and len(outcomes) > len(shown):
                more = len(outcomes) - len(shown)
                texts = (tr("… and %1 more").replace("%1", str(more)), "", "")
            else:
                texts = ("", "", "")
            for label, text in zip((name, count, bar), texts, strict=True):
                label.setText(text)
                label.setVisible(bool(text))

    def _fill_seats(self, view: CouncilView, agenda: AgendaView | None, names: tuple[str, ...]) -> None:
        voted = {s: (outcome, total) for s, outcome, total, _src in agenda.votes} if agenda else {}
        abstained = set(agenda.abstained) if agenda else set()
        barred = set(agenda.barred) if agenda else set()
        silenced = set(agenda.silenced) if agenda else set()
        acting = set(view.to_act)
        for seat, p in enumerate(view.players):
            who = names[seat] + (" ★" if seat == view.speaker else "")
            if seat in voted:
                outcome, total = voted[seat]
                state = tr("%1 for %2").replace("%1", str(total)).replace("%2", outcome_label(outcome, names))
            elif seat in silenced:  # a Political Secret: no votes, no action cards, no abilities
                state = tr("silenced")
            elif seat in barred and may_not_vote(view, seat):  # a rider's player: not "abstained"
                state = tr("may not vote")
            elif seat in abstained:
                state = tr("abstained")
            else:
                state = tr("%1 available").replace("%1", str(view.most_votes[seat]))
            name, line, vp = self.seat_rows[seat]
            if p.left:  # companion mode: the player left the game; greyed, no longer a contender
                name.setText(who)
                for label in (name, line, vp):
                    label.setStyleSheet(LEFT_STYLE)
                line.setText(tr("left the game"))
                vp.setText("")
                continue
            name.setText(("▶ " if seat in acting else "") + who)
            name.setStyleSheet("color: #ffd66b; font-weight: 700;" if seat in acting else "")
            line.setStyleSheet("")
            vp.setStyleSheet("")
            line.setText(state)
            vp.setText(tr("%1 VP").replace("%1", str(p.vp)))
