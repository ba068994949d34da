"""The table check's seat changes (companion mode): a late player pulls up a chair, a player leaves the game.

Both are moves of the game (AddSeat, RemoveSeat: games/council/chairs.py), so undo takes them back and a
saved game keeps them. The table is then drawn anew for the seats as they are (MainWindow.reseat); what
the check already held is carried over to the new page (`keep_draft` / `draft_for`), so nothing typed
before the change is lost.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.council.names import tr
from desktop.seat_colours import SEAT_COLOURS
from games.core.seats import MAX_SEATS
from games.council.actions import AddSeat, RemoveSeat, TableCheck
from games.council.chairs import NAME_MOST, removable
from storage.names import clean_name, is_visible

if TYPE_CHECKING:
    from desktop.council.check_page import CheckPage
    from games.core.session import Session

PER_SEAT = (
    "planets",
    "exhausted",
    "trade_goods",
    "vp",
    "techs",
    "relics",
    "scored",
    "notes",
    "tokens",
    "factions",
    "objectives",
    "present",
)

# The check as it stood when a seat changed, by session: (actions in the log then, the check).
_drafts: dict[int, tuple[int, TableCheck]] = {}


def keep_draft(session: Session, check: TableCheck) -> None:
    _drafts[id(session)] = (len(session.actions), check)


def draft_for(session: Session, as_is: TableCheck) -> TableCheck:
    """The check to start the page from: the one kept before the seat change just made (fitted to the
    seats now), else `as_is`. It holds while the seat change is the last move (the page may be drawn
    more than once); from another moment (an undo since, a move after) it is dropped."""
    kept = _drafts.get(id(session))
    if kept is None or kept[0] + 1 != len(session.actions):
        _drafts.pop(id(session), None)
        return as_is
    draft = kept[1]
    state = session.state
    fields: dict[str, Any] = {}
    for name in PER_SEAT:
        mine, now = getattr(draft, name), getattr(as_is, name)
        if len(mine) != len(now) - (state.n - len(draft.planets)):
            return as_is  # a check of another shape: start afresh
        # A new chair takes the check's empty entries; a seat that left, its emptied ones.
        fields[name] = tuple(
            now[s] if s >= len(mine) or s in state.gone else mine[s] for s in range(len(now))
        ) if now else mine
    if state.gone:
        fields["notes"] = as_is.notes  # the leaver's notes left the game, others' went home
    laws = tuple((law, where) for law, where in draft.laws if where not in {f"seat:{s}" for s in state.gone})
    speaker = as_is.speaker if draft.speaker in state.gone else draft.speaker
    return replace(draft, seat=as_is.seat, speaker=speaker, laws=laws, **fields)


def seat_buttons(page: CheckPage) -> QWidget:
    """*Add a seat…* and *A player left…*, beside the speaker at the top of the check."""
    box = QWidget()
    row = QHBoxLayout(box)
    row.setContentsMargins(0, 0, 0, 0)
    add = QPushButton(tr("Add a seat…"))
    add.setObjectName("AddSeat")
    add.setToolTip(tr("A late player joins: a new seat, then its faction and holdings in its tab."))
    state = page.table.session.state
    add.setEnabled(state.n < MAX_SEATS)
    add.clicked.connect(lambda _c=False: AddSeatDialog(page).open())
    leave = QPushButton(tr("A player left…"))
    leave.setObjectName("RemoveSeat")
    leave.setToolTip(tr("Someone left the game for good: their seat is removed at this check."))
    leave.setEnabled(any(removable(state, s) is None for s in range(state.n)))
    leave.clicked.connect(lambda _c=False: RemoveSeatDialog(page).open())
    row.addWidget(add)
    row.addWidget(leave)
    return box


def settle_tabs(page: CheckPage) -> None:
    """A seat whose player left the game has no tab (nothing of it can change any more); a tab started
    from a kept draft with another faction than the table's lists that faction's cards."""
    gone, players = page.table.session.seats_left(), page.table.session.view(None).players
    for seat in sorted(gone, reverse=True):  # nor can it be the speaker
        index = page.speaker.findData(seat)
        if index >= 0:
            page.speaker.removeItem(index)
    for tab in page.seat_tabs:
        if tab.seat in gone:
            page.tabs.setTabVisible(tab.seat, False)
        elif tab.faction_id() != (players[tab.seat].faction or ""):
            tab.refresh_faction()
    # A late player's new tab sits past the tab bar's right edge: open the first seat still without a
    # faction, so the operator sees where to choose it (the first check: the first seat, as before).
    waiting = [t for t in page.seat_tabs if t.seat not in gone and not t.faction_id()]
    if waiting and not page.correction:
        page.tabs.setCurrentIndex(waiting[0].seat)  # a seat's tab sits at its seat's index


def new_colour(taken: tuple[str, ...]) -> str:
    return next((c for c in SEAT_COLOURS if c not in taken), SEAT_COLOURS[len(taken) % len(SEAT_COLOURS)])


def name_problem(name: str, names: tuple[str, ...]) -> str:
    """Why a new seat cannot be called `name` ("" when it can), as New Game says it."""
    if not name or not is_visible(name):
        return tr("Type the new player's name.")
    if len(name) > NAME_MOST or not name.isprintable():
        return tr("A name has at most %1 letters, digits and signs.").replace("%1", str(NAME_MOST))
    if any(name.casefold() == other.casefold() for other in names):
        return tr("Another seat is already called %1.").replace("%1", name)
    return ""


class AddSeatDialog(QDialog):
    """A late player's name; the new seat's tab then takes its faction, home planets and the rest."""

    def __init__(self, page: CheckPage) -> None:
        super().__init__(page)
        self.setObjectName("AddSeatDialog")
        self.setWindowTitle(tr("Add a seat"))
        self.page = page
        layout = QVBoxLayout(self)
        note = QLabel(
            tr(
                "A late player joins the game at this check. The new seat gets a tab of its own: "
                "choose the faction there, add its home planets, and set its VP and the rest."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        form = QFormLayout()
        self.name = QLineEdit()
        self.name.setObjectName("NewSeatName")
        self.name.setMaxLength(NAME_MOST)
        form.addRow(tr("&Name"), self.name)
        layout.addLayout(form)
        self.problem = QLabel()
        self.problem.setObjectName("NewSeatProblem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        layout.addWidget(self.problem)
        ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
        buttons = QDialogButtonBox(ok | cancel)
        buttons.button(ok).setText(tr("Add the seat"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)

    def accept(self) -> None:
        table = self.page.table
        name = clean_name(self.name.text())
        problem = name_problem(name, table.names)
        if problem:
            self.problem.setText(problem)
            self.problem.show()
            return
        keep_draft(table.session, self.page.table_check())
        seat = self.page.as_is.seat
        if table.play(AddSeat(seat, name, new_colour(table.colours))):
            super().accept()  # the table is drawn anew with the new seat's tab (MainWindow.reseat)
        else:
            _drafts.pop(id(table.session), None)


class RemoveSeatDialog(QDialog):
    """Which player left, and what leaves with them (the rules page says the same)."""

    def __init__(self, page: CheckPage) -> None:
        super().__init__(page)
        self.setObjectName("RemoveSeatDialog")
        self.setWindowTitle(tr("A player left"))
        self.page = page
        state = page.table.session.state
        layout = QVBoxLayout(self)
        self.seat = QComboBox()
        self.seat.setObjectName("LeavingSeat")
        # Nobody chosen at first: opening on the first seat, one click on OK removed a player still there.
        self.seat.addItem(tr("Choose who left…"), None)
        for s, name in enumerate(page.table.names):
            if removable(state, s) is None:
                self.seat.addItem(name, s)
        form = QFormLayout()
        form.addRow(tr("&Who left the game"), self.seat)
        layout.addLayout(form)
        note = QLabel(
            tr(
                "As when a player is eliminated: their planets are no longer controlled, laws they own "
                "are discarded, their promissory notes leave the game and the notes they held go back "
                "to their owners, their relics leave the game. Their faction is free for a late player; "
                "their victory points stay on the record. A speaker who leaves passes the token to the "
                "left. Undo takes it back."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
        buttons = QDialogButtonBox(ok | cancel)
        buttons.button(ok).setText(tr("Remove the seat"))
        remove = buttons.button(ok)
        remove.setEnabled(False)
        self.seat.currentIndexChanged.connect(
            lambda _i: remove.setEnabled(self.seat.currentData() is not None)
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)

    def accept(self) -> None:
        table = self.page.table
        leaver = self.seat.currentData()
        if leaver is None:
            return
        keep_draft(table.session, self.page.table_check())
        if table.play(RemoveSeat(self.page.as_is.seat, leaver)):
            super().accept()
        else:
            _drafts.pop(id(table.session), None)
