"""Refused moves are worded from the engine's code (desktop/refusals.py and each game's own sentences),
unknown codes by the engine."""

from __future__ import annotations

import pytest

from desktop.council.names import any_card_name, window_name
from desktop.council.refusals import sentences as council_sentences
from desktop.legislation.refusals import sentences as legislation_sentences
from desktop.refusals import refusal_text
from desktop.table.screens import screens_for
from games.core.errors import IllegalAction, NotYourTurn
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.council.actions import Abstain, CastVotes, PlayCard
from games.legislation.actions import Discard
from games.registry import load_game

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin")


def refused(session: Session, action) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        session.apply(action)
    return caught.value


def fresh(game_name: str, seats: int = 3) -> Session:
    game = load_game(game_name)
    table = tuple(Seat(n, "#000000", SeatKind.HUMAN) for n in NAMES[:seats])
    return Session(game, SessionConfig(game_name, table, game.default_options(), 1))


def test_legislation_refusals_are_worded_from_their_codes():
    session = fresh("legislation")
    error = refused(session, Discard(0, (999,)))
    assert error.code == "not_in_hand"
    assert screens_for("legislation").refusal(error, NAMES) == "That bill is not in your hand."
    assert refusal_text(error, NAMES) == str(error)  # a game's own code is worded by the game only


def test_council_refusals_name_the_card_and_window(qtbot):
    from desktop.demo import demo_session

    session = demo_session("council")  # stopped at seat 0's vote
    zero = refused(session, CastVotes(0, session.view(0).prompt.outcomes[0]))
    assert zero.code == "zero_votes"
    zero_text = screens_for("council").refusal(zero, NAMES)
    assert zero_text == "Casting 0 votes is abstaining: use Abstain."
    wrong = refused(session, PlayCard(0, "sabotage"))
    text = screens_for("council").refusal(wrong, NAMES)
    assert wrong.code in ("no_window", "wrong_window", "not_held")
    assert wrong.code != "no_window" or text == "No window is open for playing cards now."
    session.apply(Abstain(0))


def test_details_fill_the_sentence_and_an_unknown_code_keeps_the_engine_text():
    benched = IllegalAction("seat 2 betrayed a pledge", "partner_benched", seat=2)
    text = refusal_text(benched, NAMES, legislation_sentences())
    assert text == "Carol betrayed a pledge and sits out this Pledge round."
    wrong = IllegalAction("x", "wrong_window", card="sabotage", window="vote")
    own = council_sentences()
    assert refusal_text(wrong, NAMES, own, card=any_card_name, window=window_name) == (
        "Sabotage cannot be used in this window (Voting)."
    )
    assert refusal_text(IllegalAction("a brand-new rule said no", "brand_new_code"), NAMES) == (
        "a brand-new rule said no"
    )
    # A sentence that needs a detail the engine did not give falls back rather than leave a blank.
    lost = IllegalAction("seat ? is out", "partner_benched")
    assert refusal_text(lost, NAMES, legislation_sentences()) == "seat ? is out"
    assert refusal_text(NotYourTurn(1, (0,)), NAMES) == "It is not your turn."


def test_refusals_are_translated(qtbot):
    from PySide6.QtCore import QCoreApplication, QTranslator

    from desktop.assets import asset

    translator = QTranslator()
    assert translator.load(str(asset("translations", "quorum_de.qm")))
    QCoreApplication.installTranslator(translator)
    try:
        text = refusal_text(IllegalAction("the deck is empty", "deck_empty"), NAMES, legislation_sentences())
    finally:
        QCoreApplication.removeTranslator(translator)
    assert text == "Der Stapel ist leer."


def test_a_seat_acting_out_of_turn_is_told_so():
    session = fresh("council")
    waiting = session.to_act()
    other = next(s for s in range(3) if s not in waiting)
    assert refusal_text(refused(session, Abstain(other)), NAMES) == "It is not your turn."
