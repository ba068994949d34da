"""Bad moves are refused with IllegalAction, and a refused move leaves the table exactly as it was."""

import random

import pytest

from games.core import IllegalAction
from games.starward.actions import (
    Attack,
    Boost,
    ChooseRole,
    Cleanup,
    Colonize,
    Dissent,
    EndActions,
    Follow,
    KeepPlanet,
    PlayAction,
    Produce,
    RemoveCards,
    Research,
    Trade,
)
from games.starward.cards import ROLES, STACKS, Resource
from games.starward.state import fingerprint
from tests.starward.tables import GAME, new


def nonsense(state, rng: random.Random):
    """A random move, mostly illegal: any kind, any seat, cards and planets picked loosely."""
    seat = rng.randrange(state.seats)
    player = state.players[seat]
    pool = player.hand + player.deck + player.discard + [rng.randrange(160)]
    card = rng.choice(pool)
    cards = tuple(rng.sample(pool, min(len(pool), rng.randint(0, 3))))
    planet = rng.randrange(-1, len(player.planets) + 1)
    pair = ((planet, rng.randrange(-1, 3)),)
    return rng.choice(
        [
            PlayAction(seat, card),
            PlayAction(seat, card, attack=(planet,)),
            PlayAction(seat, card, settle=(planet,), tuck=planet),
            PlayAction(seat, card, produce=pair, trade=pair),
            PlayAction(seat, card, remove=cards, stacks=(rng.choice(STACKS),) * rng.randint(0, 3)),
            PlayAction(seat, card, resource=rng.choice([None, *Resource])),
            PlayAction(seat, card, fighters=rng.randint(-1, 3)),
            EndActions(seat),
            ChooseRole(seat, rng.choice(ROLES)),
            Boost(seat, cards),
            Follow(seat, cards),
            Dissent(seat),
            KeepPlanet(seat, rng.randrange(-1, 5)),
            Attack(seat, rng.choice([None, planet])),
            Colonize(seat, tuple((c, planet) for c in cards), rng.choice([None, planet])),
            Produce(seat, pair),
            Trade(seat, pair, rng.randint(-1, 2)),
            Research(seat, rng.choice([None, card]), rng.randint(-1, 2)),
            RemoveCards(seat, cards),
            Cleanup(seat, cards),
        ]
    )


@pytest.mark.parametrize("seed", range(6))
def test_refused_moves_change_nothing(seed):
    rng = random.Random(seed)
    state = new(2 + seed % 4, seed)
    refused = 0
    while not GAME.is_over(state):
        for _ in range(6):
            before = fingerprint(state)
            attempt = nonsense(state, rng)
            try:
                GAME.apply(state, attempt)
            except IllegalAction as error:
                assert str(error) and error.code
                assert fingerprint(state) == before, f"{attempt} changed the table before it was refused"
                refused += 1
        if GAME.is_over(state):
            break
        seat = state.waiting[0]
        GAME.apply(state, GAME.random_action(GAME.view(state, seat), rng))
    assert refused > 100
