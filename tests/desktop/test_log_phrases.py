"""Every kind of Legislation log entry is phrased as a sentence, for every viewer, without leaking."""

from __future__ import annotations

from moments import _legislation_steer, plain_move

from desktop.legislation.phrases import move_name, phrase
from games.core.log import Seen
from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.legislation.events import BillsPlaced
from games.legislation.legal import SwapSpace
from games.legislation.log_record import Drew, Placed, Voted
from games.legislation.options import LegislationOptions
from games.registry import load_game

NAMES = ("Ann", "Ben", "Cat", "Dan")


def a_game_of_every_phrase() -> Session:
    """A four-seat game played to its end by listed moves (no bot), steered through every kind of move
    and what follows it by itself: in the first Discard round every seat discards two bills but the
    last, which keeps its hand (the reveal names its "none"); each Draw takes one bill from another
    seat's pile and the rest from the deck; the first two swaps take from the deck, then from a pile;
    the first deal opened is walked away from; then every Pledge turn pledges Yay on a bill On Deck with
    the next seat, which agrees, and once a bill has passed everyone votes Nay (a betrayal, a failed
    bill: moments.py's `tokens` steer); every other move is the plain one."""
    from games.legislation.actions import Discard, Draw, DropDeal, Terms
    from games.legislation.state import Phase

    session = Session(
        load_game("legislation"),
        SessionConfig("legislation", tuple(Seat(n) for n in NAMES), LegislationOptions(6), 9),
    )
    pledge_and_split = _legislation_steer("tokens")
    assert pledge_and_split is not None

    def made(kind: str) -> int:
        return sum(1 for e in session.entries if e.kind == kind)

    def steer(seat: int):
        view = session.view(seat)
        legal = session.legal_actions(seat)
        swaps = [a for space in legal if isinstance(space, SwapSpace) for a in space.enumerate()]
        if swaps and made("swap") < 2:
            return next(a for a in swaps if (a.pile is not None) == (made("swap") == 1))
        if view.phase is Phase.DISCARD and not made("draw"):
            return Discard(seat, () if made("discard") == len(NAMES) - 1 else tuple(view.hand[:2]))
        if view.phase is Phase.DRAW and legal[0].sources and legal[0].need:
            return Draw(seat, legal[0].sources[:1], legal[0].need - 1)
        if not made("terms") and view.phase is Phase.PLEDGE and seat == view.active:
            return Terms(seat, partner=(seat + 1) % len(NAMES), give=(view.hand[0],))
        if not made("drop") and view.open_deal is not None and seat != view.active:
            return DropDeal(seat)
        return pledge_and_split(session, seat)

    while not session.is_over():
        seat = session.to_act()[0]
        session.apply(steer(seat) or plain_move("legislation", session, seat))
    return session


def test_every_entry_of_a_game_reads_as_a_sentence(qtbot):
    session = a_game_of_every_phrase()
    kinds, texts = set(), []
    for entry in session.entries:
        kinds.add(entry.kind)
        for viewer in (None, 0, 1, 2, 3):
            text = phrase(entry.seen(viewer), NAMES)
            assert not text.startswith(f"{NAMES[entry.seat]}: {move_name(entry.kind)}"), text
            assert NAMES[entry.seat] in text
            texts.append(text)
    every = {"discard", "draw", "place", "swap", "terms", "confirm", "drop", "end_turn", "propose", "vote"}
    assert every <= kinds, every - kinds
    said = " ".join(texts)
    for words in ("Discards revealed", "none", "'s pile", "from the deck", "You drew", "went On Deck",
                  "turn is skipped", "The deal is made", "walked away", "PASSED", "FAILED", "BETRAYED",
                  "The session is over"):  # fmt: skip
        assert words in said, words


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

    names = NAMES
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
