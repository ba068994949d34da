"""Quorum remembers the window and the View menu between runs, and shrugs off nonsense settings."""

from PySide6.QtCore import QByteArray, QSettings

from desktop import settings
from desktop.app import make_application
from desktop.main_window import MainWindow


def test_view_choices_are_remembered_by_the_next_window(qtbot):
    make_application()
    first = MainWindow()
    qtbot.addWidget(first)
    first.act_fast_bots.trigger()  # checks it and saves the choice
    first.act_log.trigger()  # hides the log
    second = MainWindow()
    qtbot.addWidget(second)
    assert second.act_fast_bots.isChecked() and not second.act_log.isChecked()
    second.act_fast_bots.trigger()
    second.act_log.trigger()
    assert not settings.flag(settings.QUICK_BOTS, True) and settings.flag(settings.SHOW_LOG, False)


def test_nonsense_in_the_settings_file_reads_as_the_default(qtbot):
    make_application()
    QSettings().setValue(settings.QUICK_BOTS, "perhaps")
    assert settings.flag(settings.QUICK_BOTS, False) is False
    QSettings().setValue(settings.GEOMETRY, QByteArray(b"not a geometry"))
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(900, 700)
    assert settings.restore_geometry(window) is False
    assert (window.width(), window.height()) == (900, 700)
    QSettings().remove(settings.QUICK_BOTS)


def test_the_window_comes_back_at_the_size_it_was_closed(qtbot):
    make_application()
    window = MainWindow()
    qtbot.addWidget(window)
    window.remember_geometry = True
    window.resize(770, 560)  # inside the 800x600 offscreen screen, which restoreGeometry clamps to
    window.show()
    closed_at = window.size()
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.size() != closed_at
    assert settings.restore_geometry(again)
    assert again.size() == closed_at
