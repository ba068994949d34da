"""A view's lazily made parts (table, turn, fronts) show the table as it was when the view was made,
however late they are read; and a lazily made view equals one made in full at once."""

import random

from games.starward.views import table_view, turn_view, view
from tests.starward.tables import GAME


def _fresh(state, seat):
    """The parts a view must show, made at once from the state."""
    player = state.players[seat]
    from games.starward.cards import catalogue

    fronts = tuple(catalogue().planets[h.planet] for h in player.planets)
    return table_view(state), turn_view(state), fronts


def test_unread_parts_keep_the_table_of_their_moment() -> None:
    state = GAME.new_state(4, GAME.default_options(), 7)
    rng = random.Random(7)
    kept = []  # (view never read yet, what it had to show)
    for _ in range(300):
        if GAME.is_over(state):
            break
        seat = GAME.to_act(state)[0]
        made = view(state, seat)
        kept.append((view(state, (seat + 1) % 4), _fresh(state, (seat + 1) % 4)))
        GAME.apply(state, GAME.random_action(made, rng))
    assert len(kept) > 100
    for late, (table, turn, fronts) in kept:
        assert late.table == table
        assert late.turn == turn
        assert late.fronts == fronts


def test_a_lazy_view_equals_itself_read_at_once() -> None:
    state = GAME.new_state(3, GAME.default_options(), 11)
    rng = random.Random(11)
    for _ in range(120):
        seat = GAME.to_act(state)[0]
        lazy, eager = view(state, seat), view(state, seat)
        eager.table  # noqa: B018 - read now: made at once
        assert lazy == eager and hash(lazy) == hash(eager)
        GAME.apply(state, GAME.random_action(eager, rng))
