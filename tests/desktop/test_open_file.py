"""`quorum FILE.quorum` (what double-clicking an exported session does once installed) imports the file."""

from __future__ import annotations

import os

import pytest
from gui_player import press, window_with_library
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop.__main__ import parse_args
from desktop.app import import_when_loaded
from desktop.main_window import MainWindow


def exported_session(qtbot, monkeypatch, tmp_path) -> str:
    """A two-seat Legislation game saved in one data folder and exported to tuesday.quorum."""
    window = window_with_library(qtbot, monkeypatch, tmp_path / "elsewhere")
    window.show_new_game("legislation")
    page = window.stack.currentWidget()
    page.name_edit.setText("Tuesday game")
    press(qtbot, page.start_button)
    path = tmp_path / "tuesday.quorum"
    assert window.export_to(str(path))
    window.close_table()
    window.close()
    return str(path)


def test_the_file_is_imported_once_the_saved_games_are_open(qtbot, monkeypatch, tmp_path) -> None:
    path = exported_session(qtbot, monkeypatch, tmp_path)
    monkeypatch.setenv("QUORUM_DATA_DIR", str(tmp_path / "mine"))
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.load_library_soon()  # as desktop/app.py does on the first paint, just before the import
    import_when_loaded(window, [path])
    qtbot.waitUntil(lambda: any(job.done for job in getattr(window, "imports", [])), timeout=20000)
    assert window.imports[0].error is None
    assert [s.name for s in window.library.list()] == ["Tuesday game"]
    qtbot.waitUntil(lambda: window.start_page.table is not None and window.start_page.table.rowCount() == 1)
    assert list((tmp_path / "mine" / "sessions").glob("*.quorum.db"))


def test_saves_that_cannot_open_say_the_file_was_not_imported(qtbot, monkeypatch, tmp_path) -> None:
    from desktop.library_loader import LibraryLoader

    monkeypatch.setattr(LibraryLoader, "_load", lambda self: self._tell(self.sig_failed, "the disk is gone"))
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.load_library_soon()
    import_when_loaded(window, [str(tmp_path / "tuesday.quorum")])

    def box() -> QMessageBox | None:
        shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
        return shown[-1] if shown else None

    qtbot.waitUntil(lambda: box() is not None, timeout=10000)
    assert "tuesday.quorum" in box().text()
    box().close()


def test_the_command_line_takes_files_as_absolute_paths(tmp_path, monkeypatch) -> None:
    (tmp_path / "a.quorum").write_text("{}", encoding="utf-8")
    (tmp_path / "b.quorum-record").write_text("{}", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    args = parse_args(["a.quorum", "b.quorum-record"])
    assert args.files == [os.path.join(tmp_path, "a.quorum"), os.path.join(tmp_path, "b.quorum-record")]
    assert parse_args([]).files == []


@pytest.mark.parametrize(
    ("name", "problem"), [("missing.quorum", "missing.quorum: no such file"), ("notes.txt", "files only")]
)
def test_a_file_quorum_cannot_open_is_refused_before_any_window(tmp_path, monkeypatch, capsys, name, problem):
    (tmp_path / "notes.txt").write_text("hello", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit):
        parse_args([name])
    assert problem in capsys.readouterr().err
