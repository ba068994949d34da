"""The middle of the Council table: heading, the agenda card, the facts, the laws button and the seat's
choices (plays, outcomes...). Made once per board and told each new view: a move changes a line, a card
or the choices, and a middle built anew re-laid out and repainted the whole table (over a frame)."""

from __future__ import annotations

from collections.abc import Callable, Hashable

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from desktop.cards.card_widget import CardWidget
from desktop.council.agenda_timer import AgendaTimer
from desktop.council.names import tr
from desktop.council.scrolled_choice import ScrolledChoice
from desktop.table.elided_label import WrappedFacts, may_elide
from desktop.table.felt import FeltPanel, dress
from desktop.table.fitted_label import FittedLabel

AgendaCard = tuple[object, str] | None  # the agenda's face and description, or no card
KEPT_CHOICES = 4  # hidden choices kept at most (a board lives for one seat's screen)


class FactsBesideCard(WrappedFacts):
    """The facts beside the agenda card ask the layout for no more height than the card's (less the
    laws buttons under them): a long list of riders or outcomes ends in "…" (whole in the tooltip)
    rather than making the table shrink the card past reading, which would win the facts no room."""

    def __init__(self) -> None:
        super().__init__("")
        self.card: CardWidget | None = None
        self.under: list[QWidget] = []  # the laws and history buttons in a row under the facts, if any

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        full = self.text_height(width)
        if self.card is None:
            return full
        room = self.card.height()
        shown = [b for b in self.under if not b.isHidden()]
        if shown:
            room -= max(b.sizeHint().height() for b in shown) + 6  # the column's spacing
        return min(full, max(room, self.minimumSizeHint().height()))


