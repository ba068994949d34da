"""A card that names a player names one still in the game: a seat whose player left (companion mode,
chairs.py) is never elected, asked or targeted by a card (found by tests/core/test_legal.py)."""

from __future__ import annotations

import pytest

from games.council.cards import REGISTRY
from games.council.state import FrameKind
from tests.council.table import run_until, table

PLAYER_TARGETS = (
    "confusing-legal-text",  # the election passes to another player
    "committee-formation",  # the holder elects a player
    "diplomatic-pressure",  # a player is asked to give a note
    "zeu",  # the next agenda is shown to a player
    "ancient-burial-sites",
    "assassinate-representative",
    "xander-alexin-victori-iii",
)


@pytest.mark.parametrize("card", PLAYER_TARGETS)
def test_a_seat_that_left_is_no_target(card):
    state = table(5)
    run_until(state, FrameKind.AFTER)  # an agenda revealed (Diplomatic Pressure counts on it)
    targets = {p.target for p in REGISTRY[card].choices(state, 0)} - {None}
    assert 3 in targets, "the seat is a target while its player plays on"
    state.gone.add(3)
    state.away.add(3)
    targets = {p.target for p in REGISTRY[card].choices(state, 0)} - {None}
    assert 3 not in targets and targets, targets
