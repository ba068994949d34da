"""Cards on the table do what they show: a Council card in the hand plays when clicked or on Enter (asking
for its target when it has several), laws name their holders; Legislation tokens are marks with the seat's
initial and Yay/Nay, tooltips and deal summaries list them, the Passed and Failed piles can be browsed."""

from __future__ import annotations

import dataclasses

from moments import council, legislation
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from desktop.cards.card_widget import CardWidget
from desktop.legislation.card_faces import BillFace
from desktop.table.table_page import TablePage
from games.legislation.actions import Token
from games.legislation.views import DealSummary, MyDeal


def _page(qtbot, session):
    page = TablePage(session, bot_pause_ms=10**9)
    qtbot.addWidget(page)
    page.resize(1366, 704)
    page.show()
    page.start()
    return page


def board_colours(page):
    return page.current.colours


def _played_or_asked(page, before):
    board = page.current
    chooser = getattr(board, "play_chooser", None)
    asking = chooser is not None and chooser.isVisible()
    return len(page.session) > before or asking or board.targeting is not None  # its targets light up


def test_a_council_card_in_the_hand_plays_when_clicked_or_asks_for_its_target(qtbot):
    page = _page(qtbot, council("window+plays", 6))
    board = page.current
    playable = [c for c in board.hand_cards.values() if c.interactive]
    assert playable, "the hand shows the cards that may be played now as clickable"
    card = playable[0]
    before = len(page.session)
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    assert _played_or_asked(page, before)
    chooser = getattr(board, "play_chooser", None)
    if chooser is not None and chooser.isVisible():
        assert chooser.findChild(CardWidget, "ChooserCard") is not None  # the card beside its targets
        assert all(b.text() for b in chooser.buttons)
        qtbot.mouseClick(chooser.buttons[0], Qt.MouseButton.LeftButton)
    elif board.targeting is not None:  # the targets light up on the table: click the first
        target, _options = board.target_widgets[0]
        qtbot.mouseClick(target, Qt.MouseButton.LeftButton)
        chooser = getattr(board, "play_chooser", None)
        if chooser is not None and chooser.isVisible():  # a target naming several ways asks which
            qtbot.mouseClick(chooser.buttons[0], Qt.MouseButton.LeftButton)
    assert len(page.session) == before + 1
    assert page.session.actions[-1].kind == "play_card"


def test_enter_on_a_focused_council_card_plays_it(qtbot):
    page = _page(qtbot, council("window+plays", 6))
    card = next(c for c in page.current.hand_cards.values() if c.interactive)
    before = len(page.session)
    card.setFocus()
    qtbot.keyClick(card, Qt.Key.Key_Return)
    assert _played_or_asked(page, before)


def test_cards_that_cannot_be_played_now_are_not_clickable(qtbot):
    page = _page(qtbot, council("window+plays", 6))
    board = page.current
    playable = {card for verb, card in board._play_groups() if verb == "play"}
    for card, widget in board.hand_cards.items():
        assert widget.interactive == (card in playable)


def _council_with_a_law():
    """Council with a law in play and seat 0 to decide."""
    return council("law", 5)


def test_laws_in_play_name_their_holders_and_open_as_cards(qtbot):
    from desktop.council.names import any_card_name, planet_name

    session = _council_with_a_law()
    assert session is not None, "no law was passed in the bot game"
    page = _page(qtbot, session)
    board = page.current
    laws = board.view.laws
    facts = board._facts()
    for law, elected in laws:
        assert any_card_name(law) in facts
        if isinstance(elected, int):
            assert f"{any_card_name(law)} ({board.names[elected]})" in facts
        elif elected:
            assert f"{any_card_name(law)} ({planet_name(elected)})" in facts
    button = board.findChild(QPushButton, "btn_laws")
    assert button is not None
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    gallery = board.laws_gallery
    assert gallery.isVisible() and len(gallery.cards) == len(laws)
    gallery.cards[0].enlarge()
    assert any_card_name(laws[0][0]) in gallery.cards[0].view.whole
    qtbot.keyClick(gallery.cards[0], Qt.Key.Key_Escape)
    assert gallery.cards[0].view is None or not gallery.cards[0].view.isVisible()
    gallery.close()