class CouncilCentre(FeltPanel):
    """`with_laws`: whether the facts share their column with the laws button (a new centre is made when
    that changes, as the laws come into play, so the layout is the one the table always had)."""

    def __init__(
        self,
        with_laws: bool,
        show_laws: Callable[[], object],
        show_history: Callable[[], object] | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("CentreBoard")
        self.with_laws = with_laws
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 8, 12, 8)
        self.box = box
        self.head = FittedLabel()  # one line: smaller, or without the window's name, when narrow
        self.head.setObjectName("Heading")
        self.head.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(self.head)
        # The agenda card and the facts in a row of their own: set aside while a card's many outcomes are
        # chosen on the table (make_room), so the chips have the middle's height.
        self.facts_row = QWidget()
        self.row = QHBoxLayout(self.facts_row)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.agenda: CardWidget | None = None
        self._agenda_look: AgendaCard = None
        self.facts = may_elide(FactsBesideCard())  # the riders' players and cards: a list with no bound
        self.laws: QPushButton | None = None
        self.history: QPushButton | None = None
        if with_laws:
            column = QVBoxLayout()
            column.addWidget(self.facts, 1)
            self.laws = QPushButton()
            self.laws.setObjectName("btn_laws")
            self.laws.clicked.connect(lambda _c=False: show_laws())
            buttons = QHBoxLayout()
            buttons.addWidget(self.laws)
            if show_history is not None:  # the agendas so far and the laws' holders (agenda_history.py)
                self.history = QPushButton()
                self.history.setObjectName("btn_history")
                self.history.clicked.connect(lambda _c=False: show_history())
                buttons.addWidget(self.history)
            buttons.addStretch(1)
            self.facts.under = [b for b in (self.laws, self.history) if b is not None]
            column.addLayout(buttons)
            self.row.addLayout(column, 1)
        else:
            self.row.addWidget(self.facts, 1)
        box.addWidget(self.facts_row)
        self.timer = AgendaTimer(self)  # the optional clock of the agenda under way (agenda_timer.py)
        self.choice: QWidget | None = None  # the seat's choices under the facts, if it has any
        self.choice_key: Hashable = None
        # Choices kept by key while hidden (a vote's outcome buttons): shown again as they were, not
        # built, polished and laid out anew when the same choices come back (a vote taken back, say).
        self._kept: dict[Hashable, QWidget] = {}
        self._room = False  # make_room's word: the choices take the facts' row whatever their height

    def show_table(
        self,
        head: tuple[str, ...],
        agenda: AgendaCard,
        facts: str,
        riders: str,
        laws: int,
        history: int = 0,
        clock: Hashable = None,
    ) -> None:
        """The heading (its wordings, longest first), the agenda card, the facts (every rider in their
        tooltip) and the laws button; only what differs is touched."""
        self.head.set_forms(head)
        self._show_agenda(agenda)
        self.timer.follow(clock if agenda is not None else None)
        self.facts.set_facts(facts, riders)
        if self.laws is not None:
            text = tr("See the laws (%n)…", "", laws)
            if self.laws.text() != text:
                self.laws.setText(text)
            if self.laws.isHidden() == bool(laws):
                self.laws.setVisible(bool(laws))
        if self.history is not None:
            text = tr("History (%n)…", "", history)
            if self.history.text() != text:
                self.history.setText(text)
            if self.history.isHidden() == bool(history):
                self.history.setVisible(bool(history))

    def _show_agenda(self, agenda: AgendaCard) -> None:
        if agenda == self._agenda_look and (agenda is None) == (self.agenda is None):
            return
        self._agenda_look = agenda
        if agenda is None:
            if self.agenda is not None:
                self.row.removeWidget(self.agenda)
                self.agenda.hide()
                self.agenda.deleteLater()
                self.agenda = None
                self.facts.card = None
            return
        face, description = agenda
        if self.agenda is None:
            self.agenda = CardWidget(face, 130, description=description).scalable()
            self.agenda.setObjectName("AgendaCard")
            self.row.insertWidget(0, self.agenda)
            self.facts.card = self.agenda
            if self.isVisible():
                self.agenda.show()
        else:
            self.agenda.set_face(face, description)

    def make_room(self, room: bool) -> None:
        """`room`: the choices take the facts' place (eight outcome chips need three rows, which the middle
        of an eight-seat table at 1280x720 holds only without the agenda card's row); False: back."""
        self._room = room
        self._fit_choice()

    def _fit_choice(self) -> None:
        """The facts' row steps aside while the choices are asked (make_room), or while a list that
        scrolls (instructions at six seats, a discard from eight cards) would show less than whole beside
        it; it is back once they fit. Measured on the middle's own height, which the ring sets."""
        room = self._room
        choice = self.choice
        if not room and isinstance(choice, ScrolledChoice) and self.isVisible():
            margins = self.box.contentsMargins()
            spacing = self.box.spacing()
            left = (
                self.height()
                - margins.top()
                - margins.bottom()
                - self.head.sizeHint().height()
                - self.facts_row.minimumSizeHint().height()
                - 2 * spacing
            )
            width = self.width() - margins.left() - margins.right()
            room = choice.content_height(width) > left
        if self.facts_row.isHidden() != room:
            self.facts_row.setVisible(not room)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_choice()

    def kept_choice(self, key: Hashable) -> QWidget | None:
        """The choices kept under `key` (set_choice with keep), if any."""
        widget = self._kept.get(key) if key is not None else None
        return widget if widget is not None and shiboken6.isValid(widget) else None

    def set_choice(self, widget: QWidget | None, key: Hashable, keep: bool = False) -> None:
        """Put the seat's choices (built anew, kept, or none) under the facts in place of the last ones;
        `keep`: keep them under `key` when they go (hidden), to be shown again (kept_choice)."""
        old = self.choice
        if old is widget:
            self.choice_key = key
            return
        if old is not None:
            self.box.removeWidget(old)
            old.hide()  # at once: deleteLater alone leaves it painted until the loop turns
            if old not in self._kept.values():
                old.deleteLater()
        self.choice, self.choice_key = widget, key
        if widget is not None:
            if widget not in self._kept.values():
                dress(widget)  # with the table's fonts before it is placed: its size is the one it keeps
            if keep:
                if len(self._kept) >= KEPT_CHOICES and key not in self._kept:
                    for w in self._kept.values():  # all hidden but this one: they go
                        if w is not widget and shiboken6.isValid(w):
                            w.deleteLater()
                    self._kept.clear()
                self._kept[key] = widget
            self.box.addWidget(widget)
            if self.isVisible():
                widget.show()
        self._fit_choice()
