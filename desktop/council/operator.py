"""One operator runs a companion table (option `operator`): each card window is one question to the
whole table ("Anyone playing a card? — No one", or who plays what), and the votes are entered on one
sheet in voting order, one click per voter. Every move is still each seat's own action, made in turn
through the table page (so undo, the log and the rules see the table as usual).

The sheet's rows and the window's question are pure functions (tested apart); `pass_window`,
`pass_until`, `after_vote`, `skip_agenda` and `reopen` make the moves."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.council.decisions import WINDOWS
from desktop.council.names import outcome_label, tr, window_name
from desktop.look import list_popup
from desktop.table.flow_layout import FlowLayout
from games.council.actions import Pass
from games.council.view import CouncilView

if TYPE_CHECKING:
    from desktop.table.table_page import TablePage
    from games.core.actions import Action

SHEET_BUTTONS = 9  # outcomes shown as buttons at most (eight players and Abstain share two rows)
POST_VOTE = "after_own_vote"  # the voter's own window after its vote (Distinguished Councilor)


def operating(view: CouncilView, options: object) -> bool:
    """Whether this table is run by one operator: companion mode with the option set."""
    return view.mode == "companion" and bool(getattr(options, "operator", False))


def window_question(kind: str, listed: str = "") -> str:
    """The question the operator asks the table in a card window; `listed`: whose cards the screen
    lists (the player asked now, or the one the operator picked)."""
    question = tr("%1: anyone playing a card?").replace("%1", window_name(kind))
    if listed:
        question += " " + tr("Listed: %1's cards.").replace("%1", listed)
    return question


# --- the moves ---------------------------------------------------------------------------------
def pass_window(page: TablePage) -> int:
    """ "No one": every seat still to be asked in this window passes, in turn; then, while this agenda's
    windows are skipped, the windows that follow pass too. Returns the passes made."""
    made = _pass_one_window(page)
    return made + skip_windows(page) if made else made


def _pass_one_window(page: TablePage) -> int:
    session = page.session
    kind = session.view(None).frame
    made = 0
    for _ in range(2 * len(page.names) + 2):  # a window asks each seat at most once more than it has
        view = session.view(None)
        if view.frame != kind or not view.to_act:
            break
        if not page.play(Pass(view.to_act[0])):
            break
        made += 1
    return made


def pass_until(page: TablePage, seat: int) -> bool:
    """The seats asked before `seat` in this window pass ("`seat` plays…"). True when it is `seat`'s
    turn; nobody passes when `seat` will not be asked (the view's `still_asked`: not if it passes for the
    rest of this agenda or is away, nor in a window that goes round once and has asked it already)."""
    session = page.session
    if seat not in session.view(None).still_asked:
        return False
    kind = session.view(None).frame
    for _ in range(2 * len(page.names) + 2):
        view = session.view(None)
        if view.frame != kind or not view.to_act:
            return False
        if view.to_act[0] == seat:
            return True
        if not page.play(Pass(view.to_act[0])):
            return False
    return False


def after_vote(page: TablePage, ask: bool) -> None:
    """After a vote on the sheet: the voter's own window passes by itself unless the operator asked
    to stop there for cards played after a vote (`ask`)."""
    if ask:
        return
    session = page.session
    for _ in range(4):
        view = session.view(None)
        if view.frame != POST_VOTE or not view.to_act:
            break
        if not page.play(Pass(view.to_act[0])):
            return
    skip_windows(page)


# --- "No one plays, all this agenda": the windows pass by themselves until reopened ------------------
SKIP = "operator_skip"  # kept on the table page: (the agenda's key, moves when it began, moves passed to)


def _set_skip(page: TablePage, skip: tuple[str, int, int] | None) -> None:
    setattr(page, SKIP, skip)


def skipping(page: TablePage) -> bool:
    """Whether the operator said no one plays a card for the rest of the agenda now before the council
    (the mark is kept on the table page with the agenda's key: the next agenda is asked again)."""
    skip = getattr(page, SKIP, None)
    agenda = page.session.view(None).agenda
    if skip is None or agenda is None or skip[0] != agenda.key:
        return False
    if len(page.session.actions) < skip[2]:  # an undo went back past a window passed this way: reopened
        _set_skip(page, None)
        return False
    return True


def skip_agenda(page: TablePage) -> int:
    """ "No one plays, all this agenda": this window and every window still to come in this agenda pass
    for every seat (each seat's own Pass, as "No one plays" makes them), until the operator reopens them."""
    agenda = page.session.view(None).agenda
    if agenda is None:
        return pass_window(page)
    start = len(page.session.actions)
    _set_skip(page, (agenda.key, start, start))
    return _pass_one_window(page) + skip_windows(page)


def skip_windows(page: TablePage) -> int:
    """While this agenda's windows are skipped: each window reached passes for every seat, up to the next
    decision that is not a card window (a vote, the speaker's tie-break, the board's instructions)."""
    made = 0
    for _ in range(16):
        if not skipping(page):
            break
        view = page.session.view(None)
        ask = bool(getattr(page, "operator_ask_after", False))
        if view.frame not in WINDOWS or not view.to_act or (ask and view.frame == POST_VOTE):
            break
        passed = _pass_one_window(page)
        if not passed:
            break
        made += passed
    if skipping(page):
        skip = getattr(page, SKIP)
        _set_skip(page, (skip[0], skip[1], len(page.session.actions)))
    return made


def reopen(page: TablePage) -> bool:
    """The operator reopens the windows: those still to come are asked again. When the table has done
    nothing but pass since skipping began (no vote yet), the passes are taken back to the window where it
    began, so a late "when" or "after" is still played there. True when passes were taken back."""
    skip = getattr(page, SKIP, None)
    _set_skip(page, None)
    session = page.session
    if skip is None or not skipping_allowed_back(session, skip[1]):
        page.refresh()
        return False
    seat = session.actions[skip[1]].seat
    if not page.hotseat.guarded(lambda: session.undo_to(skip[1])):
        return False
    page._note_taken_back(seat)  # one line in the log: whose pass was taken back, as Undo says it
    return True


def skipping_allowed_back(session: object, start: int) -> bool:
    """Whether every move since `start` is a Pass (the skipped windows) and Undo may reach it."""
    actions = getattr(session, "actions", [])
    barrier = getattr(session, "barrier", 0)
    return barrier <= start < len(actions) and all(isinstance(a, Pass) for a in actions[start:])


def pick_player(page: TablePage, seat: int) -> bool:
    """ "`seat` plays…": the seats before it pass; a seat that will not be asked in this window (asked
    already in a window that goes round once, passing for the rest of the agenda, away) is not, and the
    hint says why."""
    if pass_until(page, seat):
        return True
    hint = getattr(page.current, "hint", None)
    if hint is not None:
        text = tr(
            "%1 is not asked in this window: asked already, passing for the rest of this agenda, or away."
        )
        hint.setText(text.replace("%1", page.names[seat]))
    return False


class TableDesk:
    """The operator's desk on a table page (council_context.OperatorDesk): what the board asks of it."""

    def __init__(self, page: TablePage) -> None:
        self.page = page

    @property
    def ask_after(self) -> bool:
        return bool(getattr(self.page, "operator_ask_after", False))  # kept on the page between boards

    @ask_after.setter
    def ask_after(self, on: bool) -> None:
        setattr(self.page, "operator_ask_after", on)  # noqa: B010 (the page declares no Council field)

    def skipping(self) -> bool:
        return skipping(self.page)

    def pass_window(self) -> int:
        return pass_window(self.page)

    def skip_agenda(self) -> int:
        return skip_agenda(self.page)

    def skip_windows(self) -> int:
        return skip_windows(self.page)

    def reopen(self) -> bool:
        return reopen(self.page)

    def pick(self, seat: int) -> bool:
        return pick_player(self.page, seat)

    def cast(self, action: Action) -> bool:
        ask = self.ask_after
        if not self.page.play(action):
            return False
        after_vote(self.page, ask)
        return True


# --- the vote sheet --------------------------------------------------------------------------------
@dataclass(frozen=True)
class SheetRow:
    seat: int
    state: str  # "voted", "abstained", "may_not_vote", "now" or "later"
    text: str
    most: int = 0  # "later": the most votes it could cast now


def sheet_rows(view: CouncilView, names: tuple[str, ...], barred: Callable[[int], bool]) -> list[SheetRow]:
    """Each seat in voting order: what it cast, or that it votes now, or later (with its most votes)."""
    agenda = view.agenda
    voted = {s: (o, t) for s, o, t, _src in agenda.votes} if agenda is not None else {}
    abstained = set(agenda.abstained) if agenda is not None else set()
    rows = []
    for seat in view.voting_order:
        if seat in voted:
            outcome, total = voted[seat]
            text = tr("%n vote(s) for %1", "", total).replace("%1", outcome_label(outcome, names))
            rows.append(SheetRow(seat, "voted", text))
        elif barred(seat):
            rows.append(SheetRow(seat, "may_not_vote", tr("may not vote")))
        elif seat in abstained:
            rows.append(SheetRow(seat, "abstained", tr("abstained")))
        elif seat in view.to_act:
            rows.append(SheetRow(seat, "now", ""))
        else:
            most = view.most_votes[seat]
            rows.append(SheetRow(seat, "later", tr("up to %n vote(s)", "", most), most))
    return rows


def sheet_lines(rows: list[SheetRow], names: tuple[str, ...]) -> tuple[str, str]:
    """The seats before the voter ("Carol: 3 vote(s) for Alice · Bob: abstained") and after it
    ("then Erin (up to 1 vote), Frank..."), in voting order: two wrapped lines keep the sheet short
    enough for the agenda card above it."""
    now = next((i for i, r in enumerate(rows) if r.state == "now"), len(rows))
    done = " · ".join(f"{names[r.seat]}: {r.text}" for r in rows[:now])
    later = ", ".join(
        f"{names[r.seat]} {r.most}" if r.state == "later" else f"{names[r.seat]} ({r.text})"
        for r in rows[now + 1 :]
    )
    return done, tr("Then, votes at most: %1").replace("%1", later) if later else ""


class VoteSheet(QWidget):
    """The votes in voting order on one sheet: the voter's row has a button per outcome that casts its
    votes at once (the ready planets ticked below), and Abstain; the lines below say what the others
    did, or may cast when their turn comes."""

    def __init__(
        self,
        rows: list[SheetRow],
        names: tuple[str, ...],
        outcomes: tuple[str, ...],
        forced: str | None,
        cast: Callable[[str], object],
        abstain: Callable[[], object] | None,
    ) -> None:
        super().__init__()
        self.setObjectName("VoteSheet")
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(3)
        done, later = sheet_lines(rows, names)
        self.done = QLabel(done)
        self.done.setWordWrap(True)
        voter = next((r.seat for r in rows if r.state == "now"), None)
        self.voter = voter  # named by the action bar's hint and highlighted on the ring
        buttons = QWidget()
        buttons.setObjectName("SheetButtons")
        # Compact, so that eight players' names share two rows of the middle at 1280x650.
        buttons.setStyleSheet("QPushButton { padding: 3px 8px; min-width: 0px; }")
        flow = FlowLayout(buttons, spacing=4)
        self.outcome_buttons: dict[str, QPushButton] = {}
        self.abstain: QPushButton | None = None
        if abstain is not None:  # first: a click meant for the window's question never abstains
            self.abstain = QPushButton(tr("Abstain"))
            self.abstain.setObjectName("sheet_abstain")
            self.abstain.clicked.connect(lambda _c=False: abstain())
            flow.addWidget(self.abstain)
        self.outcome_list: QComboBox | None = None
        if len(outcomes) > SHEET_BUTTONS:  # planets to elect: a list and Cast (a button each overflowed)
            combo = list_popup(QComboBox())
            combo.setObjectName("sheet_outcomes")
            combo.setAccessibleName(tr("Outcome"))
            combo.addItem(tr("Choose an outcome…"), None)
            for outcome in outcomes:
                combo.addItem(outcome_label(outcome, names), outcome)
            if forced is not None:
                combo.setCurrentIndex(outcomes.index(forced) + 1)
                combo.setEnabled(False)
            self.outcome_list = combo
            go = QPushButton(tr("Cast"))
            go.setObjectName("sheet_cast")
            go.setEnabled(forced is not None)
            combo.currentIndexChanged.connect(lambda i: go.setEnabled(combo.itemData(i) is not None))
            go.clicked.connect(lambda _c=False: combo.currentData() and cast(combo.currentData()))
            self.cast_button = go
            flow.addWidget(combo)
            flow.addWidget(go)
        for i, outcome in enumerate(outcomes if self.outcome_list is None else ()):
            b = QPushButton(outcome_label(outcome, names))
            b.setObjectName(f"sheet_outcome_{i}")
            b.setEnabled(forced is None or outcome == forced)
            b.clicked.connect(lambda _c=False, o=outcome: cast(o))
            self.outcome_buttons[outcome] = b
            flow.addWidget(b)
        box.addWidget(buttons)
        self.later = QLabel(later)
        self.later.setWordWrap(True)
        # Below the buttons, in a block of the same height at every voter: the first "Cat: abstained"
        # must not move Abstain and the outcomes under the operator's hand from voter to voter (play
        # test 2026-11-29 item 8, issue 32 item 4).
        self.notes = SheetNotes(self.done, self.later)
        box.addWidget(self.notes)
        box.insertStretch(0, 1)  # room to spare goes above: the sheet's foot stays, and the buttons with it


class SheetNotes(QWidget):
    """What the others did and may cast, under the sheet's buttons, kept as high at every voter (two
    lines each, unless more is needed) so that the buttons stay where they were."""

    def __init__(self, done: QLabel, later: QLabel) -> None:
        super().__init__()
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(3)
        for line in (done, later):
            line.setMinimumHeight(2 * line.fontMetrics().lineSpacing())  # even empty: its room is kept
            line.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            box.addWidget(line)
