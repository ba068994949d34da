"""Bots say why (games/core/reasons.py): each game reads its Basic bot's moves from the bot's own reckoning,
and a Strong bot that left Basic's move says by how much its search found the other better."""

from __future__ import annotations

from games.core.bots import make_bot
from games.core.reasons import Reason, Why, reason_of
from games.core.search import Thought
from games.core.seats import BotLevel
from games.registry import load_game


def reasons(name: str, seats: int, seed: int = 3) -> dict[Why, list[tuple[object, Reason]]]:
    game = load_game(name)
    state = game.new_state(seats, game.default_options(), seed)
    bots = [make_bot(game, BotLevel.BASIC, k) for k in range(seats)]
    seen: dict[Why, list[tuple[object, Reason]]] = {}
    while game.to_act(state):
        seat = game.to_act(state)[0]
        view = game.view(state, seat)
        action = bots[seat].act(view)
        reason = reason_of(game, bots[seat], view, action)
        if reason is not None:
            seen.setdefault(reason.why, []).append((action, reason))
        game.apply(state, action)
    return seen


def test_council_votes_say_what_each_outcome_is_worth_to_the_seat():
    seen = reasons("council", 6)
    assert {Why.VOTE, Why.ABSTAIN} <= set(seen)
    for action, reason in seen[Why.VOTE]:
        assert reason.names[0] == action.outcome and reason.numbers[0] >= reason.numbers[1]  # its best


def test_legislation_keeps_its_pledges_and_says_what_breaking_would_cost():
    seen = reasons("legislation", 5)
    assert {Why.KEEP_PLEDGE, Why.VOTE_BILL, Why.OFFER, Why.ACCEPT} <= set(seen)
    assert all(r.numbers[0] > 0 for _a, r in seen[Why.KEEP_PLEDGE])


def test_starward_roles_say_their_value_against_the_next_best():
    seen = reasons("starward", 4)
    assert Why.ROLE in seen
    for action, reason in seen[Why.ROLE]:
        assert reason.names[0] == action.role.value


def test_a_search_that_left_basics_move_says_what_it_found():
    class Searched:
        last = Thought(playouts=96, worlds=24, gain=0.042)

    reason = reason_of(load_game("council"), Searched(), None, None)
    assert reason == Reason(Why.SEARCHED, (), (4.2, 24.0))
