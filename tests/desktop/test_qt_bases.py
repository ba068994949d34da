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


def test_no_main_window_move_is_a_stub(qapp):
    """The window's parts declare what the others give them: a declaration the real part does not come
    before in MainWindow's bases would answer in its place (File › Import… raised NotImplementedError)."""
    import ast
    import textwrap

    from desktop.main_window import MainWindow

    stubs = []
    for name in dir(MainWindow):
        member = inspect.getattr_static(MainWindow, name)
        if not inspect.isfunction(member) or not member.__module__.startswith("desktop"):
            continue
        body = ast.parse(textwrap.dedent(inspect.getsource(member))).body[0]
        assert isinstance(body, ast.FunctionDef)
        statements = [
            s for s in body.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
        ]
        if len(statements) == 1 and isinstance(statements[0], ast.Raise):
            raised = statements[0].exc
            if isinstance(raised, ast.Name) and raised.id == "NotImplementedError":
                stubs.append(f"{member.__module__}.{member.__qualname__}")
    assert not stubs, f"MainWindow answers these with a stub: {stubs}"
