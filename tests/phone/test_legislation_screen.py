"""Legislation's phone screen: every listed decision reachable at many moments; nothing it shows depends on
what the seat cannot see; every text is plain and the JSON small."""

from __future__ import annotations

import json
import random

import pytest

from desktop.legislation.phone import screen
from desktop.phone.screens import builder
from games.core.bots import make_bot
from games.core.seats import BotLevel
from games.legislation.legal import legal_actions
from games.legislation.options import BallotStyle, LegislationOptions
from games.legislation.views import view as seat_view
from tests.legislation.tables import GAME
from tests.legislation.test_bots import rearranged
from tests.phone.reachable import offered_but_unlisted, reachable, unreachable

NAMES = ("Alice", "Bob", "Carol", "Dan", "Erin")


def moments(seeds: range, seats: int = 4, ballot: BallotStyle = BallotStyle.SECRET, level=BotLevel.RANDOM):
    """Every moment of whole bot games, with each seat that has a listing then."""
    for seed in seeds:
        state = GAME.new_state(seats, LegislationOptions(6, ballot), seed)
        bots = [make_bot(GAME, level, seed * 10 + s) for s in range(seats)]
        while GAME.to_act(state):
            yield state
            seat = GAME.to_act(state)[0]
            GAME.apply(state, bots[seat].act(seat_view(state, seat)))
        yield state


@pytest.mark.parametrize("ballot", [BallotStyle.SECRET, BallotStyle.ROLL_CALL])
def test_every_listed_action_is_reachable_from_the_screen(qapp, ballot):
    rng = random.Random(3)
    kinds: set[str] = set()
    checked = 0
    for state in moments(range(4), ballot=ballot):
        for seat in range(state.seats):
            legal = legal_actions(state, seat)
            if not legal:
                continue
            shown = screen(seat_view(state, seat), legal, seat, NAMES[: state.seats])
            missing = unreachable(shown, legal, GAME.codec.encode, rng)
            assert not missing, (state.phase, missing[:3])
            assert not offered_but_unlisted(shown, legal, GAME.codec.decode)
            assert shown["your_turn"] == (seat in state.waiting)
            kinds |= {a.kind for a in legal if hasattr(a, "kind")} | {
                getattr(a, "action_type", type(a)).kind for a in legal
            }
            checked += 1
    assert checked > 500
    expected = {"discard", "draw", "place", "swap", "terms", "confirm", "drop", "cancel", "end_turn",
                "propose", "vote"}
    assert kinds >= expected, expected - kinds


def test_the_checker_catches_a_screen_that_leaves_a_move_out(qapp):
    """The reachability check can fail: a screen without its vote options misses the votes."""
    for state in moments(range(1)):
        if state.phase.value == "vote" and state.step.value == "ballot":
            seat = state.waiting[0]
            legal = legal_actions(state, seat)
            shown = screen(seat_view(state, seat), legal, seat, NAMES[:4])
            shown["blocks"] = [b for b in shown["blocks"] if b["kind"] != "choice"]
            assert len(unreachable(shown, legal, GAME.codec.encode, random.Random(1))) == 3
            return
    raise AssertionError("no ballot reached")


def test_a_form_gives_what_the_page_sends(qapp):
    """The draw form's `rest` and the swap form's `into` give the engine's actions."""
    draw = {"kind": "form", "fields": [{"name": "from_piles", "type": "some", "min": 0, "max": 2,
                                         "items": [{"value": [1, 7]}, {"value": [2, 9]}]}],
            "rest": {"name": "from_deck", "total": 2, "of": "from_piles"},
            "action": {"kind": "draw", "seat": 0, "from_piles": [], "from_deck": 2}}
    one = {"kind": "draw", "seat": 0, "from_piles": [[2, 9]], "from_deck": 1}
    assert reachable({"blocks": [draw]}, one)
    assert not reachable({"blocks": [draw]}, {"kind": "draw", "seat": 0, "from_piles": [[2, 9]],
                                                  "from_deck": 2})
    assert not reachable({"blocks": [draw]}, {"kind": "draw", "seat": 1, "from_piles": [], "from_deck": 2})


def test_a_seats_screen_never_depends_on_what_it_cannot_see(qapp):
    """The hotseat privacy walk's way: deal everything hidden from the seat again (other hands, the deck,
    others' secret discards and votes); the seat's screen JSON must not change."""
    rng = random.Random(5)
    checked = 0
    for i, state in enumerate(moments(range(3), level=BotLevel.BASIC)):
        if i % 3:
            continue
        for seat in range(state.seats):
            mine = json.dumps(screen(seat_view(state, seat), legal_actions(state, seat), seat, NAMES[:4]))
            other = rearranged(state, seat, rng)
            again = json.dumps(screen(seat_view(other, seat), legal_actions(other, seat), seat, NAMES[:4]))
            assert again == mine, (state.phase, seat)
            checked += 1
    assert checked > 200


def test_the_privacy_check_can_fail(qapp):
    """A builder that peeks at the state (the deck's top) is caught by the same rearrangement."""
    rng = random.Random(2)
    for state in moments(range(1)):
        if len(state.deck) > 5:
            seat = 0
            first = json.dumps([screen(seat_view(state, seat), legal_actions(state, seat), seat, NAMES[:4]),
                                state.deck[0]])
            other = rearranged(state, seat, rng)
            second = json.dumps([screen(seat_view(other, seat), legal_actions(other, seat), seat, NAMES[:4]),
                                 other.deck[0]])
            if first != second:
                return
    raise AssertionError("the rearrangement never moved the deck")


def test_the_builders_are_found_by_game_name():
    assert builder("legislation") is not None and builder("legislation").screen is screen
    assert builder("no such game") is None
