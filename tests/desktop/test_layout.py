"""Every screen of both games, 3-8 seats, at the screen sizes people own: nothing covered, outside or clipped.

Parametrised by screen, size and language: LANGUAGES lists the interface languages to run (a
translation adds its code here, or calls `check_screen` with its own).
"""

from __future__ import annotations

import pytest
from layout_check import SCREENS, problems, window_size
from table_states import finished, session_at, stops

from desktop.main_window import MainWindow
from desktop.translations import install_translations, remove_translations

LANGUAGES = ["en", "ru", "de"]  # Russian runs ~30 % longer than English, German ~20 %: both must fit too
TABLE_SIZES = ["1280x720", "1366x768", "1920x1080", "2560x1440", "1920x1080@150%"]
SMALL = ["1280x720", "1366x768"]  # every decision is checked here; the large screens check one each


@pytest.fixture
def language(request, qapp):
    code = request.param
    translators = install_translations(qapp, code)
    yield code
    remove_translations(qapp, translators)


def check_screen(qtbot, screen: str, build) -> list[str]:
    """Open a main window sized for `screen`, let `build(window)` put a page on it, and list its faults."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*window_size(screen))
    window.show()
    build(window)
    window.resize(*window_size(screen))
    for _ in range(3):  # let queued layout requests run (a ring placed again re-lays its seats out)
        qtbot.wait(5)
    found = problems(window)
    return found


def _open(game: str, players: int, moves: int):
    def build(window: MainWindow) -> None:
        window.open_table(session_at(game, players, moves), None, bot_pause_ms=10**9)

    return build


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("screen", SMALL)
@pytest.mark.parametrize("players", range(3, 9))
@pytest.mark.parametrize("game", ["legislation", "council"])
def test_every_decision_fits_a_laptop(qtbot, language, screen, players, game):
    faults = {}
    for kind, moves in stops(game, players):
        found = check_screen(qtbot, screen, _open(game, players, moves))
        if found:
            faults[kind] = found
    assert not faults, "\n".join(f"{k}: {f}" for k, v in faults.items() for f in v[:6])


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("screen", [s for s in TABLE_SIZES if s not in SMALL])
@pytest.mark.parametrize("players", [3, 5, 8])
@pytest.mark.parametrize("game", ["legislation", "council"])
def test_the_table_fits_large_screens(qtbot, language, screen, players, game):
    kinds = dict(stops(game, players))
    moves = kinds.get("vote", next(iter(kinds.values())))
    assert check_screen(qtbot, screen, _open(game, players, moves)) == []


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("screen", list(SCREENS))
def test_pages_around_the_table_fit(qtbot, language, screen):
    assert check_screen(qtbot, screen, lambda w: None) == [], "start page"
    for game in ("legislation", "council"):
        assert check_screen(qtbot, screen, lambda w, g=game: w.show_new_game(g)) == [], f"new {game} game"

        def end(window, g=game):
            window.open_table(finished(g, 8), None, bot_pause_ms=10**9)

        assert check_screen(qtbot, screen, end) == [], f"{game} end screen"


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("screen", SMALL)
def test_the_curtain_fits(qtbot, language, screen):
    def build(window):
        session = session_at("legislation", 8, dict(stops("legislation", 8))["vote"], humans=2)
        window.open_table(session, None, bot_pause_ms=10**9)

    assert check_screen(qtbot, screen, build) == []


def test_the_first_window_fits_the_screen_it_opens_on():
    from PySide6.QtCore import QRect

    from desktop.app import DEFAULT_SIZE, _size, fit_screen

    class Screen:
        def __init__(self, w, h):
            self.free = QRect(0, 0, w, h)

        def availableGeometry(self):  # noqa: N802
            return self.free

    for screen in SCREENS.values():
        w, h = fit_screen(*_size(DEFAULT_SIZE), Screen(*screen))
        assert w <= screen[0] and h <= screen[1] - 40
    assert fit_screen(1440, 900, Screen(2560, 1400)) == (1440, 900)


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("screen", SMALL)
@pytest.mark.parametrize("players", [7, 8])
def test_the_result_of_a_vote_fits_beside_the_table(qtbot, language, screen, players):
    seen = []

    def build(window):
        from desktop.demo import demo_session

        window.open_table(demo_session("legislation", players=players), None, bot_pause_ms=10**9)
        seen.append(window.table.result_panel.isVisible())

    assert check_screen(qtbot, screen, build) == []
    assert seen == [True], "the bots' last vote is shown when the table opens"
