"""Sessions: validation leaves state untouched, replay is exact, undo/redo obey the barrier."""

import copy

import pytest

from games.core import IllegalAction, NotYourTurn, Seat, Session, SessionConfig
from games.core.errors import CorruptLog, GameOver
from games.core.session import Change
from games.core.simulate import play_one
from tests.core.toy_game import CallVote, CastVote, Draw, Play, ToyGame, ToyOptions, fingerprint


def make(seed: int = 7, table_undo: bool = False, every: int = 4) -> Session:
    game = ToyGame()
    seats = tuple(Seat(n) for n in ("Ann", "Bob", "Cy"))
    return Session(game, SessionConfig("toy", seats, ToyOptions(), seed, table_undo), checkpoint_every=every)


def test_an_illegal_action_raises_and_changes_nothing():
    s = make()
    s.apply(Draw(0))
    before = copy.deepcopy(fingerprint(s.state))
    with pytest.raises(IllegalAction, match="not in your hand") as err:
        s.apply(Play(1, 999))
    assert err.value.code == "not_in_hand"
    assert fingerprint(s.state) == before
    assert len(s) == 1


def test_acting_out_of_turn_names_who_is_awaited():
    s = make()
    with pytest.raises(NotYourTurn, match=r"seat 2 cannot act now; waiting for seat\(s\) \[0\]"):
        s.apply(Draw(2))


def test_an_action_of_another_game_is_refused():
    from games.core.actions import Action

    class Alien(Action):
        kind = "alien"

    with pytest.raises(IllegalAction, match="is not an action of toy"):
        make().apply(Alien(0))


def test_replay_rebuilds_the_identical_state():
    s = play_one(ToyGame(), 4, seed=3)
    again = Session.replay(s.game, s.config, s.actions)
    assert fingerprint(again.state) == fingerprint(s.state)
    assert [e.for_viewer(None) for e in again.entries] == [e.for_viewer(None) for e in s.entries]


def test_replay_of_a_tampered_log_is_a_corrupt_log():
    s = make()
    s.apply(Draw(0))
    with pytest.raises(CorruptLog, match="action 1"):
        Session.replay(s.game, s.config, [Draw(0), Play(1, 999)])


def test_undo_stops_at_the_last_reveal():
    s = make()
    s.apply(Draw(0))  # reveals a card to seat 0: a barrier
    assert s.barrier == 1 and not s.can_undo()
    with pytest.raises(IllegalAction, match="nothing can be undone") as err:
        s.undo()
    assert err.value.code == "undo_barrier"
    card = s.view(1).hand_counts
    s.apply(CallVote(1))
    assert s.can_undo()
    assert s.undo() == CallVote(1)
    assert s.view(1).hand_counts == card
    assert s.redo_action() == CallVote(1)


def test_table_undo_lifts_the_barrier():
    s = make(table_undo=True)
    s.apply(Draw(0))
    assert s.barrier == 0 and s.can_undo()
    s.undo()
    assert len(s) == 0 and s.state.deck == make().state.deck


def test_undo_then_redo_gives_the_identical_state_at_every_point():
    s = play_one(ToyGame(), 3, seed=11)
    s.config = SessionConfig("toy", s.config.seats, s.config.options, s.config.seed, True)
    final = fingerprint(s.state)
    n = len(s)
    for _ in range(n):
        s.undo()
    assert fingerprint(s.state) == fingerprint(make(seed=11).state)
    for _ in range(n):
        s.redo()
    assert fingerprint(s.state) == final


def test_undo_to_matches_replaying_a_prefix():
    s = play_one(ToyGame(), 3, seed=5, checkpoint_every=3)
    s.config = SessionConfig("toy", s.config.seats, s.config.options, s.config.seed, True)
    actions = list(s.actions)
    for point in (len(actions) - 1, len(actions) // 2, 1, 0):
        s.undo_to(point)
        prefix = Session.replay(s.game, s.config, actions[:point])
        assert fingerprint(s.state) == fingerprint(prefix.state)
        assert s.redo_stack[::-1] == actions[point:]
        while s.can_redo():
            s.redo()


def test_a_new_action_clears_the_redo_history():
    s = make()
    s.apply(Draw(0))
    s.apply(CallVote(1))
    s.undo()
    assert s.can_redo()
    s.apply(Draw(1))
    assert not s.can_redo()


def test_secret_votes_are_private_until_the_reveal_which_is_a_barrier():
    s = make()
    s.apply(CallVote(0))
    assert set(s.to_act()) == {0, 1, 2}
    entry = s.apply(CastVote(2, "go_on"))
    assert entry.for_viewer(0) == {"index": 1, "seat": 2, "kind": "cast_vote"}
    assert entry.for_viewer(2)["option"] == "go_on"
    s.apply(CastVote(0, "end"))
    last = s.apply(CastVote(1, "end"))
    assert last.reveals and s.barrier == 4
    assert s.is_over() and s.to_act() == ()
    with pytest.raises(GameOver):
        s.apply(Draw(0))


def test_listeners_hear_every_change():
    s = make()
    heard = []
    s.listeners.append(lambda session, change, index: heard.append((change, index)))
    s.apply(CallVote(0))
    s.undo()
    s.redo()
    assert heard == [(Change.APPLIED, 0), (Change.UNDONE, 0), (Change.REDONE, 0)]


def test_a_rules_bug_mid_apply_leaves_no_half_changed_state(monkeypatch):
    s = make()
    s.apply(CallVote(0))
    before = fingerprint(s.state)
    game = s.game
    original = game.apply

    def broken(state, action):
        state.scores[0] = 999
        raise RuntimeError("bug")

    monkeypatch.setattr(game, "apply", broken)
    with pytest.raises(RuntimeError):
        s.apply(CastVote(1, "end"))
    monkeypatch.setattr(game, "apply", original)
    assert fingerprint(s.state) == before


def test_seat_counts_are_the_games_own():
    """The framework seats 2 to 8; each game narrows it (the toy, like most, is played by 3 to 8)."""
    with pytest.raises(ValueError, match="2 to 8 seats, not 9"):
        SessionConfig("toy", tuple(Seat(str(i)) for i in range(9)), ToyOptions(), 1)
    two = SessionConfig("toy", (Seat("a"), Seat("b")), ToyOptions(), 1)
    with pytest.raises(ValueError, match="3 to 8 seats, not 2"):
        Session(ToyGame(), two)


def test_standings_and_the_score_history_leave_the_live_state_as_it_is():
    """The end screen reads both through the session (never `session.state`): the history replays the
    log on a copy of its own, and its last scores are the standings'."""
    s = play_one(ToyGame(), 3, seed=5)
    before = copy.deepcopy(fingerprint(s.state))
    history = s.score_history()
    assert fingerprint(s.state) == before and len(history) == 3
    final = {st.seat: st.score for st in s.standings()}
    assert [column[-1] for column in history] == [final[seat] for seat in range(3)]
    assert all(column[0] == history[0][0] for column in history)  # everyone starts level
