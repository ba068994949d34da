"""Every game's Random bot plays only moves its seat's listing holds (`Game.legal_actions`): a bot that
made up a move of its own, or a listing that missed one the rules accept, fails here."""

from __future__ import annotations

import random

import pytest

from games.core.bots import RandomBot
from games.core.legal import is_listed
from games.registry import GAMES, load_game

SEATS = {"council": 6, "legislation": 5, "starward": 4}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_move_of_the_random_bot_is_listed(name):
    game = load_game(name)
    seats = SEATS.get(name, game.max_seats)
    for seed in range(2):
        state = game.new_state(seats, game.default_options(), seed)
        bots = [RandomBot(game, 1000 * seed + seat) for seat in range(seats)]
        for _ in range(3000):
            waiting = game.to_act(state)
            if not waiting:
                break
            seat = waiting[random.Random(seed).randrange(len(waiting))]
            listing = game.legal_actions(state, seat)
            action = bots[seat].act(game.view(state, seat))
            assert is_listed(listing, action), f"{name}: the Random bot played {action}, not in its listing"
            game.apply(state, action)
