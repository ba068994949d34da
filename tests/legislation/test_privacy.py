"""Hidden information never reaches another seat's view or log: hands, offers, gifts, votes, discards."""

import random

import pytest

from games.core import RandomBot, Seat, Session, SessionConfig
from games.legislation.options import BallotStyle, LegislationOptions
from games.legislation.state import Phase
from games.legislation.views import view
from tests.legislation.invariants import check_log_privacy, check_privacy
from tests.legislation.tables import GAME


def random_session(seats, seed, ballot):
    config = SessionConfig(
        "legislation", tuple(Seat(f"P{i}") for i in range(seats)), LegislationOptions(9, ballot), seed
    )
    session = Session(GAME, config)
    bots = [RandomBot(GAME, seed + i) for i in range(seats)]
    while not session.is_over():
        seat = session.to_act()[0]
        session.apply(bots[seat].act(session.view(seat)))
        yield session


@pytest.mark.parametrize("ballot", list(BallotStyle))
@pytest.mark.parametrize("seats", [3, 5, 8])
def test_views_and_logs_hold_only_what_each_seat_may_see(seats, ballot):
    for session in random_session(seats, 40 + seats, ballot):
        check_privacy(session.state)
    check_log_privacy(session.entries, seats)


def test_a_view_does_not_change_when_another_seats_hidden_cards_do():
    """Swap a hidden card of seat t with one from the deck: every other seat's view stays the same."""
    rng = random.Random(3)
    checked = 0
    for session in random_session(5, 77, BallotStyle.SECRET):
        state = session.state
        if (
            state.phase not in (Phase.PLEDGE, Phase.VOTE)
            or state.deal is not None
            or state.deals
            or not state.deck
        ):
            continue
        t = rng.randrange(5)
        if not state.hands[t]:
            continue
        before = {s: view(state, s) for s in range(5) if s != t}
        before[None] = view(state, None)
        twin = GAME.clone(state)
        i = rng.randrange(len(twin.hands[t]))
        twin.hands[t][i], twin.deck[0] = twin.deck[0], twin.hands[t][i]
        twin.table = None
        for s, seen in before.items():
            assert view(twin, s) == seen, f"seat {s} could tell seat {t}'s hand had changed"
        checked += 1
    assert checked > 50


def test_the_deck_order_is_never_shown():
    state = GAME.new_state(4, LegislationOptions(), 5)
    for seat in (None, 0, 1, 2, 3):
        table = view(state, seat).table
        assert table.deck_count == len(state.deck)
        assert not any(hasattr(table, name) for name in ("deck", "top"))
