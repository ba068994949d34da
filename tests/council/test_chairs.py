"""Companion mode: a late player pulls up a new chair and a player who left gives theirs up, at the table
check between agenda phases; both are logged moves, so undo, redo and a resumed save keep them."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.core.errors import IllegalAction
from games.core.legal import is_listed
from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.council import companion, seating
from games.council.actions import AddSeat, Pass, RemoveSeat
from games.council.chairs import AddSeatSpace
from games.council.log_record import new_record
from games.council.options import CouncilOptions, Mode
from games.council.state import FrameKind
from tests.council.table import GAME, full_fingerprint, top, waiting
from tests.council.test_companion_game import declare

BOARD = ("sol", "jolnar", "letnev", "winnu")


def session() -> Session:
    opts = CouncilOptions(mode=Mode.COMPANION, factions=BOARD, max_rounds=3)
    return Session(
        GAME, SessionConfig("council", tuple(Seat(n) for n in ("Ann", "Bob", "Cat", "Dan")), opts, 11)
    )


def seat_the_newcomer(s: Session, faction: str = "hacan") -> None:
    """The check after Eve joined: her faction, its home planets and notes, 1 VP."""
    state = s.state
    as_is = companion.table_as_is(state)
    factions = tuple(p.faction or "" for p in state.players[:-1]) + (faction,)
    homes = seating.faction_homes(state, state.n - 1, faction)
    notes = seating.own_notes(state, state.n - 1, faction)
    s.apply(
        replace(
            as_is,
            factions=factions,
            planets=as_is.planets[:-1] + (homes,),
            notes=as_is.notes[:-1] + (notes,),
            vp=as_is.vp[:-1] + (1,),
        )
    )


def test_a_late_player_joins_at_the_check_and_plays_the_phase():
    s = session()
    speaker = waiting(s.state)
    add = AddSeat(speaker, "Eve", "#17becf")
    assert any(isinstance(e, AddSeatSpace) and add in e for e in s.legal_actions(speaker))
    s.apply(add)
    assert s.state.n == 5 and [seat.name for seat in s.seats] == ["Ann", "Bob", "Cat", "Dan", "Eve"]
    assert s.entries[-1].public["seat_added"] == 4
    assert top(s.state).kind is FrameKind.TABLE_CHECK  # the check goes on, now with five seats
    seat_the_newcomer(s)
    eve = s.state.players[4]
    assert eve.faction == "hacan" and eve.planets and eve.vp == 1 and eve.notes
    declare(s, "minister-of-war")
    asked = set()
    for _ in range(40):  # Eve is asked in the windows like everyone else
        asked.add(waiting(s.state))
        if top(s.state).kind is FrameKind.VOTE:
            break
        s.apply(Pass(waiting(s.state)))
    assert asked == {0, 1, 2, 3, 4}


def test_a_new_chair_is_taken_back_by_undo_and_kept_by_a_replayed_log():
    s = session()
    speaker = waiting(s.state)
    before = full_fingerprint(s.state)
    s.apply(AddSeat(speaker, "Eve", "#17becf"))
    seat_the_newcomer(s)
    again = Session.replay(GAME, s.config, s.actions)
    assert [x.name for x in again.seats] == [x.name for x in s.seats]
    assert full_fingerprint(again.state) == full_fingerprint(s.state)
    s.undo()
    s.undo()
    assert len(s.seats) == 4 and s.state.n == 4 and full_fingerprint(s.state) == before
    s.redo()
    assert len(s.seats) == 5 and s.seats[4] == Seat("Eve", "#17becf")


def test_a_bad_new_seat_is_refused_and_changes_nothing():
    s = session()
    speaker = waiting(s.state)
    before = full_fingerprint(s.state)
    for bad, code in (
        (AddSeat(speaker, "bob", "#17becf"), "name_taken"),  # names differ, ignoring case
        (AddSeat(speaker, "", "#17becf"), "bad_seat_name"),
        (AddSeat(speaker, "Eve\n", "#17becf"), "bad_seat_name"),
        (AddSeat(speaker, "Eve", "teal"), "bad_seat_name"),
        (AddSeat((speaker + 1) % 4, "Eve", "#17becf"), "not_your_turn"),
    ):
        with pytest.raises(IllegalAction) as refused:
            s.apply(bad)
        assert refused.value.code == code, bad
        assert full_fingerprint(s.state) == before and len(s.seats) == 4
    for name in ("Eve", "Fay", "Gil", "Hal"):
        s.apply(AddSeat(speaker, name, "#17becf"))
    with pytest.raises(IllegalAction) as full:
        s.apply(AddSeat(speaker, "Ivy", "#17becf"))
    assert full.value.code == "table_full" and len(s.seats) == 8
    assert not any(isinstance(e, AddSeatSpace) for e in s.legal_actions(speaker))


def test_seats_change_only_at_a_companion_check():
    s = session()
    speaker = waiting(s.state)
    s.apply(companion.table_as_is(s.state))
    assert top(s.state).kind is not FrameKind.TABLE_CHECK
    for move in (AddSeat(speaker, "Eve", "#17becf"), RemoveSeat(speaker, 2)):
        with pytest.raises(IllegalAction, match="table check"):
            GAME.apply(s.state.copy(), move)
        assert not is_listed(s.legal_actions(speaker), move)


def test_a_player_who_leaves_takes_what_they_held_off_the_table():
    s = session()
    state = s.state
    speaker = waiting(state)
    leaver = (speaker + 1) % 4
    p = state.players[leaver]
    gave = p.notes[0]
    state.players[speaker].notes.append(gave)  # a note the leaver gave away earlier
    p.notes.remove(gave)
    held = state.players[(leaver + 1) % 4].notes[0]
    p.notes.append(held)  # and one the leaver holds of another player
    state.players[(leaver + 1) % 4].notes.remove(held)
    state.laws["minister-of-war"] = leaver
    faction = p.faction
    assert RemoveSeat(speaker, leaver) in s.legal_actions(speaker)
    s.apply(RemoveSeat(speaker, leaver))
    state = s.state
    p = state.players[leaver]
    assert leaver in state.gone and leaver in state.away and not p.planets and p.faction is None
    assert gave not in state.players[speaker].notes and gave in state.purged
    assert held in state.players[(leaver + 1) % 4].notes
    assert "minister-of-war" not in state.laws and "minister-of-war" in state.discard
    assert s.entries[-1].public["seat_removed"] == leaver
    # The faction is free for a late player; the leaver's chair stays empty for good.
    s.apply(AddSeat(speaker, "Eve", "#17becf"))
    seat_the_newcomer(s, faction)
    assert s.state.players[4].faction == faction and leaver in s.state.away


def test_a_seat_that_left_holds_nothing_new_and_the_speaker_token_passes_left():
    s = session()
    speaker = waiting(s.state)
    s.apply(RemoveSeat(speaker, speaker))
    state = s.state
    assert state.speaker == (speaker + 1) % 4 and waiting(state) == state.speaker
    as_is = companion.table_as_is(state)
    back = replace(as_is, present=tuple(True for _ in range(4)))
    before = full_fingerprint(state)
    with pytest.raises(IllegalAction, match="left the game"):
        s.apply(back)
    planets = list(as_is.planets)
    planets[speaker] = ("mecatol-rex",)
    with pytest.raises(IllegalAction, match="left the game"):
        s.apply(replace(as_is, planets=tuple(planets)))
    with pytest.raises(IllegalAction, match="left the game"):
        s.apply(replace(as_is, laws=(("minister-of-war", f"seat:{speaker}"),)))
    assert full_fingerprint(s.state) == before
    for seat in range(4):
        if seat != speaker and seat != state.speaker and len(state.away) < 2:
            s.apply(RemoveSeat(state.speaker, seat))
    with pytest.raises(IllegalAction, match="two players"):
        s.apply(RemoveSeat(state.speaker, next(x for x in range(4) if x not in state.away)))


def test_a_player_who_left_cannot_win_at_the_round_limit():
    from games.council import procedure

    s = session()
    speaker = waiting(s.state)
    leaver = (speaker + 1) % 4
    s.state.players[leaver].vp = 9  # the most points, but gone
    s.apply(RemoveSeat(speaker, leaver))
    state = s.state.copy()
    state.players[(speaker + 2) % 4].vp = 4
    procedure.finish(state, new_record())
    assert state.winners == ((speaker + 2) % 4,)


def test_a_player_who_left_cannot_be_elected():
    """An election offers only the players still at the table (a tie once let the speaker elect one who
    had left, and the next table check refused the table as it stood)."""
    from games.council.outcomes import eligible_outcomes, player_outcome

    s = session()
    state = s.state
    state.gone.add(1)
    outcomes = eligible_outcomes(state, "political-censure")
    assert player_outcome(1) not in outcomes and player_outcome(0) in outcomes
