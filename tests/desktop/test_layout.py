"""Every screen of every game and seat count, at the screen sizes people own: nothing covered, outside
or clipped.

Parametrised by screen, size and language: LANGUAGES lists the interface languages to run (a
translation adds its code here, or calls `check_screen` with its own).
"""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest
from endings import won
from layout_check import SCREENS, card_text_problems, problems, window_size
from moments import MOMENTS, council, council_resolved, moment
from table_states import EVERY_SEAT_COUNT, seat_range

from desktop.main_window import MainWindow
from desktop.translations import install_translations, remove_translations
from games.registry import GAMES

LANGUAGES = ["en", "ru", "de"]  # Russian runs ~30 % longer than English, German ~20 %: both must fit too
TABLE_SIZES = ["1280x720", "1366x768", "1920x1080", "2560x1440", "1920x1080@150%"]
SMALL = ["1280x720", "1366x768"]  # every decision is checked here; the large screens check one each


@pytest.fixture
def language(request, qapp):
    code = request.param
    translators = install_translations(qapp, code)
    yield code
    remove_translations(qapp, translators)


def check_screen(qtbot, screen: str, build, window_fits: bool = True, cards: bool = False) -> list[str]:
    """Open a main window sized for `screen`, let `build(window)` put a page on it, and list its faults
    (with `cards`, also any card whose painted text is below 9 pt)."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*window_size(screen))
    window.show()
    build(window)
    window.resize(*window_size(screen))
    for _ in range(3):  # let queued layout requests run (a ring placed again re-lays its seats out)
        qtbot.wait(5)
    window.resize(*window_size(screen))  # again: a page put up on the way may have pushed the window out
    qtbot.wait(5)
    found = problems(window)
    # On a loaded machine the waits above may end before the last queued relayout has run (a card still
    # at its old size sticks out of its row): a fault is one still there once the window had time to settle.
    for _ in range(10):
        if not found:
            break
        qtbot.wait(20)
        found = problems(window)
    if cards:
        found += card_text_problems(window)
    want_w, want_h = window_size(screen)
    if window_fits and (
        window.width() > want_w or window.height() > want_h
    ):  # a page whose least size outgrows the screen
        found.append(
            f"the window needs {window.width()}x{window.height()}, the screen gives {want_w}x{want_h}"
        )
    if os.environ.get("QT_SCALE_FACTOR") and window.devicePixelRatioF() != float(
        os.environ["QT_SCALE_FACTOR"]
    ):
        found.append(f"drawn at {window.devicePixelRatioF()}x, not at QT_SCALE_FACTOR")
    return found


def _open(game: str, players: int, kind: str):
    def build(window: MainWindow) -> None:
        window.open_table(moment(game, kind, players), None, bot_pause_ms=10**9)

    return build


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("screen", SMALL)
@pytest.mark.parametrize(("game", "players"), EVERY_SEAT_COUNT)
def test_every_decision_fits_a_laptop(qtbot, language, screen, players, game):
    """Each decision as seat 0 meets it (tests/desktop/moments.py: every moment of the game but the
    known faults below)."""
    faults = {}
    for kind in MOMENTS[game]:
        if (game, kind) in KNOWN_FAULTS:
            continue
        # The Council hand widens the window with few seats until its cards shrink to fit (table-cards).
        # Card text a player must read is >= 9 pt too (a bill's score digits on a shrunk seat panel).
        found = check_screen(qtbot, screen, _open(game, players, kind), cards=True)
        if found:
            faults[kind] = found
    assert not faults, "\n".join(f"{k}: {f}" for k, v in faults.items() for f in v[:6])


# Faults the scenario builders found when they took over from the seeded bot games (issue 30), each
# pinned by a strict xfail until it was mended, and kept as tests: seven or eight action cards to discard
# from at the hand limit put the last choice buttons outside the panel (and a hand card over the empty
# notes label beside it); with six seats the table's instruction after the riders settled ("Colonial
# Redistribution, Primor — Alice: ...") was a label too short for its wrapped text. Both now scroll in the
# middle (desktop/council/scrolled_choice.py, which takes the agenda card's row when it needs it, and
# instructions_panel.py).
KNOWN_FAULTS: dict[tuple[str, str], str] = {}


@pytest.mark.parametrize("players", [3, 6, 8])
def test_the_instructions_after_riders_settled_fit_a_laptop(qtbot, players):
    assert check_screen(qtbot, "1280x720", _open("council", players, "rider-settled"), cards=True) == []


@pytest.mark.parametrize("players", [3, 8])
def test_a_discard_at_the_hand_limit_fits_a_laptop(qtbot, players):
    """Every card to discard from is a button in the middle, reachable (scrolled to) and inside it."""
    from PySide6.QtWidgets import QPushButton, QScrollArea

    from desktop.council.scrolled_choice import ScrolledChoice

    boards = []

    def build(window: MainWindow) -> None:
        _open("council", players, "choose")(window)
        boards.append(window.table.current)

    assert check_screen(qtbot, "1280x720", build, cards=True) == []
    (scroller,) = boards[0].findChildren(ScrolledChoice)
    assert isinstance(scroller, QScrollArea)
    buttons = [b for b in scroller.findChildren(QPushButton) if b.objectName().startswith("option_")]
    assert len(buttons) >= 7, "the hand limit's discard: one button per card, two alike as two"
    for button in buttons:
        scroller.ensureWidgetVisible(button)
        qtbot.wait(1)
        top_left = button.mapTo(scroller.viewport(), button.rect().topLeft())
        assert scroller.viewport().rect().contains(button.rect().translated(top_left)), button.text()


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_end_screen_of_a_tie_of_every_seat_fits_a_laptop(qtbot, language):
    """Eight names in the title font needed a 1580 px window: the title says "every player" (and wraps)."""
    from moments import finished as plain_finish
    from PySide6.QtWidgets import QLabel

    from desktop.end_screen import EndScreen

    session = plain_finish("council", 8)
    assert len(set(session.view(None).winners)) == 8, "every seat shares the win"
    windows: list[MainWindow] = []

    def build(window: MainWindow) -> None:
        window.open_table(session, None, bot_pause_ms=10**9)
        windows.append(window)

    assert check_screen(qtbot, "1280x720", build) == []
    (end,) = windows[0].findChildren(EndScreen)
    title = end.findChild(QLabel, "Title")
    assert title.text() == EndScreen.tr("Shared win: every player")
    assert title.isVisible() and title.wordWrap()


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("screen", SMALL)
@pytest.mark.parametrize("players", range(3, 9))
def test_comply_or_refuse_is_read_whole_on_a_laptop(qtbot, language, screen, players):
    """Genetic Recombination asks a voter to comply or refuse: both answers, the cost of refusing on its
    button, are whole on screen (not cut to "Refuse (lose a flee…" with the cost in a tooltip)."""
    from desktop.translations import tr

    boards = []

    def build(window: MainWindow) -> None:
        window.open_table(council("recombination", players), None, bot_pause_ms=10**9)
        boards.append(window.table.current)

    assert check_screen(qtbot, screen, build) == []
    buttons = boards[0].option_buttons
    assert buttons["comply"].text() == tr("Comply")
    assert buttons["refuse"].text() == tr("Refuse (lose 1 fleet token)")
    for button in buttons.values():
        assert button.fontMetrics().horizontalAdvance(button.text()) < button.width()
    # On one row: a second row of buttons would shrink the agenda card beside the facts past reading.
    assert buttons["comply"].y() == buttons["refuse"].y()


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("screen", [s for s in TABLE_SIZES if s not in SMALL])
@pytest.mark.parametrize(("game", "players"), EVERY_SEAT_COUNT)
def test_the_table_fits_large_screens(qtbot, language, screen, players, game):
    """A vote where the game has one, else its role choice and its answers to a role."""
    wanted = [kind for kind in ("vote", "role", "respond") if kind in MOMENTS[game]]
    for kind in wanted:
        assert check_screen(qtbot, screen, _open(game, players, kind), cards=True) == [], kind


@pytest.mark.slow  # a second pytest run of the large-screen tests at 150 % (docs/testing.md)
@pytest.mark.skipif(bool(os.environ.get("QT_SCALE_FACTOR")), reason="this is the run it starts")
def test_a_screen_at_150_percent_scaling():
    """1920x1080 at 150 %: Qt lays out in 1280x720 device-independent pixels, drawn 1.5x finer. Run for
    real with QT_SCALE_FACTOR=1.5 (a separate process: the factor is read when Qt starts)."""
    env = {**os.environ, "QT_SCALE_FACTOR": "1.5"}
    tests = Path(__file__).resolve()
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            str(tests),
            "-k",
            "150 and (large_screens and (3- or 8-) or pages_around or curtain or result) and en",
        ],
        cwd=tests.parents[2],
        env=env,
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert done.returncode == 0, done.stdout[-3000:]
    assert "[100%]" in done.stdout  # tests ran (none selected would exit with 5)


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("screen", list(SCREENS))
def test_pages_around_the_table_fit(qtbot, language, screen):
    assert check_screen(qtbot, screen, lambda w: None) == [], "start page"
    assert check_screen(qtbot, screen, _saved_games) == [], "start page with saved games"
    for game in GAMES:
        assert check_screen(qtbot, screen, lambda w, g=game: w.show_new_game(g)) == [], f"new {game} game"
        assert check_screen(qtbot, screen, lambda w, g=game: _new_game_full(w, g)) == [], (
            f"new {game}, every seat"
        )
        assert _rules_fit(qtbot, screen, game) == [], f"{game} rules"
        for players in (min(seat_range(game)), max(seat_range(game))):

            def end(window, g=game, n=players):  # a game one seat won (tests/desktop/endings.py)
                window.open_table(won(g, n), None, bot_pause_ms=10**9)

            assert check_screen(qtbot, screen, end) == [], f"{game} end screen, {players} seats"


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_saved_games_list_leaves_each_text_column_room(qtbot, language):
    """At 1280x720 the name, the players and the progress share the list's room: a long Russian progress
    line ("Раунд 5, принято: 4, отклонено: 2") once took it all, leaving the name one word a line."""
    windows = []

    def build(window: MainWindow) -> None:
        _saved_games(window)
        windows.append(window)

    assert check_screen(qtbot, "1280x720", build) == []
    table = windows[0].start_page.table
    widths = [table.columnWidth(c) for c in range(5)]
    for column in (0, 2, 3):  # name, players, progress
        assert widths[column] >= table.viewport().width() // 7, widths


def _saved_games(window: MainWindow) -> None:
    names = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi")
    from storage.summary import SessionSummary

    window.start_page.set_sessions(
        [
            SessionSummary(
                str(i),
                Path(f"{i}.quorum.db"),
                name=f"Galactic Council — {', '.join(names)} — rematch {i}",
                game="council" if i % 2 else "legislation",
                players=names,
                progress={"round": 3, "agenda": 2} if i % 2 else {"round": 5, "passed": 4, "failed": 2},
                last_played=datetime.fromtimestamp(1_700_000_000 + i, UTC),
            )
            for i in range(12)
        ]
    )


def _new_game_full(window: MainWindow, game: str) -> None:
    window.show_new_game(game)
    page = window.stack.currentWidget()
    while len(page.rows) < page.most:
        page.add_seat()


def _rules_fit(qtbot, screen: str, game: str) -> list[str]:
    """The rules window opens inside the screen, its text readable and its Close button in reach."""
    from desktop.rules_browser import RulesDialog

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*window_size(screen))
    window.show()
    dialog = RulesDialog(game, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.wait(5)
    found = problems(dialog)
    want_w, want_h = window_size(screen)
    if dialog.width() > want_w or dialog.height() > want_h:
        found.append(
            f"the rules window is {dialog.width()}x{dialog.height()}, the screen gives {want_w}x{want_h}"
        )
    dialog.close()
    return found


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("screen", SMALL + ["1920x1080@150%"])
@pytest.mark.parametrize("game", GAMES)
def test_the_curtain_fits(qtbot, language, screen, game):
    def build(window):
        players = max(seat_range(game))
        kind = "vote" if "vote" in MOMENTS[game] else "respond"
        session = moment(game, kind, players, humans=2)
        window.open_table(session, None, bot_pause_ms=10**9)
        from desktop.curtain import Curtain

        assert isinstance(window.table.current, Curtain)

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
@pytest.mark.parametrize("screen", [*SMALL, "1920x1080@150%"])
@pytest.mark.parametrize(("game", "players"), [("legislation", 7), ("legislation", 8), ("council", 8)])
def test_the_result_of_a_vote_fits_beside_the_table(qtbot, language, screen, players, game):
    seen = []

    def build(window):
        from desktop.demo import demo_session

        if game == "council":  # opened on the move that resolved the first agenda
            session = council_resolved(players)
        else:
            session = demo_session(game, players=players)
        window.open_table(session, None, bot_pause_ms=10**9)
        seen.append(window.table.result_panel.isVisible())

    assert check_screen(qtbot, screen, build) == []
    assert seen == [True], "the bots' last vote is shown when the table opens"
