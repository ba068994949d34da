"""What the main window's parts share: the open table and the library, the messages they show, and the
pages' moves each part may ask for (main_window.py gives them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QMainWindow, QMessageBox

if TYPE_CHECKING:
    from desktop.new_game import GameSetup
    from desktop.start_page import StartPage
    from desktop.status_note import StatusNote
    from desktop.table.table_page import TablePage
    from games.core.session import Session
    from storage.library import Library
    from storage.record import GameRecord
    from storage.saved_session import SavedSession


if TYPE_CHECKING:
    _Window = QMainWindow
else:
    # A mixin at run time: a class with several PySide6-derived bases (the menus, the saves, the transfers
    # each derived from QMainWindow) is taken for several C++ objects, and Qt calls through the wrong one
    # crash (devicePixelRatioF segfaulted). main_window.py adds QMainWindow once, last.
    _Window = object


class WindowBase(_Window):
    table: TablePage | None  # the open table, if any
    library: Library | None  # once loaded
    start_page: StartPage
    _status_note: StatusNote

    def statusBar(self) -> StatusNote:  # noqa: N802 (Qt's name)
        """Messages float over the window's corner: a status bar in the layout shrank the table."""
        return self._status_note

    # --- what the menus open, given by the window's other parts ----------------------------------------
    # Declared here, last in MainWindow's bases, so that the part that gives one always comes first: a
    # declaration in the menus shadowed the file transfers (File › Import… raised NotImplementedError).
    def show_new_game(self, game: str = "") -> None:
        raise NotImplementedError

    def show_rules(self, game: str) -> None:
        raise NotImplementedError

    def about(self) -> None:
        raise NotImplementedError

    def import_dialog(self) -> None:
        raise NotImplementedError

    def export_dialog(self) -> None:
        raise NotImplementedError

    def export_record_dialog(self) -> None:
        raise NotImplementedError

    def rebuilt(self) -> WindowBase:
        """The window built anew in the language installed now (View › Language)."""
        raise NotImplementedError

    # --- the pages, given by main_window.py --------------------------------------------------------
    def show_start(self) -> None:
        raise NotImplementedError

    def start_game(self, setup: GameSetup) -> None:
        raise NotImplementedError

    def open_table(
        self,
        session: Session,
        saved: SavedSession | None = None,
        bot_pause_ms: int = 700,
        ui: dict[str, Any] | None = None,
    ) -> None:
        raise NotImplementedError

    def close_table(self) -> None:
        raise NotImplementedError

    def open_replay(self, record: GameRecord) -> None:
        raise NotImplementedError

    # --- messages ----------------------------------------------------------------------------------
    def show_save_error(self, exc: Exception, path: str | None = None) -> None:
        where = str(getattr(exc, "path", None) or path or "")
        problem = str(getattr(exc, "problem", None) or exc)
        title = self.tr("Problem with a saved session")
        text = self.tr("%1\n\n%2").replace("%1", where).replace("%2", problem) if where else problem
        self.show_error(title, text)

    def show_error(self, title: str, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("ErrorBox")
        box.setTextFormat(Qt.TextFormat.PlainText)  # file and session names are shown as they are
        box.open()  # not exec(): tests and bots keep running

    def ask_retry(self, exc: Exception, retry: Callable[[], Any]) -> None:
        """A file another program (or window) holds: say so, with Retry."""
        from desktop.save_problems import save_reason

        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("The saved game is busy"),
            self.tr("%1\n\n%2").replace("%1", str(getattr(exc, "path", ""))).replace("%2", save_reason(exc)),
            QMessageBox.StandardButton.Retry | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setObjectName("RetryBox")
        box.setTextFormat(Qt.TextFormat.PlainText)
        button = box.button(QMessageBox.StandardButton.Retry)
        if button is not None:
            button.clicked.connect(lambda: QTimer.singleShot(0, retry))
        box.open()
