"""Random games (hypothesis picks seeds, seat counts, options and bots) keep every invariant after every
action; replay, undo and redo rebuild the same table; the action codec round-trips every move."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.core import Seat, Session, SessionConfig
from games.starward.options import StarwardOptions
from games.starward.state import fingerprint
from tests.starward.invariants import check_log_privacy, check_privacy, check_table
from tests.starward.tables import GAME


def _session(seats: int, seed: int, options: StarwardOptions, every: int) -> Session:
    config = SessionConfig(
        "starward", tuple(Seat(f"P{i}") for i in range(seats)), options, seed, table_undo=True
    )
    return Session(GAME, config, checkpoint_every=every)


def play_checked(seats: int, seed: int, options: StarwardOptions, every: int = 32, basic: float = 0.5):
    session = _session(seats, seed, options, every)  # 2-5 seats: a session takes the game's own range
    state = session.state
    shadow = GAME.new_state(seats, options, seed)  # the log replayed one action at a time
    chooser = random.Random(seed)
    uses_basic = [chooser.random() < basic for _ in range(seats)]
    rngs = [random.Random(seed * 31 + i) for i in range(seats)]
    check_table(state)
    actions = 0
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        view = GAME.view(state, seat)
        bot = GAME.basic_action if uses_basic[seat] else GAME.random_action
        action = bot(view, rngs[seat])
        assert GAME.codec.decode(GAME.codec.encode(action)) == action
        session.apply(action)
        state = session.state
        after = fingerprint(state)
        check_table(state)
        check_privacy(state)
        GAME.apply(shadow, action)
        assert fingerprint(shadow) == after, "replaying the log gives the same table"
        session.undo()
        check_table(session.state)
        session.redo()
        state = session.state
        assert fingerprint(state) == after, "undo then redo gives the same table"
        actions += 1
        assert actions < 5000
    check_log_privacy(session.entries)
    rebuilt = Session.replay(GAME, session.config, session.actions)
    assert fingerprint(rebuilt.state) == fingerprint(state)
    return state, session


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**31),
    seats=st.integers(2, 5),
    extended=st.booleans(),
    extra_round=st.booleans(),
    every=st.sampled_from([1, 7, 32]),
    basic=st.sampled_from([0.0, 0.5, 1.0]),
)
def test_random_games_keep_every_invariant(seed, seats, extended, extra_round, every, basic):
    state, _ = play_checked(seats, seed, StarwardOptions(extended and seats == 3, extra_round), every, basic)
    standings = GAME.standings(state)
    best = max(s.score for s in standings)
    assert all(s.score == best for s in standings if s.won)
    assert any(s.won for s in standings)


def test_the_bots_play_every_kind_of_move():
    kinds = set()
    effects = set()
    for seed in range(12):
        state, session = play_checked(4, seed, StarwardOptions(), 32, basic=0.5 if seed % 2 else 0.0)
        kinds |= {a.kind for a in session.actions} if session is not None else set()
        effects |= {k for k in state.stats if k.startswith("action_")}
    if kinds:
        assert kinds == set(GAME.codec.types)
    basics = {"action_survey", "action_warfare", "action_colonize", "action_politics", "action_research"}
    assert basics <= effects
