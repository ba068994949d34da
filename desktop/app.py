"""Builds the QApplication (translations, palette, icon) and runs the main window per the command line."""

from __future__ import annotations

import argparse
import os
import sys

from PySide6.QtCore import QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QIcon, QScreen
from PySide6.QtWidgets import QApplication

from desktop import settings
from desktop.assets import asset
from desktop.first_launch import QT_SYSTEM_PACKAGES
from desktop.fonts import install_font
from desktop.look import set_app_palette
from desktop.main_window import MainWindow
from desktop.translations import install_translations, tr

_qt_said: list[str] = []  # what Qt says while the application starts, shown only if it does start


def _platform_abort(kind: QtMsgType, _context: object, message: str) -> None:
    """Qt could not open any window (a platform plug-in failed after first_launch's checks): say so in
    one sentence and leave, instead of Qt's messages, abort and core dump."""
    if kind != QtMsgType.QtFatalMsg:
        _qt_said.append(message)
        return
    unreachable = next((m for m in _qt_said if "could not connect to display" in m), None)
    if unreachable is not None:
        display = unreachable.rsplit(" ", 1)[-1]
        sentence = (
            f"Quorum cannot reach the display {display}: start it from a running desktop session (check "
            "DISPLAY), or set QT_QPA_PLATFORM=offscreen to run it without a screen."
        )
    else:
        sentence = (
            "Quorum cannot open its window because Qt's platform plug-in failed to start: on Debian or "
            f"Ubuntu install Qt's libraries with `sudo apt install {' '.join(QT_SYSTEM_PACKAGES)}`, or set "
            "QT_QPA_PLATFORM=offscreen to run it without a screen."
        )
    print(sentence, file=sys.stderr)
    sys.stderr.flush()
    os._exit(1)


def make_application(argv: list[str] | None = None, language: str | None = None) -> QApplication:
    # Qt's painter splits a fill taller than about a hundred lines among helper threads and waits for
    # them. The table's fills are small, and on a busy two-core laptop the hand-over cost more than the
    # fill (a log scroll bar: 1.2 ms instead of 0.2): every move repainted a frame's share slower.
    # Read by Qt when it first paints; the same pixels either way (bench_gui.py --shots).
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
    app = QApplication.instance()
    if app is None:
        previous = qInstallMessageHandler(_platform_abort)
        app = QApplication(argv if argv is not None else sys.argv[:1])
        qInstallMessageHandler(previous)
        for message in _qt_said:  # it started: what Qt said on the way is shown as Qt would have
            print(message, file=sys.stderr)
        _qt_said.clear()
    assert isinstance(app, QApplication)  # made just above, or the one already running (the tests')
    app.setApplicationName("Quorum")
    app.setOrganizationName("Quorum")
    app.setStyle("Fusion")  # the same look on every platform; the stylesheet does the rest
    install_font(app)  # and the same letters: DejaVu Sans from assets/fonts
    icon = asset("icons", "quorum.png")  # PNG: no SVG plug-in needed in the built app
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    # --lang for this run, else the language chosen in View › Language, else the system's.
    app._quorum_translators = install_translations(  # type: ignore[attr-defined]  # a Python attribute, not Qt's
        app, language or settings.language()
    )  # kept alive with the app
    set_app_palette(app)  # the style sheet goes on the pages around the table only (desktop/look.py)
    return app


DEFAULT_SIZE = "1440x900"


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        return 1440, 900
    return max(640, w), max(480, h)


def fit_screen(w: int, h: int, screen: QScreen | None) -> tuple[int, int]:
    """The first window fits the screen it opens on: at most its free area (less the title bar)."""
    if screen is None:
        return w, h
    free = screen.availableGeometry()
    return min(w, free.width()), min(h, free.height() - 40)


def say_settings_problem(window: MainWindow) -> None:
    """The settings file was refused (a pipe, a device, huge): say so where the player looks."""
    problem = settings.problem()
    if problem:
        window.statusBar().showMessage(
            tr(
                "Quorum did not read its settings (%1): it started with the default settings and "
                "will not keep changes to them this time."
            ).replace("%1", problem)
        )


def run(args: argparse.Namespace) -> int:
    app = make_application(language=args.lang)
    window = MainWindow()
    # A demo, a screenshot or a start-up measurement gets a known size; a player gets their window
    # back where they left it (QSettings), unless they ask for a size.
    asked = getattr(args, "new_game", None)
    scripted = bool(args.demo or args.screenshot or args.exit_after_first_paint or asked)
    if args.size or scripted or not settings.restore_geometry(window):
        w, h = _size(args.size or DEFAULT_SIZE)
        if not args.size:
            w, h = fit_screen(w, h, app.primaryScreen())
        window.resize(w, h)
    window.remember_geometry = not scripted
    if args.exit_after_first_paint:
        window.sig_first_paint.connect(app.quit)  # it is emitted on the loop's turn after the first paint
    else:
        # The saves (SQLModel) are loaded only once the window is on screen.
        window.sig_first_paint.connect(window.load_library_soon)
        window.sig_first_paint.connect(window.start_page.deal_tile_cards)
    window.sig_first_paint.connect(lambda: say_settings_problem(window))
    if args.demo:
        window.sig_first_paint.connect(lambda: window.open_demo(args.demo, args.seats))
    if args.files and not args.exit_after_first_paint:
        window.sig_first_paint.connect(lambda: import_when_loaded(window, args.files))
    if getattr(args, "new_game", None) is not None:
        from desktop.new_game import setup_from_command

        setup = setup_from_command(args.new_game)
        window.sig_first_paint.connect(lambda: window.start_game(setup))  # after the saves start loading
    if args.screenshot:
        window.sig_first_paint.connect(lambda: window.screenshot_when_settled(args.screenshot, app.quit))
    window.show()
    return app.exec()


def import_when_loaded(window: MainWindow, paths: list[str]) -> None:
    """Import the files named on the command line (a double-clicked .quorum file) once the saves are open.

    Called after `load_library_soon`. The window's own state says when the loader is done (a quick
    loader may have finished before this call), so it is looked at every 50 ms until then."""
    waiting = QTimer(window)
    waiting.setInterval(50)

    def check() -> None:
        if window._library_loading:
            return
        waiting.stop()
        waiting.deleteLater()
        if window.library is not None:
            for path in paths:
                window.import_from(path)
            return
        from desktop.translations import tr

        names = ", ".join(os.path.basename(p) for p in paths)
        window.show_error(
            tr("Nothing was imported"),
            tr("The saved sessions could not be opened, so %1 was not imported.").replace("%1", names),
        )

    waiting.timeout.connect(check)
    waiting.start()
