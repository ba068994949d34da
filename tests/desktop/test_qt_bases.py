"""No desktop class derives from PySide6 twice over: Shiboken takes each Qt-derived base for a C++ object
of its own, and a Qt call through the wrong one crashes the program (the main window's devicePixelRatioF
segfaulted when its menus, saves and transfers parts each derived from QMainWindow)."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

from shiboken6 import Shiboken

import desktop


def _desktop_classes() -> list[type]:
    found: dict[type, None] = {}
    for info in pkgutil.walk_packages(desktop.__path__, "desktop."):
        module = importlib.import_module(info.name)
        for _name, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__.startswith("desktop"):
                found[cls] = None
    return list(found)


def test_no_desktop_class_has_two_qt_derived_bases(qapp):
    twice = {
        f"{cls.__module__}.{cls.__name__}": [base.__name__ for base in qt_bases]
        for cls in _desktop_classes()
        if len(qt_bases := [b for b in cls.__bases__ if issubclass(b, Shiboken.Object)]) > 1
    }
    assert not twice, f"classes with several Qt-derived bases (make the parts plain mixins): {twice}"


def test_the_main_window_answers_qt_calls(qtbot):
    from desktop.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.devicePixelRatioF() > 0  # crashed with three QMainWindow-derived parts
    assert window.statusBar() is window._status_note  # the floating note still stands in for the bar
