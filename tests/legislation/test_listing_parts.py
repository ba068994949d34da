"""The Legislation listing's shared moves and one-space parts, which the Random bot reads without making
the listing (votes, proposals, a Pledge turn's answers) or draws from directly (issue 30): whatever the
bot takes from them must be exactly what the listing holds, and the listing must be what the view says."""

from __future__ import annotations

import random

import pytest

from games.core.bots import RandomBot
from games.core.legal import ChoiceSpace
from games.legislation.actions import Swap
from games.legislation.legal import (
    CONFIRMS,
    DROPS,
    END_TURNS,
    PROPOSALS,
    VOTES,
    LegislationListing,
    SwapSpace,
)
from games.legislation.state import BALLOT, PLEDGE, PROPOSE, VOTE
from tests.legislation.tables import GAME, new


def _positions(seeds: range, seats: int = 5):
    """Every position of some random games: (state, the seat to act) before each move."""
    for seed in seeds:
        state = new(seats, seed)
        bots = [RandomBot(GAME, 100 * seed + s) for s in range(seats)]
        while waiting := GAME.to_act(state):
            seat = waiting[0]
            yield state, seat
            GAME.apply(state, bots[seat].act(GAME.view(state, seat)))


def test_the_shared_moves_the_bot_plays_are_the_listings_parts():
    seen = set()
    for state, seat in _positions(range(3)):
        listing = LegislationListing(state, seat)
        moves, answers = listing.part("moves"), listing.part("answers")
        if state.phase is VOTE and state.step is BALLOT:
            assert moves is VOTES[seat]
            seen.add("votes")
        elif state.phase is VOTE and state.step is PROPOSE:
            assert moves == tuple(PROPOSALS[seat][bill] for bill in state.on_deck[seat])
            seen.add("proposals")
        elif state.phase is PLEDGE:
            assert answers == ((CONFIRMS[seat], DROPS[seat]) if state.deal else (END_TURNS[seat],))
            seen.add("answers")
        else:  # discard, draw, or place bills On Deck: one space
            assert len(moves) == 1 and isinstance(moves[0], ChoiceSpace), moves
            seen.add("space")
    assert seen == {"votes", "proposals", "answers", "space"}


def test_a_turn_may_open_with_a_swap_exactly_when_the_view_says_so():
    swaps = 0
    for state, seat in _positions(range(2)):
        view = GAME.view(state, seat)
        part = view.legal.part("swaps")
        assert bool(part) == (view.swap_open and bool(view.hand)), (view.phase, part)
        if part:
            (space,) = part
            assert isinstance(space, SwapSpace)
            every = list(space.enumerate())
            assert len(every) == space.size() == len(set(every))
            assert {s.discard for s in every if isinstance(s, Swap)} == set(view.hand)
            rng = random.Random(swaps)
            assert all(space.draw(rng) in space and space.sample(rng) in space for _ in range(20))
            swaps += 1
    assert swaps > 10


def test_the_shared_screen_has_no_listing():
    with pytest.raises(ValueError, match="shared screen"):
        GAME.view(new(4), None).legal  # noqa: B018 - the property is what is tested
