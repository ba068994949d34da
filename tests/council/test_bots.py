"""The Basic Galactic Council bot: votes by its interest, spends influence where it matters, scores its
secrets, never aims a card at itself; a seed repeats; and no cheating (its decision never depends on
what its seat cannot see)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from games.core.bots import make_bot
from games.core.seats import BotLevel
from games.core.simulate import play_one
from games.council.actions import CastVotes, PlayCard, UseAbility
from games.council.bots.basic import BasicCouncilBot, decide
from games.council.bots.worth import ELECTED
from games.council.state import CouncilState
from tests.council.table import GAME

HURTS = ("assassinate-representative", "ancient-burial-sites", "diplomatic-pressure", "confusing-legal-text")


def positions(
    seeds: range, seats: int = 6, basic: tuple[int, ...] = (0, 1, 2)
) -> Iterator[tuple[CouncilState, int]]:
    """Every decision of whole games (Basic bots in `basic`, random bots elsewhere): (state, seat to act)."""
    for seed in seeds:
        state = GAME.new_state(seats, GAME.default_options(), seed)
        bots = [
            make_bot(GAME, BotLevel.BASIC if s in basic else BotLevel.RANDOM, seed * 10 + s)
            for s in range(seats)
        ]
        while GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            yield state, seat
            GAME.apply(state, bots[seat].act(GAME.view(state, seat)))


def test_never_plays_a_card_on_itself_that_only_harms_it():
    played = 0
    for state, seat in positions(range(25), basic=tuple(range(6))):
        view = GAME.view(state, seat)
        if view["frame"] == "vote" or "plays" not in view:
            continue
        action = decide(view, random.Random(1))
        if isinstance(action, PlayCard | UseAbility) and action.card in HURTS:
            assert action.target != seat, action
            played += 1
    assert played >= 5, "the bots should aim such cards at rivals now and then"


def test_votes_for_itself_when_the_election_pays_and_never_when_it_costs():
    good = bad = 0
    for state, seat in positions(range(30)):
        if seat > 2 or state.agenda is None or state.stack[-1].kind.value != "vote":
            continue
        card = state.agenda.card
        value = ELECTED.get(card)
        view = GAME.view(state, seat)
        ready = sum(votes for _, votes in view["prompt"]["planets"])
        if value is None or state.agenda.forced.get(seat) or not ready or view["prompt"]["rep_gov"]:
            continue
        action = decide(view, random.Random(1))
        if value >= 0.5:
            assert isinstance(action, CastVotes) and action.outcome == f"player:{seat}", (card, action)
            good += 1
        elif value < 0:
            assert not (isinstance(action, CastVotes) and action.outcome == f"player:{seat}"), (card, action)
            bad += 1
    assert good >= 3 and bad >= 1


def test_keeps_influence_for_the_second_agenda_when_the_first_matters_little():
    halves = wholes = 0
    for state, seat in positions(range(30)):
        if seat > 2 or state.agenda is None or state.stack[-1].kind.value != "vote":
            continue
        view = GAME.view(state, seat)
        action = decide(view, random.Random(1))
        if not isinstance(action, CastVotes) or view["prompt"]["rep_gov"] or view["prompt"]["forced"]:
            continue
        ready = [name for name, votes in view["prompt"]["planets"] if votes > 0]
        if state.agenda_no >= 2:
            assert set(action.planets) == set(ready)  # the last agenda of the phase: everything
            wholes += 1
        elif len(action.planets) < len(ready):
            halves += 1
    assert wholes >= 5 and halves >= 1


def test_scores_an_agenda_phase_secret_as_soon_as_it_can():
    scored = 0
    for state, seat in positions(range(20), basic=tuple(range(6))):
        view = GAME.view(state, seat)
        if "plays" in view and any(
            card in ("dictate-policy", "drive-the-debate") for _, card, _ in view["plays"]
        ):
            action = decide(view, random.Random(1))
            assert isinstance(action, UseAbility) and action.card in ("dictate-policy", "drive-the-debate")
            scored += 1
    assert scored >= 1


def test_a_basic_bot_answers_every_decision_legally_in_whole_games():
    session = play_one(GAME, 6, seed=4, levels=(BotLevel.BASIC,) * 6)
    kinds = {a.kind for a in session.actions}
    assert session.is_over() and {"cast_votes", "pass"} <= kinds


def test_the_same_seed_plays_the_same_game():
    levels = (BotLevel.BASIC, BotLevel.RANDOM, BotLevel.BASIC, BotLevel.STRONG)
    assert (
        play_one(GAME, 4, seed=8, levels=levels).actions == play_one(GAME, 4, seed=8, levels=levels).actions
    )


def rearranged(state: CouncilState, seat: int, rng: random.Random) -> CouncilState:
    """Everything `seat` cannot see dealt again: the other hands and the action deck reshuffled together
    (sizes kept), the other seats' unscored secrets swapped among them, the agenda deck's order (but for
    a top card it peeked at, or the two ends M'aban shows it)."""
    other = state.copy()
    seats = [s for s in range(state.n) if s != seat]
    pool = [c for s in seats for c in other.players[s].hand] + other.action_deck
    rng.shuffle(pool)
    for s in seats:
        k = len(other.players[s].hand)
        other.players[s].hand, pool = pool[:k], pool[k:]
    other.action_deck = pool
    secrets = [c for s in seats for c in other.players[s].secrets]
    rng.shuffle(secrets)
    for s in seats:
        k = len(other.players[s].secrets)
        other.players[s].secrets, secrets = secrets[:k], secrets[k:]
    peeked = state.agenda is not None and state.agenda.peeked.get(seat)
    if not peeked:
        if "deck_ends" in GAME.view(state, seat) and len(other.deck) > 2:  # M'aban: it sees both ends
            middle = other.deck[1:-1]
            rng.shuffle(middle)
            other.deck[1:-1] = middle
        else:
            rng.shuffle(other.deck)
    return other


def test_no_cheating_a_decision_never_depends_on_what_the_seat_cannot_see():
    rng = random.Random(3)
    checked = changed = 0
    for i, (state, seat) in enumerate(positions(range(4))):
        if seat > 2 or i % 2:
            continue
        view = GAME.view(state, seat).to_dict()
        other = rearranged(state, seat, rng)
        if GAME.view(other, seat).to_dict() != view:
            changed += 1  # the seat would notice (a peek, a card it knows): not a fair rearrangement
            continue
        expected = BasicCouncilBot(i).act(GAME.view(state, seat))
        assert BasicCouncilBot(i).act(GAME.view(other, seat)) == expected
        checked += 1
    assert checked > 300 and changed == 0
