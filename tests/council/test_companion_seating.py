"""Companion mode seats the board's own factions: chosen at New Game or at a table check, never dealt,
and nothing else dealt either (no relics, no technologies): the table declares what each seat holds."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.core.errors import IllegalAction
from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.council import companion, seating
from games.council.options import CouncilOptions, Mode
from tests.council.table import GAME, full_fingerprint

BOARD = ("yssaril", "empyrean", "naaz", "naalu", "letnev", "l1z1x")


def session(**options) -> Session:
    opts = CouncilOptions(mode=Mode.COMPANION, **options)
    seats = tuple(Seat(f"P{i}") for i in range(6))
    return Session(GAME, SessionConfig("council", seats, opts, seed=5))


def test_companion_mode_deals_no_relic_and_no_technology():
    for seed_options in ({"factions": BOARD}, {"factions": ("",) * 6}):
        state = session(**seed_options).state
        assert all(not p.relics for p in state.players)
        assert all(not p.techs for p in state.players)  # Predictive Intelligence among them


def test_the_table_check_names_each_seats_faction_with_its_home_planets_and_notes():
    s = session(factions=("",) * 6)
    state = s.state
    assert all(p.faction is None for p in state.players)
    as_is = companion.table_as_is(state)
    homes = tuple(seating.faction_homes(state, seat, f) for seat, f in enumerate(BOARD))
    notes = tuple(seating.own_notes(state, seat, f) for seat, f in enumerate(BOARD))
    s.apply(replace(as_is, factions=BOARD, planets=homes, exhausted=((),) * 6, notes=notes))
    state = s.state
    assert tuple(p.faction for p in state.players) == BOARD
    assert state.faction_seat("letnev") == 4
    assert state.players[5].planets == list(homes[5]) and homes[5]
    assert "blood-pact@1" in state.players[1].notes  # the Empyrean's own note came with it
    assert state.players[3].leaders  # and the Naalu's leaders with theirs
    assert s.entries[-1].public.get("seats_changed") == tuple(range(6))


def test_a_faction_seated_twice_or_not_of_the_sets_changes_nothing():
    s = session(factions=("",) * 6)
    as_is = companion.table_as_is(s.state)
    before = len(s.actions)
    with pytest.raises(IllegalAction, match="one seat only"):
        s.apply(replace(as_is, factions=("naalu", "naalu", "", "", "", "")))
    with pytest.raises(IllegalAction, match="not a faction"):
        s.apply(replace(as_is, factions=("atlantis", "", "", "", "", "")))
    # Another faction's home planet is refused until that faction sits at the table.
    with pytest.raises(IllegalAction):
        s.apply(replace(as_is, planets=(("maaluuk", "druaa"), (), (), (), (), ())))
    assert len(s.actions) == before and all(p.faction is None for p in s.state.players)


def test_a_faction_corrected_takes_its_notes_and_abilities_away():
    s = session(factions=BOARD)
    state = s.state
    assert "blood-pact@1" in state.players[1].notes
    as_is = companion.table_as_is(state)
    factions = ("yssaril", "sol", "naaz", "naalu", "letnev", "l1z1x")
    homes = list(as_is.planets)
    homes[1] = seating.faction_homes(state, 1, "sol")
    notes = list(as_is.notes)
    notes[1] = seating.own_notes(state, 1, "sol")
    s.apply(replace(as_is, factions=factions, planets=tuple(homes), exhausted=((),) * 6, notes=tuple(notes)))
    state = s.state
    assert state.players[1].faction == "sol" and state.faction_seat("empyrean") is None
    assert "blood-pact@1" not in {n for p in state.players for n in p.notes}
    assert state.players[1].planets == ["jord"]
    assert s.entries[-1].public.get("seats_changed") == (1,)


def test_public_objectives_are_kept_beside_the_vp():
    s = session(factions=BOARD)
    as_is = companion.table_as_is(s.state)
    objectives = (("Erect a Monument",), (), (), ("Expand Borders", "Found Research Outposts"), (), ())
    s.apply(replace(as_is, vp=(1, 0, 0, 2, 0, 0), objectives=objectives))
    state = s.state
    assert state.players[3].objectives == ["Expand Borders", "Found Research Outposts"]
    assert s.view(None).players[0].objectives == ("Erect a Monument",)
    assert companion.table_as_is(state).objectives == objectives  # the next check starts from them
    assert s.entries[-1].public["seats_changed"] == (0, 3)


def test_an_objective_named_twice_changes_nothing():
    s = session(factions=BOARD)
    as_is = companion.table_as_is(s.state)
    with pytest.raises(IllegalAction, match="each scored once"):
        s.apply(replace(as_is, objectives=(("Expand Borders", "expand borders"),) + ((),) * 5))
    assert all(not p.objectives for p in s.state.players)


def mid_phase():
    """A companion game in agenda 1's "after" window, Bob the speaker (Minister of War declared)."""
    from games.council.actions import Choose, Pass
    from games.council.state import FrameKind
    from tests.council.table import top, waiting

    s = session(factions=BOARD)
    s.apply(replace(companion.table_as_is(s.state), speaker=1))
    for _ in range(10):
        if top(s.state).kind is FrameKind.CHOOSE:
            s.apply(Choose(1, ("minister-of-war",)))
        if top(s.state).kind is FrameKind.AFTER:
            break
        s.apply(Pass(waiting(s.state)))
    return s


