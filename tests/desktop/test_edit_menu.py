"""The Edit menu shows a game's own item only at that game's table: "Auto-pass" belongs to a game whose
screens have pass windows (an auto-pass rule), and is hidden elsewhere and on the start page."""

from __future__ import annotations

import importlib

import pytest

from desktop.demo import demo_seats
from desktop.game_catalogue import entries


def _has_auto_pass(entry) -> bool:
    module, _, cls = entry.screens.partition(":")
    return bool(getattr(importlib.import_module(module), cls).offers_auto_pass)


def test_some_game_has_pass_windows_and_some_has_none():
    """The menu test below checks both sides (else it could pass without looking at either)."""
    offered = {_has_auto_pass(e) for e in entries()}
    assert offered == {True, False}
    assert not _has_auto_pass(next(e for e in entries() if e.name == "starward"))


@pytest.mark.parametrize("entry", entries(), ids=lambda e: e.name)
def test_auto_pass_is_in_the_edit_menu_only_for_a_game_that_has_it(entry, qtbot):
    from desktop.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    assert not window.act_auto_pass.isVisible() and not window.sep_auto_pass.isVisible()  # start page
    window.open_demo(entry.name, demo_seats(entry.name)[0])
    offered = _has_auto_pass(entry)
    assert window.act_auto_pass.isVisible() == offered
    assert window.sep_auto_pass.isVisible() == offered
    window.close_table()
    assert not window.act_auto_pass.isVisible()
