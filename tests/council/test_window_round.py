"""Issue 32, defect 5 reproduced: after a play in the "after" window, "this process is repeated in
clockwise order until no player wishes to play any more cards". The engine asks every seat again, in
order from the player who played; a seat that chose "pass for the rest of this agenda" is not asked,
and in companion mode the log says so (it read as the window stopping early)."""

from __future__ import annotations

from dataclasses import replace

from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.council import companion
from games.council.actions import Choose, Pass, PlayCard
from games.council.options import CouncilOptions, Mode
from games.council.state import FrameKind
from tests.council.table import GAME, top, waiting

BOARD = ("yssaril", "empyrean", "naaz", "naalu", "letnev", "l1z1x")
ALICE, BOB, CAROL, DAVE, ERIN, FRANK = range(6)


def after_window(speaker: int = BOB) -> Session:
    opts = CouncilOptions(mode=Mode.COMPANION, factions=BOARD)
    s = Session(GAME, SessionConfig("council", tuple(Seat(f"P{i}") for i in range(6)), opts, seed=2))
    s.apply(replace(companion.table_as_is(s.state), speaker=speaker))
    for _ in range(30):
        f = top(s.state)
        if f.kind is FrameKind.CHOOSE:
            s.apply(Choose(s.state.speaker, ("minister-of-war",)))
        elif f.kind is FrameKind.AFTER:
            return s
        else:
            s.apply(Pass(waiting(s.state)))
    raise AssertionError("no after window")


def asked_until_vote(s: Session, rest: set[int] = frozenset()) -> list[int]:
    """Pass every seat asked (those in `rest` for the rest of the agenda) until the vote; who was asked."""
    asked = []
    while top(s.state).kind is not FrameKind.VOTE:
        f = top(s.state)
        seat = waiting(s.state)
        assert f.kind in (FrameKind.AFTER, FrameKind.CANCEL), f.kind
        asked.append(seat)
        s.apply(Pass(seat, seat in rest))
    return asked


def test_after_two_riders_every_seat_is_asked_again():
    s = after_window()  # speaker Bob: the window goes Bob, Carol, Dave, Erin, Frank, Alice
    for seat in (BOB, CAROL, DAVE, ERIN):
        s.apply(Pass(seat))
    s.apply(PlayCard(FRANK, "imperial-rider", outcome="player:0"))
    assert asked_until_vote_after_cancel(s) == FRANK  # Frank keeps priority
    s.apply(Pass(FRANK))
    s.apply(PlayCard(ALICE, "trade-rider", outcome="player:1"))
    assert asked_until_vote_after_cancel(s) == ALICE
    # Alice may play again, then Bob and every seat who passed before are asked anew, Frank last.
    assert asked_until_vote(s) == [ALICE, BOB, CAROL, DAVE, ERIN, FRANK]


def test_a_seat_that_passed_for_the_rest_is_not_asked_and_the_log_says_why():
    s = after_window()
    s.apply(Pass(BOB))
    for seat in (CAROL, DAVE, ERIN):
        s.apply(Pass(seat, True))  # for the rest of this agenda
    s.apply(PlayCard(FRANK, "imperial-rider", outcome="player:0"))
    asked_until_vote_after_cancel(s)
    s.apply(Pass(FRANK, True))
    s.apply(PlayCard(ALICE, "trade-rider", outcome="player:1"))
    asked_until_vote_after_cancel(s)
    mark = len(s.entries)
    assert asked_until_vote(s) == [ALICE, BOB]  # the report: "only Alice and Bob were asked"
    said = [e.public.get("not_asked") for e in s.entries[mark:] if e.public.get("not_asked")]
    assert said and set(said[-1]) == {CAROL, DAVE, ERIN, FRANK}


def asked_until_vote_after_cancel(s: Session) -> int:
    """Everyone else lets the card through its cancel window; returns the seat to act after."""
    while top(s.state).kind is FrameKind.CANCEL:
        s.apply(Pass(waiting(s.state)))
    return waiting(s.state)
