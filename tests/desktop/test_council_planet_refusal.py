"""A planet the table check refuses is named, with what to do (play test 2026-11-29: the operator of a
six-player check got "A planet is not in this game's sets, is held by two players, or …" and could not
tell which of forty planets to fix; it was Hercant, a Hacan home planet typed on the L1Z1X's tab)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from desktop.council.screens import CouncilScreens
from games.core.errors import IllegalAction
from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.council import companion
from games.council.options import CouncilOptions, Mode
from games.registry import load_game

NAMES = ("Ann", "Ben", "Cat")


def refusal(check_change) -> str:
    options = CouncilOptions(mode=Mode.COMPANION, deal_factions=False)
    config = SessionConfig("council", tuple(Seat(n) for n in NAMES), options, 7)
    session = Session(load_game("council"), config)
    as_is = companion.table_as_is(session.state)
    check = replace(as_is, factions=("l1z1x", "yssaril", "letnev"))
    with pytest.raises(IllegalAction) as err:
        session.apply(check_change(check))
    assert err.value.code == "bad_planet"
    return CouncilScreens().refusal(err.value, NAMES)


def test_a_home_planet_of_a_faction_no_seat_plays_is_named(qapp):
    text = refusal(lambda c: replace(c, planets=(("hercant",), (), ())))
    assert text == (
        "Hercant is the home planet of The Emirates of Hacan, whom no seat plays: choose that faction "
        "for a seat, or remove the planet."
    )


def test_a_planet_held_twice_names_both_players(qapp):
    text = refusal(lambda c: replace(c, planets=(("mecatol-rex",), (), ("mecatol-rex",))))
    assert text == "Mecatol Rex is held by both Ann and Cat: keep it on one player's tab."


def test_an_exhausted_planet_not_held_names_the_player(qapp):
    text = refusal(
        lambda c: replace(c, planets=(("mecatol-rex",), (), ()), exhausted=((), ("mecatol-rex",), ()))
    )
    assert text == "Ben has Mecatol Rex marked exhausted without controlling it."
