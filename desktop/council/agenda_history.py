"""The game's agendas so far, one click from the table: each outcome, the votes by seat, the riders and
who won them, and the laws in play with their holders (what TI4 groups' own tools show)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout, QWidget

from desktop.council.agenda_timer import AgendaTimer, set_timer, timer_on
from desktop.council.names import any_card_name, outcome_label, planet_name, tr
from games.council.event_reading import entry_events
from games.council.events import AgendaRevealed, OutcomeResolved
from games.council.log_record import CouncilRecord
from games.council.results import PredictionSettled

if TYPE_CHECKING:
    from collections.abc import Sequence

    from games.core.log import LogEntry

Laws = tuple[tuple[str, int | str | None], ...]  # (law, its holder: a seat, a planet or None)


@dataclass
class AgendaRow:
    """One agenda of the game: its card, how it was resolved, the votes, the riders settled on it."""

    card: str
    outcome: str = ""
    votes: list[str] = field(default_factory=list)  # "Alice: 4 for Primor", "Bob: abstained"
    riders: list[str] = field(default_factory=list)  # "Bob: Warfare Rider on Bereg — won"


def agenda_rows(entries: Sequence[LogEntry], names: tuple[str, ...]) -> list[AgendaRow]:
    """Every agenda revealed so far, in order, from the public log (what every seat may know)."""
    rows: list[AgendaRow] = []
    for entry in entries:
        events = entry_events(entry.public)  # the live record's events, or a record file's read back
        rows += [AgendaRow(e.card) for e in events if isinstance(e, AgendaRevealed)]
        result = next((e.result for e in events if isinstance(e, OutcomeResolved)), None)
        if result is not None and rows:
            row = rows[-1]
            row.outcome = outcome_label(result.outcome, names)
            for vote in result.votes:
                row.votes.append(
                    tr("%1: %n vote(s) for %2", "", vote.votes)
                    .replace("%1", _name(names, vote.seat))
                    .replace("%2", outcome_label(vote.outcome, names))
                )
            row.votes += [tr("%1: abstained").replace("%1", _name(names, s)) for s in result.abstained]
            told = {v.seat for v in result.votes} | set(result.abstained)  # a seat is told once
            barred = [s for s in result.barred if s not in told]
            row.votes += [tr("%1: could not vote").replace("%1", _name(names, s)) for s in barred]
        for settled in events:
            if not isinstance(settled, PredictionSettled) or not rows:
                continue
            card = any_card_name(settled.source) if settled.source else tr("a prediction")
            text = tr("%1: %2 on %3 — won") if settled.kept else tr("%1: %2 on %3 — lost")
            rows[-1].riders.append(
                text.replace("%1", _name(names, settled.seat))
                .replace("%2", card)
                .replace("%3", outcome_label(settled.option, names))
            )
    return rows


def resolved_count(entries: Sequence[LogEntry]) -> int:
    """How many agendas have been resolved (the history's button shows once there is one)."""
    return sum(1 for entry in entries if _resolves(entry.public))


def _resolves(public: Mapping[str, Any]) -> bool:
    """Whether the move resolved an agenda (asked of every entry on every redraw of the board: a live
    record's own events are looked at, not read as a record file's)."""
    events = public.events if isinstance(public, CouncilRecord) else entry_events(public)
    return any(isinstance(e, OutcomeResolved) and e.result is not None for e in events)


def _name(names: tuple[str, ...], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else str(seat)


def law_lines(laws: tuple[tuple[str, int | str | None], ...], names: tuple[str, ...]) -> list[str]:
    """Each law in play with who (or which planet) holds it."""
    lines = []
    for law, elected in laws:
        name = any_card_name(law)
        if isinstance(elected, int) and 0 <= elected < len(names):
            lines.append(tr("%1 — held by %2").replace("%1", name).replace("%2", names[elected]))
        elif isinstance(elected, str) and elected:
            lines.append(tr("%1 — on %2").replace("%1", name).replace("%2", planet_name(elected)))
        else:
            lines.append(name)
    return lines


def history_text(laws_in_play: Laws, entries: Sequence[LogEntry], names: tuple[str, ...]) -> str:
    """The laws in play, then every agenda with its votes and riders, as plain text."""
    laws = law_lines(laws_in_play, names)
    parts = [tr("Laws in play"), *(["  " + line for line in laws] or ["  " + tr("none")]), ""]
    rows = agenda_rows(entries, names)
    for number, row in enumerate(rows, start=1):
        head = tr("Agenda %1: %2").replace("%1", str(number)).replace("%2", any_card_name(row.card))
        if row.outcome:
            head += " — " + row.outcome
        else:  # the last one is still on the table; an earlier one was set aside (Veto, say)
            head += " — " + (tr("under way") if number == len(rows) else tr("never voted on"))
        parts.append(head)
        parts += ["  " + line for line in row.votes + row.riders]
        parts.append("")
    return "\n".join(parts).rstrip()


class HistoryDialog(QDialog):
    """The history in a window of its own over the table, to read while play goes on."""

    def __init__(
        self, laws: Laws, entries: Sequence[LogEntry], names: tuple[str, ...], parent: QWidget
    ) -> None:
        super().__init__(parent)
        self.setObjectName("AgendaHistory")
        self.setWindowTitle(tr("Agendas and laws"))
        layout = QVBoxLayout(self)
        self.text = QPlainTextEdit(history_text(laws, entries, names))  # players' names shown as typed
        self.text.setObjectName("HistoryText")
        self.text.setReadOnly(True)
        self.text.setMinimumSize(460, 360)
        # A light page with dark ink (the table's dressing made it grey on the felt), at a reading size.
        self.text.setStyleSheet("#HistoryText { background: #fbf7ee; color: #1f1b16; font-size: 14px; }")
        layout.addWidget(self.text)
        self.timer = QCheckBox(tr("Show how long each agenda takes, on the table"))
        self.timer.setObjectName("history_timer")
        self.timer.setChecked(timer_on())
        self.timer.toggled.connect(self._timer)
        layout.addWidget(self.timer)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _timer(self, on: bool) -> None:
        set_timer(on)
        for clock in parent.findChildren(AgendaTimer) if (parent := self.parentWidget()) else []:
            clock.follow(clock.key)  # shown or hidden at once, not at the next move
