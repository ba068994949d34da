"""Every kind of Legislation log entry is phrased as a sentence, for every viewer, without leaking."""

from __future__ import annotations

from desktop.legislation.phrases import move_name, phrase
from games.core.bots import RandomBot
from games.core.log import Seen
from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.legislation.events import BillsPlaced
from games.legislation.log_record import Drew, Placed, Voted
from games.legislation.options import LegislationOptions
from games.registry import load_game


def test_every_entry_of_a_bot_game_reads_as_a_sentence(qtbot):
    game = load_game("legislation")
    names = ("Ann", "Ben", "Cat", "Dan")
    session = Session(
        game, SessionConfig("legislation", tuple(Seat(n) for n in names), LegislationOptions(6), 9)
    )
    bots = [RandomBot(game, s) for s in range(4)]
    while not session.is_over():
        seat = session.to_act()[0]
        session.apply(bots[seat].act(session.view(seat)))
    kinds = set()
    for entry in session.entries:
        kinds.add(entry.kind)
        for viewer in (None, 0, 1, 2, 3):
            text = phrase(entry.seen(viewer), names)
            assert not text.startswith(f"{names[entry.seat]}: {move_name(entry.kind)}"), text
            assert names[entry.seat] in text
    assert {"discard", "draw", "place", "propose", "vote", "end_turn"} <= kinds


def test_placing_one_bill_is_singular(qtbot):
    one = phrase(Seen(0, 0, "place", Placed((62,))), ("Ann", "Ben", "Cat"))
    three = phrase(Seen(1, 1, "place", Placed((17, 1, 5))), ("Ann", "Ben", "Cat"))
    assert one.startswith("Ann placed bill 62 On Deck.")
    assert three.startswith("Ben placed bills 17, 1, 5 On Deck.")


def test_a_draw_says_which_pile_each_bill_came_from(qtbot):
    names = ("Ann", "Ben", "Cat")
    text = phrase(Seen(0, 0, "draw", Drew(((1, 40), (2, 12)), 1)), names)
    assert text.startswith("Ann took bill 40 from Ben's pile; bill 12 from Cat's pile; 1 bill")
    assert "deck" in text
    assert phrase(Seen(1, 2, "draw", Drew((), 0)), names) == "Cat took no bills."
    mine = phrase(Seen(1, 2, "draw", Drew((), 2, drawn=(8, 9))), names)
    assert mine.startswith("Cat took 2 bill") and mine.endswith(". You drew 8, 9."), mine


def test_a_cancelled_deal_names_the_partner(qtbot):
    from games.legislation.actions import CancelDeal, ConfirmDeal, Discard, EndTurn, PlaceOnDeck, Terms
    from games.legislation.state import Phase

    names = ("Ann", "Ben", "Cat", "Dan")
    session = Session(
        load_game("legislation"),
        SessionConfig("legislation", tuple(Seat(n) for n in names), LegislationOptions(6), 5),
    )
    for seat in range(4):
        session.apply(Discard(seat, ()))
    while session.state.phase is Phase.ON_DECK:
        seat = session.to_act()[0]
        session.apply(PlaceOnDeck(seat, tuple(session.state.hands[seat][:3])))
    a = session.to_act()[0]
    b = (a + 1) % 4
    session.apply(Terms(a, b, (session.state.hands[a][0],), ()))
    session.apply(ConfirmDeal(b))
    session.apply(CancelDeal(a, session.state.deals[0].id))
    cancel = session.entries[-1]
    for viewer in (None, a, b, (a + 2) % 4):
        text = phrase(cancel.seen(viewer), names)
        assert "?" not in text, text
        assert text.startswith(f"{names[a]} cancelled the deal with {names[b]}"), text
    session.apply(EndTurn(a))


def test_one_bill_going_on_deck_by_itself_is_singular(qtbot):
    names = ("Ann", "Ben", "Cat")
    one = Seen(4, 1, "vote", Voted(auto=(BillsPlaced(0, (5,)),)))
    two = Seen(4, 1, "vote", Voted(auto=(BillsPlaced(2, (5, 7)),)))
    assert "Ann's bill 5 went On Deck." in phrase(one, names)
    assert "Cat's bills 5, 7 went On Deck." in phrase(two, names)
