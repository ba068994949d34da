"""Undo never un-shows anything: the moves that reveal hidden information are barriers, the others are not."""

from games.core import Seat, Session, SessionConfig
from games.legislation.actions import (
    CastVote,
    Choice,
    ConfirmDeal,
    Discard,
    Draw,
    EndTurn,
    PlaceOnDeck,
    Propose,
    Swap,
    Terms,
    Token,
)
from games.legislation.betrayal import Betrayal
from games.legislation.options import BallotStyle, LegislationOptions
from games.legislation.state import Phase, Step, fingerprint
from tests.legislation.tables import GAME


def session(ballot=BallotStyle.SECRET, seats=4, seed=8):
    config = SessionConfig(
        "legislation", tuple(Seat(f"P{i}") for i in range(seats)), LegislationOptions(9, ballot), seed
    )
    return Session(GAME, config)


def undoable(s, action):
    """Apply `action`; return whether it can be taken back, and check that taking it back is exact."""
    before = fingerprint(s.state)
    s.apply(action)
    if not s.can_undo() or s.barrier == len(s):
        return False
    after = fingerprint(s.state)
    s.undo()
    assert fingerprint(s.state) == before
    s.redo()
    assert fingerprint(s.state) == after
    return True


def test_secret_discard_choices_can_be_undone_until_the_reveal():
    s = session()
    seats = list(s.to_act())
    for seat in seats[:-1]:
        assert undoable(s, Discard(seat, tuple(s.state.hands[seat][:1])))
    assert not undoable(s, Discard(seats[-1], ())), "the reveal is a barrier"


def test_drawing_from_the_deck_is_a_barrier_but_taking_from_a_pile_is_not():
    s = session()
    for seat in list(s.to_act()):
        s.apply(Discard(seat, tuple(s.state.hands[seat][:1])))
    seat = s.to_act()[0]
    other = (seat + 1) % 4
    assert undoable(s, Draw(seat, ((other, s.state.piles[other][0]),), 0))
    seat = s.to_act()[0]
    assert not undoable(s, Draw(seat, (), 1))


def test_swapping_from_the_deck_is_a_barrier():
    s = session()
    for seat in list(s.to_act()):
        s.apply(Discard(seat, ()))
    seat = s.to_act()[0]
    assert not undoable(s, Swap(seat, s.state.hands[seat][0], None, None))
    assert undoable(s, PlaceOnDeck(seat, tuple(s.state.hands[seat][:3])))


def to_pledge(s):
    for seat in list(s.to_act()):
        s.apply(Discard(seat, ()))
    while s.state.phase is Phase.ON_DECK:
        seat = s.to_act()[0]
        s.apply(PlaceOnDeck(seat, tuple(s.state.hands[seat][:3])))


def test_offering_cards_is_a_barrier_but_tokens_are_not():
    s = session()
    to_pledge(s)
    a = s.to_act()[0]
    b = (a + 1) % 4
    assert undoable(s, Terms(a, b, (), ((s.state.on_deck[b][0], Token.PLEDGE),)))
    assert undoable(s, ConfirmDeal(b))
    assert not undoable(s, Terms(a, b, (s.state.hands[a][0],), ())), "the partner has seen the card"
    assert undoable(s, ConfirmDeal(b))
    assert undoable(s, EndTurn(a))


def test_secret_votes_can_be_undone_until_the_ballot_is_revealed():
    s = session()
    to_pledge(s)
    while s.state.phase is Phase.PLEDGE:
        s.apply(EndTurn(s.to_act()[0]))
    sponsor = s.to_act()[0]
    assert undoable(s, Propose(sponsor, s.state.on_deck[sponsor][0]))
    for seat in s.to_act()[:-1]:
        assert undoable(s, CastVote(seat, Choice.NAY))
    assert not undoable(s, CastVote(s.to_act()[0], Choice.YAY))


def test_roll_call_votes_are_public_so_never_a_barrier():
    s = session(BallotStyle.ROLL_CALL)
    to_pledge(s)
    while s.state.phase is Phase.PLEDGE:
        s.apply(EndTurn(s.to_act()[0]))
    sponsor = s.to_act()[0]
    s.apply(Propose(sponsor, s.state.on_deck[sponsor][0]))
    while s.state.step is Step.BALLOT:
        assert undoable(s, CastVote(s.to_act()[0], Choice.ABSTAIN))


def test_ruling_betrayal_is_shown_to_everyone_and_kept_in_the_log():
    s = session()
    to_pledge(s)
    a = s.to_act()[0]
    b = (a + 1) % 4
    bill = s.state.on_deck[a][0]
    s.apply(Terms(a, b, (), ()))
    s.apply(Terms(b, None, (), ((bill, Token.PLEDGE),)))
    s.apply(ConfirmDeal(a))
    while s.state.phase is Phase.PLEDGE:
        s.apply(EndTurn(s.to_act()[0]))
    while s.to_act() != (a,):
        sponsor = s.to_act()[0]
        s.apply(Propose(sponsor, s.state.on_deck[sponsor][0]))
        while s.state.step is Step.BALLOT:
            s.apply(CastVote(s.to_act()[0], Choice.YAY))
        if s.state.step is Step.REFILL:
            s.apply(PlaceOnDeck(sponsor, (s.state.hands[sponsor][0],)))
    s.apply(Propose(a, bill))
    while s.state.step is Step.BALLOT:
        seat = s.to_act()[0]
        s.apply(CastVote(seat, Choice.ABSTAIN if seat == b else Choice.YAY))
    entry = next(e for e in reversed(s.entries) if getattr(e.public, "result", None) is not None)
    for viewer in (None, 0, 1, 2, 3):
        seen = entry.seen(viewer).event.result
        assert seen.betrayals == (Betrayal(b, Token.PLEDGE, Choice.ABSTAIN),)
        assert seen.betrayers == (b,)
