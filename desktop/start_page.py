"""The start page: begin a new game, open the rules, and resume, rename or delete saved sessions."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from desktop.game_catalogue import entries, game_blurb, game_title
from desktop.look import apply_style
from desktop.tall_label import TallLabel
from desktop.translations import tr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QTableWidget

    from storage.summary import SessionSummary


class StartPage(QWidget):
    sig_new_game = Signal(str)
    """The player wants a new game of the given name."""
    sig_rules = Signal(str)
    """Open the rules of a game."""
    sig_resume = Signal(object)
    """Resume the saved session with this id."""
    sig_rename = Signal(object, str)
    sig_delete = Signal(object)

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        # The window's page stack asks every page its height, shown or not: while a table is open every
        # move's relayout measured this page's wrapped words too (4 % of a ballot's reveal). Hidden
        # behind the table, it asks for no height; shown, it is measured as any page.
        if self.isHidden():
            return -1
        return super().heightForWidth(width)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("StartPage")
        apply_style(self)
        self._sessions: list[SessionSummary] = []
        self._replacing = False  # a new list is coming: the first row of it clears the old ones
        self._player_chose = False  # a row picked by the player while the list comes in stays picked
        self._selecting = False
        outer = QHBoxLayout(self)
        outer.setContentsMargins(48, 12, 48, 12)
        outer.setSpacing(40)

        left = QVBoxLayout()
        left.setSpacing(14)  # not the 40 between the columns: a long description needs that height
        title = QLabel(self.tr("Quorum"))
        title.setObjectName("Title")
        subtitle = TallLabel(self.tr("A table for card games — pass the computer, keep your secrets."))
        subtitle.setObjectName("Subtitle")
        left.addWidget(title)
        left.addWidget(subtitle)
        left.addSpacing(8)
        for game in entries():
            left.addWidget(self._game_tile(game.name))
            left.addSpacing(8)
        left.addStretch(1)
        outer.addLayout(left, 5)  # room for each game's tile, however many games there are

        right = QVBoxLayout()
        heading = QLabel(self.tr("Saved games"))
        heading.setObjectName("Heading")
        right.addWidget(heading)
        # Said above the list when the data folder cannot be written (read-only, full disk).
        self.write_banner = QLabel()
        self.write_banner.setObjectName("WriteBanner")
        self.write_banner.setWordWrap(True)
        self.write_banner.setStyleSheet(
            "#WriteBanner { background: #fff3cd; color: #5c4400; border: 1px solid #e0b84d;"
            " border-radius: 4px; padding: 8px; }"
        )
        self.write_banner.hide()
        right.addWidget(self.write_banner)
        self.sessions_stack = QStackedWidget()
        self.loading_label = QLabel(self.tr("Loading saved games…"))
        self.loading_label.setObjectName("EmptyState")
        self.empty_label = QLabel(
            self.tr("No saved games yet.\nStart a new game on the left: every move is saved as it is made.")
        )
        self.empty_label.setObjectName("EmptyState")
        self.empty_label.setWordWrap(True)
        # The sessions table, made when the first list arrives (after first paint).
        self.table: QTableWidget | None = None
        self.sessions_stack.addWidget(self.loading_label)
        self.sessions_stack.addWidget(self.empty_label)
        right.addWidget(self.sessions_stack, 1)
        buttons = QHBoxLayout()
        self.resume_button = QPushButton(self.tr("&Resume"))
        self.rename_button = QPushButton(self.tr("Re&name…"))
        self.delete_button = QPushButton(self.tr("&Delete…"))
        self.resume_button.setObjectName("Primary")
        self.resume_button.clicked.connect(self._resume)
        self.rename_button.clicked.connect(self._rename)
        self.delete_button.clicked.connect(self._delete)
        for b in (self.resume_button, self.rename_button, self.delete_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        right.addLayout(buttons)
        hint = QLabel(self.tr("Tip: drop an exported .quorum file on this window to import it."))
        hint.setObjectName("Hint")
        right.addWidget(hint)
        outer.addLayout(right, 6)
        self._selection_changed()

    def _game_tile(self, game: str) -> QWidget:
        # A QFrame paints its style-sheet background by itself. (Qt's enum namespace is kept off the
        # path to the first paint: touching it builds ~100 Python enums, ~15 ms.)
        tile = QFrame()
        tile.setObjectName("GameTile")
        self._tile_rows = getattr(self, "_tile_rows", {})
        outer = QHBoxLayout(tile)
        layout = QVBoxLayout()
        outer.addLayout(layout, 1)
        self._tile_rows[game] = outer  # the card fan goes here after the first paint
        name = QLabel(game_title(game))
        name.setObjectName("TileTitle")
        blurb = TallLabel(game_blurb(game))  # its whole text, however long the language makes it
        row = QHBoxLayout()
        new = QPushButton(self.tr("New game"))
        new.setObjectName("Primary")
        new.setAccessibleName(self.tr("New game of %1").replace("%1", game_title(game)))
        new.clicked.connect(lambda _c=False, g=game: self.sig_new_game.emit(g))
        rules = QPushButton(self.tr("Rules"))
        rules.setAccessibleName(self.tr("Rules of %1").replace("%1", game_title(game)))
        rules.clicked.connect(lambda _c=False, g=game: self.sig_rules.emit(g))
        row.addWidget(new)
        row.addWidget(rules)
        row.addStretch(1)
        layout.addWidget(name)
        layout.addWidget(blurb)
        layout.addLayout(row)
        return tile

    def _session_table(self) -> QTableWidget:
        """The list of saved games, made on first use."""
        return self.table if self.table is not None else self._make_table()

    def _make_table(self) -> QTableWidget:
        """The list of saved games. Made on first use: its Qt classes cost start-up time."""
        from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget

        self.table = QTableWidget(0, 5)
        self.table.setObjectName("SessionList")
        self.table.setAccessibleName(self.tr("Saved games"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Name"),
                self.tr("Game"),
                self.tr("Players"),
                self.tr("Progress"),
                self.tr("Last played"),
            ]
        )
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # The name, the players and the progress share what the game and the date leave; a cut one ends
        # in "…" and its cell's tooltip holds the whole text (a long session name must not squeeze the
        # players away, nor a long progress line in Russian squeeze both to a word a line).
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for column in (0, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        from PySide6.QtCore import Qt

        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)

        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # A long name or list of players wraps onto a second line (rows grow to fit) before it is cut.
        self.table.setWordWrap(True)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.doubleClicked.connect(lambda _i: self._resume())
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.sessions_stack.addWidget(self.table)
        return self.table

    def deal_tile_cards(self) -> None:
        """Lay a fan of the game's own cards in each tile: after the first paint, as the painters
        and the card data are not needed to show the window."""
        from desktop.card_fan import CardFan

        for game in entries():
            row = self._tile_rows.get(game.name)
            if row is not None and row.count() == 1:
                try:
                    faces = game.fan()
                    if faces:
                        row.addWidget(CardFan(faces, card_width=60))
                except (KeyError, OSError):  # a missing card in the data only costs the decoration
                    pass

    # --- the sessions list ---------------------------------------------------------------
    def set_sessions(self, sessions: Sequence[SessionSummary]) -> None:
        """Show these rows, in this order (the list read at once; SessionLister adds them as they come)."""
        self.begin_sessions()
        for info in sessions:
            self.add_session(info, at=len(self._sessions) if not self._replacing else 0)
        self.end_sessions()

    def begin_sessions(self) -> None:
        """A new list is coming: the rows shown stay until its first row (or its end) arrives."""
        self._replacing = True
        self._player_chose = False

    def add_session(self, info: SessionSummary, at: int | None = None) -> None:
        """One row, at `at` or in its place: most recently played first, unreadable files last."""
        table = self._session_table()
        if self._replacing:
            self._replacing = False
            self._sessions = []
            table.setRowCount(0)
        if at is None:
            key = _order(info)
            at = next((i for i, s in enumerate(self._sessions) if _order(s) > key), len(self._sessions))
        self._sessions.insert(at, info)
        table.insertRow(at)
        self._fill_row(at, info)
        if len(self._sessions) == 1:
            self.sessions_stack.setCurrentWidget(table)
        if not self._player_chose:  # the top row stays chosen until the player picks another
            self._select_top()
        self._selection_changed()

    def _select_top(self) -> None:
        self._selecting = True
        try:
            self._session_table().selectRow(0)
        finally:
            self._selecting = False

    def end_sessions(self) -> None:
        """The list is complete."""
        if self._replacing:  # no row came: there are none
            self._replacing = False
            self._sessions = []
            if self.table is not None:
                self.table.setRowCount(0)
        table = self._session_table()
        self.sessions_stack.setCurrentWidget(table if self._sessions else self.empty_label)
        if self._sessions and (self.selected() is None or not self._player_chose):
            self._select_top()
        self._selection_changed()

    def stop_sessions(self) -> None:
        """The list stopped coming: the rows of the last whole list stay if none of it arrived."""
        if self._replacing:
            self._replacing = False
            return
        self.end_sessions()

    def _fill_row(self, row: int, info: SessionSummary) -> None:
        from PySide6.QtWidgets import QTableWidgetItem

        try:
            cells, tip = self._row_cells(info)
        except Exception as exc:  # one row that cannot be shown must never hide the others
            cells = (
                str(info.id),
                "",
                "",
                self.tr("Cannot be shown: %1").replace("%1", str(exc)),
                "",
            )
            tip = str(exc)
        notice = getattr(info, "notice", None)
        if notice:
            tip = self.tr("A file beside this save was set aside: %1").replace("%1", notice)
        table = self._session_table()
        for col, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if tip or text:  # the whole text, for a cell cut short
                item.setToolTip(plain_html(tip or text))  # a tooltip would render markup
            table.setItem(row, col, item)

    def _row_cells(self, info: SessionSummary) -> tuple[tuple[str, ...], str]:
        """The five cells of one saved game, and its tooltip (the whole problem, for a bad file)."""
        problem = info.problem
        if problem:
            cells = (
                "⚠ " + (info.path.name or info.id),
                "",
                "",
                self.tr("Cannot be opened: %1").replace("%1", _problem_text(info.problem_kind, problem)),
                "",
            )
            return cells, problem
        cells = (
            info.name,
            game_title(info.game),
            ", ".join(info.players),
            self.tr("Finished") if info.over else _progress_text(info.progress),
            _when_text(info.last_played),
        )
        return cells, ""

    def show_write_problem(self, folder: str | None, reason: str | None) -> None:
        """Say that Quorum cannot write to the data folder (None: it can again)."""
        if folder is None:
            self.write_banner.hide()
            return
        from PySide6.QtCore import Qt  # not at start-up: see _game_tile

        self.write_banner.setTextFormat(Qt.TextFormat.PlainText)  # it quotes a folder's name
        self.write_banner.setText(
            self.tr(
                "Quorum can't write to %1 (%2); your saves are safe. They are listed below and can be "
                "exported, but no game can be played or started until the folder can be written "
                "(free some space, or make it writable)."
            )
            .replace("%1", folder)
            .replace("%2", reason or "")
        )
        self.write_banner.show()

    def show_library_problem(self, message: str) -> None:
        from PySide6.QtCore import Qt

        self.empty_label.setTextFormat(Qt.TextFormat.PlainText)
        self.empty_label.setText(self.tr("Saved games could not be loaded:\n%1").replace("%1", message))
        self.sessions_stack.setCurrentWidget(self.empty_label)

    def selected(self) -> SessionSummary | None:
        if self.table is None:
            return None
        rows = self.table.selectionModel().selectedRows()
        if not rows or not self._sessions:
            return None
        return self._sessions[rows[0].row()]

    def _selection_changed(self) -> None:
        if not self._selecting and self.table is not None and self.table.hasFocus():
            self._player_chose = True
        has = self.selected() is not None
        for b in (self.resume_button, self.rename_button, self.delete_button):
            b.setEnabled(has)

    def _resume(self) -> None:
        info = self.selected()
        if info is not None:
            self.sig_resume.emit(info.id)

    def _rename(self) -> None:
        info = self.selected()
        if info is None:
            return
        from PySide6.QtWidgets import QInputDialog

        name, ok = QInputDialog.getText(
            self, self.tr("Rename saved game"), self.tr("New name:"), text=info.name
        )
        if ok and name.strip():
            self.sig_rename.emit(info.id, name.strip())

    def _delete(self) -> None:
        info = self.selected()
        if info is None:
            return
        from PySide6.QtWidgets import QMessageBox

        text = self.tr("Delete “%1” for good? This cannot be undone.").replace("%1", info.name)
        answer = QMessageBox.question(
            self,
            self.tr("Delete saved game"),
            plain_html(text),  # the name is the players' text: shown as typed, never as markup
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.sig_delete.emit(info.id)


def plain_html(text: str) -> str:
    """Text for a place that guesses markup (a tooltip, a message box): escaped, shown as typed."""
    from PySide6.QtGui import Qt as GuiQt  # convertFromPlainText lives in QtGui's Qt namespace

    return GuiQt.convertFromPlainText(text)


def _problem_text(kind: str | None, problem: str) -> str:
    """A short reason for the list (the whole message, with the file, is the row's tooltip)."""
    return {
        "missing": QCoreApplication.translate("StartPage", "the file is missing"),
        "truncated": QCoreApplication.translate("StartPage", "the file is cut short"),
        "corrupt": QCoreApplication.translate("StartPage", "the file is damaged"),
        "foreign": QCoreApplication.translate("StartPage", "not a Quorum file"),
        "newer": QCoreApplication.translate("StartPage", "made by a newer Quorum"),
        "invalid": QCoreApplication.translate("StartPage", "the content is malformed"),
        "illegal_log": QCoreApplication.translate("StartPage", "its moves break the rules"),
        "unknown_game": QCoreApplication.translate("StartPage", "a game this Quorum does not have"),
        "unwritable": QCoreApplication.translate("StartPage", "the disk refused it"),
        "in_use": QCoreApplication.translate("StartPage", "open in another Quorum window"),
        "locked": QCoreApplication.translate("StartPage", "another program is using the file"),
        "unreadable": QCoreApplication.translate("StartPage", "the system refused to read it"),
        "too_large": QCoreApplication.translate("StartPage", "too large for a saved game"),
        "journal": QCoreApplication.translate(
            "StartPage", "a file beside it is not a plain file (the save itself is intact)"
        ),
    }.get(kind or "", problem)


def _order(info: SessionSummary) -> tuple[int, float, str]:
    """Where a row goes: readable ones first, the most recently played first; the rest by id."""
    try:
        if info.problem is None and info.last_played is not None:
            return (0, -info.last_played.timestamp(), "")
        return (0 if info.problem is None else 1, 0.0, str(info.id))
    except Exception:  # a date no clock can hold: at the end of its group
        return (1, 0.0, str(getattr(info, "id", "")))


def _progress_text(progress: Mapping[str, object]) -> str:
    """The game's own progress() as the file holds it: plain data, so each value is shown as text."""
    if progress.get("over") or progress.get("phase") == "over":
        return QCoreApplication.translate("StartPage", "Finished")
    parts = []
    phase = {
        "discard": QCoreApplication.translate("StartPage", "discarding"),
        "draw": QCoreApplication.translate("StartPage", "drawing"),
        "on_deck": QCoreApplication.translate("StartPage", "On Deck"),
        "pledge": QCoreApplication.translate("StartPage", "pledging"),
        "vote": QCoreApplication.translate("StartPage", "voting"),
    }.get(str(progress.get("phase", "")))
    if "round" in progress:
        parts.append(
            QCoreApplication.translate("StartPage", "Round %1").replace("%1", str(progress["round"]))
        )
    if phase:
        parts.append(phase)
    if "passed" in progress:
        parts.append(
            QCoreApplication.translate("StartPage", "%1 passed, %2 failed")
            .replace("%1", str(progress["passed"]))
            .replace("%2", str(progress.get("failed", 0)))
        )
    if progress.get("agenda"):  # 0: between rounds, no agenda yet (it read "Round 2, agenda 0")
        parts.append(
            QCoreApplication.translate("StartPage", "agenda %1").replace("%1", str(progress["agenda"]))
        )
    actions = progress.get("actions")
    if isinstance(actions, int) and not parts:
        parts.append(tr("%n move(s)", "", actions))
    return ", ".join(parts)


def _when_text(when: datetime | None) -> str:
    try:
        if isinstance(when, datetime):
            return when.astimezone().strftime("%Y-%m-%d %H:%M")
    except (OverflowError, ValueError, OSError):  # a date no clock can show: leave the cell empty
        return ""
    return ""
