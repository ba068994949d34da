"""Starward: while the action card picked cannot be played with the picks made so far (its button greyed, the
listing holds no such move), the hint says the rules' own reason for it (Session.refusal, worded by
desktop/starward/refusals.py), asked once for each candidate and never by a rule of the desktop's."""

from __future__ import annotations

from desktop.starward.board import StarwardBoard
from desktop.table.board_context import BoardContext
from desktop.translations import install_translations, remove_translations
from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.starward.actions import PlayAction
from games.starward.cards import Kind, Stack, catalogue
from games.starward.options import StarwardOptions
from games.starward.state import fingerprint
from tests.starward.tables import GAME, set_hand

NAMES = ("Ann", "Ben")


def politics_in_hand() -> tuple[Session, int, int]:
    """A two-seat game in its first action phase, the seat on turn holding Politics."""
    session = Session(GAME, SessionConfig("starward", tuple(Seat(n) for n in NAMES), StarwardOptions(), 1))
    me = session.to_act()[0]
    politics = catalogue().first_of_kind[Kind.POLITICS]
    set_hand(session.state, me, [politics])
    return session, me, politics


def board_over(session: Session, seat: int, asked: list) -> StarwardBoard:
    def refusal(action):
        asked.append(action)
        return session.refusal(action)

    context = BoardContext(
        NAMES, ("#e6194b", "#3cb44b"), (False, False), session.apply, session.legal_actions, refusal=refusal
    )
    return StarwardBoard(context, seat, session.view(seat))


def test_the_session_says_why_a_move_would_be_refused_and_changes_nothing():
    session, me, politics = politics_in_hand()
    before = fingerprint(session.state)
    error = session.refusal(PlayAction(me, politics))
    assert error is not None and error.code == "stack_count" and error.details["need"] == 1
    assert session.refusal(PlayAction(1 - me, politics)).code == "not_your_turn"
    assert session.refusal(PlayAction(me, politics, stacks=(Stack.SURVEY,))) is None
    assert fingerprint(session.state) == before and not session.actions


def test_the_hint_says_what_the_rules_still_need_until_the_card_can_be_played(qtbot, qapp):
    session, me, politics = politics_in_hand()
    asked: list = []
    translators = install_translations(qapp, "en")  # the app's English (its plural forms)
    try:
        board = board_over(session, me, asked)
        qtbot.addWidget(board)
        picking_politics(board, me, politics, asked)
    finally:
        remove_translations(qapp, translators)


def picking_politics(board: StarwardBoard, me: int, politics: int, asked: list) -> None:
    board._pick_card(politics)
    assert not board.buttons["play"].isEnabled()
    assert board.hint.text().endswith("Name 1 stack to take from.")
    assert asked == [PlayAction(me, politics)]
    board._toggle_techs(True)  # built again, the same picks: the rules are not asked again
    board._toggle_techs(False)
    assert len(asked) == 1 and board.hint.text().endswith("Name 1 stack to take from.")
    board._pick("stacks", Stack.SURVEY)
    assert board.buttons["play"].isEnabled()  # listed: nothing to explain, the general advice
    assert board.hint.text().endswith("Pick what the action needs, then play it.") and len(asked) == 1
    board._pick("stacks", Stack.SURVEY)  # picked off again: the reason known already
    assert board.hint.text().endswith("Name 1 stack to take from.") and len(asked) == 1


def test_the_reason_is_said_in_the_players_language(qtbot, qapp):
    session, me, politics = politics_in_hand()
    translators = install_translations(qapp, "ru")
    try:
        board = board_over(session, me, [])
        qtbot.addWidget(board)
        board._pick_card(politics)
        text = board.hint.text()
    finally:
        remove_translations(qapp, translators)
    assert "stack" not in text and "%" not in text and "1" in text, text
