"""Secret objectives scored at the table (ScoreSecret): recorded in a window, public, 1 VP, electable."""

from __future__ import annotations

import pytest

from games.core.errors import IllegalAction
from games.core.simulate import play_one
from games.council.actions import ScoreSecret
from games.council.log_items import VictoryPoints
from games.council.options import CouncilOptions, Mode
from games.council.outcomes import eligible_outcomes
from games.council.results import SecretScored
from games.council.state import FrameKind
from games.council.view import seat_view
from tests.council.table import GAME, act, full_fingerprint, run_until, table, top, vote, waiting


def test_the_seat_on_turn_records_a_scored_secret_for_one_victory_point():
    state = table(deck=["mutiny"])
    seat = waiting(state)
    public = act(state, ScoreSecret(seat, "  Become   a Martyr "))
    assert state.players[seat].scored == ["Become a Martyr"]  # blanks tidied, spelling kept
    assert state.players[seat].vp == 1
    assert public["secret_scored"] == SecretScored(seat, "Become a Martyr")
    assert public["vp"] == [VictoryPoints(seat, 1, "secret_objective")]
    assert waiting(state) == seat and top(state).kind is FrameKind.START  # still its turn in the window


@pytest.mark.parametrize("mode", [Mode.STANDALONE, Mode.COMPANION])
def test_any_window_of_the_phase_in_both_modes(mode):
    state = table(deck=["mutiny"], mode=mode)
    for kind in (FrameKind.WHEN, FrameKind.AFTER, FrameKind.AFTER_SPEAKER, FrameKind.AFTER_RES):
        run_until(state, kind)  # passing every window and abstaining every vote on the way
        seat = waiting(state)
        state.players[seat].scored, state.players[seat].secrets = [], []
        act(state, ScoreSecret(seat, f"Objective {kind.value}"))
        assert state.players[seat].scored == [f"Objective {kind.value}"]


def test_a_scored_secret_becomes_a_target_and_lets_classified_document_leaks_be_revealed():
    state = table(deck=["classified-document-leaks", "mutiny"])
    assert eligible_outcomes(state, "classified-document-leaks") == ()
    act(state, ScoreSecret(waiting(state), "Fight with Precision"))  # seat 0, the speaker, acts first
    run_until(state, FrameKind.VOTE)
    assert state.agenda.card == "classified-document-leaks"  # not discarded by its reveal condition
    assert state.agenda.outcomes == ("secret:0:Fight with Precision",)
    vote(state, 1, "secret:0:Fight with Precision", "accoen")
    run_until(state, FrameKind.AFTER_RES)
    assert state.public_secrets == ["Fight with Precision"]


def test_scoring_the_last_point_ends_the_session():
    state = table(deck=["mutiny"], vp_goal=3)
    seat = waiting(state)
    state.players[seat].vp = 2
    act(state, ScoreSecret(seat, "Threaten Enemies"))
    assert state.over and state.winners == (seat,)


def refused(state, action, code):
    before = full_fingerprint(state)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, action)
    assert err.value.code == code
    assert full_fingerprint(state) == before
    return err.value


def test_bad_names_are_refused_and_change_nothing():
    state = table(deck=["mutiny"])
    seat = waiting(state)
    refused(state, ScoreSecret(seat, "   "), "no_name")
    refused(state, ScoreSecret(seat, "x" * 61), "bad_name")
    refused(state, ScoreSecret(seat, "Brave\x07the Void"), "bad_name")


def test_the_agenda_phase_secrets_keep_their_own_scoring():
    state = table(deck=["mutiny"])
    seat = waiting(state)
    err = refused(state, ScoreSecret(seat, "dictate  POLICY"), "own_rules")
    assert "Dictate Policy" not in state.players[seat].scored and err.details["card"] == "dictate-policy"
    refused(state, ScoreSecret(seat, "Drive the Debate"), "own_rules")


def test_no_secret_twice_and_no_more_than_three():
    state = table(deck=["mutiny"], scored_secrets=(("Mine Rare Metals",), (), (), ()))
    seat = waiting(state)
    assert seat == 0
    refused(state, ScoreSecret(seat, "mine rare  metals"), "already_scored")
    act(state, ScoreSecret(seat, "Darken the Skies"))
    state.players[seat].secrets = ["drive-the-debate"]  # an unscored agenda-phase secret counts too
    refused(state, ScoreSecret(seat, "Brave the Void"), "too_many")
    assert state.players[seat].vp == 1


def test_only_on_the_seats_turn_in_a_window():
    state = table(deck=["mutiny"])
    other = (waiting(state) + 1) % state.n
    refused(state, ScoreSecret(other, "Brave the Void"), "not_your_turn")
    run_until(state, FrameKind.VOTE)
    refused(state, ScoreSecret(waiting(state), "Brave the Void"), "no_window")


def test_the_view_says_when_the_acting_seat_may_score():
    state = table(deck=["mutiny"])
    seat = waiting(state)
    assert seat_view(state, seat).can_score_secret is True
    assert seat_view(state, (seat + 1) % state.n).can_score_secret is False
    run_until(state, FrameKind.VOTE)
    assert seat_view(state, waiting(state)).can_score_secret is False


def test_the_action_round_trips_through_the_codec():
    action = ScoreSecret(2, "Become the Gatekeeper")
    assert GAME.codec.decode(GAME.codec.encode(action)) == action


def test_the_bot_scores_secrets_now_and_then_and_replays_exactly():
    from games.core.session import Session

    scored = 0
    for seed in range(4):
        session = play_one(GAME, 8, seed, CouncilOptions(max_rounds=3))
        scored += sum(a.kind == "score_secret" for a in session.actions)
        replayed = Session.replay(GAME, session.config, session.actions)
        assert [p.scored for p in replayed.state.players] == [p.scored for p in session.state.players]
    assert scored > 0
