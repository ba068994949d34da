"""The Starward Random bot's moves come from its seat's listing: with the shortcuts for the commonest kinds
(bot.SHORTCUTS) or with every move drawn from the listing the view makes, the same seeded games are
played; the view's listing is `legal_actions`; a view held while the table moves on keeps its moment's
listing; and the technologies the listing offers are those `research.qualifying` names."""

from __future__ import annotations

import random

from games.core.simulate import play_one
from games.starward import bot
from games.starward.actions import Research
from games.starward.legal import legal_actions
from games.starward.options import StarwardOptions
from games.starward.research import qualifying
from games.starward.views import PromptKind, StarwardView, view
from tests.starward.tables import GAME


def _games(count: int) -> list[tuple]:
    out = []
    for seed in range(count):
        options = StarwardOptions(extended_three_player=seed % 3 == 0, extra_round=seed % 2 == 1)
        out.append(tuple(play_one(GAME, 2 + seed % 4, seed, options).actions))
    return out


def test_the_shortcuts_play_the_very_moves_the_listing_draws(monkeypatch):
    with_shortcuts = _games(24)
    monkeypatch.setattr(bot, "SHORTCUTS", False)
    made: list[int] = []
    monkeypatch.setattr(StarwardView, "legal", _counted(StarwardView.legal, made))
    assert _games(24) == with_shortcuts
    assert len(made) > 0.9 * sum(len(g) for g in with_shortcuts)  # every move (but a few) asked the listing


def _counted(prop, made):
    return property(lambda v: (made.append(1), prop.fget(v))[1])


def test_the_view_carries_the_seats_listing_and_keeps_its_moment():
    state = GAME.new_state(4, GAME.default_options(), 5)
    rng = random.Random(5)
    kept = []
    for step in range(400):
        if GAME.is_over(state):
            break
        seat = state.waiting[0]
        made = view(state, seat)
        assert made.legal.entries() == legal_actions(state, seat)
        for other in range(4):
            if other != seat:
                assert view(state, other).legal.entries() == ()
        if step % 7 == 0:
            held = view(state, seat)  # held, never read until the table has moved on
            kept.append((held, legal_actions(state, seat)))
        GAME.apply(state, GAME.random_action(made, rng))
    assert len(kept) > 40
    for held, then in kept:
        assert held.legal.entries() == then


def test_the_listing_offers_the_technologies_that_qualify():
    asked = 0
    for seed in range(40):
        state = GAME.new_state(2 + seed % 4, GAME.default_options(), seed)
        rng = random.Random(seed)
        while not GAME.is_over(state):
            seat = state.waiting[0]
            made = view(state, seat)
            if made.prompt is not None and made.prompt.kind is PromptKind.RESEARCH:
                asked += 1
                offered = {e.technology for e in made.legal.part("research") if isinstance(e, Research)}
                count = state.pending[0].count
                assert offered == {None, *qualifying(state, state.players[seat], count)}
            GAME.apply(state, GAME.random_action(made, rng))
    assert asked >= 10