def _legislation_with_tokens():
    """Legislation with pledge tokens on bills, a bill passed and one failed, seat 0 to decide."""
    return legislation("tokens", 5)


def test_tokens_are_marked_with_the_seat_and_yay_or_nay_and_listed_in_tooltips(qtbot):
    from desktop.legislation.bill_card import paint_bill
    from desktop.legislation.faces import bill_face

    session = _legislation_with_tokens()
    assert session is not None
    page = _page(qtbot, session)
    view = session.view(0)
    bill, seat, token = view.table.tokens[0]
    name = session.config.seats[seat].name
    word = "Yay" if token is Token.PLEDGE else "Nay"
    cards = [
        c for c in page.findChildren(CardWidget) if isinstance(c.face, BillFace) and c.face.number == bill
    ]
    assert cards, "the bill with a token is on the table"
    for card in cards:
        mark = next(t for t in card.face.tokens if t.name == name)
        assert mark.yay == (token is Token.PLEDGE)
        assert f"{name} pledged {word} on bill {bill}" in card.toolTip()
    # A token on a bill leaves its score tiles as they were.
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    def tiles(face):
        image = QImage(110, 154, QImage.Format.Format_ARGB32)
        image.fill(0)
        p = QPainter(image)
        paint_bill(p, QRectF(0, 0, 110, 154), face)
        p.end()
        return image.copy(0, 90, 110, 64)

    bare = bill_face(bill, None)
    marked = dataclasses.replace(
        bare, tokens=bill_face(bill, view, board_colours(page), page.current.names).tokens
    )
    assert marked.tokens and tiles(bare) == tiles(marked)


def test_the_deal_summary_lists_the_tokens_not_dashes(qtbot):
    session = _legislation_with_tokens()
    page = _page(qtbot, session)
    board = page.current
    view = board.view
    deal = DealSummary(
        7,
        (0, 1),
        (0, 1),
        ((view.table.on_deck[1][0] if view.table.on_deck[1] else 40, 0, Token.ANTI_PLEDGE),),
    )
    board.view = dataclasses.replace(
        view,
        table=dataclasses.replace(view.table, deals=(deal,)),
        my_deals=(MyDeal(7, 1, (), (12,)),),
    )
    text = "\n".join(board._my_deals_text())
    bill = deal.tokens[0][0]
    assert "—" not in text
    assert f"you pledged Nay on bill {bill}" in text  # the reader's own token, in one voice (issue 28)
    assert "12" in text


def test_the_passed_and_failed_piles_can_be_browsed_with_worth_to_the_viewer(qtbot):
    from desktop.legislation.faces import worth_text
    from games.legislation.bills import points_table

    session = _legislation_with_tokens()
    page = _page(qtbot, session)
    board = page.current
    view = board.view
    for which, bills in (("passed", view.table.passed), ("failed", view.table.failed)):
        button = board.findChild(QPushButton, f"pile_{which}")
        assert button is not None and button.isEnabled()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        gallery = board.pile_gallery
        assert gallery.isVisible()
        assert sorted(c.face.number for c in gallery.cards) == sorted(bills)
        kind = view.table.representatives[0]
        for card in gallery.cards:
            assert card.face.worth == points_table(kind)[card.face.number]
            assert worth_text(card.face.worth) in card.toolTip()
        gallery.close()


def test_bill_digits_on_an_8_seat_table_at_1280x720_are_readable(qtbot):
    """The seat panels' bills shrink to fit eight seats on a 1280x720 laptop: their score digits, numbers
    and worth, the hand's cards and the Representative are all still drawn at 9 pt (12 px) or more."""
    from layout_check import card_text_problems, window_size

    from desktop.legislation.card_faces import RepresentativeFace
    from desktop.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*window_size("1280x720"))
    window.show()
    window.open_table(legislation("vote", 8), None, bot_pause_ms=10**9)
    window.resize(*window_size("1280x720"))
    qtbot.wait(20)
    cards = [c for c in window.findChildren(CardWidget) if c.isVisible()]
    small = [c for c in cards if isinstance(c.face, BillFace) and c.width() < 70]
    assert small, "the seat panels show their bills in the compact form"
    assert any(isinstance(c.face, RepresentativeFace) for c in cards)
    assert card_text_problems(window) == []
