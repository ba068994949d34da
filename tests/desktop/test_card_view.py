"""Any card opens large with its whole text: after a short hover, with Space, or a right-click; Esc or a click
closes it. One card of each kind, each trigger; the enlarged card fits a laptop screen in every language."""

from __future__ import annotations

import pytest
from layout_check import problems
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QContextMenuEvent, QEnterEvent
from PySide6.QtWidgets import QApplication, QWidget

from desktop.cards.card_widget import HOVER_MS, CardWidget
from desktop.council.faces import action_face, agenda_face, law_face, note_face, planet_face
from desktop.legislation.faces import bill_face, rep_face, worth_text
from games.legislation.actions import Token
from games.legislation.bills import bill, points_table
from games.registry import GAMES, game_class

NAMES = ("Alice", "Bob", "Carol", "Dave")
COLOURS = ("#e6194b", "#3cb44b", "#ffe119", "#4363d8")


class _Table:
    """The public part of a Legislation view that a bill's face reads: Representatives and tokens."""

    representatives = ("SC", "SP", "FP", "SC+FC")
    tokens = ((40, 2, Token.PLEDGE), (40, 3, Token.ANTI_PLEDGE))


class _View:
    seat = 0
    table = _Table()


def _bill():
    return bill_face(40, _View(), COLOURS, NAMES)


def _cases():
    """(kind, face, words the enlarged card must show)."""
    worth = points_table("SC")[40]
    assert worth != 0  # a bill that matters to the viewer
    return [
        (
            "agenda",
            agenda_face("mutiny"),
            ["Mutiny", "For / Against", "+1 VP to every For voter", "Against:"],
        ),
        (
            "action card",
            action_face("sabotage"),
            ["Sabotage", "When:", "Cancel an action card"],
        ),
        ("promissory note", note_face("political-secret@1", NAMES), ["Political Secret", "Bob's note"]),
        ("law", law_face("minister-of-war", 1, NAMES), ["Minister of War", "Elected: Bob"]),
        ("planet", planet_face("primor", True), ["Primor", "Influence 1", "Exhausted"]),
        (
            "bill",
            _bill(),
            [
                f"Bill 40: {bill(40).title}"[:12],
                "Social Progressive:",
                "Social Conservative:",
                "Fiscal Progressive:",
                "Fiscal Conservative:",
                "(your agenda)",
                worth_text(worth),
                "Carol pledged Yay on bill 40",
                "Dave pledged Nay on bill 40",
            ],
        ),
        ("representative", rep_face("SC+FC"), ["Social Conservative", "Fiscal Conservative", "sum"]),
    ]


def _card(qtbot, face, interactive=False):
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(400, 300)
    card = CardWidget(face, 96, interactive=interactive, description="a card", parent=host)
    card.move(20, 20)
    host.show()
    host.activateWindow()
    qtbot.waitUntil(host.isActiveWindow)
    card.host = host  # kept alive with the card
    return card


def _hover(qtbot, card):
    QApplication.sendEvent(
        card, QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(card.mapToGlobal(QPoint(5, 5))))
    )
    qtbot.waitUntil(lambda: card.view is not None and card.view.isVisible(), timeout=HOVER_MS * 4)


def _space(qtbot, card):
    card.setFocus()
    qtbot.keyClick(card, Qt.Key.Key_Space)


def _right_click(qtbot, card):
    QApplication.sendEvent(
        card, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, QPoint(5, 5), card.mapToGlobal(QPoint(5, 5)))
    )


def _click(qtbot, card):
    """A click on a card that cannot be played (issue 28: a name too long for a small card)."""
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))


TRIGGERS = {"hover": _hover, "space": _space, "right-click": _right_click, "click": _click}


@pytest.mark.parametrize("trigger", list(TRIGGERS))
@pytest.mark.parametrize("case", range(7), ids=[c[0] for c in _cases()])
def test_each_trigger_opens_the_whole_text_of_each_kind_of_card(qtbot, trigger, case):
    _kind, face, words = _cases()[case]
    card = _card(qtbot, face)
    assert card.view is None
    TRIGGERS[trigger](qtbot, card)
    view = card.view
    assert view is not None and view.isVisible()
    text = view.title.text() + "\n" + view.text.text()
    for word in words:
        assert word in text, f"{word!r} missing from the enlarged card:\n{text}"
    assert view.text.font().pixelSize() >= 12  # 9 pt
    qtbot.keyClick(card, Qt.Key.Key_Escape)
    assert card.view is None or not card.view.isVisible()


