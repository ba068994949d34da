"""Between agenda phases and around the vote: status-phase readying, the Fleet Regulations cap,
the Argent speaker's Bribery window, and deals offered by any seat."""

from __future__ import annotations

import pytest

from games.core.errors import IllegalAction, NotYourTurn
from games.core.seats import Seat
from games.core.session import Session, SessionConfig
from games.council.actions import AnswerDeal, BreakTie, Choose, Pass, PlayCard, ProposeDeal
from games.council.options import CouncilOptions
from games.council.state import FrameKind
from tests.council.table import (
    GAME,
    abstain,
    abstain_all,
    act,
    run_until,
    settle_agenda,
    table,
    top,
    vote,
    waiting,
)


@pytest.mark.parametrize(
    ("agenda", "outcome", "voter_planet"),
    [("arms-reduction", "against", "centauri"), ("representative-government-pok", "against", "centauri")],
)
def test_planets_exhausted_until_the_next_strategy_phase_are_ready_at_the_next_agenda_phase(
    agenda, outcome, voter_planet
):
    planets = (("lirta-iv", "meer"), ("arinam", "abyz"), ("mecatol-rex",), ("centauri", "gral"))
    state = table(deck=[agenda, "mutiny"], planets=planets)
    run_until(state, FrameKind.VOTE)
    while top(state).kind is FrameKind.VOTE:
        seat = waiting(state)
        if seat == 3:
            vote(state, 3, outcome, voter_planet)
        else:
            abstain(state, seat)
    run_until(state, FrameKind.AFTER_RES)
    assert state.next_round_exhaust  # the effect waits for the next strategy phase
    settle_agenda(state)
    run_until(state, FrameKind.VOTE)  # the second agenda
    vote(state, 1, "for", "arinam")
    abstain_all(state)
    run_until(state, FrameKind.START)
    assert state.round == 2
    for p in state.players:
        assert p.exhausted == set(), "the status phase readies every planet before the agenda phase"
    assert not state.next_round_exhaust


def fleet_regulations_for(state):
    run_until(state, FrameKind.VOTE)
    abstain_all(state)
    if top(state).kind is FrameKind.TIE:
        act(state, BreakTie(state.speaker, "for"))
    run_until(state, FrameKind.AFTER_RES)


def test_fleet_regulations_for_brings_fleet_pools_down_to_four():
    state = table(deck=["fleet-regulations", "mutiny"])
    state.players[1].fleet = 6
    state.players[2].fleet = 4
    fleet_regulations_for(state)
    assert "fleet-regulations" in state.laws
    assert [p.fleet for p in state.players] == [3, 4, 4, 3]


def test_a_leadership_rider_cannot_take_a_fleet_pool_above_four_under_fleet_regulations():
    state = table(deck=["mutiny"], hands={1: ["leadership-rider"]})
    state.laws["fleet-regulations"] = None
    state.players[1].fleet = 3
    run_until(state, FrameKind.AFTER, seat=1)
    act(state, PlayCard(1, "leadership-rider", outcome="for"))
    run_until(state, FrameKind.VOTE)
    abstain_all(state)
    act(state, BreakTie(state.speaker, "for"))
    run_until(state, FrameKind.CHOOSE)
    assert top(state).data["prompt"] == "tokens" and waiting(state) == 1
    with pytest.raises(IllegalAction) as err:
        act(state, Choose(1, ("fleet", "fleet", "tactic")))
    assert err.value.code == "fleet_cap"
    act(state, Choose(1, ("fleet", "tactic", "strategy")))
    assert (state.players[1].tactic, state.players[1].fleet, state.players[1].strategy) == (4, 4, 3)


def test_without_fleet_regulations_the_rider_may_fill_the_fleet_pool():
    state = table(deck=["mutiny"], hands={1: ["leadership-rider"]})
    run_until(state, FrameKind.AFTER, seat=1)
    act(state, PlayCard(1, "leadership-rider", outcome="for"))
    run_until(state, FrameKind.VOTE)
    abstain_all(state)
    act(state, BreakTie(state.speaker, "for"))
    run_until(state, FrameKind.CHOOSE)
    act(state, Choose(1, ("fleet", "fleet", "fleet")))
    assert state.players[1].fleet == 6


def test_with_the_argent_as_speaker_the_bribery_window_opens_after_the_last_vote():
    state = table(deck=["mutiny"], factions=("argent", "", "", ""), hands={2: ["bribery"]})
    state.players[2].tg = 3
    run_until(state, FrameKind.VOTE)
    assert top(state).order == (0, 1, 2, 3)
    vote(state, 0, "against", "mecatol-rex")
    assert top(state).kind is FrameKind.VOTE and waiting(state) == 1  # no window yet
    abstain(state, 1)
    vote(state, 2, "for", "arinam")
    abstain(state, 3, keep=True)
    assert top(state).kind is FrameKind.AFTER_SPEAKER
    run_until(state, FrameKind.AFTER_SPEAKER, seat=2)
    act(state, PlayCard(2, "bribery", amount=3))
    run_until(state, FrameKind.AFTER_SPEAKER, seat=3)
    assert state.agenda.ballot.votes[2].weight == 5


def test_a_seat_whose_turn_it_is_not_may_propose_a_deal_once_per_pair():
    state = table(deck=["mutiny"])
    run_until(state, FrameKind.WHEN, seat=1)
    act(state, Pass(1, rest_of_agenda=True))  # seat 1 passes for the rest of the agenda ...
    assert waiting(state) == 2
    act(state, ProposeDeal(1, 3, give=("tg:1",)))  # ... and can still offer a deal out of turn
    assert top(state).kind is FrameKind.TRANSACTION and waiting(state) == 3
    act(state, AnswerDeal(3, True))
    assert (state.players[1].tg, state.players[3].tg) == (1, 3)
    assert waiting(state) == 2  # the window carries on where it was
    with pytest.raises(IllegalAction) as err:
        act(state, ProposeDeal(3, 1, give=("tg:1",)))
    assert err.value.code == "deal_used"
    with pytest.raises(IllegalAction):
        act(state, ProposeDeal(9, 1, give=("tg:1",)))


def test_the_session_lets_any_seat_propose_but_nothing_else_out_of_turn():
    seats = tuple(Seat(f"P{i}") for i in range(4))
    session = Session(GAME, SessionConfig("council", seats, CouncilOptions(), seed=3))
    while session.state.agenda is None:
        session.apply(Pass(session.to_act()[0]))
    acting = session.to_act()[0]
    other = (acting + 1) % 4
    with pytest.raises(NotYourTurn):
        session.apply(Pass(other))
    session.apply(ProposeDeal(other, (other + 1) % 4, give=("tg:1",)))
    assert session.to_act() == ((other + 1) % 4,)
