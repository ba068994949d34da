"""A game's options on the New Game page (desktop/options_form.py) can be read and set at a laptop's size
in every language: a long label wraps instead of pushing its check box out of sight (the options sit in a
scroll area without a horizontal bar, which the layout test does not look behind)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QLabel

from desktop.main_window import MainWindow
from desktop.translations import install_translations, remove_translations
from games.registry import GAMES


@pytest.fixture(params=["en", "de", "ru"])
def language(request, qapp):
    translators = install_translations(qapp, request.param)
    yield request.param
    remove_translations(qapp, translators)


@pytest.mark.parametrize("game", GAMES)
def test_every_option_is_in_sight_at_1280x720(qtbot, language, game):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 656)
    window.show()
    window.show_new_game(game)
    for _ in range(3):
        QApplication.processEvents()
    window.resize(1280, 656)
    QApplication.processEvents()
    page = window.stack.currentWidget()
    viewport = page.options_scroll.viewport()
    seen = viewport.rect()
    form = page.options_form
    assert form is not None and form.editors
    for name, (editor, _read) in form.editors.items():
        at = editor.mapTo(viewport, QPoint(0, 0))
        assert seen.left() <= at.x() and at.x() + editor.width() <= seen.right() + 1, (
            f"{name}: its editor spans x {at.x()}..{at.x() + editor.width()}, the view ends at {seen.right()}"
        )
    for label in form.findChildren(QLabel):
        at = label.mapTo(viewport, QPoint(0, 0))
        assert at.x() + label.width() <= seen.right() + 1, f"{label.text()!r} runs past the options' edge"


def test_a_rules_version_is_not_offered_and_a_new_game_takes_the_current_rule(qapp):
    """Galactic Council's say_at_once (storage/FORMAT.md, "Rules that changed"): New Game started from
    an old game's options (the old rule) still plays the current rule, and the form shows no box for it."""
    from dataclasses import replace

    from desktop.options_form import OptionsForm
    from games.council.options import CouncilOptions, Mode

    old = replace(CouncilOptions(mode=Mode.COMPANION, vp_goal=14), say_at_once=False)
    form = OptionsForm(CouncilOptions, old, {}, {})
    assert "say_at_once" not in form.editors and "mode" in form.editors
    chosen = form.value()
    assert chosen.say_at_once is True and chosen.vp_goal == 14 and chosen.mode is Mode.COMPANION
