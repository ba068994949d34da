"""What an outcome is worth is kept with the facts it is read from (games/council/bots/worth.py): a view
showing the same facts as an earlier one reuses its worths, and a view showing other facts never does."""

from __future__ import annotations

import random
from collections.abc import Iterator

from games.core.bots import make_bot
from games.core.seats import BotLevel
from games.council.bots import worth
from games.council.bots.basic import agenda_card, preference
from games.council.view import CouncilView
from tests.council.table import GAME


def views(seed: int) -> Iterator[CouncilView]:
    """A view of every decision of a six-seat game between Basic and Random bots (riders, laws, secrets
    and points change along the way), for the seat that must act and for its neighbour."""
    levels = (BotLevel.BASIC, BotLevel.RANDOM) * 3
    bots = [make_bot(GAME, level, seed * 10 + i) for i, level in enumerate(levels)]
    state = GAME.new_state(6, GAME.default_options(), seed)
    while not state.over:
        seat = GAME.to_act(state)[0]
        yield GAME.view(state, (seat + 1) % 6)
        view = GAME.view(state, seat)
        yield view
        GAME.apply(state, bots[seat].act(view))


def answers(view: CouncilView) -> tuple[object, ...]:
    """Everything worth.py and the preferences answer about the view."""
    seats = range(view.n)
    out: list[object] = [tuple(preference(view, s) for s in seats)]
    out.append(tuple(worth.leader(view, s) for s in seats))
    if view.agenda is not None and view.seat is not None:
        card = agenda_card(view.agenda)
        out.append(tuple(worth.worth(view, s, card, o) for s in seats for o in view.agenda.outcomes))
    return tuple(out)


def uncached(view: CouncilView) -> tuple[object, ...]:
    """The same answers worked out afresh, the facts kept so far set aside (and put back after)."""
    kept = dict(worth._facts)
    worth._facts.clear()
    worth._last[0] = None
    try:
        return answers(view)
    finally:
        worth._facts.clear()
        worth._facts.update(kept)
        worth._last[0] = None


def test_a_worth_kept_from_an_earlier_view_is_the_one_worked_out_afresh() -> None:
    rng = random.Random(3)
    compared = reused = 0
    for seed in (1, 2):
        for view in views(seed):
            if rng.random() > 0.15:
                continue
            known = len(worth._facts)
            kept = answers(view)
            reused += len(worth._facts) == known
            assert kept == uncached(view), f"seed {seed}, move {view._moves}, seat {view.seat}"
            compared += 1
    assert compared > 100 and reused > compared / 3  # most views reuse facts: the test compares them


def test_a_seat_with_other_secrets_on_the_same_table_gets_its_own_worths() -> None:
    """Two sampled tables alike but for the seat's agenda-phase secrets (Drive the Debate...)."""
    compared = 0
    for seed in range(1, 9):
        for view in views(seed):
            if not view.secrets or view.agenda is None or view.seat is None:
                continue
            state = GAME.clone(view._state)
            state.players[view.seat].secrets = []
            bare = GAME.view(state, view.seat)
            if uncached(bare) == uncached(view):
                continue  # no outcome here scores its secrets
            answers(view)  # kept
            assert answers(bare) == uncached(bare)
            compared += 1
            if compared >= 10:
                return
    assert compared


def test_the_facts_kept_are_bounded() -> None:
    worth._facts.clear()
    for seed in (3,):
        for view in views(seed):
            worth.worth(view, 0, "mutiny", "for")
            assert len(worth._facts) <= worth.FACTS_KEPT
    assert worth._facts
