"""No mnemonic or shortcut clash on any screen (menu bar + visible buttons, every game, en/de/ru), and
the letters a prompt names are the letters its buttons answer to."""

from __future__ import annotations

import pytest
from keys_on_screen import clashes
from moments import MOMENTS, finished, legislation, moment

from desktop.main_window import MainWindow
from desktop.mnemonics import mnemonic
from desktop.translations import install_translations, remove_translations

LANGUAGES = ["en", "de", "ru"]
GAMES = {"legislation": 5, "council": 5, "starward": 4}


@pytest.fixture
def language(request, qapp):
    translators = install_translations(qapp, request.param)
    yield request.param
    remove_translations(qapp, translators)


def _window(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    window.install_shortcuts()
    return window


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("game", list(GAMES))
def test_no_two_things_answer_to_one_key_at_the_table(qtbot, language, game):
    players = GAMES[game]
    found = {}
    for kind in MOMENTS[game]:  # every decision (Council's windows also with a transaction to offer)
        window = _window(qtbot)
        window.open_table(moment(game, kind, players), None, bot_pause_ms=10**9)
        qtbot.wait(1)
        if problems := clashes(window):
            found[kind] = problems
        window.close()
    two = _window(qtbot)  # the hand-off curtain, with another human's side moves
    two.open_table(moment(game, MOMENTS[game][-1], players, humans=2), None, bot_pause_ms=10**9)
    if problems := clashes(two):
        found["curtain"] = problems
    end = _window(qtbot)
    end.open_table(finished(game, players), None, bot_pause_ms=10**9)
    if problems := clashes(end):
        found["end screen"] = problems
    new = _window(qtbot)
    new.show_new_game(game)
    if problems := clashes(new):
        found["new game"] = problems
    assert not found, "\n".join(f"{k}: {p}" for k, v in found.items() for p in v)


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_start_page_has_no_clash(qtbot, language):
    assert clashes(_window(qtbot)) == []


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_vote_prompt_names_the_letters_the_buttons_answer_to(qtbot, language):
    import re

    from PySide6.QtCore import Qt

    window = _window(qtbot)
    window.open_table(legislation("vote", 5), None, bot_pause_ms=10**9)
    board = window.table.current
    buttons = [board.buttons[k] for k in ("yay", "nay", "abstain")]
    letters = [mnemonic(b.text()) for b in buttons]
    assert all(letters) and len(set(letters)) == 3
    prompt = board.hint.text()  # the board's hint above the buttons
    named = re.findall(r"\((\w)\)", prompt)
    assert named[:3] == letters, (prompt, letters)
    # The bare letter casts that vote too (the keys the prompt names work).
    session = window.table.session
    before = len(session)
    # Qt's key code of a letter is its upper case's code point (Cyrillic too).
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    qtbot.keyClick(window.windowHandle(), Qt.Key(ord(letters[2])))
    assert len(session) == before + 1 and session.actions[before].kind == "vote"
