"""A resumed table comes back behind the curtain of the seat it was left at (hotseat.py)."""

from __future__ import annotations

from desktop.hotseat import Hotseat
from games.core.seats import Seat, SeatKind
from games.core.session import Session, SessionConfig
from games.legislation.actions import Discard
from games.legislation.options import LegislationOptions
from games.registry import load_game


def session() -> Session:
    seats = tuple(Seat(n, "#e6194b", SeatKind.HUMAN) for n in ("Ann", "Bob", "Cy"))
    return Session(load_game("legislation"), SessionConfig("legislation", seats, LegislationOptions(), 3))


def test_the_saved_curtain_seat_comes_back_in_a_simultaneous_round(qtbot):
    s = session()
    waiting = s.to_act()
    assert len(waiting) == 3  # the Discard round: everyone chooses at once
    last = waiting[-1]
    assert Hotseat(s, ui={}).curtain_for() == waiting[0]
    resumed = Hotseat(s, ui={"curtain_seat": last})
    assert resumed.curtain_for() == last, "behind the curtain it was left behind"
    resumed.confirm(last)
    assert resumed.screen_seat() == last
    s.apply(Discard(last, ()))
    assert resumed.curtain_for() == waiting[0], "then the usual order"


def test_a_saved_curtain_seat_that_need_not_act_is_ignored(qtbot):
    s = session()
    first = s.to_act()[0]
    s.apply(Discard(first, ()))
    assert Hotseat(s, ui={"curtain_seat": first}).curtain_for() == s.to_act()[0]
    assert Hotseat(s, ui={"curtain_seat": "nonsense"}).curtain_for() == s.to_act()[0]
