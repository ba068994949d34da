"""A Council view is typed and frozen: nothing reachable from it is live state, and it never describes a
later moment than the one it was made at."""

from __future__ import annotations

import dataclasses
import random
import types
import typing
from enum import Enum
from types import MappingProxyType

import pytest

from games.core.simulate import play_one
from games.council.game import GalacticCouncil
from games.council.view import BUILD, CouncilView, StaleView

GAME = GalacticCouncil()
IMMUTABLE_LEAVES = (str, int, float, bool, type(None), Enum)


def frozen_throughout(value: object, where: str) -> None:
    """Fail unless `value` and everything inside it is immutable."""
    if isinstance(value, IMMUTABLE_LEAVES):
        return
    if isinstance(value, tuple | frozenset):
        for i, item in enumerate(value):
            frozen_throughout(item, f"{where}[{i}]")
        return
    if isinstance(value, MappingProxyType):
        for key, item in value.items():
            frozen_throughout(item, f"{where}[{key!r}]")
        return
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        assert type(value).__dataclass_params__.frozen, f"{where}: {type(value).__name__} is not frozen"
        for f in dataclasses.fields(value):
            frozen_throughout(getattr(value, f.name), f"{where}.{f.name}")
        return
    raise AssertionError(f"{where}: a mutable {type(value).__name__} is reachable from a view")


def positions(games: int = 3):
    """(state, seat) at every decision of a few 6-seat games between random bots."""
    rng = random.Random(5)
    for _ in range(games):
        state = GAME.new_state(6, GAME.default_options(), rng.getrandbits(32))
        while not state.over:
            seat = GAME.to_act(state)[0]
            yield state, seat
            view = GAME.view(state, seat)
            GAME.apply(state, GAME.random_action(view, rng))


def test_nothing_reachable_from_any_view_can_be_changed():
    checked = 0
    for i, (state, seat) in enumerate(positions()):
        if i % 7:
            continue
        for viewer in (seat, None, (seat + 1) % state.n):
            view = GAME.view(state, viewer)
            for key, value in view.sections().items():
                if key == "known_table" and value is not None:  # a search bot's own copy of the table
                    assert value.state is not state and value.state.players[0] is not state.players[0]
                    value = dataclasses.replace(value, state=None)
                frozen_throughout(value, key)
            with pytest.raises(dataclasses.FrozenInstanceError):
                view.seat = 3  # type: ignore[misc]  # the point: a view cannot be changed
            checked += 1
    assert checked > 300


def test_a_view_read_after_the_state_moved_on_refuses_instead_of_describing_a_later_moment():
    state = GAME.new_state(4, GAME.default_options(), 11)
    seat = GAME.to_act(state)[0]
    lazy = GAME.view(state, seat)
    kept = GAME.view(state, seat).complete()
    before = kept.sections()
    GAME.apply(state, GAME.random_action(GAME.view(state, seat), random.Random(1)))
    with pytest.raises(StaleView):
        _ = lazy.players
    assert kept.sections() == before, "a completed view still shows the moment it was made"


def test_the_view_is_built_per_viewer_and_the_acting_seat_alone_gets_its_decision():
    state = GAME.new_state(5, GAME.default_options(), 3)
    seat = GAME.to_act(state)[0]
    acting, other, shared = (GAME.view(state, s) for s in (seat, (seat + 1) % 5, None))
    assert isinstance(acting, CouncilView) and acting.prompt is not None
    assert acting.prompt.kind == acting.frame
    assert other.prompt is None and other.plays == () and other.deals is None and not other.can_rest
    assert other.hand == tuple(state.players[other.seat].hand) and shared.hand == ()
    assert shared.standings == GAME.standings(state) and shared.round == state.round


def test_the_scoreboard_and_votes_ready_show_what_the_players_show():
    """The scoreboard and the votes ready (what a bot reads on most actions) are the players' points,
    trade goods, planets, scored secrets and the votes of their public capacity, seat by seat, for every
    viewer."""
    checked = 0
    for i, (state, seat) in enumerate(positions(2)):
        if i % 5:
            continue
        for viewer in (seat, None):
            view = GAME.view(state, viewer)
            lines = tuple((p.vp, p.tg, p.planets, p.scored) for p in view.players)
            assert tuple(tuple(line) for line in view.scoreboard) == lines
            assert view.votes_ready == tuple(sum(n for _, n in p.capacity if n > 0) for p in view.players)
            checked += 1
    assert checked > 50


def test_simulated_games_are_unchanged_by_reading_every_section():
    """Reading a view never changes the game: a session played while every view is read in full
    plays out exactly as one where the bots read only what they need."""
    plain = play_one(GAME, 5, 77, GAME.default_options())

    class Reading(GalacticCouncil):
        def view(self, state, seat):  # type: ignore[override]
            return super().view(state, seat).complete()

    assert play_one(Reading(), 5, 77, GAME.default_options()).actions == plain.actions


def conforms(value: object, hint: object) -> bool:
    """Whether `value` has the shape of the type `hint` (unions, tuples, NamedTuples, classes)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is None or hint is type(None):
        return value is None
    if origin in (typing.Union, types.UnionType):
        return any(conforms(value, arg) for arg in args)
    if origin is tuple:
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(conforms(item, args[0]) for item in value)
        return len(value) == len(args) and all(map(conforms, value, args))
    if hint is float:
        return isinstance(value, int | float)
    return isinstance(value, typing.cast(type, origin or hint))


def test_every_section_is_what_the_view_declares_it_to_be():
    """The view's attributes are typed (`CouncilView.players: tuple[PlayerView, ...]` ...) while the
    sections are worked out by BUILD: every section has a declared type, and holds one of that type."""
    from games.council.observer import KnownTable

    hints = typing.get_type_hints(CouncilView, localns={"KnownTable": KnownTable})
    # ClassVar[_Section[T]] -> T
    declared = {
        name: typing.get_args(typing.get_args(hint)[0])[0] for name, hint in hints.items() if name in BUILD
    }
    assert declared.keys() == BUILD.keys()
    seen = set()
    for i, (state, seat) in enumerate(positions(2)):
        if i % 5:
            continue
        for viewer in (seat, None, (seat + 1) % state.n):
            for key, value in GAME.view(state, viewer).sections().items():
                if key in declared:
                    assert conforms(value, declared[key]), f"{key}: {value!r} is not a {declared[key]}"
                    seen.add((key, value is None))
    assert len(seen) > len(BUILD), "some sections were read only when empty"


def test_the_prompt_comes_typed_for_the_decision_on_top_and_refuses_another_kind():
    state = GAME.new_state(4, GAME.default_options(), 11)
    rng = random.Random(4)
    kinds = set()
    for _ in range(400):
        seat = GAME.to_act(state)[0]
        view = GAME.view(state, seat)
        typed = {
            "vote": view.vote_prompt,
            "speaker_decides": view.tie_prompt,
            "transaction": view.transaction_prompt,
            "choose": view.choice_prompt,
        }.get(view.frame or "", view.window_prompt)
        if view.frame in ("table_instructions", None):
            typed = None
        if typed is not None:
            assert typed() is view.prompt
            kinds.add(view.frame)
            wrong = view.tie_prompt if typed is not view.tie_prompt else view.vote_prompt
            with pytest.raises(TypeError):
                wrong()
        GAME.apply(state, GAME.random_action(view, rng))
        if state.over:
            break
    assert "vote" in kinds and len(kinds) >= 3
