"""A Legislation bot offers a deal to a human, who answers it on their own screen: agrees, changes their part
(and the bot answers the change at once), or walks away (issue 11: "They propose deals to humans ... that
the human accepts, changes or refuses on their own screen")."""

from __future__ import annotations

import random

from gui_player import click, press
from PySide6.QtWidgets import QLabel

from desktop import bots as desktop_bots
from desktop.legislation.board import LegislationBoard
from desktop.legislation.turn import Mode
from desktop.table.table_page import TablePage
from games.core.bots import make_bot
from games.core.seats import BotLevel, Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.legislation.actions import ConfirmDeal, DropDeal, Terms
from games.legislation.options import LegislationOptions
from games.registry import load_game

GAME = load_game("legislation")
NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin")


def offered_to_alice(seed: int = 3) -> Session:
    """Alice (human, seat 0) and four Basic bots, played on until a bot opens a deal with Alice."""
    seats = (Seat("Alice", "#c31e2d"),) + tuple(
        Seat(name, "#4b5ad2", SeatKind.BOT, BotLevel.BASIC) for name in NAMES[1:]
    )
    session = Session(GAME, SessionConfig("legislation", seats, LegislationOptions(6), seed))
    rng = random.Random(seed)
    for _ in range(3000):
        seat = session.to_act()[0]
        view = session.view(seat)
        deal = getattr(view, "open_deal", None)
        if seat == 0 and deal is not None and deal.parties[0] != 0:
            return session
        if seat == 0:
            action = make_bot(GAME, BotLevel.RANDOM, rng.randrange(10**9)).act(view)
            if isinstance(action, Terms) and action.partner is not None:
                action = make_bot(GAME, BotLevel.BASIC, 1).act(view)  # Alice opens no deal herself
        else:
            action = desktop_bots.bot_for(session, seat).act(view)
        session.apply(action)
    raise AssertionError("no bot offered Alice a deal")


def alice_answers(qtbot) -> tuple[TablePage, LegislationBoard]:
    page = TablePage(offered_to_alice(), bot_pause_ms=0)
    qtbot.addWidget(page)
    page.resize(1366, 740)
    page.show()
    page.start()
    board = page.current
    assert isinstance(board, LegislationBoard) and board.seat == 0 and board.mode is Mode.DEAL
    deal = page.session.view(0).open_deal
    bot = deal.parties[0]
    # Her screen says who offers and what: the partner's name is on it, the buttons to answer are there.
    words = " ".join(w.text() for w in board.findChildren(QLabel) if w.isVisible())
    assert NAMES[bot] in words
    assert {"agree", "drop"} <= set(board.buttons)
    return page, board


def test_alice_agrees_to_a_bots_offer_on_her_screen(qtbot):
    page, board = alice_answers(qtbot)
    made = len(page.session.view(0).my_deals)
    press(qtbot, board.buttons["agree"])
    assert page.session.actions[-1] == ConfirmDeal(0)
    assert page.session.view(0).open_deal is None
    assert len(page.session.view(0).my_deals) == made + 1


def test_alice_walks_away_from_a_bots_offer(qtbot):
    page, board = alice_answers(qtbot)
    made = len(page.session.view(0).my_deals)
    press(qtbot, board.buttons["drop"])
    assert page.session.actions[-1] == DropDeal(0)
    assert page.session.view(0).open_deal is None
    assert len(page.session.view(0).my_deals) == made


def test_alice_changes_her_part_and_the_bot_answers_at_once(qtbot):
    page, board = alice_answers(qtbot)
    session = page.session
    deal = session.view(0).open_deal
    bot = deal.parties[0]
    mine = set(deal.give[1])
    bill = next(iter(board.hand_cards))  # change her part: give this bill too (or take it back)
    click(qtbot, board.hand_cards[bill])
    press(qtbot, board.buttons["agree"])
    changed = session.actions[-1]
    assert isinstance(changed, Terms) and changed.seat == 0 and set(changed.give) == mine ^ {bill}
    before = len(session)
    # The bot answers the new terms by itself, within the time a bot is given, never stalling the table.
    qtbot.waitUntil(lambda: len(session) > before, timeout=10000)
    answer = session.actions[before]
    assert answer.seat == bot and isinstance(answer, Terms | ConfirmDeal | DropDeal)
    page.close()