def test_a_click_closes_the_view_without_playing_the_card(qtbot):
    card = _card(qtbot, action_face("sabotage"), interactive=True)
    played = []
    card.sig_clicked.connect(lambda: played.append(1))
    _space(qtbot, card)
    assert card.view is not None
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    assert card.view is None or not card.view.isVisible()
    assert played == []
    qtbot.keyClick(card, Qt.Key.Key_Return)  # Enter plays the focused card
    assert played == [1]


def test_a_hovered_card_still_plays_when_clicked_and_the_view_goes_when_the_pointer_leaves(qtbot):
    card = _card(qtbot, action_face("sabotage"), interactive=True)
    played = []
    card.sig_clicked.connect(lambda: played.append(1))
    _hover(qtbot, card)
    QApplication.sendEvent(card, QEvent(QEvent.Type.Leave))
    assert card.view is None
    _hover(qtbot, card)
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    assert played == [1]


def test_a_view_opened_by_hovering_keeps_clear_of_the_cards_row(qtbot):
    """Beside the card it lay over the next planets of a vote: clicking one right after (a touch-screen
    tap) reached the closing view and was lost. Above the card it covers none of the row."""
    host = QWidget()
    qtbot.addWidget(host)
    screen = host.screen().availableGeometry()
    host.setGeometry(screen.left(), screen.top(), min(screen.width(), 900), screen.height())
    row = [CardWidget(planet_face(p, False), 84, interactive=True, description=p, parent=host) for p in ROW]
    for i, card in enumerate(row):
        card.move(10 + i * 92, host.height() - card.height() - 10)  # the hand row at the bottom
    host.show()
    host.activateWindow()
    qtbot.waitUntil(host.isActiveWindow)
    first = row[0]
    _hover(qtbot, first)
    view = first.view.frameGeometry()
    band = QRect(screen.left(), first.mapToGlobal(QPoint(0, 0)).y(), screen.width(), first.height())
    assert not view.intersects(band), (view, band)
    first.close_view()
    _space(qtbot, first)  # opened on purpose: beside the card as before, and a click on it closes it
    assert not first.view.windowFlags() & Qt.WindowType.WindowTransparentForInput
    assert first.view.frameGeometry().left() > first.mapToGlobal(QPoint(0, 0)).x() + first.width()


ROW = ("primor", "abyz", "lazar", "sakulag")


@pytest.mark.parametrize("language", ["en", "ru", "de"], indirect=True)
@pytest.mark.parametrize("game", GAMES)
def test_the_enlarged_card_fits_a_laptop_screen(qtbot, language, game):
    from test_layout import check_screen

    from desktop.demo import demo_session

    windows = []

    def build(window):
        window.open_table(demo_session(game, players=game_class(game).max_seats), None, bot_pause_ms=10**9)
        windows.append(window)

    assert check_screen(qtbot, "1280x720", build) == []
    # Enlarged once the window is laid out at the screen's size (a board may lay its cards out anew).
    cards = [c for c in windows[0].findChildren(CardWidget) if c.isVisible()]
    assert cards
    views = [card.enlarge() for card in dict.fromkeys(cards[:3] + cards[-3:])]  # each card once
    qtbot.wait(5)
    for view in views:
        assert view.isVisible()
        assert view.width() <= 1280 and view.height() <= 720 - 64
        assert problems(view) == [], problems(view)
        view.close()


@pytest.fixture
def language(request, qapp):
    from desktop.translations import install_translations, remove_translations

    translators = install_translations(qapp, request.param)
    yield request.param
    remove_translations(qapp, translators)


def test_a_second_click_on_a_card_that_cannot_be_played_closes_its_view(qtbot):
    card = _card(qtbot, action_face("sabotage"))
    _click(qtbot, card)
    assert card.view is not None and card.view.isVisible()
    _click(qtbot, card)
    assert card.view is None or not card.view.isVisible()
