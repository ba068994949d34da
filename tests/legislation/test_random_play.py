"""Random games (hypothesis picks seeds, seat counts and options) keep every invariant after every action."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.core import RandomBot, Seat, Session, SessionConfig
from games.legislation.options import BallotStyle, LegislationOptions
from games.legislation.state import fingerprint
from tests.legislation.invariants import check_log_privacy, check_privacy, check_table
from tests.legislation.tables import GAME


def play_checked(seats: int, seed: int, options: LegislationOptions, every: int) -> Session:
    config = SessionConfig(
        "legislation", tuple(Seat(f"P{i}") for i in range(seats)), options, seed, table_undo=True
    )
    session = Session(GAME, config, checkpoint_every=every)
    shadow = GAME.new_state(seats, options, seed)  # the log replayed one action at a time
    bots = [RandomBot(GAME, seed * 31 + i) for i in range(seats)]
    chooser = random.Random(seed)  # which of several awaited seats acts first
    check_table(session.state)
    while not session.is_over():
        waiting = session.to_act()
        seat = waiting[chooser.randrange(len(waiting))]
        action = bots[seat].act(session.view(seat))
        session.apply(action)
        after = fingerprint(session.state)
        check_table(session.state)
        check_privacy(session.state)
        GAME.apply(shadow, action)
        assert fingerprint(shadow) == after, "replaying the log gives the same table"
        session.undo()
        check_table(session.state)
        session.redo()
        assert fingerprint(session.state) == after, "undo then redo gives the same table"
        check_table(session.state)
        assert GAME.codec.decode(GAME.codec.encode(action)) == action
        assert len(session) < 5000
    check_log_privacy(session.entries, seats)
    rebuilt = Session.replay(GAME, config, session.actions)
    assert fingerprint(rebuilt.state) == fingerprint(session.state)
    return session


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**31),
    seats=st.integers(3, 8),
    hand_size=st.sampled_from([9, 6]),
    ballot=st.sampled_from(list(BallotStyle)),
    every=st.sampled_from([1, 7, 32]),
)
def test_random_games_keep_every_invariant(seed, seats, hand_size, ballot, every):
    session = play_checked(seats, seed, LegislationOptions(hand_size, ballot), every)
    standings = GAME.standings(session.state)
    best = max(s.score for s in standings)
    assert [s.won for s in standings] == [s.score == best for s in standings]


def test_the_random_bot_plays_every_kind_of_move():
    kinds = set()
    stats = {}
    for seed in range(6):
        for ballot in BallotStyle:
            session = play_checked(5, seed, LegislationOptions(9, ballot), 32)
            kinds |= {a.kind for a in session.actions}
            for key, n in GAME.statistics(session.state).items():
                stats[key] = stats.get(key, 0) + n
    assert kinds == set(GAME.codec.types)
    for key in (
        "vote_yay",
        "vote_nay",
        "vote_abstain",
        "betrayals",
        "deals_cards_both_ways",
        "tokens_pledge",
    ):
        assert stats.get(key), key
    assert stats.get("tokens_anti_pledge") and stats.get("swaps_from_deck") and stats.get("swaps_from_pile")
