"""Games in and out of the library as files: export a session or a game record, import one (a worker
thread, a progress dialog, or a drop on the window), and quitting with a move the disk refused."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from desktop.file_folder import remember, start_path
from desktop.window.base import WindowBase

if TYPE_CHECKING:
    from PySide6.QtGui import QDragEnterEvent, QDropEvent
    from PySide6.QtWidgets import QProgressDialog

    from desktop.import_job import ImportJob
    from storage.library import Library
    from storage.record import GameRecord


class FileTransfers(WindowBase):
    import_progress: QProgressDialog
    imports: list[ImportJob]

    def export_dialog(self) -> None:
        if self.table is None or self.table.saved is None or self.library is None:
            return
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export Session"),
            start_path(self.table.saved_name() + ".quorum"),
            self.tr("Quorum sessions (*.quorum)"),
        )
        if path:
            remember(path)
            self.export_to(path)

    def _open_saved(self) -> tuple[Library, str]:
        """The library and the saved game at the table (its menu items are off without them)."""
        table, library = self.table, self.library
        saved = table.saved if table is not None else None
        if library is None or saved is None:
            raise RuntimeError(self.tr("This table is not saved."))
        return library, saved.id

    def export_to(self, path: str) -> bool:
        try:
            library, saved_id = self._open_saved()
            library.export(saved_id, Path(path))
        except Exception as exc:
            self.show_save_error(exc)
            return False
        self.statusBar().showMessage(self.tr("Exported to %1").replace("%1", path), 5000)
        return True

    def export_record_dialog(self) -> None:
        if self.table is None or self.table.saved is None or self.library is None:
            return
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export Game Record"),
            start_path(self.table.saved_name() + ".quorum-record"),
            self.tr("Quorum game records (*.quorum-record)"),
        )
        if path:
            remember(path)
            self.export_record_to(path)

    def export_record_to(self, path: str) -> bool:
        """Write what every seat saw (no hidden cards, votes or seed) for sharing without spoilers."""
        try:
            library, saved_id = self._open_saved()
            library.export_record(saved_id, Path(path))
        except Exception as exc:
            self.show_save_error(exc)
            return False
        self.statusBar().showMessage(self.tr("Game record written to %1").replace("%1", path), 5000)
        return True

    def import_dialog(self) -> None:
        if self.library is None:
            self.show_error(self.tr("Saved sessions are still loading"), self.tr("Try again in a moment."))
            return
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import Session"),
            start_path(),
            self.tr("Quorum sessions and game records (*.quorum *.quorum-record);;All files (*)"),
        )
        if path:
            remember(path)
            self.import_from(path)

    def import_from(self, path: str) -> ImportJob | None:
        """Import in a worker thread, with progress and Cancel; returns the ImportJob (None: no library)."""
        if self.library is None:
            return None
        from PySide6.QtWidgets import QProgressDialog

        from desktop.import_job import ImportJob

        job = ImportJob(self.library, Path(path), self)
        dialog = QProgressDialog(
            self.tr("Importing %1…").replace("%1", Path(path).name), self.tr("Cancel"), 0, 100, self
        )
        dialog.setObjectName("ImportProgress")
        dialog.setWindowTitle(self.tr("Import"))
        dialog.setMinimumDuration(400)  # a quick import never flashes a dialog
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.canceled.connect(job.cancel)
        job.sig_progress.connect(dialog.setValue)

        def finished(_value: object) -> None:
            dialog.canceled.disconnect(job.cancel)
            dialog.close()
            dialog.deleteLater()

        job.sig_done.connect(finished)
        job.sig_failed.connect(finished)
        job.sig_done.connect(lambda result: self._imported(result, path))
        job.sig_failed.connect(lambda exc: self._import_failed(exc, path))
        self.import_progress = dialog
        self.imports = [j for j in getattr(self, "imports", []) if not j.done] + [job]
        job.start()
        return job

    def _imported(self, result: str | GameRecord, path: str) -> None:
        if not isinstance(result, str):  # a game record: watched, never stored or resumed
            self.open_replay(result)
            return
        self.statusBar().showMessage(self.tr("Imported %1").replace("%1", Path(path).name), 5000)
        if self.table is None:
            self.show_start()

    def _import_failed(self, exc: Exception, path: str) -> None:
        if str(getattr(getattr(exc, "kind", None), "value", "")) == "cancelled":
            self.statusBar().showMessage(self.tr("Import cancelled; nothing was added."), 5000)
            return
        self.show_save_error(exc, path)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
        if urls and all(u.isLocalFile() for u in urls):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        for url in event.mimeData().urls():
            if url.isLocalFile():
                self.import_from(url.toLocalFile())
        event.acceptProposedAction()

    # --- quitting with a move not saved ---------------------------------------------------
    def unsaved_choice(self, exc: Exception) -> str:
        """Ask what to do about a move the disk refused: "retry", "export", "quit" or "stay"."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        from desktop.save_problems import save_reason

        box = QMessageBox(self)
        box.setObjectName("UnsavedBox")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("A move is not saved"))
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(
            self.tr(
                "The last move could not be saved: %1\n\nIf you quit now it is lost. Try again, or "
                "export the game (with that move) to another place, such as a USB stick."
            ).replace("%1", save_reason(exc))
        )
        retry = box.addButton(self.tr("Retry"), QMessageBox.ButtonRole.AcceptRole)
        export = box.addButton(self.tr("Export Elsewhere…"), QMessageBox.ButtonRole.ActionRole)
        quit_ = box.addButton(self.tr("Quit Without It"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(retry)
        box.exec()
        clicked = box.clickedButton()
        return next(
            (w for b, w in ((retry, "retry"), (export, "export"), (quit_, "quit")) if b is clicked), "stay"
        )

    def export_unsaved_dialog(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        if self.table is None:
            return False
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the Game Elsewhere"),
            start_path(self.table.saved_name() + ".quorum"),
            self.tr("Quorum sessions (*.quorum)"),
        )
        remember(path)
        return bool(path) and self.export_unsaved_to(path)

    def export_unsaved_to(self, path: str) -> bool:
        """Export the open game with the move the disk refused, so nothing is lost."""
        try:
            library, saved_id = self._open_saved()
            library.export(saved_id, Path(path), unsaved=True)
        except Exception as exc:
            self.show_save_error(exc)
            return False
        return True

    def may_close(self) -> bool:
        """False while a refused move is neither saved, exported elsewhere nor given up."""
        while self.table is not None and (error := self.table.hotseat.save_error) is not None:
            choice = self.unsaved_choice(error)
            if choice == "retry":
                self.table.retry_save()
            elif choice == "export":
                if self.export_unsaved_dialog():
                    return True
            elif choice == "quit":
                self.table.hotseat.forget_unsaved()
                return True
            else:
                return False
        return True