def test_the_table_is_put_right_mid_phase_by_the_speaker():
    from tests.council.table import waiting

    s = mid_phase()
    acting = waiting(s.state)
    fixed = replace(companion.table_as_is(s.state), trade_goods=(2, 2, 2, 9, 2, 2), correction=True)
    other = next(seat for seat in range(6) if seat not in (1, acting))
    before = full_fingerprint(s.state)
    with pytest.raises(IllegalAction, match="the speaker puts the table right") as refused:
        s.apply(replace(fixed, seat=other))  # not the speaker: refused, nothing changed
    assert refused.value.code == "correction_speaker" and full_fingerprint(s.state) == before
    s.apply(replace(fixed, seat=1))  # the speaker, out of turn
    assert s.state.players[3].tg == 9 and waiting(s.state) == acting  # the window waits as it was
    assert s.entries[-1].public["table_corrected"] == 1 and s.entries[-1].public["seats_changed"] == (3,)
    with pytest.raises(IllegalAction, match="laws, the speaker"):
        s.apply(replace(fixed, speaker=0))
    assert s.state.speaker == 1


def test_no_correction_while_the_check_itself_is_open():
    s = session(factions=BOARD)
    with pytest.raises(IllegalAction, match="table check is open"):
        s.apply(replace(companion.table_as_is(s.state), correction=True))


def test_a_player_leaves_and_a_late_player_joins_between_phases():
    from games.council.actions import Abstain, CastVotes, Choose, ConfirmInstruction, Pass
    from games.council.state import FrameKind
    from tests.council.table import top, waiting

    s = session(factions=BOARD)
    present = (True, True, True, True, True, False)  # Frank comes late: his chair is empty
    s.apply(replace(companion.table_as_is(s.state), speaker=1, present=present))
    assert s.state.away == {5} and s.view(None).players[5].away
    assert s.entries[-1].public["seats_left"] == (5,)
    asked = set()
    for _ in range(120):
        f = top(s.state)
        if f.kind is FrameKind.TABLE_CHECK:
            break
        seat = waiting(s.state)
        asked.add(seat)
        if f.kind is FrameKind.CHOOSE:
            s.apply(Choose(seat, (companion.declarable_agendas(s.state)[0],)))
        elif f.kind is FrameKind.VOTE:
            ready = [p for p in s.state.players[seat].planets if p not in s.state.players[seat].exhausted]
            if ready:
                s.apply(CastVotes(seat, s.state.agenda.outcomes[0], tuple(ready)))
            else:
                s.apply(Abstain(seat))
        elif f.kind is FrameKind.TIE:
            from games.council.actions import BreakTie

            s.apply(BreakTie(seat, f.data["tied"][0]))
        elif f.kind is FrameKind.INSTRUCTIONS:
            s.apply(ConfirmInstruction(seat))
        else:
            s.apply(Pass(seat))
    assert top(s.state).kind is FrameKind.TABLE_CHECK
    assert 5 not in asked  # never asked in a window nor to vote while away
    s.apply(replace(companion.table_as_is(s.state), present=(False,) + (True,) * 5))  # Alice leaves
    assert s.state.away == {0}
    assert s.entries[-1].public["seats_joined"] == (5,) and s.entries[-1].public["seats_left"] == (0,)


def test_the_speaker_cannot_be_away():
    s = session(factions=BOARD)
    as_is = companion.table_as_is(s.state)
    with pytest.raises(IllegalAction, match="speaker must be at the table"):
        s.apply(replace(as_is, speaker=2, present=(True, True, False, True, True, True)))
    assert not s.state.away
