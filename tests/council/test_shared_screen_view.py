"""What companion mode's shared screen reads from views instead of the live state: who the open window
will still ask (`still_asked`), the agenda's key, and what a seat may offer out of turn
(`offers_any_time`); a standalone game shows none of them."""

from __future__ import annotations

from dataclasses import replace

from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.council import companion
from games.council.actions import Pass
from games.council.options import CouncilOptions
from games.council.state import FrameKind
from games.council.view import deal_options
from tests.council.table import GAME, top
from tests.council.test_companion_game import declare, new_game, pass_until


def at_the_when_window() -> Session:
    session = new_game()
    session.apply(replace(companion.table_as_is(session.state), speaker=0))
    declare(session, "minister-of-war")
    pass_until(session, FrameKind.WHEN)
    return session


def test_still_asked_is_the_window_order_from_the_seat_asked_now_without_those_resting():
    session = at_the_when_window()
    state = session.state
    frame = top(state)
    view = session.view(None)
    asked = view.still_asked
    assert asked[0] == view.to_act[0] == frame.order[frame.pos]
    assert set(asked) <= set(frame.order) and len(asked) == len(set(asked))
    assert session.view(2).still_asked == asked  # public at a shared table: every seat sees the same
    first = asked[0]
    session.apply(Pass(first, True))  # passes for the rest of this agenda
    pass_until(session, FrameKind.AFTER)
    assert first not in session.view(None).still_asked
    assert first in state.agenda.rest_passers


def test_the_agenda_key_is_in_the_view_and_changes_with_the_agenda():
    session = at_the_when_window()
    assert session.view(None).agenda.key == session.state.agenda.key
    assert session.view(None).agenda.key.startswith("agenda-")


def test_a_seat_not_acting_sees_its_own_offers_any_time_and_the_shared_screen_none():
    session = at_the_when_window()
    state = session.state
    acting = session.view(None).to_act[0]
    other = next(s for s in range(state.n) if s != acting and deal_options(state, s) is not None)
    view = session.view(other)
    assert view.deals is None  # not its turn
    assert view.offers_any_time == deal_options(state, other)
    assert session.view(None).offers_any_time is None


def test_a_standalone_game_shows_neither_who_is_still_asked_nor_offers_out_of_turn():
    seats = tuple(Seat(f"P{i}") for i in range(4))
    session = Session(GAME, SessionConfig("council", seats, CouncilOptions(), seed=5))
    for _ in range(200):
        if session.state.agenda is not None and top(session.state).kind is FrameKind.WHEN:
            break
        seat = session.view(None).to_act[0]
        session.apply(Pass(seat))  # the windows before the first agenda's "when"
    assert session.state.agenda is not None
    for seat in (None, *range(4)):
        view = session.view(seat)
        assert view.still_asked == () and view.offers_any_time is None
