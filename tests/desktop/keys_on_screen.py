"""What the keyboard reaches on a screen: the Alt+letter mnemonics of the menu bar and of the visible
buttons and labelled fields, and the shortcuts in force; `clashes` lists any used twice."""

from __future__ import annotations

from collections import defaultdict

from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QLabel, QMainWindow, QTabBar, QWidget

from desktop.mnemonics import mnemonic


def mnemonics(window: QMainWindow) -> dict[str, list[str]]:
    """Alt+letter -> the captions that answer to it on the window as it is now."""
    out: dict[str, list[str]] = defaultdict(list)
    for action in window.menuBar().actions():
        if action.isVisible() and (letter := mnemonic(action.text()).casefold()):
            out[letter].append(f"menu {action.text()!r}")
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window):
            continue
        texts: list[str] = []
        if isinstance(widget, QAbstractButton):
            texts = [widget.text()]
        elif isinstance(widget, QLabel) and widget.buddy() is not None:
            texts = [widget.text()]
        elif isinstance(widget, QTabBar):
            texts = [widget.tabText(i) for i in range(widget.count()) if widget.isTabVisible(i)]
        for text in texts:
            if letter := mnemonic(text).casefold():
                out[letter].append(f"{type(widget).__name__} {text!r}")
    return out


def shortcuts(window: QMainWindow) -> dict[str, list[str]]:
    """Key sequence -> what it triggers: the window's actions and the enabled shortcuts of visible widgets."""
    out: dict[str, list[str]] = defaultdict(list)
    for action in window.findChildren(QAction):
        for key in action.shortcuts():
            if not key.isEmpty() and action.isEnabled():
                name = key.toString(QKeySequence.SequenceFormat.PortableText)
                out[name].append(f"action {action.text()!r}")
    for shortcut in window.findChildren(QShortcut):
        parent = shortcut.parent()
        if not shortcut.isEnabled() or (isinstance(parent, QWidget) and not parent.isVisibleTo(window)):
            continue
        for key in shortcut.keys():
            out[key.toString(QKeySequence.SequenceFormat.PortableText)].append(f"shortcut of {parent!r}")
    return out


def clashes(window: QMainWindow) -> list[str]:
    """Every mnemonic letter or shortcut that more than one thing on the screen answers to."""
    found = [f"Alt+{k.upper()}: {', '.join(v)}" for k, v in mnemonics(window).items() if len(v) > 1]
    found += [f"{k}: {', '.join(v)}" for k, v in shortcuts(window).items() if len(v) > 1]
    return found
